// Social log-in (SPEC §4 Login): the provider buttons, the CAPTCHA step a social log-in or sign-up may need
// (`createCaptcha`), and the social sign-up that follows 6001 (not registered) or Facebook's 6003 (no e-mail address).
// The token comes from features/auth/social.ts (the providers' SDKs, or the sandbox consent page locally).
import { fieldOfError, type SocialProviderId, validateSocialSignup } from '@ott/domain/signup';
import { validateCaptcha } from '@ott/domain/validation';
import { type FormEvent, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { CaptchaField } from '../../components/CaptchaField';
import { FormError, SubmitButton, TextField } from '../../components/FormFields';
import { type CallResult, useForm } from '../../hooks/useFormSubmit';
import { useServices } from '../../hooks/useServices';
import { SignupFields } from './AuthFields';
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

/**
 * SPEC §4: the CAPTCHA step of a social log-in (the back-end answered success type CAPTCHA) or before a social
 * sign-up (6001 while the captcha feature is on). `submit` answers null or the refusal's message id.
 */
export function SocialCaptchaStep({ submit }: { submit(answer: string): Promise<string | null> }) {
  const form = useForm({ captcha: '' }, (v) => ({ captcha: validateCaptcha(v.captcha) }));
  const [renew, setRenew] = useState(0);

  async function onSubmit(e: FormEvent) {
    const r = await form.submit(e, (v) => submit(v.captcha.trim()).then(asResult));
    if (!r || r.ok) return;
    if (fieldOfError(r.messageId) === 'captcha') {
      form.set('captcha', '');
      setRenew((n) => n + 1); // a wrong answer spends the image
    }
    form.refuse(r.messageId);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={form.busy}>
      <CaptchaField {...form.field('captcha')} testId="social-captcha" renew={renew} />
      <FormError error={form.formError} testId="social-captcha-failure" />
      <SubmitButton busy={form.busy} testId="social-captcha-submit">
        <FormattedMessage id="social.continue" defaultMessage="Continue" />
      </SubmitButton>
    </form>
  );
}

/** A step's `submit` answers null or the refusal's message id; the form kit wants a call result. */
const asResult = (refused: string | null): CallResult =>
  refused === null ? { ok: true } : { ok: false, messageId: refused };

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
  const form = useForm(
    { name: credential.name ?? '', email: credential.email ?? '', dob: '' },
    (v) => validateSocialSignup(v, now()),
    (id) => (fieldOfError(id) === 'identifier' ? 'email' : fieldOfError(id)),
  );

  async function onSubmit(e: FormEvent) {
    const r = await form.submit(e, (v) => submit(v).then(asResult));
    if (r && !r.ok) form.refuse(r.messageId);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={form.busy}>
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
      <SignupFields
        testId="social-signup"
        name={form.field('name')}
        dob={form.field('dob')}
        dobLabel={<FormattedMessage id="social.dob" defaultMessage="Date of birth (optional)" />}
        lastYear={new Date(now()).getUTCFullYear()}
      >
        <TextField
          {...form.field('email')}
          label={<FormattedMessage id="social.email" defaultMessage="E-mail address" />}
          type="email"
          testId="social-signup-email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
        />
      </SignupFields>
      <FormError error={form.formError} testId="social-signup-error" />
      <SubmitButton busy={form.busy} testId="social-signup-submit">
        <FormattedMessage id="signup.submit" defaultMessage="Create account" />
      </SubmitButton>
    </form>
  );
}
