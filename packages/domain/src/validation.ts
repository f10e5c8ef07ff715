/**
 * SPEC §5 field rules. Every validator returns a MessageId (the error to show) or null (valid).
 */
import {
  MIN_ACCOUNT_AGE,
  MOBILE_MIN_DIGITS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  OTP_LENGTH,
  PAIRING_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PIN_LENGTH,
  TICKET_COMMENT_MAX_LENGTH,
  TICKET_TITLE_MAX_LENGTH,
} from './constants';
import type { MessageId } from './messages';

export type ValidationResult = MessageId | null;

const isBlank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';
const digits = (n: number) => new RegExp(`^\\d{${n}}$`);

/** Name: letters and spaces, 2 to 32 characters; "Name Required"; only numbers not allowed. */
export function validateName(name: string | null | undefined): ValidationResult {
  if (isBlank(name)) return 'validation.name.required';
  const v = (name as string).trim();
  if (/^[\d\s]+$/.test(v)) return 'validation.name.onlyNumbers';
  if (!/^[\p{L}\p{M} ]+$/u.test(v)) return 'validation.name.invalid';
  const length = [...v].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) return 'validation.name.length';
  return null;
}

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Email: empty → "Please fill out this field"; invalid → "Please enter only Latin letters or numbers, Ex: Abc,123". */
export function validateEmail(email: string | null | undefined): ValidationResult {
  if (isBlank(email)) return 'validation.email.required';
  return EMAIL.test((email as string).trim()) ? null : 'validation.email.invalid';
}

/**
 * Mobile: "Mobileno Required"; digits only, at least 6; a missing country code gives "The Country code could not
 * be fetched! Please try after sometime."
 */
export function validateMobile(
  mobile: string | null | undefined,
  countryCode: string | null | undefined,
): ValidationResult {
  return (
    validateMobileNumber(mobile) ?? (isBlank(countryCode) ? 'validation.mobile.countryCodeMissing' : null)
  );
}

/** The number's own digits, where no country code goes with it (a carrier's billing number). */
export function validateMobileNumber(mobile: string | null | undefined): ValidationResult {
  if (isBlank(mobile)) return 'validation.mobile.required';
  const v = (mobile as string).trim();
  if (!/^\d+$/.test(v)) return 'validation.mobile.invalid';
  return v.length < MOBILE_MIN_DIGITS ? 'validation.mobile.tooShort' : null;
}

/** The single "email or mobile" login field: "Email or Mobile required", then the email or the mobile rules. */
export function validateEmailOrMobile(
  value: string | null | undefined,
  countryCode: string | null | undefined,
): ValidationResult {
  if (isBlank(value)) return 'validation.emailOrMobile.required';
  const v = (value as string).trim();
  return /^\+?\d+$/.test(v) ? validateMobile(v.replace(/^\+/, ''), countryCode) : validateEmail(v);
}

function passwordBounds(pw: string): ValidationResult {
  if (pw.length < PASSWORD_MIN_LENGTH) return 'validation.password.min';
  if (pw.length > PASSWORD_MAX_LENGTH) return 'validation.password.max';
  return null;
}

/** Password 6-16 characters: "Password Required!", "…minimum 6 characters", "…maximum 16 characters". */
export function validatePassword(pw: string | null | undefined): ValidationResult {
  if (!pw) return 'validation.password.required';
  return passwordBounds(pw);
}

/** Old password: same bounds, "Old Password Required!". */
export function validateOldPassword(pw: string | null | undefined): ValidationResult {
  if (!pw) return 'validation.oldPassword.required';
  return passwordBounds(pw);
}

/** New password: the password rules, and it must differ from the current one. */
export function validateNewPassword(
  pw: string | null | undefined,
  current: string | null | undefined,
): ValidationResult {
  const base = validatePassword(pw);
  if (base) return base;
  return pw === current ? 'validation.newPassword.sameAsCurrent' : null;
}

/** Confirm password must equal the new password. */
export function validateConfirmPassword(
  confirm: string | null | undefined,
  newPassword: string | null | undefined,
): ValidationResult {
  if (!confirm) return 'validation.confirmPassword.required';
  return confirm === newPassword ? null : 'validation.confirmPassword.mismatch';
}

/** PIN: 4 digits, digits only. */
export function validatePin(pin: string | null | undefined): ValidationResult {
  if (isBlank(pin)) return 'validation.pin.required';
  return digits(PIN_LENGTH).test(pin as string) ? null : 'validation.pin.invalid';
}

