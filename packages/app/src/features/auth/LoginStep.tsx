// SPEC §4 Login, §5, §8: e-mail or mobile (with country code) and password, checked by the domain validators with
// messages under each field; the answer mapped by the account service; nothing typed lost on an error. The country code
// comes from getcountry, editable from the public list; when neither answers the domain's message shows.
import { looksLikeMobile } from '@ott/domain/signup';
import { validateCaptcha, validateEmailOrMobile, validatePassword } from '@ott/domain/validation';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CaptchaField } from '../../components/CaptchaField';
import { FormError, PasswordField, SubmitButton } from '../../components/FormFields';
import { useForm } from '../../hooks/useFormSubmit';
import { useServices } from '../../hooks/useServices';
import { IdentifierField } from './AuthFields';
import { useCountryCode } from './useCountryCode';

type Values = { identifier: string; password: string; captcha: string };

export function LoginStep({
  initialIdentifier,
  notice,
  onLoggedIn,
  onSignup,
  onForgot,
  social,
}: {
  initialIdentifier: string;
  /** A note from the previous step (the password was changed). */
  notice?: ReactNode;
  onLoggedIn(needsProfile: boolean): void;
  /** Join instead (§4: 6001 "not registered" offers it), with what was typed. */
  onSignup(identifier: string): void;
  onForgot(identifier: string): void;
  /** The social log-in buttons. */
  social?: ReactNode;
}) {
  const { account } = useServices();
  // SPEC §4: the CAPTCHA step (the back-end asks for it after repeated wrong passwords from this device). `renew`
  // asks the field for a new image (the step opening, or a wrong answer spending the image).
  const [captcha, setCaptcha] = useState(false);
  const [renew, setRenew] = useState(0);
  const validate = (v: Values, code = cc.code) => ({
    identifier: validateEmailOrMobile(v.identifier, code),
    password: validatePassword(v.password),
    captcha: captcha ? validateCaptcha(v.captcha) : null,
  });
  const form = useForm<Values>({ identifier: initialIdentifier, password: '', captcha: '' }, (v) =>
    validate(v),
  );
  const { busy, formError: serverError, values } = form;
  const mobile = looksLikeMobile(values.identifier);
  const cc = useCountryCode(mobile);

  function newCaptcha() {
    form.set('captcha', '');
    setCaptcha(true);
    setRenew((n) => n + 1);
    form.focus('captcha');
  }

  async function submit(e: FormEvent) {
    const countryCode = cc.code;
    const result = await form.submit(e, ({ identifier, password, captcha: answer }) => {
      const value = identifier.trim();
      const extra = captcha ? { captcha: answer.trim() } : {};
      return account.login(
        mobile
          ? { mobileno: value.replace(/^\+/, ''), countrycode: countryCode, password, ...extra }
          : { email: value, password, ...extra },
      );
    });
    if (!result) return;
    if (result.ok) {
      onLoggedIn(result.needsProfile);
      return;
    }
    if ('outcome' in result && result.outcome === 'captcha') {
      newCaptcha(); // the step explains itself; what was typed stays
      return;
    }
    // A wrong answer spends the image: show a new one with the message.
    if (captcha && result.messageId === 'error.invalidCaptcha') newCaptcha();
    form.setFormError(result.messageId);
  }

  // The way to the sign-up, with what was typed: after a "not registered" refusal, and under the form.
  const signup = (className: string, testId: string) => (
    <button
      type="button"
      className={className}
      data-testid={testId}
      onClick={() => onSignup(values.identifier)}
    >
      <FormattedMessage id="login.signUp" defaultMessage="Create an account" />
    </button>
  );
  return (
    <>
      {notice && (
        <p className="auth-note" role="status" data-testid="login-notice">
          {notice}
        </p>
      )}
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <IdentifierField
          {...form.field('identifier')}
          testId="login"
          mobile={mobile}
          cc={cc}
          onCode={(code) => {
            cc.choose(code);
            form.recheck((v) => validate(v, code));
          }}
          autoFocus
        />
        <PasswordField
          {...form.field('password')}
          label={<FormattedMessage id="login.password" defaultMessage="Password" />}
          testId="login-password"
          name="password"
          autoComplete="current-password"
        />
        {captcha && <CaptchaField {...form.field('captcha')} testId="login-captcha" renew={renew} />}
        <FormError error={serverError} testId="login-error" />
        {serverError === 'error.notRegistered' &&
          // §4: not registered → the sign-up, with what was typed
          signup('btn ghost auth-submit auth-go-signup', 'login-go-signup')}
        {serverError === 'error.invalidCredential' && (
          // §8 Invalid Credential: the way out is a new password, offered where the message is read
          <button
            type="button"
            className="btn ghost auth-submit"
            data-testid="login-error-forgot"
            onClick={() => onForgot(values.identifier)}
          >
            <FormattedMessage id="login.resetPassword" defaultMessage="Reset your password" />
          </button>
        )}
        <SubmitButton
          busy={busy}
          testId="login-submit"
          busyLabel={<FormattedMessage id="login.submitting" defaultMessage="Logging in…" />}
        >
          <FormattedMessage id="login.submit" defaultMessage="Log in" />
        </SubmitButton>
        <p className="auth-links">
          <button
            type="button"
            className="link-button"
            data-testid="login-forgot"
            onClick={() => onForgot(values.identifier)}
          >
            <FormattedMessage id="login.forgot" defaultMessage="Forgot password?" />
          </button>
        </p>
      </form>
      {social}
      <p className="auth-switch">
        <FormattedMessage id="login.newHere" defaultMessage="New here?" />{' '}
        {signup('link-button', 'login-signup')}
      </p>
    </>
  );
}
