// SPEC §2 login/signup, §5: joining with an e-mail address or a mobile number (country code from getcountry and the
// public list), name, password and its confirmation, date of birth (13+) and gender. The look-up decides first: a
// registered contact is offered the log-in instead. The OTP goes where the back-end says (e-mail or SMS).
import {
  type Contact,
  contactOf,
  GENDERS,
  type Gender,
  looksLikeMobile,
  type SignupErrors,
  validateSignup,
} from '@ott/domain/signup';
import { type FormEvent, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  CountryCodeSelect,
  FieldError,
  FormError,
  PasswordField,
  SubmitButton,
  TextField,
  useMessage,
} from '../../components/FormFields';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { useServices } from '../../hooks/useServices';
import { useCountryCode } from './useCountryCode';

const GENDER_LABEL = defineMessages({
  M: { id: 'signup.gender.male', defaultMessage: 'Male' },
  F: { id: 'signup.gender.female', defaultMessage: 'Female' },
  O: { id: 'signup.gender.other', defaultMessage: 'Other' },
});

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
  const intl = useIntl();
  const message = useMessage();
  const { account, now } = useServices();
  const ids = useId();
  const [f, setF] = useState({
    name: '',
    identifier: initialIdentifier,
    password: '',
    confirmPassword: '',
    dob: '',
    gender: '',
  });
  const refs = {
    name: useRef<HTMLInputElement>(null),
    identifier: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
    dob: useRef<HTMLInputElement>(null),
    gender: useRef<HTMLInputElement>(null),
  };
  const form = useFormSubmit(refs);
  const { errors, busy } = form;
  // §2: the look-up found the contact registered (log in instead); any change of what was typed hides it.
  const [registered, setRegistered] = useState(false);
  const mobile = looksLikeMobile(f.identifier);
  const cc = useCountryCode(mobile);

  const check = (next: typeof f, code = cc.code): SignupErrors =>
    validateSignup({ ...next, countryCode: code }, now());
  const set = (k: keyof typeof f) => (v: string) => {
    const next = { ...f, [k]: v };
    setF(next);
    setRegistered(false);
    form.recheck(() => check(next));
  };

  async function submit(e: FormEvent) {
    const contact = contactOf(f.identifier, cc.code);
    const r = await form.submit(
      e,
      () => check(f),
      async () => {
        // §2: the look-up decides sign-up or log-in.
        const looked = await account.lookup(contact);
        if (looked.ok && looked.next === 'login') return { ok: true as const, registered: true as const };
        return account.signUp({
          contact,
          name: f.name,
          password: f.password,
          dob: f.dob,
          gender: f.gender as Gender,
          ...(cc.country ? { country: cc.country } : {}),
        });
      },
    );
    if (!r) return;
    if (!r.ok) {
      form.refuse(r.messageId);
      return;
    }
    if ('registered' in r) {
      setRegistered(true);
      refs.identifier.current?.focus();
      return;
    }
    const label = 'email' in contact ? contact.email : `${contact.countrycode} ${contact.mobileno}`;
    onOtpSent(contact, r.verification === 'SMS' ? 'SMS' : 'EMAIL', label);
  }

  const genderError = message(errors.gender);
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <TextField
        label={<FormattedMessage id="signup.name" defaultMessage="Name" />}
        value={f.name}
        onChange={set('name')}
        error={errors.name}
        testId="signup-name"
        name="name"
        autoComplete="name"
        inputRef={refs.name}
        maxLength={32}
        autoFocus
      />
      <div>
        <TextField
          label={<FormattedMessage id="login.identifier" defaultMessage="Email or mobile number" />}
          value={f.identifier}
          onChange={set('identifier')}
          error={errors.identifier}
          testId="signup-identifier"
          name="username"
          autoComplete="username"
          inputMode={mobile ? 'tel' : 'email'}
          dir="ltr"
          inputRef={refs.identifier}
          before={
            mobile ? (
              <CountryCodeSelect
                value={cc.code}
                options={cc.options}
                onChange={(code) => {
                  cc.choose(code);
                  setRegistered(false);
                  form.recheck(() => check(f, code));
                }}
                testId="signup-country-code"
              />
            ) : null
          }
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
      <PasswordField
        label={<FormattedMessage id="login.password" defaultMessage="Password" />}
        value={f.password}
        onChange={set('password')}
        error={errors.password}
        testId="signup-password"
        name="new-password"
        autoComplete="new-password"
        inputRef={refs.password}
        maxLength={16}
      />
      <PasswordField
        label={<FormattedMessage id="signup.confirmPassword" defaultMessage="Confirm password" />}
        value={f.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
        testId="signup-confirm-password"
        name="confirm-password"
        autoComplete="new-password"
        inputRef={refs.confirmPassword}
        maxLength={16}
      />
      <TextField
        label={<FormattedMessage id="signup.dob" defaultMessage="Date of birth" />}
        hint={<FormattedMessage id="signup.dobHint" defaultMessage="You must be 13 or older." />}
        type="date"
        value={f.dob}
        onChange={set('dob')}
        error={errors.dob}
        testId="signup-dob"
        name="bday"
        autoComplete="bday"
        inputRef={refs.dob}
        max={new Date(now()).toISOString().slice(0, 10)}
      />
      <fieldset className="field auth-gender" aria-describedby={`${ids}-gender-error`}>
        <legend>
          <FormattedMessage id="signup.gender" defaultMessage="Gender" />
        </legend>
        <div className="auth-choices">
          {GENDERS.map((g, i) => (
            <label key={g}>
              <input
                ref={i === 0 ? refs.gender : undefined}
                type="radio"
                name="gender"
                value={g}
                checked={f.gender === g}
                aria-invalid={Boolean(genderError)}
                data-testid={`signup-gender-${g}`}
                onChange={() => set('gender')(g)}
              />
              {intl.formatMessage(GENDER_LABEL[g])}
            </label>
          ))}
        </div>
        <FieldError id={`${ids}-gender-error`} error={genderError} testId="signup-gender-error" />
      </fieldset>
      <FormError error={form.formError} testId="signup-error" />
      <SubmitButton busy={busy} testId="signup-submit">
        {busy ? (
          <FormattedMessage id="signup.submitting" defaultMessage="Creating your account…" />
        ) : (
          <FormattedMessage id="signup.submit" defaultMessage="Create account" />
        )}
      </SubmitButton>
    </form>
  );
}
