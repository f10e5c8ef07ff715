// The state and calls of the profile editor (SPEC §2 profiles; §5 name, master never kids, PIN; §4 rating ladder):
// createProfile, or updateProfile + setProfileRating (with the parental PIN when set), uploadImage for the avatar,
// deleteProfile, and the PIN replaced by OTP. A refusal keeps what was typed and lands at its field.
import { failureMessageId } from '@ott/domain';
import {
  canDeleteProfile,
  defaultRatingFor,
  emptyPinBoxes,
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
import { type FormEvent, useState } from 'react';
import { type CallResult, useForm } from '../../hooks/useFormSubmit';
import { useSession } from '../../hooks/useServices';
import { useInvalidateProfiles, useProfiles } from './useProfiles';

export type EditorStep = 'form' | 'resetPin' | 'confirmDelete';
type Saved = CallResult | { ok: false; messageId: string; field: 'rating' | 'parentalPin' };

export function useProfileForm(
  /** The profile to edit; null to create one. */
  profile: Profile | null,
  onDone: (result: 'created' | 'saved' | 'deleted') => void,
) {
  const { current } = useProfiles();
  const invalidate = useInvalidateProfiles();
  const parental = useGetParentalControl({ query: { retry: false } });
  const isMaster = profile?.master === true;
  // SPEC §5: a kids profile needs an age range while the provider's kids-mode feature is off.
  const kidsModeFeatureEnabled = useSession().config?.featureEnabled.kidsMode !== false;
  // A profile without a rating of its own has no limit: the top of the ladder.
  const initialRating =
    (profile?.rating as ParentalRating | undefined) ?? defaultRatingFor(profile?.kids === true);
  const parentalPinSet = parental.data?.data.pinset === true;
  // An edit that changes the rating asks for the parental PIN when one is set (SPEC §4).
  const ratingChanged = (v: { rating: ParentalRating }) => profile !== null && v.rating !== initialRating;
  const [ratingTouched, setRatingTouched] = useState(Boolean(profile));
  const [uploading, setUploading] = useState(false);
  const [step, setStep] = useState<EditorStep>('form');

  // Fields in screen order: the first bad one gets the focus.
  const form = useForm(
    {
      avatar: profile?.avatar ?? (null as string | null),
      name: profile?.name ?? '',
      kids: profile?.kids === true,
      ageRange: profile?.agerange ?? '',
      rating: initialRating,
      parentalPin: emptyPinBoxes(),
      pinEnabled: false,
      pin: emptyPinBoxes(),
    },
    (v) => ({
      ...validateProfileForm(
        { ...v, pinEnabled: profile === null && v.pinEnabled, pin: pinOf(v.pin) },
        { isMaster, kidsModeFeatureEnabled },
      ),
      parentalPin: ratingChanged(v) && parentalPinSet ? validatePin(pinOf(v.parentalPin)) : null,
    }),
  );

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    form.setErrors((x) => ({ ...x, avatar: null }));
    try {
      const r = await uploadImage({ file: binaryPart(file), purpose: 'avatar' });
      form.set('avatar', r.data.url);
    } catch (e) {
      form.setErrors((x) => ({ ...x, avatar: failureMessageId(e) }));
    } finally {
      setUploading(false);
    }
  }

  async function calls(v: typeof form.values): Promise<Saved> {
    if (profile === null) {
      await createProfile({
        name: v.name.trim(),
        kids: v.kids,
        rating: v.rating,
        ...(v.kids && v.ageRange ? { agerange: v.ageRange } : {}),
        ...(v.avatar ? { avatar: v.avatar } : {}),
        ...(v.pinEnabled ? { pin: pinOf(v.pin) } : {}),
      });
    } else {
      const changes = profileChanges(profile, v);
      if (changes) await updateProfile(profile.profileid, changes);
      if (ratingChanged(v)) {
        try {
          await setProfileRating(profile.profileid, {
            rating: v.rating,
            ...(parentalPinSet ? { pin: pinOf(v.parentalPin) } : {}),
          });
        } catch (err) {
          // A wrong parental PIN ("Incorrect Pin", §8) belongs to its field; the other edits are saved.
          if (changes) void invalidate();
          const atPin = err instanceof ApiError && err.errorcode === 6212;
          return { ok: false, messageId: failureMessageId(err), field: atPin ? 'parentalPin' : 'rating' };
        }
      }
    }
    await invalidate();
    return { ok: true };
  }

  async function save(e: FormEvent) {
    const r = await form.submit(e, calls);
    if (!r) return;
    if (r.ok) return onDone(profile === null ? 'created' : 'saved');
    const field = 'field' in r ? r.field : null;
    // The boxes empty and start again from the first.
    if (field === 'parentalPin') form.set('parentalPin', emptyPinBoxes());
    form.refuse(r.messageId, field);
  }

  async function remove() {
    if (!profile) return;
    const r = await form.submit(
      null,
      async (): Promise<CallResult> => {
        await deleteProfile(profile.profileid);
        await invalidate();
        return { ok: true };
      },
      false,
    );
    if (!r) return;
    if (r.ok) return onDone('deleted');
    form.setFormError(r.messageId);
    setStep('form');
  }

  function changeKids(kids: boolean) {
    form.setValues(ratingTouched ? { kids } : { kids, rating: defaultRatingFor(kids) });
  }
  function changeRating(rating: ParentalRating) {
    setRatingTouched(true);
    form.set('rating', rating);
  }

  return {
    form,
    isMaster,
    /** SPEC §6: the master profile is never deleted; the others by a manager. */
    deletable: profile !== null && canDeleteProfile(profile, current),
    uploading,
    step,
    setStep,
    needsParentalPin: ratingChanged(form.values) && parentalPinSet,
    changeKids,
    changeRating,
    upload,
    save,
    remove,
  };
}
