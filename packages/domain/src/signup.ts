// SPEC §4 / §5 joining and recovering an account: the step after a look-up, sign-up field checks, OTP resend rules,
// the new-password form, and the field a server refusal belongs to (its message shows there).
import type { MessageId } from './messages';
import {
  type ValidationResult,
  validateConfirmPassword,
  validateDateOfBirth,
  validateEmail,
  validateMobile,
  validateName,
  validateOtp,
  validatePassword,
} from './validation';

/** How a person identifies themselves: an e-mail address, or a mobile number with its country code. */
export type Contact = { email: string } | { mobileno: string; countrycode: string };

/** The single identifier field holds a mobile number when it is digits (an optional leading +). */
export function looksLikeMobile(value: string): boolean {
  return /^\+?\d+$/.test(value.trim());
}

/** The contact an identifier field names (mobile numbers lose a leading +; the country code is separate). */
export function contactOf(identifier: string, countryCode: string): Contact {
  const v = identifier.trim();
  return looksLikeMobile(v) ? { mobileno: v.replace(/^\+/, ''), countrycode: countryCode } : { email: v };
}

/**
 * SPEC §2 "login/signup": the look-up (`lookUpSubscriber`) decides. A registered contact logs in; an unknown one
 * signs up; one registered but never confirmed signs up again (the back-end replaces the abandoned sign-up and sends
 * a fresh OTP).
 */
export function afterLookup(result: { exists: boolean; verified?: boolean }): 'login' | 'signup' {
  if (!result.exists) return 'signup';
  return result.verified === false ? 'signup' : 'login';
}

export const GENDERS = ['M', 'F', 'O'] as const;
export type Gender = (typeof GENDERS)[number];

export interface SignupFields {
  name: string;
  identifier: string;
  countryCode: string;
  password: string;
  confirmPassword: string;
  /** ISO date YYYY-MM-DD. */
  dob: string;
  gender: string;
}

export type SignupErrors = Partial<Record<keyof SignupFields, MessageId>>;

/** SPEC §5: name 2–32 letters and spaces, e-mail or mobile (6+ digits, country code), password 6–16 and its
 * confirmation, date of birth (13 or older), and a gender. Only the fields with a problem are returned. */
export function validateSignup(f: SignupFields, now: number): SignupErrors {
  const mobile = looksLikeMobile(f.identifier);
  const out: SignupErrors = {};
  const put = (k: keyof SignupFields, r: ValidationResult) => {
    if (r) out[k] = r;
  };
  put('name', validateName(f.name));
  put(
    'identifier',
    f.identifier.trim() === ''
      ? 'validation.emailOrMobile.required'
      : mobile
        ? validateMobile(f.identifier.trim().replace(/^\+/, ''), f.countryCode)
        : validateEmail(f.identifier),
  );
  put('password', validatePassword(f.password));
  put('confirmPassword', validateConfirmPassword(f.password, f.confirmPassword));
  put('dob', validateDateOfBirth(f.dob, now));
  put('gender', (GENDERS as readonly string[]).includes(f.gender) ? null : 'validation.gender.required');
  return out;
}

/** A social sign-up asks only what the provider did not give: a name, an e-mail address (Facebook may give none). */
export function validateSocialSignup(
  f: { name: string; email: string; dob: string },
  now: number,
): Partial<Record<'name' | 'email' | 'dob', MessageId>> {
  const out: Partial<Record<'name' | 'email' | 'dob', MessageId>> = {};
  const name = validateName(f.name);
  if (name) out.name = name;
  const email = validateEmail(f.email);
  if (email) out.email = email;
  if (f.dob.trim() !== '') {
    const dob = validateDateOfBirth(f.dob, now);
    if (dob) out.dob = dob;
  }
  return out;
}

/** Seconds before the OTP can be sent again (the back-end allows 3 sends an hour, then 6217 for one hour). */
export const OTP_RESEND_AFTER_S = 30;

/** The state of the OTP step's "send again" button: a countdown first, then available, or stopped by 6217. */
export function resendState(input: { sentAt: number; now: number; limitReached: boolean }): {
  canResend: boolean;
  waitSeconds: number;
} {
  if (input.limitReached) return { canResend: false, waitSeconds: 0 };
  const wait = Math.max(0, Math.ceil((input.sentAt + OTP_RESEND_AFTER_S * 1000 - input.now) / 1000));
  return { canResend: wait === 0, waitSeconds: wait };
}

/** The OTP field keeps digits only, at most 6 (pasting "123 456" or "123-456" works). */
export function otpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** The forgotten-password form: the OTP sent to the contact, the new password and its confirmation. */
export function validatePasswordReset(f: {
  otp: string;
  password: string;
  confirmPassword: string;
}): Partial<Record<'otp' | 'password' | 'confirmPassword', MessageId>> {
  const out: Partial<Record<'otp' | 'password' | 'confirmPassword', MessageId>> = {};
  const otp = validateOtp(f.otp);
  if (otp) out.otp = otp;
  const pw = validatePassword(f.password);
  if (pw) out.password = pw;
  const confirm = validateConfirmPassword(f.password, f.confirmPassword);
  if (confirm) out.confirmPassword = confirm;
  return out;
}

/** The form field a server refusal belongs to, so its message shows there; null → the form's general message. */
export function fieldOfError(
  messageId: string,
): 'identifier' | 'otp' | 'captcha' | 'password' | 'oldPassword' | 'name' | 'dob' | null {
  switch (messageId) {
    case 'error.emailExists':
    case 'error.mobileExists':
    case 'error.notRegistered':
    case 'validation.email.invalid':
    case 'validation.mobile.invalid':
    case 'validation.mobile.tooShort':
      return 'identifier';
    case 'error.incorrectOtp':
    case 'error.invalidOrExpiredOtp':
    case 'error.otpSpent':
    case 'validation.otp.required':
    case 'validation.otp.invalid':
      return 'otp';
    case 'error.invalidCaptcha':
    case 'validation.captcha.required':
      return 'captcha';
    case 'error.incorrectOldPassword':
      return 'oldPassword';
    case 'validation.password.min':
    case 'validation.password.max':
    case 'validation.password.required':
      return 'password';
    case 'validation.name.required':
    case 'validation.name.onlyNumbers':
    case 'validation.name.invalid':
    case 'validation.name.length':
      return 'name';
    case 'validation.dob.required':
    case 'validation.dob.invalid':
    case 'validation.age.under13':
      return 'dob';
    default:
      return null;
  }
}

/** The social providers of SPEC §3 login payload types, and the query field each token travels in. */
export const SOCIAL_PROVIDERS = ['Google', 'FB', 'Apple'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_TOKEN_FIELD: Readonly<Record<SocialProviderId, 'gtoken' | 'fbToken' | 'appletoken'>> = {
  Google: 'gtoken',
  FB: 'fbToken',
  Apple: 'appletoken',
};
