// SPEC §2 login/signup, §5: joining by e-mail or mobile, name, password twice, date of birth (13+), gender. The
// look-up (§7 verifyuser: GET, or POST with the CAPTCHA answer when the provider turns it on) sends a registered
// contact to the log-in; the OTP goes where the back-end says.
import {
  type Contact,
  contactOf,
  GENDERS,
  type Gender,
  looksLikeMobile,
  type SignupErrors,
  validateSignup,
} from '@ott/domain/signup';
import { validateCaptcha } from '@ott/domain/validation';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CaptchaField } from '../../components/CaptchaField';
import { FieldError, FormError, SubmitButton, useMessage } from '../../components/FormFields';
import { useForm } from '../../hooks/useFormSubmit';
import { useGenderName } from '../../hooks/useGenderName';
import { useServices, useSession } from '../../hooks/useServices';
import { contactLabel, IdentifierField, NewPasswordFields, SignupFields } from './AuthFields';
import { useCountryCode } from './useCountryCode';

export function SignupStep({
  initialIdentifier,
  onOtpSent,
  onLogin,
}: {
  initialIdentifier: string;
  onOtpSent(contact: Contact, channel: 'EMAIL' | 'SMS', label: string): void;
  /** The contact is registered: log in with it instead. */
  onLogin(identifier: string): void;
}) {
  const genderName = useGenderName();
  const message = useMessage();
  const { account, now } = useServices();
  const ids = useId();
  const session = useSession();
  const captchaOn = session.config?.featureEnabled.captcha === true;
  const [renew, setRenew] = useState(0);
  const initial = {
    name: '',
    identifier: initialIdentifier,
    password: '',
    confirmPassword: '',
    dob: '',
    gender: '',
    captcha: '',
  };
  const check = (v: typeof initial, code = cc.code): SignupErrors & { captcha: string | null } => ({
    ...validateSignup({ ...v, countryCode: code }, now()),
    captcha: captchaOn ? validateCaptcha(v.captcha) : null,
  });
  const form = useForm(initial, (v) => check(v));
  const { errors, busy, values: f, field } = form;
  // §2: the look-up found the contact registered (log in instead); any change of what was typed hides it.
  const [registered, setRegistered] = useState(false);
  const mobile = looksLikeMobile(f.identifier);
  const cc = useCountryCode(mobile);
  const edit = (name: keyof typeof f) => ({
    ...field(name),
    onChange: (v: string) => {
      setRegistered(false);
      form.set(name, v);
    },
  });

  async function submit(e: FormEvent) {
    const contact = contactOf(f.identifier, cc.code);
    const country = cc.country ?? session.country;
    const r = await form.submit(e, async (v) => {
      // §2: the look-up decides sign-up or log-in.
      const looked = await account.lookup(contact, captchaOn ? v.captcha.trim() : undefined);
      if (!looked.ok && captchaOn) return looked;
      if (looked.ok && looked.next === 'login') return { ok: true as const, registered: true as const };
      return account.signUp({
        contact,
        name: v.name,
        password: v.password,
        dob: v.dob,
        gender: v.gender as Gender,
        ...(country ? { country } : {}),
      });
    });
    if (!r) return;
    if (!r.ok) {
      // A wrong answer spends the image: a new one with the message.
      if (captchaOn && r.messageId === 'error.invalidCaptcha') {
        form.set('captcha', '');
        setRenew((n) => n + 1);
      }
      form.refuse(r.messageId);
      return;
    }
    if ('registered' in r) {
      // The look-up spent the CAPTCHA answer: a new image for the next try.
      if (captchaOn) {
        form.set('captcha', '');
        setRenew((n) => n + 1);
      }
      setRegistered(true);
      form.focus('identifier');
      return;
    }
    onOtpSent(contact, r.verification === 'SMS' ? 'SMS' : 'EMAIL', contactLabel(contact));
  }

  const genderError = message(errors.gender);
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <SignupFields
        testId="signup"
        name={edit('name')}
        dob={edit('dob')}
        dobLabel={<FormattedMessage id="signup.dob" defaultMessage="Date of birth" />}
        dobHint={<FormattedMessage id="signup.dobHint" defaultMessage="You must be 13 or older." />}
        lastYear={new Date(now()).getUTCFullYear()}
        autoFocus
      >
        <div>
          <IdentifierField
            {...edit('identifier')}
            testId="signup"
            mobile={mobile}
            cc={cc}
            onCode={(code) => {
              cc.choose(code);
              setRegistered(false);
              form.recheck((v) => check(v, code));
            }}
          />
          {registered && (
            <p className="auth-note" role="alert" data-testid="signup-registered">
              <FormattedMessage
                id="signup.alreadyRegistered"
                defaultMessage="This account already exists. Log in instead."
              />{' '}
              <button type="button" className="link-button" onClick={() => onLogin(f.identifier)}>
                <FormattedMessage id="signup.goToLogin" defaultMessage="Log in" />
              </button>
            </p>
          )}
        </div>
        <NewPasswordFields
          testId="signup"
          password={edit('password')}
          confirm={edit('confirmPassword')}
          label={<FormattedMessage id="login.password" defaultMessage="Password" />}
        />
      </SignupFields>
      <fieldset className="field auth-gender" aria-describedby={`${ids}-gender-error`}>
        <legend>
          <FormattedMessage id="signup.gender" defaultMessage="Gender" />
        </legend>
        <div className="auth-choices">
          {GENDERS.map((g, i) => (
            <label key={g}>
              <input
                ref={i === 0 ? form.ref('gender') : undefined}
                type="radio"
                name="gender"
                value={g}
                checked={f.gender === g}
                aria-invalid={Boolean(genderError)}
                data-testid={`signup-gender-${g}`}
                onChange={() => edit('gender').onChange(g)}
              />
              {genderName(g)}
            </label>
          ))}
        </div>
        <FieldError id={`${ids}-gender-error`} error={genderError} testId="signup-gender-error" />
      </fieldset>
      {captchaOn && <CaptchaField {...field('captcha')} testId="signup-captcha" renew={renew} />}
      <FormError error={form.formError} testId="signup-error" />
      <SubmitButton
        busy={busy}
        testId="signup-submit"
        busyLabel={<FormattedMessage id="signup.submitting" defaultMessage="Creating your account…" />}
      >
        <FormattedMessage id="signup.submit" defaultMessage="Create account" />
      </SubmitButton>
    </form>
  );
}
