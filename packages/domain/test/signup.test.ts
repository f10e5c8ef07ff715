import { describe, expect, it } from 'vitest';
import {
  afterLookup,
  contactOf,
  fieldOfError,
  otpInput,
  resendState,
  validatePasswordReset,
  validateSignup,
  validateSocialSignup,
} from '../src/signup';

const NOW = Date.UTC(2026, 10, 25);
const good = {
  name: 'Noura Al Hashimi',
  identifier: 'noura@sandbox.test',
  countryCode: '',
  password: 'Secret#1',
  confirmPassword: 'Secret#1',
  dob: '1999-07-21',
  gender: 'F',
};

describe('§2 login/signup: the look-up decides', () => {
  it('an unknown contact signs up, a registered one logs in, an unconfirmed one signs up again', () => {
    expect(afterLookup({ exists: false })).toBe('signup');
    expect(afterLookup({ exists: true, verified: true })).toBe('login');
    expect(afterLookup({ exists: true })).toBe('login');
    expect(afterLookup({ exists: true, verified: false })).toBe('signup');
  });
  it('reads a mobile number (digits, optional +) apart from an e-mail address', () => {
    expect(contactOf('+971500000009', '+971')).toEqual({ mobileno: '971500000009', countrycode: '+971' });
    expect(contactOf(' a@b.test ', '+971')).toEqual({ email: 'a@b.test' });
  });
});

describe('§5 sign-up form', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(good, NOW)).toEqual({});
  });
  it('names each problem at its field with the §5 message', () => {
    expect(
      validateSignup(
        {
          name: '12',
          identifier: '',
          countryCode: '',
          password: '123',
          confirmPassword: '1234',
          dob: '',
          gender: '',
        },
        NOW,
      ),
    ).toEqual({
      name: 'validation.name.onlyNumbers',
      identifier: 'validation.emailOrMobile.required',
      password: 'validation.password.min',
      confirmPassword: 'validation.confirmPassword.mismatch',
      dob: 'validation.dob.required',
      gender: 'validation.gender.required',
    });
  });
  it('§5 must be 13 or older; a mobile needs 6 digits and its country code', () => {
    expect(validateSignup({ ...good, dob: '2014-01-01' }, NOW).dob).toBe('validation.age.under13');
    expect(validateSignup({ ...good, dob: '2013-11-25' }, NOW).dob).toBeUndefined();
    expect(validateSignup({ ...good, identifier: '12345', countryCode: '+971' }, NOW).identifier).toBe(
      'validation.mobile.tooShort',
    );
    expect(validateSignup({ ...good, identifier: '500000009', countryCode: '' }, NOW).identifier).toBe(
      'validation.mobile.countryCodeMissing',
    );
    expect(validateSignup({ ...good, identifier: '500000009', countryCode: '+971' }, NOW)).toEqual({});
  });
  it('a social sign-up needs a name and an e-mail; a date of birth, when given, is 13+', () => {
    expect(validateSocialSignup({ name: 'Sara', email: 'sara@x.test', dob: '' }, NOW)).toEqual({});
    expect(validateSocialSignup({ name: '', email: 'x', dob: '2020-01-01' }, NOW)).toEqual({
      name: 'validation.name.required',
      email: 'validation.email.invalid',
      dob: 'validation.age.under13',
    });
  });
});

describe('§5 OTP step', () => {
  it('keeps digits only, at most 6', () => {
    expect(otpInput('123 45-6789')).toBe('123456');
  });
  it('resend waits 30 s after a send, and stops for good after 6217 (SMS limit)', () => {
    expect(resendState({ sentAt: NOW, now: NOW + 1000, limitReached: false })).toEqual({
      canResend: false,
      waitSeconds: 29,
    });
    expect(resendState({ sentAt: NOW, now: NOW + 30_000, limitReached: false }).canResend).toBe(true);
    expect(resendState({ sentAt: NOW, now: NOW + 90_000, limitReached: true }).canResend).toBe(false);
  });
  it('forgotten password: OTP, new password and the same confirmation', () => {
    expect(validatePasswordReset({ otp: '12', password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      otp: 'validation.otp.invalid',
      confirmPassword: 'validation.confirmPassword.mismatch',
    });
    expect(validatePasswordReset({ otp: '123456', password: 'abcdef', confirmPassword: 'abcdef' })).toEqual(
      {},
    );
  });
});

describe('§8 a refusal shows at its field', () => {
  it.each([
    ['error.emailExists', 'identifier'],
    ['error.mobileExists', 'identifier'],
    ['error.incorrectOtp', 'otp'],
    ['error.invalidOrExpiredOtp', 'otp'],
    ['error.otpSpent', 'otp'],
    ['error.invalidCaptcha', 'captcha'],
    ['error.incorrectOldPassword', 'oldPassword'],
    ['validation.email.invalid', 'identifier'],
    ['validation.mobile.tooShort', 'identifier'],
    ['validation.otp.required', 'otp'],
    ['validation.otp.invalid', 'otp'],
    ['validation.captcha.required', 'captcha'],
    ['validation.password.min', 'password'],
    ['validation.password.max', 'password'],
    ['validation.password.required', 'password'],
    ['validation.name.required', 'name'],
    ['validation.name.onlyNumbers', 'name'],
    ['validation.name.invalid', 'name'],
    ['validation.name.length', 'name'],
    ['validation.dob.required', 'dob'],
    ['validation.dob.invalid', 'dob'],
    ['validation.age.under13', 'dob'],
    ['error.smsLimit', null],
    ['error.network', null],
  ])('%s → %s', (id, field) => {
    expect(fieldOfError(id)).toBe(field);
  });
});
