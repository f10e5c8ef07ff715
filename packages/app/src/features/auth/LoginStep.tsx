// SPEC §4 Login, §5, §8: e-mail or mobile (with country code) and password, checked by the domain validators with
// messages under each field; the answer mapped by the account service; nothing typed lost on an error. The country code
// comes from getcountry, editable from the public list; when neither answers the domain's message shows.
import { looksLikeMobile } from '@ott/domain/signup';
import { validateCaptcha, validateEmailOrMobile, validatePassword } from '@ott/domain/validation';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CountryCodeSelect, PasswordField, TextField } from '../../components/FormFields';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { useServices } from '../../hooks/useServices';
import { CaptchaField } from './Social';
import { useCountryCode } from './useCountryCode';

interface FieldErrors {
  identifier?: string | null;
  password?: string | null;
  captcha?: string | null;
}

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
  const intl = useIntl();
  const { account } = useServices();
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [password, setPassword] = useState('');
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const form = useFormSubmit({ identifier: identifierRef, password: passwordRef, captcha: captchaRef });
  const { errors, busy, formError: serverError } = form;
  // SPEC §4: the CAPTCHA step (the back-end asks for it after repeated wrong passwords from this device). `renew`
  // asks the field for a new image (the step opening, or a wrong answer spending the image).
  const [captcha, setCaptcha] = useState(false);
  const [renew, setRenew] = useState(0);
  const [captchaAnswer, setCaptchaAnswer] = useState('');

  function newCaptcha() {
    setCaptchaAnswer('');
    setCaptcha(true);
    setRenew((n) => n + 1);
    requestAnimationFrame(() => captchaRef.current?.focus());
  }

  const mobile = looksLikeMobile(identifier);
  const cc = useCountryCode(mobile);
  const countryCode = cc.code;

  const validate = (id: string, pw: string, cc: string, answer: string): FieldErrors => ({
    identifier: validateEmailOrMobile(id, cc),
    password: validatePassword(pw),
    captcha: captcha ? validateCaptcha(answer) : null,
  });
  // After the first submit the messages follow the typing, so a fixed field clears its message at once.
  const revalidate = (next: Partial<{ id: string; pw: string; cc: string; answer: string }>) =>
    form.recheck(() =>
      validate(
        next.id ?? identifier,
        next.pw ?? password,
        next.cc ?? countryCode,
        next.answer ?? captchaAnswer,
      ),
    );

  async function submit(e: FormEvent) {
    const value = identifier.trim();
    const answer = captcha ? { captcha: captchaAnswer.trim() } : {};
    const result = await form.submit(
      e,
      () => validate(identifier, password, countryCode, captchaAnswer),
      () =>
        account.login(
          mobile
            ? { mobileno: value.replace(/^\+/, ''), countrycode: countryCode, password, ...answer }
            : { email: value, password, ...answer },
        ),
    );
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

  const message = (id: string | null | undefined) => (id ? intl.formatMessage({ id }) : null);

  return (
    <>
      {notice && (
        <p className="auth-note" role="status" data-testid="login-notice">
          {notice}
        </p>
      )}
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <TextField
          label={<FormattedMessage id="login.identifier" defaultMessage="Email or mobile number" />}
          value={identifier}
          onChange={(v) => {
            setIdentifier(v);
            revalidate({ id: v });
          }}
          error={errors.identifier}
          testId="login-identifier"
          name="username"
          autoComplete="username"
          inputMode={mobile ? 'tel' : 'email'}
          dir="ltr"
          inputRef={identifierRef}
          autoFocus
          before={
            mobile ? (
              <CountryCodeSelect
                value={countryCode}
                options={cc.options}
                onChange={(code) => {
                  cc.choose(code);
                  revalidate({ cc: code });
                }}
                testId="login-country-code"
              />
            ) : null
          }
        />
        <PasswordField
          label={<FormattedMessage id="login.password" defaultMessage="Password" />}
          value={password}
          onChange={(v) => {
            setPassword(v);
            revalidate({ pw: v });
          }}
          error={errors.password}
          testId="login-password"
          name="password"
          autoComplete="current-password"
          inputRef={passwordRef}
        />
        {captcha && (
          <CaptchaField
            answer={captchaAnswer}
            onAnswer={(v) => {
              setCaptchaAnswer(v);
              revalidate({ answer: v });
            }}
            error={errors.captcha}
            inputRef={captchaRef}
            testId="login-captcha"
            renew={renew}
          />
        )}
        <div className="form-server-error" role="alert" data-testid="login-error">
          {serverError && message(serverError)}
        </div>
        {serverError === 'error.notRegistered' && (
          // §4: not registered → the sign-up, with what was typed
          <button
            type="button"
            className="btn ghost auth-submit auth-go-signup"
            data-testid="login-go-signup"
            onClick={() => onSignup(identifier)}
          >
            <FormattedMessage id="login.signUp" defaultMessage="Create an account" />
          </button>
        )}
        <button type="submit" className="btn form-submit" data-testid="login-submit" aria-disabled={busy}>
          {busy ? (
            <FormattedMessage id="login.submitting" defaultMessage="Logging in…" />
          ) : (
            <FormattedMessage id="login.submit" defaultMessage="Log in" />
          )}
        </button>
        <p className="auth-links">
          <button
            type="button"
            className="link-button"
            data-testid="login-forgot"
            onClick={() => onForgot(identifier)}
          >
            <FormattedMessage id="login.forgot" defaultMessage="Forgot password?" />
          </button>
        </p>
      </form>
      {social}
      <p className="auth-switch">
        <FormattedMessage id="login.newHere" defaultMessage="New here?" />{' '}
        <button
          type="button"
          className="link-button"
          data-testid="login-signup"
          onClick={() => onSignup(identifier)}
        >
          <FormattedMessage id="login.signUp" defaultMessage="Create an account" />
        </button>
      </p>
    </>
  );
}
