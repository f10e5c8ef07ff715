// Forgot password (SPEC §2, §7 forgotpassword POST then PUT): a code goes to the e-mail address or the phone, then
// the code and a new password (6–16, typed twice) set it; the person logs in with it (the e-mail or number is kept).
import {
  type Contact,
  contactOf,
  fieldOfError,
  looksLikeMobile,
  validatePasswordReset,
} from '@ott/domain/signup';
import { validateEmailOrMobile } from '@ott/domain/validation';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useServices } from '../../context';
import {
  CountryCodeSelect,
  FormError,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../components/FormFields';
import { OtpField, ResendButton } from './OtpStep';
import { useCountryCode } from './useCountryCode';

export function ForgotPasswordStep({
  initialIdentifier,
  onSent,
}: {
  initialIdentifier: string;
  onSent(contact: Contact, identifier: string): void;
}) {
  const { account } = useServices();
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const mobile = looksLikeMobile(identifier);
  const cc = useCountryCode(mobile);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const invalid = validateEmailOrMobile(identifier, cc.code);
    setError(invalid);
    if (invalid) {
      ref.current?.focus();
      return;
    }
    setBusy(true);
    const contact = contactOf(identifier, cc.code);
    const r = await account.requestPasswordReset(contact);
    setBusy(false);
    if (r.ok) {
      onSent(contact, identifier);
      return;
    }
    if (fieldOfError(r.messageId) === 'identifier') {
      setError(r.messageId);
      ref.current?.focus();
    } else setFormError(r.messageId);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <p className="auth-intro">
        <FormattedMessage
          id="forgot.intro"
          defaultMessage="Enter the e-mail address or mobile number of your account. We will send you a code to set a new password."
        />
      </p>
      <TextField
        label={<FormattedMessage id="login.identifier" defaultMessage="Email or mobile number" />}
        value={identifier}
        onChange={(v) => {
          setIdentifier(v);
          if (error) setError(validateEmailOrMobile(v, cc.code));
        }}
        error={error}
        testId="forgot-identifier"
        name="username"
        autoComplete="username"
        inputMode={mobile ? 'tel' : 'email'}
        dir="ltr"
        inputRef={ref}
        autoFocus
        before={
          mobile ? (
            <CountryCodeSelect
              value={cc.code}
              options={cc.options}
              onChange={cc.choose}
              testId="forgot-country-code"
            />
          ) : null
        }
      />
      <FormError error={formError} testId="forgot-error" />
      <SubmitButton busy={busy} testId="forgot-submit">
        <FormattedMessage id="forgot.send" defaultMessage="Send code" />
      </SubmitButton>
    </form>
  );
}

export function ResetPasswordStep({ contact, onDone }: { contact: Contact; onDone(): void }) {
  const { account } = useServices();
  const [f, setF] = useState({ otp: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof f, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = {
    otp: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const set = (k: keyof typeof f) => (v: string) => {
    const next = { ...f, [k]: v };
    setF(next);
    if (submitted) setErrors(validatePasswordReset(next));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(null);
    const found = validatePasswordReset(f);
    setErrors(found);
    const first = (Object.keys(refs) as (keyof typeof refs)[]).find((k) => found[k]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    const r = await account.confirmPasswordReset(contact, f.otp, f.password);
    setBusy(false);
    if (r.ok) {
      onDone();
      return;
    }
    const field = fieldOfError(r.messageId);
    if (field === 'otp' || field === 'password') {
      setErrors({ [field]: r.messageId });
      refs[field].current?.focus();
    } else setFormError(r.messageId);
  }

  const label = 'email' in contact ? contact.email : `${contact.countrycode} ${contact.mobileno}`;
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <p className="auth-intro" data-testid="reset-sent-to">
        {'email' in contact ? (
          <FormattedMessage
            id="otp.sentEmail"
            defaultMessage="We sent a 6-digit code to {contact}."
            values={{ contact: <bdi dir="ltr">{label}</bdi> }}
          />
        ) : (
          <FormattedMessage
            id="otp.sentSms"
            defaultMessage="We sent a 6-digit code by SMS to {contact}."
            values={{ contact: <bdi dir="ltr">{label}</bdi> }}
          />
        )}
      </p>
      <OtpField
        value={f.otp}
        onChange={set('otp')}
        error={errors.otp}
        testId="reset-otp"
        inputRef={refs.otp}
      />
      <ResendButton
        testId="reset-resend"
        send={() => account.requestPasswordReset(contact).then((r) => (r.ok ? null : r.messageId))}
      />
      <PasswordField
        label={<FormattedMessage id="reset.newPassword" defaultMessage="New password" />}
        value={f.password}
        onChange={set('password')}
        error={errors.password}
        testId="reset-password"
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
        testId="reset-confirm-password"
        name="confirm-password"
        autoComplete="new-password"
        inputRef={refs.confirmPassword}
        maxLength={16}
      />
      <FormError error={formError} testId="reset-error" />
      <SubmitButton busy={busy} testId="reset-submit">
        <FormattedMessage id="reset.submit" defaultMessage="Set new password" />
      </SubmitButton>
    </form>
  );
}
