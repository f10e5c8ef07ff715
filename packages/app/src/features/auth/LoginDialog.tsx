// The account dialog (SPEC §2 login/signup, OTP, forgot password; §4 Login): log in, join, OTP, recovery, social log-in
// with its CAPTCHA and sign-up steps. One step at a time; focus moves to each step's heading, and what was typed travels
// to the next step.
import type { Contact, SocialProviderId } from '@ott/domain/signup';
import { useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormFields';
import { useServices, useSession } from '../../hooks/useServices';
import type { LoginUiResult } from '../../session/account';
import { ForgotPasswordStep, ResetPasswordStep } from './ForgotPassword';
import { LoginStep } from './LoginStep';
import { OtpStep } from './OtpStep';
import { SignupStep } from './SignupStep';
import { SocialButtons, SocialCaptchaStep, SocialSignupStep } from './Social';
import { type SocialCredential, socialSignInFor } from './social';
import './auth.css';

type Step =
  | { kind: 'login'; identifier: string; passwordChanged?: boolean }
  | { kind: 'signup'; identifier: string }
  | { kind: 'otp'; contact: Contact; channel: 'EMAIL' | 'SMS'; label: string }
  | { kind: 'forgot'; identifier: string }
  | { kind: 'reset'; contact: Contact; identifier: string }
  | { kind: 'socialCaptcha'; credential: SocialCredential; before: 'login' | 'signup' }
  | { kind: 'socialSignup'; credential: SocialCredential; askEmail: boolean; captcha?: string };

const TITLES = defineMessages({
  login: { id: 'login.title', defaultMessage: 'Log in' },
  signup: { id: 'signup.title', defaultMessage: 'Create your account' },
  otp: { id: 'otp.title', defaultMessage: 'Verify your account' },
  forgot: { id: 'forgot.title', defaultMessage: 'Forgot password' },
  reset: { id: 'reset.title', defaultMessage: 'Set a new password' },
  socialCaptcha: { id: 'social.captchaTitle', defaultMessage: 'Security check' },
  socialSignup: { id: 'signup.title', defaultMessage: 'Create your account' },
  askEmail: { id: 'social.askEmailTitle', defaultMessage: 'Add your e-mail address' },
});

// Shown by id when a sign-in window cannot open.
defineMessages({
  unavailable: {
    id: 'social.unavailable',
    defaultMessage: 'The sign-in window could not open. Allow pop-ups for this site and try again.',
  },
});

export default function LoginDialog({
  reason,
  onClose,
  onLoggedIn,
}: {
  /** Why a log-in is asked for, shown above the log-in step. */
  reason?: MessageDescriptor;
  onClose(): void;
  onLoggedIn(needsProfile: boolean): void;
}) {
  const intl = useIntl();
  const { account, env } = useServices();
  const { config } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'login', identifier: '' });
  const [socialBusy, setSocialBusy] = useState<SocialProviderId | null>(null);
  const [socialError, setSocialError] = useState<string | null>(null);
  const social = useMemo(
    () => socialSignInFor(config?.socialLogin, env.socialSdks ?? []),
    [config?.socialLogin, env.socialSdks],
  );
  const captchaFeature = config?.featureEnabled.captcha === true;

  /** SPEC §4: what a social log-in answer leads to; null when it moved on, else the message to show. */
  function afterSocial(r: LoginUiResult, credential: SocialCredential, captcha?: string): string | null {
    if (r.ok) {
      onLoggedIn(r.needsProfile);
      return null;
    }
    switch (r.outcome) {
      case 'captcha':
        setStep({ kind: 'socialCaptcha', credential, before: 'login' });
        return null;
      case 'signup':
        setStep(
          captchaFeature && !captcha
            ? { kind: 'socialCaptcha', credential, before: 'signup' }
            : { kind: 'socialSignup', credential, askEmail: false, ...(captcha ? { captcha } : {}) },
        );
        return null;
      case 'askEmail':
        setStep({ kind: 'socialSignup', credential, askEmail: true, ...(captcha ? { captcha } : {}) });
        return null;
      default:
        return r.messageId;
    }
  }

  async function chooseSocial(provider: SocialProviderId) {
    setSocialError(null);
    setSocialBusy(provider);
    try {
      const credential = await social.signIn(provider);
      if (!credential) return; // closed without signing in
      const r = await account.socialLogin({ provider, token: credential.token });
      setSocialError(afterSocial(r, credential));
    } catch {
      setSocialError('social.unavailable');
    } finally {
      setSocialBusy(null);
    }
  }

  const back = (identifier = '') => setStep({ kind: 'login', identifier });
  const titleKey = step.kind === 'socialSignup' && step.askEmail ? 'askEmail' : step.kind;
  const stepName = `${step.kind}${step.kind === 'socialCaptcha' ? `-${step.before}` : ''}`;

  let body: React.ReactNode;
  switch (step.kind) {
    case 'login':
      body = (
        <LoginStep
          key="login"
          initialIdentifier={step.identifier}
          notice={
            step.passwordChanged ? (
              <FormattedMessage
                id="reset.done"
                defaultMessage="Your password was changed. Log in with the new one."
              />
            ) : undefined
          }
          onLoggedIn={onLoggedIn}
          onSignup={(identifier) => setStep({ kind: 'signup', identifier })}
          onForgot={(identifier) => setStep({ kind: 'forgot', identifier })}
          social={
            <>
              <SocialButtons
                providers={social.providers}
                busy={socialBusy}
                onChoose={(p) => void chooseSocial(p)}
              />
              <FormError error={socialError} testId="social-error" />
            </>
          }
        />
      );
      break;
    case 'signup':
      body = (
        <SignupStep
          initialIdentifier={step.identifier}
          onOtpSent={(contact, channel, label) => setStep({ kind: 'otp', contact, channel, label })}
          onLogin={(identifier) => back(identifier)}
        />
      );
      break;
    case 'otp':
      body = (
        <OtpStep contact={step.contact} channel={step.channel} label={step.label} onConfirmed={onLoggedIn} />
      );
      break;
    case 'forgot':
      body = (
        <ForgotPasswordStep
          initialIdentifier={step.identifier}
          onSent={(contact, identifier) => setStep({ kind: 'reset', contact, identifier })}
        />
      );
      break;
    case 'reset':
      body = (
        <ResetPasswordStep
          contact={step.contact}
          onDone={() => setStep({ kind: 'login', identifier: step.identifier, passwordChanged: true })}
        />
      );
      break;
    case 'socialCaptcha': {
      const { credential, before } = step;
      body = (
        <SocialCaptchaStep
          submit={async (answer) => {
            if (before === 'signup') {
              setStep({ kind: 'socialSignup', credential, askEmail: false, captcha: answer });
              return null;
            }
            const r = await account.socialLogin({
              provider: credential.provider,
              token: credential.token,
              captcha: answer,
            });
            return afterSocial(r, credential, answer);
          }}
        />
      );
      break;
    }
    case 'socialSignup': {
      const { credential, askEmail, captcha } = step;
      body = (
        <SocialSignupStep
          credential={credential}
          askEmail={askEmail}
          submit={async (f) => {
            const r = await account.socialSignUp({
              provider: credential.provider,
              token: credential.token,
              name: f.name,
              email: f.email,
              ...(f.dob ? { dob: f.dob } : {}),
              ...(captcha ? { captcha } : {}),
            });
            if (!r.ok && r.messageId === 'error.invalidCaptcha') {
              // The answer given before the sign-up was refused: ask again.
              setStep({ kind: 'socialCaptcha', credential, before: 'signup' });
              return null;
            }
            if (!r.ok) return r.messageId;
            onLoggedIn(r.needsProfile);
            return null;
          }}
        />
      );
      break;
    }
  }

  return (
    <Dialog
      title={intl.formatMessage(TITLES[titleKey])}
      onClose={onClose}
      testId="login-dialog"
      step={stepName}
    >
      {reason && step.kind === 'login' && (
        <p className="auth-intro" data-testid="login-reason">
          {intl.formatMessage(reason)}
        </p>
      )}
      <div data-testid={`auth-step-${step.kind}`}>{body}</div>
      {step.kind !== 'login' && (
        <p className="auth-switch">
          <button type="button" className="link-button" data-testid="auth-back" onClick={() => back()}>
            <FormattedMessage id="auth.backToLogin" defaultMessage="Back to log in" />
          </button>
        </p>
      )}
    </Dialog>
  );
}
