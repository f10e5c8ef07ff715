// The state and calls of the parental-control tab (SPEC §4 parental control, §6): the settings and profiles read,
// the PIN that unlocks them (verifyParentalPin), the switch (setParentalControl), each profile's rating
// (setProfileRating), and a new PIN by OTP (verifyParentalOtp → resetParentalPin, or setParentalControl with the OTP).
import { failureMessageId } from '@ott/domain';
import { ltr } from '@ott/domain/format';
import { emptyPinBoxes, pinOf } from '@ott/domain/profiles';
import { validatePin } from '@ott/domain/validation';
import {
  type ParentalRating,
  resetParentalPin,
  setParentalControl,
  setProfileRating,
  useGetParentalControl,
  verifyParentalOtp,
  verifyParentalPin,
} from '@ott/sdk/hooks/sms';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { type CallResult, useForm } from '../../hooks/useFormSubmit';
import { useStoreParentalFlag } from '../../hooks/usePlayback';
import { otpFailure, type ResetFailure } from './PinResetForm';
import { useInvalidateProfiles, useProfiles } from './useProfiles';

export type ParentalStep = 'locked' | 'unlocked' | 'forgot' | 'setup';

export function useParentalControl() {
  const intl = useIntl();
  const control = useGetParentalControl({ query: { retry: false } });
  useStoreParentalFlag(control.data?.data.enabled); // SPEC §4: the flag stored locally follows each answer
  const { query: profilesQuery, current } = useProfiles();
  const invalidate = useInvalidateProfiles();
  const [step, setStep] = useState<ParentalStep>('locked');
  const [pin, setPin] = useState<string | null>(null);
  const unlockForm = useForm({ pin: emptyPinBoxes() }, (v) => ({
    pin: validatePin(pinOf(v.pin)),
  }));
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [ratings, setRatings] = useState<Record<string, ParentalRating>>({});
  const [ratingErrors, setRatingErrors] = useState<Record<string, string>>({});
  const data = control.data?.data;

  async function unlock(e: FormEvent) {
    if (busy) return e.preventDefault();
    const r = await unlockForm.submit(e, async (v): Promise<CallResult> => {
      await verifyParentalPin({ pin: pinOf(v.pin) });
      setPin(pinOf(v.pin));
      setStatus(null);
      setStep('unlocked');
      return { ok: true };
    });
    if (!r || r.ok) return;
    // "Incorrect Pin" (§8) at the PIN; the boxes empty and start again from the first.
    unlockForm.set('pin', emptyPinBoxes());
    unlockForm.refuse(r.messageId, 'pin');
  }

  async function toggle() {
    if (busy || !pin || !data) return;
    setBusy('toggle');
    setFormError(null);
    try {
      const r = await setParentalControl({ enabled: !data.enabled, pin });
      setStatus(
        r.data.enabled
          ? intl.formatMessage({ id: 'parental.turnedOn', defaultMessage: 'Parental control is on' })
          : intl.formatMessage({ id: 'parental.turnedOff', defaultMessage: 'Parental control is off' }),
      );
      await invalidate();
    } catch (err) {
      setFormError(failureMessageId(err));
    } finally {
      setBusy(null);
    }
  }

  async function saveRating(profileid: string) {
    const rating = ratings[profileid];
    if (busy || !pin || !rating) return;
    setBusy(`rating-${profileid}`);
    setRatingErrors((r) => ({ ...r, [profileid]: '' }));
    try {
      const r = await setProfileRating(profileid, { rating, pin });
      setStatus(
        intl.formatMessage(
          { id: 'parental.ratingSaved', defaultMessage: '{name} may now watch up to {rating}' },
          { name: r.data.name ?? '', rating: ltr(r.data.rating) },
        ),
      );
      await invalidate();
      setRatings(({ [profileid]: _, ...rest }) => rest);
    } catch (err) {
      setRatingErrors((r) => ({ ...r, [profileid]: failureMessageId(err) }));
    } finally {
      setBusy(null);
    }
  }

  const afterReset = (message: string) => {
    setPin(null);
    unlockForm.reset();
    setStatus(message);
    setStep('locked');
    void control.refetch();
  };

  /** A new PIN by OTP: the forgotten one replaced, or the first one set with parental control on. */
  async function confirmNewPin(otp: string, newPin: string): Promise<ResetFailure | null> {
    if (step === 'forgot') {
      try {
        await verifyParentalOtp({ otp });
      } catch (err) {
        return otpFailure(err);
      }
      try {
        await resetParentalPin({ otp, pin: newPin });
        return null;
      } catch (err) {
        return otpFailure(err);
      }
    }
    try {
      await setParentalControl({ enabled: true, pin: newPin, otp });
      await invalidate();
      return null;
    } catch (err) {
      return otpFailure(err);
    }
  }

  function lock() {
    setPin(null);
    unlockForm.reset();
    setStep('locked');
  }

  const pickRating = (profileid: string, rating: ParentalRating) =>
    setRatings((r) => ({ ...r, [profileid]: rating }));

  return {
    control,
    profilesQuery,
    current,
    data,
    step,
    setStep,
    unlocked: step === 'unlocked' && pin !== null,
    pinField: unlockForm.field('pin'),
    busy: unlockForm.busy ? 'unlock' : busy,
    status,
    formError,
    ratings,
    ratingErrors,
    unlock,
    toggle,
    saveRating,
    pickRating,
    confirmNewPin,
    afterReset,
    lock,
  };
}
