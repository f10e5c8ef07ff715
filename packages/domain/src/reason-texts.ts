// The domain's English texts that a server reason is matched against (errors.ts): the ids shown for any failed call.

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
  'error.otpSpent': 'Too many wrong OTPs. Please request a new OTP',
  'error.serviceUnavailable': 'Service unavailable',
  'error.requestNotAccepted': 'This request was not accepted. Please check what you entered and try again',

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
