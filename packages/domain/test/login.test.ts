import { describe, expect, it } from 'vitest';
import {
  afterSocialSignup,
  autoSelectProfile,
  classifyLoginResult,
  isSocialLogin,
  kidsModeFor,
  type LoginContext,
  type LoginResponse,
  loginOutcomeMessageId,
  onSubscriberIdChange,
  pushTopicsAfterLogin,
  pushTopicsToRemoveOnLogout,
  userProperties,
} from '../src';

const resp = (response: LoginResponse) => ({ kind: 'response' as const, response });
const EMAIL: LoginContext = { loginType: 'Email' };
const GOOGLE: LoginContext = { loginType: 'Google' };

describe('§4 §8 login outcomes', () => {
  it('§4 success stores the session token, refresh token and lifetime', () => {
    expect(
      classifyLoginResult(resp({ success: 'sess', refreshtoken: 'ref', expiresIn: 3600 }), EMAIL),
    ).toEqual({
      type: 'success',
      sessionToken: 'sess',
      refreshToken: 'ref',
      lifetimeSec: 3600,
    });
    expect(classifyLoginResult(resp({ success: 'sess' }), EMAIL)).toEqual({
      type: 'success',
      sessionToken: 'sess',
      refreshToken: null,
      lifetimeSec: null,
    });
  });

  it('§4 a CAPTCHA success type triggers the captcha step', () => {
    expect(classifyLoginResult(resp({ success: '', successtype: 'CAPTCHA' }), GOOGLE)).toEqual({
      type: 'captcha',
    });
  });

  it('§4 6001 triggers signup directly, or a captcha step first when the captcha feature is on', () => {
    expect(classifyLoginResult(resp({ errorcode: 6001, reason: 'not registered' }), GOOGLE)).toEqual({
      type: 'signup',
      captchaFirst: false,
    });
    expect(classifyLoginResult(resp({ errorcode: 6001 }), { ...GOOGLE, captchaEnabled: true })).toEqual({
      type: 'signup',
      captchaFirst: true,
    });
  });

  it('§4 a social signup without a reason retries the login', () => {
    expect(afterSocialSignup({})).toBe('retryLogin');
    expect(afterSocialSignup({ reason: 'Email Already Exist' })).toBe('error.emailExists');
    expect(afterSocialSignup({ reason: 'something odd' })).toBe('error.unknown');
  });

  it('§4 §8 6003 with Facebook closes auth and asks for an email', () => {
    expect(classifyLoginResult(resp({ errorcode: 6003 }), { loginType: 'FB' })).toEqual({ type: 'askEmail' });
    expect(classifyLoginResult(resp({ errorcode: 6003 }), GOOGLE)).toEqual({
      type: 'error',
      messageId: 'error.facebookEmailRequired',
    });
  });

  it('§4 with autologin an error forces logout', () => {
    expect(
      classifyLoginResult(resp({ errorcode: 6002, reason: 'x' }), { ...EMAIL, autologin: true }),
    ).toEqual({
      type: 'logout',
      emitError: false,
    });
  });

  it('§4 a network failure logs out and emits a login error', () => {
    expect(classifyLoginResult({ kind: 'networkError' }, EMAIL)).toEqual({ type: 'logout', emitError: true });
  });

  it.each([
    [6110, 'error.invalidCredential'],
    [6002, 'error.notVerified'],
    [8601, 'error.sessionMissing'],
    [6114, 'error.tooManyAttempts'],
    [6111, 'error.accountInactive'],
  ])('§8 login code %i goes to the login handler (%s)', (code, messageId) => {
    expect(classifyLoginResult(resp({ errorcode: code, reason: 'whatever' }), EMAIL)).toEqual({
      type: 'loginHandler',
      errorcode: code,
      messageId,
    });
  });

  it('§8 6066, 6055 and statusCode 401 are not shown as login responses', () => {
    expect(classifyLoginResult(resp({ errorcode: 6066 }), EMAIL)).toEqual({ type: 'silent' });
    expect(classifyLoginResult(resp({ errorcode: 6055 }), EMAIL)).toEqual({ type: 'silent' });
    expect(classifyLoginResult(resp({ statusCode: 401, reason: 'Unauthorized access' }), EMAIL)).toEqual({
      type: 'silent',
    });
  });

  it('§8 other failures show their catalogue message', () => {
    expect(classifyLoginResult(resp({ errorcode: 9999, reason: 'Captcha limit reached' }), EMAIL)).toEqual({
      type: 'error',
      messageId: 'error.captchaLimit',
    });
    expect(classifyLoginResult(resp({ success: 'tok', statusCode: 500 }), EMAIL)).toEqual({
      type: 'error',
      messageId: 'error.loginFailed',
    });
    expect(classifyLoginResult(resp({}), EMAIL)).toEqual({ type: 'error', messageId: 'error.loginFailed' });
  });

  it('§3 FB, Google and Apple are social logins', () => {
    expect(isSocialLogin('FB')).toBe(true);
    expect(isSocialLogin('Apple')).toBe(true);
    expect(isSocialLogin('Email')).toBe(false);
    expect(isSocialLogin('Mobile')).toBe(false);
  });
});

