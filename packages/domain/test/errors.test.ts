import { describe, expect, it } from 'vitest';
import {
  COUPON_ERROR_CODES,
  EN_MESSAGES,
  errorMessageId,
  failureMessageId,
  isFailureBody,
  isMessageId,
  isMovieEnabled,
  isNotFound,
  listsMovies,
  MESSAGE_IDS,
  parseFailedResponse,
  requirePayload,
  visibleContent,
} from '../src';

describe('§8 error catalogue', () => {
  it.each([
    [6001, 'error.notRegistered'],
    [6003, 'error.facebookEmailRequired'],
    [6055, 'error.registrationFailed'],
    [COUPON_ERROR_CODES.invalidOrExpired, 'coupon.invalidOrExpired'],
    [COUPON_ERROR_CODES.notApplicableForCountry, 'coupon.notApplicableForCountry'],
    [COUPON_ERROR_CODES.notApplicableToSubscriber, 'coupon.notApplicableToSubscriber'],
    [COUPON_ERROR_CODES.alreadyUsed, 'coupon.alreadyUsed'],
    [COUPON_ERROR_CODES.notApplicableForPlan, 'coupon.notApplicableForPlan'],
    [COUPON_ERROR_CODES.notApplicableForObject, 'coupon.notApplicableForObject'],
    // the numbers the contracts fix for the SPEC's unnumbered messages (openapi/*.yaml info tables)
    [401, 'error.unauthorized'],
    [4000, 'error.requestNotAccepted'],
    [6110, 'error.invalidCredential'],
    [6212, 'error.incorrectPin'],
    [6213, 'error.invalidProfilePin'],
    [6214, 'error.incorrectOldPassword'],
    [6215, 'error.emailExists'],
    [6216, 'error.mobileExists'],
    [6217, 'error.smsLimit'],
    [6221, 'error.deleteBlockedActiveSubscription'],
    [6222, 'error.cancelNotApplicable'],
    [6301, 'error.paymentFailed'],
    [6302, 'payment.adminOnly'],
    [6303, 'payment.kidsNotAllowed'],
    [6304, 'error.incorrectOtp'],
    [6305, 'error.invalidOrExpiredOtp'],
    [6306, 'error.invalidCaptcha'],
    [6307, 'error.captchaLimit'],
    [6310, 'error.otpSpent'],
    [6404, 'validation.ticketComment.tooLong'],
    [6405, 'validation.attachment.duplicate'],
    [6408, 'error.accessDenied'],
    [7109, 'error.moviesNotEnabled'],
    [7201, 'error.contentNotAccessible'],
    [7202, 'error.contentExpired'],
    [7203, 'error.deviceLimit'],
    [7204, 'error.offlineLicenseExpired'],
    [8601, 'error.sessionMissing'],
  ])('§8 errorcode %i → %s', (errorcode, id) => {
    expect(errorMessageId({ errorcode })).toBe(id);
  });

  it.each([
    ['Invalid Credential', 'error.invalidCredential'],
    ['Incorrect Old Password', 'error.incorrectOldPassword'],
    ['Incorrect OTP', 'error.incorrectOtp'],
    ['Incorrect Pin', 'error.incorrectPin'],
    ['Invalid OTP | OTP expired', 'error.invalidOrExpiredOtp'],
    ['Invalid OTP', 'error.invalidOrExpiredOtp'],
    ['OTP expired', 'error.invalidOrExpiredOtp'],
    ['Invalid Profile PIN', 'error.invalidProfilePin'],
    ['Unauthorized access', 'error.unauthorized'],
    ['Access Denied', 'error.accessDenied'],
    ['SMS Limit Reached. Please Try After 1 Hour', 'error.smsLimit'],
    ['Captcha limit reached', 'error.captchaLimit'],
    ['Entered invalid captcha text', 'error.invalidCaptcha'],
    ['Email Already Exist', 'error.emailExists'],
    ['Mobile Number Already Exist', 'error.mobileExists'],
    ['Device Limit Reached', 'error.deviceLimit'],
    ['Content is not accessible', 'error.contentNotAccessible'],
    ['Content is Expired', 'error.contentExpired'],
    ['offline license expired', 'error.offlineLicenseExpired'],
    ['payload not found', 'error.payloadNotFound'],
    ['  unknown ERROR occurred ', 'error.unknown'],
    ['Coupon has already been used', 'coupon.alreadyUsed'],
    ['Admin only allowed to the payment', 'payment.adminOnly'],
  ])('§8 reason "%s" → %s', (reason, id) => {
    expect(errorMessageId({ errorcode: 1, reason })).toBe(id);
  });

  it('§8 4000: "payload not found" when the back-end says so, else a refused request in words a person reads', () => {
    expect(errorMessageId({ statusCode: 400, errorcode: 4000, reason: 'payload not found' })).toBe(
      'error.payloadNotFound',
    );
    expect(
      errorMessageId({
        statusCode: 400,
        errorcode: 4000,
        reason: "must have required property 'referencedata'",
      }),
    ).toBe('error.requestNotAccepted');
  });

  it('§8 HTTP 401 maps to Unauthorized access; anything unknown to the fallback', () => {
    expect(errorMessageId({ statusCode: 401, errorcode: 9999 })).toBe('error.unauthorized');
    expect(errorMessageId({ statusCode: 401 })).toBe('error.unauthorized');
    expect(errorMessageId({ errorcode: 5555, reason: 'mystery' })).toBe('error.unknown');
    expect(errorMessageId({ reason: 'mystery' }, 'error.paymentFailed')).toBe('error.paymentFailed');
    expect(errorMessageId(null)).toBe('error.unknown');
    expect(errorMessageId(undefined, 'error.network')).toBe('error.network');
  });

  it('§8 the six coupon messages exist, in the SPEC order', () => {
    expect(Object.values(COUPON_ERROR_CODES)).toEqual([6201, 6202, 6203, 6204, 6205, 6206]);
    const coupons = MESSAGE_IDS.filter((id) => id.startsWith('coupon.'));
    expect(coupons).toHaveLength(6);
  });

  it('§8 7109 on the movie list sets isMovieEnabled to No, otherwise Yes', () => {
    expect(isMovieEnabled(7109)).toBe('No');
    expect(isMovieEnabled(6001)).toBe('Yes');
    expect(isMovieEnabled(null)).toBe('Yes');
  });

  it('§8 a failed response is parsed as JSON with statusCode added; otherwise the raw body', () => {
    expect(parseFailedResponse(400, '{"errorcode":6001,"reason":"x"}')).toEqual({
      kind: 'json',
      error: { errorcode: 6001, reason: 'x', statusCode: 400 },
    });
    expect(parseFailedResponse(502, '<html>Bad gateway</html>')).toEqual({
      kind: 'raw',
      body: '<html>Bad gateway</html>',
    });
    expect(parseFailedResponse(500, '[1]')).toEqual({ kind: 'raw', body: '[1]' });
    expect(parseFailedResponse(500, 'null')).toEqual({ kind: 'raw', body: 'null' });
  });

  it('§5 §8 a missing payload gives "payload not found"', () => {
    expect(requirePayload(undefined)).toBe('error.payloadNotFound');
    expect(requirePayload(null)).toBe('error.payloadNotFound');
    expect(requirePayload({})).toBe('error.payloadNotFound');
    expect(requirePayload({ a: 1 })).toBeNull();
    expect(requirePayload('x')).toBeNull();
    expect(requirePayload([])).toBeNull();
    expect(EN_MESSAGES['error.payloadNotFound']).toBe('payload not found');
  });

  it('§7 reason or errorcode marks a failure body', () => {
    expect(isFailureBody({ reason: 'x' })).toBe(true);
    expect(isFailureBody({ errorcode: 1 })).toBe(true);
    expect(isFailureBody({ data: {} })).toBe(false);
    expect(isFailureBody(null)).toBe(false);
  });
});

