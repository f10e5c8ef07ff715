// SPEC §2 /profile/:listItem, My Account and My Devices: editing details (§5 name, e-mail/mobile, age 13+), the
// password change (§5), deletion (OTP purpose DELETE_ACCOUNT; §8 6221 while a subscription is active), the devices.
import { accountTabPath } from './account';
import { errorMessageId } from './errors';
import type { MessageId } from './messages';
import type { Gender } from './signup';
import type { ApiError } from './types';
import {
  validateConfirmPassword,
  validateDateOfBirth,
  validateEmail,
  validateMobile,
  validateName,
  validateNewPassword,
  validateOldPassword,
  validateOtp,
  validateReason,
} from './validation';

/** The editable details as the form holds them (strings, as typed). */
export interface SubscriberDraft {
  name: string;
  email: string;
  /** National number, digits. */
  mobileno: string;
  /** Dial code with its plus, e.g. "+971". */
  countrycode: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: Gender | '';
}

/** What `updateSubscriber` is sent: only the fields that change (contract: "Send only the fields that change"). */
export interface SubscriberChanges {
  name?: string;
  email?: string;
  mobileno?: string;
  countrycode?: string;
  dob?: string;
  gender?: Gender;
}

export type DraftErrors = Partial<Record<'name' | 'email' | 'mobileno' | 'dob', MessageId>>;

const digitsOf = (dial: string) => dial.replace(/\D/g, '');

/**
 * The subscriber details give the mobile number with its dial code in front (e.g. "971500000001"); the longest
 * known dial code that prefixes it is split off. Without a match the whole number is the national part.
 */
export function splitMobile(
  full: string | null | undefined,
  dialcodes: readonly string[],
): { countrycode: string; mobileno: string } {
  const value = (full ?? '').replace(/\D/g, '');
  if (!value) return { countrycode: '', mobileno: '' };
  const match = [...dialcodes]
    .map(digitsOf)
    .filter((d) => d.length > 0 && value.startsWith(d) && value.length > d.length)
    .sort((a, b) => b.length - a.length)[0];
  return match
    ? { countrycode: `+${match}`, mobileno: value.slice(match.length) }
    : { countrycode: '', mobileno: value };
}

/** The form's starting values from the subscriber details. */
export function draftOf(
  details: {
    subscribername?: string;
    email?: string;
    mobileno?: string;
    dob?: string;
    gender?: Gender;
  },
  dialcodes: readonly string[],
): SubscriberDraft {
  return {
    name: details.subscribername ?? '',
    email: details.email ?? '',
    ...splitMobile(details.mobileno, dialcodes),
    dob: details.dob ?? '',
    gender: details.gender ?? '',
  };
}

const blank = (v: string) => v.trim() === '';

/**
 * SPEC §5 on the edit form. An e-mail or a mobile number is required ("Email or Mobile required"); a changed
 * contact follows its rules (so one the account has cannot be emptied); the date of birth keeps the 13+ rule.
 */
export function validateSubscriberDraft(
  draft: SubscriberDraft,
  original: SubscriberDraft,
  now: number,
): DraftErrors {
  const errors: DraftErrors = {};
  const name = validateName(draft.name);
  if (name) errors.name = name;
  // A contact is checked when it changes (what the account already has was accepted by the back-end; a number
  // whose dial code the country list cannot split must not block a change of name).
  const changes = subscriberChanges(original, draft);
  if (blank(draft.email) && blank(draft.mobileno)) {
    errors.email = 'validation.emailOrMobile.required';
  } else {
    if ('email' in changes) {
      const email = validateEmail(draft.email);
      if (email) errors.email = email;
    }
    if ('mobileno' in changes) {
      const mobile = validateMobile(draft.mobileno, draft.countrycode);
      if (mobile) errors.mobileno = mobile;
    }
  }
  const dob = validateDateOfBirth(draft.dob, now);
  if (dob) errors.dob = dob;
  return errors;
}

/** The fields that differ from the original; a new mobile number travels with its country code. */
export function subscriberChanges(original: SubscriberDraft, draft: SubscriberDraft): SubscriberChanges {
  const out: SubscriberChanges = {};
  if (draft.name.trim() !== original.name.trim()) out.name = draft.name.trim();
  if (draft.email.trim().toLowerCase() !== original.email.trim().toLowerCase())
    out.email = draft.email.trim();
  if (draft.mobileno.trim() !== original.mobileno.trim() || draft.countrycode !== original.countrycode) {
    out.mobileno = draft.mobileno.trim();
    out.countrycode = draft.countrycode;
  }
  if (draft.dob !== original.dob) out.dob = draft.dob;
  if (draft.gender && draft.gender !== original.gender) out.gender = draft.gender;
  return out;
}

