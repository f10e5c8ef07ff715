// The English catalogue: message id → the SPEC's exact words (verbatim where it quotes, plain English where it only
// names a rule). @ott-i18n-catalogue: this module lists ids without showing them, so the build's first-page message
// scan skips it (packages/app/tooling/vite-plugins.ts).

export { REASON_TEXTS } from './reason-texts';

import { REASON_TEXTS } from './reason-texts';

const OTHER_TEXTS = {
  // §2 snackbar and loader
  'snackbar.offline': 'You are offline,Please check your connectivity',
  'snackbar.online': 'Back to Online',

  // §4 button text
  'button.playNow': 'PLAY NOW',
  'button.subscribeOrPurchase': 'SUBSCRIBE OR PURCHASE',
  'button.subscribeAndWatch': 'SUBSCRIBE & WATCH',
  'button.purchaseAndWatch': 'PURCHASE & WATCH',

  // §5 validation
  'validation.name.required': 'Name Required',
  'validation.name.onlyNumbers': 'Only numbers are not allowed as a name',
  'validation.name.invalid': 'Name can contain only letters and spaces',
  'validation.name.length': 'Name should be 2 to 32 characters',
  'validation.email.required': 'Please fill out this field',
  'validation.email.invalid': 'Please enter only Latin letters or numbers, Ex: Abc,123',
  'validation.mobile.required': 'Mobileno Required',
  'validation.mobile.invalid': 'Mobile number can contain only digits',
  'validation.mobile.tooShort': 'Mobile number should be minimum 6 digits',
  'validation.mobile.countryCodeMissing': 'The Country code could not be fetched! Please try after sometime.',
  'validation.emailOrMobile.required': 'Email or Mobile required',
  'validation.password.required': 'Password Required!',
  'validation.password.min': 'Password should be minimum 6 characters',
  'validation.password.max': 'Password should be maximum 16 characters',
  'validation.oldPassword.required': 'Old Password Required!',
  'validation.newPassword.sameAsCurrent': 'New password must be different from the current password',
  'validation.confirmPassword.required': 'Confirm Password Required!',
  'validation.confirmPassword.mismatch': 'Confirm password must be the same as the new password',
  'validation.pin.required': 'PIN Required',
  'validation.pin.invalid': 'PIN should be 4 digits',
  'validation.otp.required': 'OTP Required',
  'validation.otp.invalid': 'OTP should be 6 digits',
  'validation.pairingCode.required': 'Pairing code Required',
  'validation.pairingCode.invalid': 'Pairing code should be 6 digits',
  'validation.ticketTitle.required': 'Title Required',
  'validation.ticketTitle.tooLong': 'Title should be maximum 64 characters',
  'validation.ticketComment.required': 'Comment Required',
  'validation.ticketComment.tooLong': 'Comment should be less than 256 characters',
  'validation.attachment.duplicate': 'Same file is already attached!',
  'validation.image.resolutionTooLow': 'Image resolution is too low',
  'validation.dob.required': 'Age is Mandatory',
  'validation.dob.invalid': 'Please enter a valid date of birth',
  'validation.ageRange.required': 'Age range is mandatory',
  'validation.gender.required': 'Please choose a gender',
  'validation.age.under13': 'You must be at least 13 years old to create an account',
  'validation.profile.masterCannotBeKids': 'Master profile cannot be a kids profile',
  'validation.captcha.required': 'Captcha Required',
  'validation.reason.required': 'Please select a reason',
  'validation.coupon.required': 'Coupon code Required',
  'validation.feedback.required': 'Feedback is mandatory',
  'validation.profilePin.required': 'Profile PIN is mandatory to proceed',

  // §4 playback
  'playback.parentalControlBlocked': 'This content is blocked by parental control',
  'playback.loginRequired': 'Please log in to watch this content',
} as const;

/** The whole English catalogue of the domain's ids (the extraction and the sandbox read it). */
export const EN_MESSAGES: typeof OTHER_TEXTS & typeof REASON_TEXTS = /* @__PURE__ */ Object.assign(
  {},
  OTHER_TEXTS,
  REASON_TEXTS,
);

export type MessageId = keyof typeof EN_MESSAGES;

/** All ids, handy for catalogue completeness checks in `@ott/i18n`. */
export const MESSAGE_IDS = /* @__PURE__ */ Object.keys(EN_MESSAGES) as MessageId[];

export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(EN_MESSAGES, value);
}
