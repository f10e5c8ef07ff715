// Forgot password (SPEC §2, §7 forgotpassword POST then PUT): a code goes to the e-mail address or the phone, then
// the code and a new password (6–16, typed twice) set it; the person logs in with it (the e-mail or number is kept).
import { type Contact, contactOf, looksLikeMobile, validatePasswordReset } from '@ott/domain/signup';
import { validateEmailOrMobile } from '@ott/domain/validation';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  CountryCodeSelect,
  FormError,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../components/FormFields';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { useServices } from '../../hooks/useServices';
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
  const ref = useRef<HTMLInputElement>(null);
  const form = useFormSubmit({ identifier: ref });
  const mobile = looksLikeMobile(identifier);
  const cc = useCountryCode(mobile);
  const check = (v = identifier) => ({ identifier: validateEmailOrMobile(v, cc.code) });

  async function submit(e: FormEvent) {
    const contact = contactOf(identifier, cc.code);
    const r = await form.submit(e, check, () => account.requestPasswordReset(contact));
    if (!r) return;
    if (r.ok) onSent(contact, identifier);
    else form.refuse(r.messageId);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={form.busy}>
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
          form.recheck(() => check(v));
        }}
        error={form.errors.identifier}
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
      <FormError error={form.formError} testId="forgot-error" />
      <SubmitButton busy={form.busy} testId="forgot-submit">
        <FormattedMessage id="forgot.send" defaultMessage="Send code" />
      </SubmitButton>
    </form>
  );
}

export function ResetPasswordStep({ contact, onDone }: { contact: Contact; onDone(): void }) {
  const { account } = useServices();
  const [f, setF] = useState({ otp: '', password: '', confirmPassword: '' });
  const refs = {
    otp: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const form = useFormSubmit(refs);
  const set = (k: keyof typeof f) => (v: string) => {
    const next = { ...f, [k]: v };
    setF(next);
    form.recheck(() => validatePasswordReset(next));
  };

  async function submit(e: FormEvent) {
    const r = await form.submit(
      e,
      () => validatePasswordReset(f),
      () => account.confirmPasswordReset(contact, f.otp, f.password),
    );
    if (!r) return;
    if (r.ok) onDone();
    else form.refuse(r.messageId);
  }

  const label = 'email' in contact ? contact.email : `${contact.countrycode} ${contact.mobileno}`;
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={form.busy}>
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
        error={form.errors.otp}
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
        error={form.errors.password}
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
        error={form.errors.confirmPassword}
        testId="reset-confirm-password"
        name="confirm-password"
        autoComplete="new-password"
        inputRef={refs.confirmPassword}
        maxLength={16}
      />
      <FormError error={form.formError} testId="reset-error" />
      <SubmitButton busy={form.busy} testId="reset-submit">
        <FormattedMessage id="reset.submit" defaultMessage="Set new password" />
      </SubmitButton>
    </form>
  );
}
