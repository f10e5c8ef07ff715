/**
 * The English catalogue: message id → the SPEC's exact English text. Components show ids; `@ott/i18n` translates
 * them. Where the SPEC quotes words they are copied verbatim (including its spelling and punctuation); where it
 * only names a rule (e.g. "OTP required") the text is plain English written here.
 */

/**
 * The texts a server reason is matched against (`errorMessageId`, errors.ts): §8 errors, the coupon and payment
 * messages. Kept apart from the rest so the first page carries only these texts (the rest reach it translated).
 */
export const REASON_TEXTS = {
  // §8 errors
  'error.payloadNotFound': 'payload not found',
  'error.unauthorized': 'Unauthorized access',
  'error.invalidCredential': 'Invalid Credential',
  'error.incorrectOldPassword': 'Incorrect Old Password',
  'error.incorrectOtp': 'Incorrect OTP',
  'error.incorrectPin': 'Incorrect Pin',
  'error.invalidOrExpiredOtp': 'Invalid OTP | OTP expired',
  'error.invalidProfilePin': 'Invalid Profile PIN',
  'error.accessDenied': 'Access Denied',
  'error.smsLimit': 'SMS Limit Reached. Please Try After 1 Hour',
  'error.captchaLimit': 'Captcha limit reached',
  'error.invalidCaptcha': 'Entered invalid captcha text',
  'error.emailExists': 'Email Already Exist',
  'error.mobileExists': 'Mobile Number Already Exist',
  'error.deviceLimit': 'Device Limit Reached',
  'error.deviceLimit.hint': 'Sign out or stop another device and retry',
  'error.contentNotAccessible': 'Content is not accessible',
  'error.contentExpired': 'Content is Expired',
  'error.offlineLicenseExpired': 'offline license expired',
  'error.deleteBlockedActiveSubscription': 'Account cannot be deleted while a subscription is active',
  'error.cancelNotApplicable': 'Cancel not applicable. Please cancel at the payment gateway',
  'error.paymentFailed': 'payment failed',
  'error.network': 'Network error, please try again',
  'error.noConnection': 'No internet connection',
  'error.unknown': 'Unknown error occurred',
  'error.chunkLoad': 'Part of the application could not be loaded, please reload the page',
  'error.notRegistered': 'You are not registered yet, please sign up',
  'error.facebookEmailRequired': 'Please enter your email address to continue',
  'error.registrationFailed': 'The device could not be registered',
  'error.loginFailed': 'Login failed, please try again',
  // errors the contracts add (openapi/*.yaml info tables; not worded by the SPEC)
  'error.notVerified': 'Subscriber not verified',
  'error.accountInactive': 'Subscriber account is inactive',
  'error.tooManyAttempts': 'Too many login attempts',
  'error.sessionMissing': 'Session token missing',
  'error.notFound': 'Not found',
  'error.pairingCodeInvalid': 'Pairing code is invalid or expired',
  'error.moviesNotEnabled': 'Movies are not enabled',
  'error.contentNotFound': 'Content not found',
  'error.noWatchSession': 'No active watch session',
  'error.paymentNotFound': 'Payment not found',
  'error.gatewayUnavailable': 'Gateway not available',
  'error.requestNotFound': 'Request not found',
  'error.serviceUnavailable': 'Service unavailable',

  // §8 the six coupon messages
  'coupon.invalidOrExpired': 'Coupon is invalid or expired',
  'coupon.notApplicableForCountry': 'Coupon is not applicable for your country',
  'coupon.notApplicableToSubscriber': 'Coupon is not applicable to this subscriber',
  'coupon.alreadyUsed': 'Coupon has already been used',
  'coupon.notApplicableForPlan': 'Coupon is not applicable for the chosen plan',
  'coupon.notApplicableForObject': 'Coupon is not applicable for this object',

  // §6 permissions and §4 playback
  'payment.adminOnly': 'Admin only allowed to the payment',
  'payment.kidsNotAllowed': 'contact your parents',
  'payment.processing': 'Your payment is being processed, this takes about 2 minutes',
} as const;

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
