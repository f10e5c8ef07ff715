// SPEC §1 / §4 / §5 / §6 profiles: who may manage them, the create/edit form's rules, the edit's changed fields and
// the 4-digit PIN boxes (digits only, auto-advance on max length, back on empty).
import { PIN_LENGTH } from './constants';
import type { MessageId } from './messages';
import type { ParentalRating } from './parental';
import type { Profile } from './types';
import {
  pinBoxFocus,
  sanitiseDigits,
  validateKidsAgeRange,
  validateMasterNotKids,
  validateName,
  validatePin,
} from './validation';

/** The fields of the profile form. */
export interface ProfileFormValues {
  name: string;
  kids: boolean;
  avatar: string | null;
  /** A kids profile's age range (one of KIDS_AGE_RANGES); '' when none is chosen. */
  ageRange?: string;
  /** Only on create: protect the new profile with a PIN. */
  pinEnabled?: boolean;
  pin?: string;
}

export type ProfileFormErrors = Partial<Record<'name' | 'kids' | 'ageRange' | 'pin', MessageId>>;

/** The age ranges a kids profile may be given (the SPEC names none; the contract's example is 5-8). */
export const KIDS_AGE_RANGES = ['2-4', '5-8', '9-12'] as const;

/**
 * SPEC §5: name 2–32 letters and spaces (not only numbers); the master profile cannot be kids; a kids profile needs
 * an age range while the provider's kids-mode feature is off; a PIN, when asked for, is 4 digits. Returns the errors
 * by field (empty when valid).
 */
export function validateProfileForm(
  values: ProfileFormValues,
  /** `kidsModeFeatureEnabled`: the provider's `featureEnabled.kidsMode` (absent: on). */
  ctx: { isMaster: boolean; kidsModeFeatureEnabled?: boolean },
): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const name = validateName(values.name);
  if (name) errors.name = name;
  const kids = validateMasterNotKids({ isMaster: ctx.isMaster, isKids: values.kids });
  if (kids) errors.kids = kids;
  const ageRange = validateKidsAgeRange({
    kidsModeFeatureEnabled: ctx.kidsModeFeatureEnabled !== false,
    isKids: values.kids,
    ageRange: values.ageRange,
  });
  if (ageRange) errors.ageRange = ageRange;
  if (values.pinEnabled) {
    const pin = validatePin(values.pin ?? '');
    if (pin) errors.pin = pin;
  }
  return errors;
}

/** The edit's body: only the fields that changed (the name trimmed); null when nothing changed. */
export function profileChanges(
  original: Pick<Profile, 'name' | 'kids' | 'agerange'> & { avatar?: string | null },
  values: Pick<ProfileFormValues, 'name' | 'kids' | 'avatar' | 'ageRange'>,
): { name?: string; kids?: boolean; avatar?: string; agerange?: string } | null {
  const out: { name?: string; kids?: boolean; avatar?: string; agerange?: string } = {};
  const name = values.name.trim();
  if (name !== (original.name ?? '')) out.name = name;
  if (values.kids !== (original.kids === true)) out.kids = values.kids;
  if (values.avatar && values.avatar !== (original.avatar ?? null)) out.avatar = values.avatar;
  if (values.kids && values.ageRange && values.ageRange !== (original.agerange ?? ''))
    out.agerange = values.ageRange;
  return Object.keys(out).length ? out : null;
}

/** The rating a new profile starts with: a kids profile U/A 7+, any other the whole ladder (U/A 18+). */
export function defaultRatingFor(kids: boolean): ParentalRating {
  return kids ? 'U/A 7+' : 'U/A 18+';
}

/**
 * SPEC §6: profiles are managed (added, edited, deleted, parental control set) from the master (admin) profile
 * only; a kids profile never manages. With no current profile known, nothing may be managed.
 */
export function canManageProfiles(current: Pick<Profile, 'master' | 'kids'> | null | undefined): boolean {
  return current?.master === true && current.kids !== true;
}

/** The master profile can never be deleted; the others by a manager. */
export function canDeleteProfile(
  target: Pick<Profile, 'master'>,
  current: Pick<Profile, 'master' | 'kids'> | null | undefined,
): boolean {
  return canManageProfiles(current) && target.master !== true;
}

/** The PIN boxes: one digit each, and the box to focus next. */
export interface PinBoxes {
  digits: string[];
  focus: number;
}

export const emptyPinBoxes = (count = PIN_LENGTH): PinBoxes => ({
  digits: Array.from({ length: count }, () => ''),
  focus: 0,
});

/**
 * Typing into box `index` (SPEC §5): only digits are kept; a filled box advances to the next, an emptied one goes
 * back to the previous. Several digits (typed fast, or pasted) fill the boxes from `index` on.
 */
export function pinBoxesInput(boxes: PinBoxes, index: number, raw: string): PinBoxes {
  const count = boxes.digits.length;
  const value = sanitiseDigits(raw, count - index);
  const digits = [...boxes.digits];
  if (value.length <= 1) {
    digits[index] = value;
    return { digits, focus: pinBoxFocus({ index, value, boxCount: count, maxLength: 1 }) };
  }
  for (let i = 0; i < value.length; i++) digits[index + i] = value[i] as string;
  return { digits, focus: Math.min(index + value.length, count - 1) };
}

/** Backspace in an empty box goes back one box and empties it (SPEC §5 "go back on empty"). */
export function pinBoxesBackspace(boxes: PinBoxes, index: number): PinBoxes {
  if (boxes.digits[index] || index === 0) return boxes;
  const digits = boxes.digits.map((d, i) => (i === index - 1 ? '' : d));
  return { digits, focus: index - 1 };
}

/** The PIN the boxes hold (complete or not). */
export const pinOf = (boxes: PinBoxes): string => boxes.digits.join('');