describe('§4 after login', () => {
  it('§4 §7 push topics: BROADCAST, PC, subscriber id and country', () => {
    expect(pushTopicsAfterLogin({ subscriberid: '1001', country: 'AE' })).toEqual([
      'BROADCAST',
      'PC',
      '1001',
      'AE',
    ]);
    expect(pushTopicsAfterLogin({ subscriberid: '1001' })).toEqual(['BROADCAST', 'PC', '1001']);
  });

  it('§4 logout unsubscribes from the subscriber and country topics', () => {
    expect(pushTopicsToRemoveOnLogout({ subscriberid: '1001', country: 'AE' })).toEqual(['1001', 'AE']);
    expect(pushTopicsToRemoveOnLogout({ subscriberid: '1001' })).toEqual(['1001']);
  });

  it('§4 subscription_status is PAID if a plan start date exists, else FREE', () => {
    expect(userProperties({ planstartdate: '2024-01-01T00:00:00Z' })).toEqual({
      subscription_status: 'PAID',
    });
    expect(userProperties({ planstartdate: null })).toEqual({ subscription_status: 'FREE' });
    expect(userProperties({})).toEqual({ subscription_status: 'FREE' });
  });

  it('§4 a list of exactly one profile auto-selects it', () => {
    expect(autoSelectProfile([{ profileid: 'p1' }])).toEqual({ profileid: 'p1' });
    expect(autoSelectProfile([{ profileid: 'p1' }, { profileid: 'p2' }])).toBeNull();
    expect(autoSelectProfile([])).toBeNull();
  });

  it('§4 kids mode follows the profile', () => {
    expect(kidsModeFor({ profileid: 'k', kids: true })).toBe(true);
    expect(kidsModeFor({ profileid: 'a', kids: false })).toBe(false);
    expect(kidsModeFor({ profileid: 'a' })).toBe(false);
    expect(kidsModeFor(null)).toBe(false);
  });

  it('§4 a subscriber id change reloads subscriptions and purchases and signs in to push', () => {
    expect(onSubscriberIdChange(null, '1001')).toEqual([
      'reloadSubscriptions',
      'reloadPurchases',
      'anonymousPushSignIn',
    ]);
    expect(onSubscriberIdChange('1001', '1002')).toHaveLength(3);
    expect(onSubscriberIdChange('1001', '1001')).toEqual([]);
    expect(onSubscriberIdChange('1001', null)).toEqual([]);
  });
});

describe('loginOutcomeMessageId (§4 Login, §8)', () => {
  it('§4 the log-in form shows the message of each outcome; the CAPTCHA step and silent codes show none', () => {
    const network = classifyLoginResult({ kind: 'networkError' }, EMAIL);
    if (network.type === 'success') throw new Error('unexpected');
    expect(loginOutcomeMessageId(network)).toBe('error.network');
    expect(loginOutcomeMessageId({ type: 'signup', captchaFirst: false })).toBe('error.notRegistered');
    expect(loginOutcomeMessageId({ type: 'askEmail' })).toBe('error.facebookEmailRequired');
    expect(loginOutcomeMessageId({ type: 'captcha' })).toBeNull();
    expect(loginOutcomeMessageId({ type: 'silent' })).toBeNull();
    const wrong = classifyLoginResult(resp({ errorcode: 6110, reason: 'Invalid Credential' }), EMAIL);
    if (wrong.type === 'success') throw new Error('unexpected');
    expect(loginOutcomeMessageId(wrong)).toBe('error.invalidCredential');
  });
});