describe('§2 §4 §5 §6 §8 English catalogue', () => {
  it.each([
    ['snackbar.offline', 'You are offline,Please check your connectivity'],
    ['snackbar.online', 'Back to Online'],
    ['button.playNow', 'PLAY NOW'],
    ['button.subscribeOrPurchase', 'SUBSCRIBE OR PURCHASE'],
    ['button.subscribeAndWatch', 'SUBSCRIBE & WATCH'],
    ['button.purchaseAndWatch', 'PURCHASE & WATCH'],
    ['validation.name.required', 'Name Required'],
    ['validation.email.required', 'Please fill out this field'],
    ['validation.email.invalid', 'Please enter only Latin letters or numbers, Ex: Abc,123'],
    ['validation.mobile.required', 'Mobileno Required'],
    ['validation.emailOrMobile.required', 'Email or Mobile required'],
    [
      'validation.mobile.countryCodeMissing',
      'The Country code could not be fetched! Please try after sometime.',
    ],
    ['validation.password.required', 'Password Required!'],
    ['validation.password.min', 'Password should be minimum 6 characters'],
    ['validation.password.max', 'Password should be maximum 16 characters'],
    ['validation.oldPassword.required', 'Old Password Required!'],
    ['validation.attachment.duplicate', 'Same file is already attached!'],
    ['validation.dob.required', 'Age is Mandatory'],
    ['validation.ageRange.required', 'Age range is mandatory'],
    ['payment.adminOnly', 'Admin only allowed to the payment'],
    ['payment.kidsNotAllowed', 'contact your parents'],
    ['error.deviceLimit', 'Device Limit Reached'],
    ['error.smsLimit', 'SMS Limit Reached. Please Try After 1 Hour'],
    ['error.unknown', 'Unknown error occurred'],
  ] as const)('§2 §4 §5 §6 §8 the SPEC words: %s = "%s"', (id, text) => {
    expect(EN_MESSAGES[id]).toBe(text);
  });

  it('§8 isMessageId tells catalogue ids from other strings', () => {
    expect(isMessageId('button.playNow')).toBe(true);
    expect(isMessageId('toString')).toBe(false);
    expect(isMessageId('nope')).toBe(false);
  });
});

