// A forgotten PIN replaced by OTP (SPEC §5: OTP 6 digits, PIN 4): the code is sent (the caller's `request`), then one
// form takes OTP and new PIN. For profile PINs and the parental PIN. What was typed stays on a refusal; the §8 message
// shows at its field, announced.

import type { MessageId } from '@ott/domain';
import { failureMessageId } from '@ott/domain';
import { emptyPinBoxes, pinOf } from '@ott/domain/profiles';
import { sanitiseDigits, validateOtp, validatePin } from '@ott/domain/validation';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PinInput } from './PinInput';

export type ResetFailure = { field: 'otp' | 'pin' | 'form'; messageId: MessageId | string };

export function PinResetForm({
  title,
  request,
  confirm,
  onDone,
  onCancel,
  testId,
}: {
  title: ReactNode;
  /** Sends the OTP; rejects with the call's error. */
  request(): Promise<unknown>;
  /** Checks the OTP and sets the PIN; null when done, else where the refusal goes. */
  confirm(otp: string, pin: string): Promise<ResetFailure | null>;
  onDone(): void;
  onCancel(): void;
  testId: string;
}) {
  const intl = useIntl();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<'sending' | 'sent' | { failed: string }>('sending');
  const [otp, setOtp] = useState('');
  const [boxes, setBoxes] = useState(emptyPinBoxes);
  const [errors, setErrors] = useState<Partial<Record<'otp' | 'pin' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const [pinFocus, setPinFocus] = useState<number | undefined>(undefined);

  const send = () => {
    setSent('sending');
    request().then(
      () => setSent('sent'),
      (e: unknown) => setSent({ failed: failureMessageId(e) }),
    );
  };
  // The code is sent once when the step opens (the ref keeps StrictMode's second effect run from sending another:
  // each send counts towards the SMS limit, §8).
  const requested = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step opens
  useEffect(() => {
    heading.current?.focus();
    if (requested.current) return;
    requested.current = true;
    send();
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const pin = pinOf(boxes);
    const next = { otp: validateOtp(otp) ?? undefined, pin: validatePin(pin) ?? undefined };
    setErrors(next);
    if (next.otp) return otpRef.current?.focus();
    if (next.pin) return setPinFocus((k) => (k ?? 0) + 1);
    setBusy(true);
    const failure = await confirm(otp, pin).catch(
      (err: unknown): ResetFailure => ({ field: 'form', messageId: failureMessageId(err) }),
    );
    setBusy(false);
    if (!failure) return onDone();
    setErrors({ [failure.field]: failure.messageId });
    if (failure.field === 'otp') otpRef.current?.focus();
    if (failure.field === 'pin') setPinFocus((k) => (k ?? 0) + 1);
  }

  const text = (id: string | undefined) => (id ? intl.formatMessage({ id }) : null);
  return (
    <section className="pin-reset" aria-labelledby={`${ids}-title`} data-testid={testId}>
      <h2 id={`${ids}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p role="status" data-testid={`${testId}-sent`}>
        {sent === 'sending' && <FormattedMessage id="profiles.otpSending" defaultMessage="Sending a code…" />}
        {sent === 'sent' && (
          <FormattedMessage
            id="profiles.otpSent"
            defaultMessage="We sent a 6-digit code to the account holder's e-mail or phone."
          />
        )}
      </p>
      {typeof sent === 'object' && (
        <div className="inline-error" role="alert">
          <span className="field-error">{text(sent.failed)}</span>
          <button type="button" className="btn ghost" onClick={send}>
            <FormattedMessage id="profiles.resend" defaultMessage="Send the code again" />
          </button>
        </div>
      )}
      <form noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${ids}-otp`}>
            <FormattedMessage id="profiles.otpLabel" defaultMessage="Code (OTP)" />
          </label>
          <input
            id={`${ids}-otp`}
            ref={otpRef}
            className="pin-otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            value={otp}
            aria-invalid={errors.otp ? true : undefined}
            aria-describedby={`${ids}-otp-error`}
            data-testid={`${testId}-otp`}
            onChange={(e) => {
              setOtp(sanitiseDigits(e.target.value, 6));
              setErrors((x) => ({ ...x, otp: undefined }));
            }}
          />
          <span id={`${ids}-otp-error`} className="field-error" aria-live="polite">
            {text(errors.otp)}
          </span>
        </div>
        <PinInput
          legend={<FormattedMessage id="profiles.newPin" defaultMessage="New 4-digit PIN" />}
          value={boxes}
          onChange={(b) => {
            setBoxes(b);
            setErrors((x) => ({ ...x, pin: undefined }));
          }}
          invalid={Boolean(errors.pin)}
          errorId={`${ids}-pin-error`}
          focusKey={pinFocus}
          boxTestIdPrefix={`${testId}-pin`}
          error={text(errors.pin)}
        />
        <p className="field-error" role="alert">
          {text(errors.form)}
        </p>
        <div className="pin-actions">
          <button type="button" className="btn ghost" onClick={onCancel}>
            <FormattedMessage id="profiles.cancel" defaultMessage="Cancel" />
          </button>
          <button type="submit" className="btn" disabled={busy} data-testid={`${testId}-submit`}>
            <FormattedMessage id="profiles.savePin" defaultMessage="Save PIN" />
          </button>
        </div>
      </form>
    </section>
  );
}
