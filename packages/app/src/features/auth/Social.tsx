// Social log-in (SPEC §4 Login): the provider buttons, the CAPTCHA step a social log-in or sign-up may need
// (`createCaptcha`), and the social sign-up that follows 6001 (not registered) or Facebook's 6003 (no e-mail address).
// The token comes from features/auth/social.ts (the providers' SDKs, or the sandbox consent page locally).
import { fieldOfError, type SocialProviderId, validateSocialSignup } from '@ott/domain/signup';
import { validateCaptcha } from '@ott/domain/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { FieldError, FormError, SubmitButton, TextField, useMessage } from '../../components/FormFields';
import { useServices } from '../../hooks/useServices';
import type { SocialCredential } from './social';

const PROVIDER_LABEL = defineMessages({
  Google: { id: 'social.google', defaultMessage: 'Continue with Google' },
  FB: { id: 'social.facebook', defaultMessage: 'Continue with Facebook' },
  Apple: { id: 'social.apple', defaultMessage: 'Continue with Apple' },
});

export function SocialButtons({
  providers,
  busy,
  onChoose,
}: {
  providers: readonly SocialProviderId[];
  busy: SocialProviderId | null;
  onChoose(p: SocialProviderId): void;
}) {
  const intl = useIntl();
  if (providers.length === 0) return null;
  return (
    <div className="auth-social">
      <p className="auth-divider">
        <span>
          <FormattedMessage id="social.or" defaultMessage="or" />
        </span>
      </p>
      <ul>
        {providers.map((p) => (
          <li key={p}>
            <button
              type="button"
              className={`btn ghost auth-social-${p.toLowerCase()}`}
              data-testid={`social-${p}`}
              aria-disabled={busy !== null}
              onClick={() => busy === null && onChoose(p)}
            >
              {busy === p ? (
                <FormattedMessage id="social.waiting" defaultMessage="Waiting for the sign-in window…" />
              ) : (
                intl.formatMessage(PROVIDER_LABEL[p])
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The CAPTCHA image, a new-image button and the answer field. */
export function CaptchaField({
  answer,
  onAnswer,
  error,
  inputRef,
  testId,
  renew,
}: {
  answer: string;
  onAnswer(v: string): void;
  error: string | null | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
  testId: string;
  /** Increments to ask for a new image (a wrong answer spends it). */
  renew: number;
}) {
  const intl = useIntl();
  const message = useMessage();
  const { account } = useServices();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [own, setOwn] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: renew and own are the triggers
  useEffect(() => {
    let live = true;
    setFailed(false);
    account.captcha().then(
      (c) => live && setImage(c.image),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [account, renew, own]);
  const err = message(error);
  return (
    <div className="field auth-captcha" data-testid={testId}>
      <label htmlFor={`${testId}-input`}>
        <FormattedMessage
          id="login.captchaStep"
          defaultMessage="Type the characters you see in the image to continue"
        />
      </label>
      <div className="auth-captcha-row">
        {image && (
          <img
            src={image}
            alt={intl.formatMessage({ id: 'login.captchaImage', defaultMessage: 'CAPTCHA image' })}
          />
        )}
        {failed && (
          <span className="field-error">
            <FormattedMessage id="error.unknown" />
          </span>
        )}
        <button type="button" className="btn ghost" onClick={() => setOwn((n) => n + 1)}>
          <FormattedMessage id="login.captchaNew" defaultMessage="New image" />
        </button>
      </div>
      <input
        ref={inputRef}
        id={`${testId}-input`}
        name="captcha"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        dir="ltr"
        data-testid={`${testId}-input`}
        value={answer}
        aria-invalid={Boolean(err)}
        aria-describedby={`${testId}-error`}
        onChange={(e) => onAnswer(e.target.value)}
      />
      <FieldError id={`${testId}-error`} error={err} testId={`${testId}-error`} />
    </div>
  );
}

/**
 * SPEC §4: the CAPTCHA step of a social log-in (the back-end answered success type CAPTCHA) or before a social
 * sign-up (6001 while the captcha feature is on). `submit` answers null or the refusal's message id.
 */
export function SocialCaptchaStep({ submit }: { submit(answer: string): Promise<string | null> }) {
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [renew, setRenew] = useState(0);
  const ref = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const invalid = validateCaptcha(answer);
    setError(invalid);
    if (invalid) {
      ref.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await submit(answer.trim());
    setBusy(false);
    if (refused === null) return;
    if (fieldOfError(refused) === 'captcha') {
      setError(refused);
      setAnswer('');
      setRenew((n) => n + 1); // a wrong answer spends the image
      ref.current?.focus();
    } else setFormError(refused);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
      <CaptchaField
        answer={answer}
        onAnswer={(v) => {
          setAnswer(v);
          if (error) setError(validateCaptcha(v));
        }}
        error={error}
        inputRef={ref}
        testId="social-captcha"
        renew={renew}
      />
      <FormError error={formError} testId="social-captcha-failure" />
      <SubmitButton busy={busy} testId="social-captcha-submit">
        <FormattedMessage id="social.continue" defaultMessage="Continue" />
      </SubmitButton>
    </form>
  );
}

/**
 * The social sign-up: the name and e-mail address the provider gave, editable, and an optional date of birth.
 * `askEmail`: Facebook gave no e-mail address (6003), so the step asks for one.
 */
export function SocialSignupStep({
  credential,
  askEmail,
  submit,
}: {
  credential: SocialCredential;
  askEmail: boolean;
  submit(f: { name: string; email: string; dob: string }): Promise<string | null>;
}) {
  const { now } = useServices();
  const [f, setF] = useState({ name: credential.name ?? '', email: credential.email ?? '', dob: '' });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email' | 'dob', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    dob: useRef<HTMLInputElement>(null),
  };
  const set = (k: keyof typeof f) => (v: string) => {
    const next = { ...f, [k]: v };
    setF(next);
    if (submitted) setErrors(validateSocialSignup(next, now()));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(null);
    const found = validateSocialSignup(f, now());
    setErrors(found);
    const first = (Object.keys(refs) as (keyof typeof refs)[]).find((k) => found[k]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    const refused = await submit(f);
    setBusy(false);
    if (refused === null) return;
    const field = fieldOfError(refused);
    if (field === 'identifier') {
      setErrors({ email: refused });
      refs.email.current?.focus();
    } else if (field === 'name' || field === 'dob') {
      setErrors({ [field]: refused });
      refs[field].current?.focus();
    } else setFormError(refused);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
      <p className="auth-intro" data-testid="social-signup-intro">
        {askEmail ? (
          <FormattedMessage id="error.facebookEmailRequired" />
        ) : (
          <FormattedMessage
            id="social.signupIntro"
            defaultMessage="You are new here: check your details to create your account."
          />
        )}
      </p>
      <TextField
        label={<FormattedMessage id="signup.name" defaultMessage="Name" />}
        value={f.name}
        onChange={set('name')}
        error={errors.name}
        testId="social-signup-name"
        name="name"
        autoComplete="name"
        inputRef={refs.name}
        maxLength={32}
      />
      <TextField
        label={<FormattedMessage id="social.email" defaultMessage="E-mail address" />}
        type="email"
        value={f.email}
        onChange={set('email')}
        error={errors.email}
        testId="social-signup-email"
        name="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        inputRef={refs.email}
      />
      <TextField
        label={<FormattedMessage id="social.dob" defaultMessage="Date of birth (optional)" />}
        type="date"
        value={f.dob}
        onChange={set('dob')}
        error={errors.dob}
        testId="social-signup-dob"
        name="bday"
        autoComplete="bday"
        inputRef={refs.dob}
      />
      <FormError error={formError} testId="social-signup-error" />
      <SubmitButton busy={busy} testId="social-signup-submit">
        <FormattedMessage id="signup.submit" defaultMessage="Create account" />
      </SubmitButton>
    </form>
  );
}