describe('§8 7109 honoured wherever movies appear', () => {
  it('§8 a list asks for movies when its category (plain or JSON-encoded, §7) includes MOVIE', () => {
    expect(listsMovies({ category: 'MOVIE' })).toBe(true);
    expect(listsMovies({ category: '["MOVIE","TVSHOW"]' })).toBe(true);
    expect(listsMovies({ category: ['MOVIE'] })).toBe(true);
    expect(listsMovies({ category: '"MOVIE"' })).toBe(true);
    expect(listsMovies({ category: '["TVSHOW"]' })).toBe(false);
    expect(listsMovies({ category: 'not json' })).toBe(false);
    expect(listsMovies({})).toBe(false);
    expect(listsMovies(null)).toBe(false);
  });
  it('§8 while isMovieEnabled is No, lists show everything but movies', () => {
    const items = [{ category: 'MOVIE' }, { category: 'TVSHOW' }, {}];
    expect(visibleContent(items, 'Yes')).toEqual(items);
    expect(visibleContent(items, 'No')).toEqual([{ category: 'TVSHOW' }, {}]);
  });
});

describe('§8 the message of any failed call', () => {
  it('§8 a failure with the error shape by its code, a raw answer the fallback, the rest a network error', () => {
    expect(failureMessageId({ statusCode: 400, errorcode: 6110 })).toBe('error.invalidCredential');
    expect(failureMessageId({ statusCode: 500 }, 'error.paymentFailed')).toBe('error.paymentFailed');
    expect(failureMessageId('<html>Bad gateway</html>')).toBe('error.unknown');
    expect(failureMessageId(new TypeError('Failed to fetch'))).toBe('error.network');
    expect(failureMessageId(undefined)).toBe('error.network');
  });

  it('§8 offline, a call that never reached the back-end says the device is offline; an answer keeps its own', () => {
    expect(failureMessageId(new TypeError('Failed to fetch'), 'error.unknown', false)).toBe(
      'snackbar.offline',
    );
    expect(failureMessageId({ statusCode: 400, errorcode: 6110 }, 'error.unknown', false)).toBe(
      'error.invalidCredential',
    );
    expect(failureMessageId(new TypeError('Failed to fetch'), 'error.unknown', true)).toBe('error.network');
  });
});

describe('§7 look-ups by id', () => {
  it('a 404 or the contracts\' 4040 is "not found"; other failures and non-errors are not', () => {
    expect(isNotFound({ statusCode: 404, errorcode: 4040, reason: 'Not found' })).toBe(true);
    expect(isNotFound({ statusCode: 400, errorcode: 4040 })).toBe(true);
    expect(isNotFound({ statusCode: 401, errorcode: 6110 })).toBe(false);
    expect(isNotFound(new TypeError('Failed to fetch'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