/** Which field a refusal of `updateSubscriber` belongs to (§8 6215/6216 and the §5 messages echoed by the server). */
export function subscriberErrorField(messageId: MessageId): keyof DraftErrors | null {
  if (messageId === 'error.emailExists' || messageId.startsWith('validation.email')) return 'email';
  if (messageId === 'error.mobileExists' || messageId.startsWith('validation.mobile')) return 'mobileno';
  if (messageId.startsWith('validation.name')) return 'name';
  if (messageId.startsWith('validation.dob') || messageId === 'validation.age.under13') return 'dob';
  return null;
}

export interface PasswordDraft {
  old: string;
  next: string;
  confirm: string;
}
export type PasswordErrors = Partial<Record<keyof PasswordDraft, MessageId>>;

/** SPEC §5: old password 6–16 ("Old Password Required!"), new 6–16 and different from the old, confirm equal. */
export function validatePasswordChange(d: PasswordDraft): PasswordErrors {
  const errors: PasswordErrors = {};
  const old = validateOldPassword(d.old);
  if (old) errors.old = old;
  const next = validateNewPassword(d.next, d.old || null);
  if (next) errors.next = next;
  const confirm = validateConfirmPassword(d.confirm, d.next);
  if (confirm) errors.confirm = confirm;
  return errors;
}

/** Which field a refusal of the password change belongs to (6214 "Incorrect Old Password" → the old one). */
export function passwordErrorField(messageId: MessageId): keyof PasswordDraft | null {
  if (messageId === 'error.incorrectOldPassword' || messageId.startsWith('validation.oldPassword'))
    return 'old';
  if (messageId.startsWith('validation.password') || messageId.startsWith('validation.newPassword'))
    return 'next';
  return null;
}

/** The reasons offered when deleting the account (the contract requires one); the value is what is sent. */
export const DELETE_ACCOUNT_REASONS = [
  'Too expensive',
  'Not watching enough',
  'Missing content',
  'Technical problems',
  'Other',
] as const;

/** SPEC §5 on the deletion step: a reason is required, the OTP is 6 digits. */
export function validateDeleteAccount(d: { otp: string; reason: string }): {
  otp?: MessageId;
  reason?: MessageId;
} {
  const out: { otp?: MessageId; reason?: MessageId } = {};
  const reason = validateReason(d.reason);
  if (reason) out.reason = reason;
  const otp = validateOtp(d.otp);
  if (otp) out.otp = otp;
  return out;
}

export type DeleteAccountOutcome =
  | { kind: 'deleted' }
  /** §8 "delete account blocked while a subscription is active" (6221): explained, with the way to My Plans. */
  | { kind: 'activeSubscription'; messageId: MessageId; plansPath: string }
  /** A wrong or expired OTP: shown at the OTP field. */
  | { kind: 'otp'; messageId: MessageId }
  | { kind: 'error'; messageId: MessageId };

/** The answer of `deleteAccount` (null error: deleted), then logout as §4 on `deleted`. */
export function deleteAccountOutcome(error: ApiError | null, lang?: string | null): DeleteAccountOutcome {
  if (!error) return { kind: 'deleted' };
  const messageId = errorMessageId(error, 'error.unknown');
  if (messageId === 'error.deleteBlockedActiveSubscription')
    return { kind: 'activeSubscription', messageId, plansPath: accountTabPath('plans', lang) };
  if (
    messageId === 'error.incorrectOtp' ||
    messageId === 'error.invalidOrExpiredOtp' ||
    messageId === 'error.otpSpent' ||
    messageId.startsWith('validation.otp')
  )
    return { kind: 'otp', messageId };
  return { kind: 'error', messageId };
}

export interface DeviceEntry {
  deviceId: string;
  status: string;
  lastseen?: string;
}

/** My Devices order: this device first, then active devices, each group most recently seen first. */
export function orderDevices<T extends DeviceEntry>(devices: readonly T[], thisDeviceId: string | null): T[] {
  const rank = (d: T) => (d.deviceId === thisDeviceId ? 0 : d.status === 'ACTIVE' ? 1 : 2);
  const seen = (d: T) => (d.lastseen ? Date.parse(d.lastseen) || 0 : 0);
  return [...devices].sort((a, b) => rank(a) - rank(b) || seen(b) - seen(a));
}

/** Another active device can be signed out from here; this one signs out with Log out (SPEC §4 Logout). */
export function canSignOutDevice(device: DeviceEntry, thisDeviceId: string | null): boolean {
  return device.status === 'ACTIVE' && device.deviceId !== thisDeviceId;
}