/** Only digits may be typed into a PIN / OTP box; returns the sanitised value. */
export function sanitiseDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

/**
 * PIN boxes: auto-advance when a box reaches its max length, go back when it is emptied.
 * Returns the index of the box to focus.
 */
export function pinBoxFocus(input: {
  index: number;
  value: string;
  boxCount: number;
  maxLength?: number;
}): number {
  const max = input.maxLength ?? 1;
  if (input.value.length >= max) return Math.min(input.index + 1, input.boxCount - 1);
  if (input.value.length === 0) return Math.max(input.index - 1, 0);
  return input.index;
}

/** OTP required, 6 digits. */
export function validateOtp(otp: string | null | undefined): ValidationResult {
  if (isBlank(otp)) return 'validation.otp.required';
  return digits(OTP_LENGTH).test(otp as string) ? null : 'validation.otp.invalid';
}

/** Device pairing code: 6 digits. */
export function validatePairingCode(code: string | null | undefined): ValidationResult {
  if (isBlank(code)) return 'validation.pairingCode.required';
  return digits(PAIRING_CODE_LENGTH).test(code as string) ? null : 'validation.pairingCode.invalid';
}

/** Ticket title: required, at most 64 characters. */
export function validateTicketTitle(title: string | null | undefined): ValidationResult {
  if (isBlank(title)) return 'validation.ticketTitle.required';
  return (title as string).length > TICKET_TITLE_MAX_LENGTH ? 'validation.ticketTitle.tooLong' : null;
}

/** Ticket comment: required, under 256 characters. */
export function validateTicketComment(comment: string | null | undefined): ValidationResult {
  if (isBlank(comment)) return 'validation.ticketComment.required';
  return (comment as string).length >= TICKET_COMMENT_MAX_LENGTH ? 'validation.ticketComment.tooLong' : null;
}

/** Attachment: the same file name twice gives "Same file is already attached!". */
export function validateAttachment(name: string, attachedNames: readonly string[]): ValidationResult {
  return attachedNames.includes(name) ? 'validation.attachment.duplicate' : null;
}

/** Image resolution too low (the minimum is the caller's, e.g. the profile picture size). */
export function validateImageResolution(
  image: { width: number; height: number },
  minimum: { width: number; height: number },
): ValidationResult {
  return image.width < minimum.width || image.height < minimum.height
    ? 'validation.image.resolutionTooLow'
    : null;
}

/** Whole years between an ISO date of birth (YYYY-MM-DD) and `now` (UTC); null for an unreadable date. */
export function ageOn(dob: string, now: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const birth = new Date(Date.UTC(y, mo - 1, d));
  if (birth.getUTCFullYear() !== y || birth.getUTCMonth() !== mo - 1 || birth.getUTCDate() !== d) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Date of birth: empty → "Age is Mandatory"; the account holder must be 13 or older. */
export function validateDateOfBirth(dob: string | null | undefined, now: number): ValidationResult {
  if (isBlank(dob)) return 'validation.dob.required';
  const age = ageOn((dob as string).trim(), now);
  if (age === null || age < 0) return 'validation.dob.invalid';
  return age < MIN_ACCOUNT_AGE ? 'validation.age.under13' : null;
}

/**
 * Kids age range: if the kids-mode feature is off and the profile is a kids profile, "Age range is mandatory".
 */
export function validateKidsAgeRange(input: {
  kidsModeFeatureEnabled: boolean;
  isKids: boolean;
  ageRange: string | null | undefined;
}): ValidationResult {
  if (!input.kidsModeFeatureEnabled && input.isKids && isBlank(input.ageRange))
    return 'validation.ageRange.required';
  return null;
}

/** The master (admin) profile cannot be a kids profile. */
export function validateMasterNotKids(input: { isMaster: boolean; isKids: boolean }): ValidationResult {
  return input.isMaster && input.isKids ? 'validation.profile.masterCannotBeKids' : null;
}

const required =
  (id: MessageId) =>
  (value: string | null | undefined): ValidationResult =>
    isBlank(value) ? id : null;

/** Captcha required. */
export const validateCaptcha = required('validation.captcha.required');
/** Cancel / unsubscribe reason required. */
export const validateReason = required('validation.reason.required');
/** Coupon code required. */
export const validateCoupon = required('validation.coupon.required');
/** Feedback mandatory. */
export const validateFeedback = required('validation.feedback.required');
/** Profile PIN mandatory to proceed. */
export const validateProfilePin = required('validation.profilePin.required');
