// SPEC §2 OTP verify, §5 (OTP required, 6 digits), §8 (Incorrect OTP, Invalid OTP | OTP expired, SMS Limit Reached):
// the code sent at sign-up confirms the account and logs in. "Send again" waits 30 s after each send and stops after
// the back-end's limit (6217), whose message says when to try again.
import { type Contact, otpInput, resendState } from '@ott/domain/signup';
import { validateOtp } from '@ott/domain/validation';
import { type FormEvent, type Ref, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormError, SubmitButton, TextField } from '../../components/FormFields';
import { useForm } from '../../hooks/useFormSubmit';
import { useServices } from '../../hooks/useServices';
import { SentTo } from './AuthFields';

/** The OTP field: digits only, 6 at most, the platform's one-time-code autofill. */
export function OtpField({
  value,
  onChange,
  error,
  testId,
  inputRef,
  autoFocus,
}: {
  value: string;
  onChange(v: string): void;
  error: string | null | undefined;
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={<FormattedMessage id="otp.label" defaultMessage="6-digit code" />}
      value={value}
      onChange={(v) => onChange(otpInput(v))}
      error={error}
      testId={testId}
      name="one-time-code"
      autoComplete="one-time-code"
      inputMode="numeric"
      dir="ltr"
      inputRef={inputRef}
      autoFocus={autoFocus}
    />
  );
}

/** The "send again" button with its countdown; `send` answers null or the refusal's message id. */
export function ResendButton({ send, testId }: { send(): Promise<string | null>; testId: string }) {
  const { now } = useServices();
  const [sentAt, setSentAt] = useState(() => now());
  const [limit, setLimit] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ id: string; error: boolean } | null>(null);
  const [, tick] = useState(0);
  const state = resendState({ sentAt, now: now(), limitReached: limit });
  useEffect(() => {
    if (state.canResend || limit) return;
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [state.canResend, limit]);

  async function resend() {
    if (busy || !state.canResend) return;
    setBusy(true);
    const refused = await send();
    setBusy(false);
    if (refused === null) {
      setSentAt(now());
      setNote({ id: 'otp.resent', error: false });
      return;
    }
    if (refused === 'error.smsLimit') setLimit(true);
    setNote({ id: refused, error: true });
  }

  return (
    <div className="auth-resend">
      <button
        type="button"
        className="link-button"
        data-testid={testId}
        aria-disabled={!state.canResend || busy}
        onClick={() => void resend()}
      >
        {state.canResend || limit ? (
          <FormattedMessage id="otp.resend" defaultMessage="Send the code again" />
        ) : (
          <FormattedMessage
            id="otp.resendIn"
            defaultMessage="Send the code again in {seconds, plural, one {# second} other {# seconds}}"
            values={{ seconds: state.waitSeconds }}
          />
        )}
      </button>
      <span
        className={note?.error ? 'field-error' : 'auth-note'}
        aria-live="polite"
        data-testid={`${testId}-note`}
      >
        {note &&
          (note.error ? (
            <FormattedMessage id={note.id} />
          ) : (
            <FormattedMessage id="otp.resent" defaultMessage="A new code is on its way." />
          ))}
      </span>
    </div>
  );
}

export function OtpStep({
  contact,
  channel,
  label,
  onConfirmed,
}: {
  contact: Contact;
  channel: 'EMAIL' | 'SMS';
  /** Where the code went, as the person typed it. */
  label: string;
  onConfirmed(needsProfile: boolean): void;
}) {
  const { account } = useServices();
  const form = useForm({ otp: '' }, (v) => ({ otp: validateOtp(v.otp) }));
  const busy = form.busy;

  async function submit(e: FormEvent) {
    const r = await form.submit(e, (v) => account.confirmSignup(contact, v.otp));
    if (!r) return;
    if (r.ok) onConfirmed(r.needsProfile);
    else form.refuse(r.messageId);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <SentTo testId="otp-sent-to" sms={channel === 'SMS'} label={label} />
      <OtpField {...form.field('otp')} testId="otp-input" autoFocus />
      <ResendButton
        testId="otp-resend"
        send={() => account.resendSignupOtp(contact).then((r) => (r.ok ? null : r.messageId))}
      />
      <FormError error={form.formError} testId="otp-error" />
      <SubmitButton
        busy={busy}
        testId="otp-submit"
        busyLabel={<FormattedMessage id="otp.verifying" defaultMessage="Checking…" />}
      >
        <FormattedMessage id="otp.verify" defaultMessage="Verify and continue" />
      </SubmitButton>
    </form>
  );
}
