// The state and calls of the profile editor (SPEC §2 profiles; §5 name, master never kids, PIN; §4 rating ladder):
// createProfile, or updateProfile + setProfileRating (with the parental PIN when set), uploadImage for the avatar,
// deleteProfile, and the PIN replaced by OTP. A refusal keeps what was typed and lands at its field.
import { failureMessageId, type MessageId } from '@ott/domain';
import {
  canDeleteProfile,
  defaultRatingFor,
  emptyPinBoxes,
  firstProfileFormError,
  type PinBoxes,
  type ProfileFormErrors,
  pinOf,
  profileChanges,
  validateProfileForm,
} from '@ott/domain/profiles';
import { validatePin } from '@ott/domain/validation';
import { ApiError, binaryPart } from '@ott/sdk';
import {
  createProfile,
  deleteProfile,
  type ParentalRating,
  type Profile,
  setProfileRating,
  updateProfile,
  uploadImage,
  useGetParentalControl,
} from '@ott/sdk/hooks/sms';
import { type FormEvent, useRef, useState } from 'react';
import { useSession } from '../../hooks/useServices';
import { useInvalidateProfiles, useProfiles } from './useProfiles';

export type ProfileField =
  | 'name'
  | 'avatar'
  | 'kids'
  | 'ageRange'
  | 'rating'
  | 'pin'
  | 'parentalPin'
  | 'form';
type Errors = Partial<Record<ProfileField, string>>;
export type EditorStep = 'form' | 'resetPin' | 'confirmDelete';

