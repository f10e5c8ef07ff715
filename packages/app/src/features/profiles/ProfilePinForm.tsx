// The PIN step of switching to a protected profile (SPEC §5 "profile PIN mandatory to proceed", 4 digits): shared by
// the chooser dialog and the switch screen. A refused PIN ("Invalid Profile PIN", §8) empties the boxes and starts
// again from the first; the message stays, announced.
import { isolate } from '@ott/domain/format';
import { emptyPinBoxes, pinOf } from '@ott/domain/profiles';
import { validatePin, validateProfilePin } from '@ott/domain/validation';
import type { Profile } from '@ott/sdk/hooks/sms';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  onSubmit(pin: string): Promise<boolean>;
  onCancel(): void;
  /** More actions (e.g. "Forgot PIN?") under the boxes. */
  extra?: ReactNode;
}) {
  const intl = useIntl();
  const ids = useId();
  const [boxes, setBoxes] = useState(emptyPinBoxes);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(0);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const pin = pinOf(boxes);
    const invalid = validateProfilePin(pin) ?? validatePin(pin);
    if (invalid) {
      setFieldError(invalid);
      setBoxes((b) => ({ ...b, focus: Math.min(pin.length, b.digits.length - 1) }));
      setFocusKey((k) => k + 1);
      return;
    }
    const ok = await onSubmit(pin);
    if (!ok) {
      setBoxes(emptyPinBoxes());
      setFocusKey((k) => k + 1);
    }
  }

  const shown = fieldError ?? error;
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
        value={boxes}
        onChange={(b) => {
          setBoxes(b);
          setFieldError(null);
        }}
        invalid={Boolean(shown)}
        errorId={`${ids}-error`}
        autoFocus
        focusKey={focusKey}
      />
      <div id={`${ids}-error`} className="field-error" role="alert" data-testid="profile-pin-error">
        {shown && intl.formatMessage({ id: shown })}
      </div>
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
