// A forgotten PIN replaced by OTP (SPEC §5: OTP 6 digits, PIN 4): the code is sent (the caller's `request`), then one
// form takes OTP and new PIN. For profile PINs and the parental PIN. What was typed stays on a refusal; the §8 message
// shows at its field, announced.

import type { MessageId } from '@ott/domain';
import { failureMessageId } from '@ott/domain';
import { isolate } from '@ott/domain/format';
import { emptyPinBoxes, pinOf } from '@ott/domain/profiles';
import { validateOtp, validatePin } from '@ott/domain/validation';
import { ApiError } from '@ott/sdk';
import { confirmProfilePinReset, type Profile, requestProfilePinReset } from '@ott/sdk/hooks/sms';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CodeField } from '../../components/CodeField';
import { FormError, SubmitButton, useMessage } from '../../components/FormFields';
import { useForm } from '../../hooks/useFormSubmit';
import { useStepHeading } from '../../hooks/useStepHeading';
import { PinInput } from './PinInput';
import { useInvalidateProfiles } from './useProfiles';

export type ResetFailure = { field: 'otp' | 'pin' | 'form'; messageId: MessageId | string };

/** A refused code (400, wrong or expired) is the OTP field's; anything else belongs to the form. */
export const otpFailure = (e: unknown): ResetFailure => ({
  field: e instanceof ApiError && e.statusCode === 400 ? 'otp' : 'form',
  messageId: failureMessageId(e),
});

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
  const ids = useId();
  const heading = useStepHeading();
  const [sent, setSent] = useState<'sending' | 'sent' | { failed: string }>('sending');
  const form = useForm({ otp: '', pin: emptyPinBoxes() }, (v) => ({
    otp: validateOtp(v.otp),
    pin: validatePin(pinOf(v.pin)),
  }));

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
    if (requested.current) return;
    requested.current = true;
    send();
  }, []);

  async function submit(e: FormEvent) {
    const r = await form.submit(e, async (v) => {
      const failure = await confirm(v.otp, pinOf(v.pin));
      return failure ? { ok: false as const, ...failure } : { ok: true as const };
    });
    if (!r) return;
    if (r.ok) return onDone();
    form.refuse(r.messageId, 'field' in r && r.field !== 'form' ? r.field : null);
  }

  const text = useMessage();
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
        <CodeField
          {...form.field('otp')}
          label={<FormattedMessage id="profiles.otpLabel" defaultMessage="Code (OTP)" />}
          testId={`${testId}-otp`}
          inputClass="pin-otp-input"
          length={6}
        />
        <PinInput
          legend={<FormattedMessage id="profiles.newPin" defaultMessage="New 4-digit PIN" />}
          {...form.field('pin')}
          boxTestIdPrefix={`${testId}-pin`}
        />
        <FormError error={form.formError} />
        <div className="pin-actions">
          <button type="button" className="btn ghost" onClick={onCancel}>
            <FormattedMessage id="profiles.cancel" defaultMessage="Cancel" />
          </button>
          <SubmitButton busy={form.busy} lock className="btn" testId={`${testId}-submit`}>
            <FormattedMessage id="profiles.savePin" defaultMessage="Save PIN" />
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** A profile's PIN replaced by OTP: the switch screen's "Forgot PIN?" and the editor's "Reset PIN". */
export function ProfilePinReset({
  profile,
  onDone,
  onCancel,
}: {
  profile: Profile;
  onDone(): void;
  onCancel(): void;
}) {
  const invalidate = useInvalidateProfiles();
  return (
    <PinResetForm
      testId="profile-pin-reset"
      title={
        <FormattedMessage
          id="profiles.resetPinTitle"
          defaultMessage="New PIN for {name}"
          values={{ name: isolate(profile.name) }}
        />
      }
      request={() => requestProfilePinReset({ profileid: profile.profileid })}
      confirm={async (otp, pin) => {
        try {
          await confirmProfilePinReset({ profileid: profile.profileid, otp, pin });
          await invalidate();
          return null;
        } catch (err) {
          return otpFailure(err);
        }
      }}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
