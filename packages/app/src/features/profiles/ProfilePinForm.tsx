// The PIN step of switching to a protected profile (SPEC §5 "profile PIN mandatory to proceed", 4 digits): shared by
// the chooser dialog and the switch screen. A refused PIN ("Invalid Profile PIN", §8) empties the boxes and starts
// again from the first; the message stays, announced.
import { isolate } from '@ott/domain/format';
import { emptyPinBoxes, pinOf } from '@ott/domain/profiles';
import { validatePin, validateProfilePin } from '@ott/domain/validation';
import type { Profile } from '@ott/sdk/hooks/sms';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { type CallResult, useForm } from '../../hooks/useFormSubmit';
import { PinInput } from './PinInput';

export function ProfilePinForm({
  profile,
  busy,
  error,
  onSubmit,
  onCancel,
  extra,
}: {
  profile: Profile;
  busy: boolean;
  error: string | null;
  onSubmit(pin: string): Promise<CallResult>;
  onCancel(): void;
  /** More actions (e.g. "Forgot PIN?") under the boxes. */
  extra?: ReactNode;
}) {
  const form = useForm({ pin: emptyPinBoxes() }, (v) => {
    const pin = pinOf(v.pin);
    return { pin: validateProfilePin(pin) ?? validatePin(pin) };
  });

  async function submit(e: FormEvent) {
    if (busy) return e.preventDefault();
    const r = await form.submit(e, (v) => onSubmit(pinOf(v.pin)));
    if (!r || r.ok) return;
    form.set('pin', emptyPinBoxes());
    form.refuse(r.messageId, 'pin');
  }

  return (
    <form className="pin-form" noValidate onSubmit={(e) => void submit(e)} data-testid="profile-pin-form">
      <PinInput
        legend={
          <FormattedMessage
            id="profiles.pinPrompt"
            defaultMessage="Enter the PIN of {name}"
            values={{ name: isolate(profile.name) }}
          />
        }
        {...form.field('pin')}
        error={form.errors.pin ?? error}
        errorTestId="profile-pin-error"
        errorAlert
        autoFocus
      />
      {extra}
      <div className="pin-actions">
        <button type="button" className="btn ghost" onClick={onCancel}>
          <FormattedMessage id="profiles.back" defaultMessage="Back" />
        </button>
        <button type="submit" className="btn" disabled={busy} data-testid="profile-pin-submit">
          <FormattedMessage id="profiles.continue" defaultMessage="Continue" />
        </button>
      </div>
    </form>
  );
}