export function useProfileForm(
  /** The profile to edit; null to create one. */
  profile: Profile | null,
  onDone: (result: 'created' | 'saved' | 'deleted') => void,
) {
  const { current } = useProfiles();
  const invalidate = useInvalidateProfiles();
  const parental = useGetParentalControl({ query: { retry: false } });
  const refs = useRef<Partial<Record<ProfileField, HTMLElement | null>>>({});
  const isMaster = profile?.master === true;

  const [name, setName] = useState(profile?.name ?? '');
  const [avatar, setAvatar] = useState<string | null>(profile?.avatar ?? null);
  const [kids, setKids] = useState(profile?.kids === true);
  const [ageRange, setAgeRange] = useState(profile?.agerange ?? '');
  // SPEC §5: a kids profile needs an age range while the provider's kids-mode feature is off.
  const kidsModeFeatureEnabled = useSession().config?.featureEnabled.kidsMode !== false;
  // A profile without a rating of its own has no limit: the top of the ladder.
  const initialRating =
    (profile?.rating as ParentalRating | undefined) ?? defaultRatingFor(profile?.kids === true);
  const [rating, setRating] = useState<ParentalRating>(initialRating);
  const [ratingTouched, setRatingTouched] = useState(Boolean(profile));
  const [pinEnabled, setPinEnabled] = useState(false);
  const [pin, setPin] = useState(emptyPinBoxes);
  const [parentalPin, setParentalPin] = useState(emptyPinBoxes);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<null | 'save' | 'upload' | 'delete'>(null);
  const [step, setStep] = useState<EditorStep>('form');
  const [focusKeys, setFocusKeys] = useState({ pin: 0, parentalPin: 0 });

  const ratingChanged = profile !== null && rating !== initialRating;
  const parentalPinSet = parental.data?.data.pinset === true;
  const needsParentalPin = ratingChanged && parentalPinSet;

  const clear = (f: ProfileField) => setErrors((e) => ({ ...e, [f]: undefined, form: undefined }));

  function focusField(f: ProfileField) {
    if (f === 'pin' || f === 'parentalPin') setFocusKeys((k) => ({ ...k, [f]: k[f] + 1 }));
    else refs.current[f]?.focus();
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy('upload');
    clear('avatar');
    try {
      const r = await uploadImage({ file: binaryPart(file), purpose: 'avatar' });
      setAvatar(r.data.url);
    } catch (e) {
      setErrors((x) => ({ ...x, avatar: failureMessageId(e) }));
    } finally {
      setBusy(null);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found: Errors = {
      ...(validateProfileForm(
        { name, kids, avatar, ageRange, pinEnabled: profile === null && pinEnabled, pin: pinOf(pin) },
        { isMaster, kidsModeFeatureEnabled },
      ) as ProfileFormErrors),
    };
    if (needsParentalPin) {
      const p = validatePin(pinOf(parentalPin));
      if (p) found.parentalPin = p;
    }
    setErrors(found);
    const first =
      firstProfileFormError(found as ProfileFormErrors) ?? (found.parentalPin ? 'parentalPin' : null);
    if (first) return focusField(first);

    setBusy('save');
    try {
      if (profile === null) {
        await createProfile({
          name: name.trim(),
          kids,
          rating,
          ...(kids && ageRange ? { agerange: ageRange } : {}),
          ...(avatar ? { avatar } : {}),
          ...(pinEnabled ? { pin: pinOf(pin) } : {}),
        });
      } else {
        const changes = profileChanges(profile, { name, kids, avatar, ageRange });
        if (changes) await updateProfile(profile.profileid, changes);
        if (ratingChanged) {
          try {
            await setProfileRating(profile.profileid, {
              rating,
              ...(parentalPinSet ? { pin: pinOf(parentalPin) } : {}),
            });
          } catch (err) {
            // A wrong parental PIN ("Incorrect Pin", §8) belongs to its field; the other edits are saved.
            if (changes) void invalidate();
            const id = failureMessageId(err);
            const atPin = err instanceof ApiError && err.errorcode === 6212;
            setErrors({ [atPin ? 'parentalPin' : 'rating']: id });
            if (atPin) setParentalPin(emptyPinBoxes());
            focusField(atPin ? 'parentalPin' : 'rating');
            return;
          }
        }
      }
      await invalidate();
      onDone(profile === null ? 'created' : 'saved');
    } catch (err) {
      const id: MessageId = failureMessageId(err);
      setErrors({ form: id });
      refs.current.form?.focus();
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!profile || busy) return;
    setBusy('delete');
    try {
      await deleteProfile(profile.profileid);
      await invalidate();
      onDone('deleted');
    } catch (err) {
      setErrors({ form: failureMessageId(err) });
      setStep('form');
    } finally {
      setBusy(null);
    }
  }

  /** The new PIN by OTP: a refused OTP belongs to the OTP field, anything else to the form. */
  function changeName(value: string) {
    setName(value);
    clear('name');
  }
  function changeKids(value: boolean) {
    setKids(value);
    if (!ratingTouched) setRating(defaultRatingFor(value));
    clear('kids');
  }
  function changeAgeRange(value: string) {
    setAgeRange(value);
    clear('ageRange');
  }
  function changeAvatar(url: string) {
    setAvatar(url);
    clear('avatar');
  }
  function changeRating(value: ParentalRating) {
    setRating(value);
    setRatingTouched(true);
    clear('rating');
  }
  function changePinEnabled(value: boolean) {
    setPinEnabled(value);
    clear('pin');
  }
  function changePin(value: PinBoxes) {
    setPin(value);
    clear('pin');
  }
  function changeParentalPin(value: PinBoxes) {
    setParentalPin(value);
    clear('parentalPin');
  }

  return {
    refs,
    isMaster,
    /** SPEC §6: the master profile is never deleted; the others by a manager. */
    deletable: profile !== null && canDeleteProfile(profile, current),
    values: { name, avatar, kids, ageRange, rating, pinEnabled, pin, parentalPin },
    errors,
    busy,
    step,
    setStep,
    focusKeys,
    needsParentalPin,
    changeName,
    changeKids,
    changeAgeRange,
    changeAvatar,
    changeRating,
    changePinEnabled,
    changePin,
    changeParentalPin,
    upload,
    save,
    remove,
  };
}
