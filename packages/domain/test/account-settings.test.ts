import { describe, expect, it } from 'vitest';
import {
  canSignOutDevice,
  deleteAccountOutcome,
  draftOf,
  orderDevices,
  passwordErrorField,
  splitMobile,
  subscriberChanges,
  subscriberErrorField,
  validateDeleteAccount,
  validatePasswordChange,
  validateSubscriberDraft,
} from '../src/account-settings';

const NOW = Date.UTC(2026, 10, 25);
const CODES = ['+971', '+91', '+966', '+1'];
const AISHA = draftOf(
  {
    subscribername: 'Aisha Rahman',
    email: 'admin@sandbox.test',
    mobileno: '971500000001',
    dob: '1992-03-14',
    gender: 'F',
  },
  CODES,
);

describe('§3 subscriber details → the My Account form', () => {
  it('splits the mobile number at the longest known dial code', () => {
    expect(splitMobile('971500000001', CODES)).toEqual({ countrycode: '+971', mobileno: '500000001' });
    expect(splitMobile('919847000002', CODES)).toEqual({ countrycode: '+91', mobileno: '9847000002' });
    expect(splitMobile('5551234', [])).toEqual({ countrycode: '', mobileno: '5551234' });
    expect(splitMobile(undefined, CODES)).toEqual({ countrycode: '', mobileno: '' });
    // +9 and +971 both prefix it: the longer wins.
    expect(splitMobile('971500000001', ['+9', '+971'])).toEqual({
      countrycode: '+971',
      mobileno: '500000001',
    });
  });
  it('fills every field, empty strings for what the subscriber has not given', () => {
    expect(AISHA).toEqual({
      name: 'Aisha Rahman',
      email: 'admin@sandbox.test',
      countrycode: '+971',
      mobileno: '500000001',
      dob: '1992-03-14',
      gender: 'F',
    });
    expect(draftOf({}, CODES)).toEqual({
      name: '',
      email: '',
      countrycode: '',
      mobileno: '',
      dob: '',
      gender: '',
    });
  });
});

describe('§5 rules on the My Account edit form', () => {
  it('accepts the unchanged details', () => {
    expect(validateSubscriberDraft(AISHA, AISHA, NOW)).toEqual({});
  });
  it('gives the §5 message of each bad field', () => {
    const bad = { ...AISHA, name: '12345', email: 'not-an-email', mobileno: '12', dob: '2020-01-01' };
    expect(validateSubscriberDraft(bad, AISHA, NOW)).toEqual({
      name: 'validation.name.onlyNumbers',
      email: 'validation.email.invalid',
      mobileno: 'validation.mobile.tooShort',
      dob: 'validation.age.under13',
    });
    expect(validateSubscriberDraft({ ...AISHA, name: '', dob: '' }, AISHA, NOW)).toEqual({
      name: 'validation.name.required',
      dob: 'validation.dob.required',
    });
  });
  it('§5 "Email or Mobile required" when both are emptied; a contact the account has cannot be emptied', () => {
    expect(validateSubscriberDraft({ ...AISHA, email: '', mobileno: '' }, AISHA, NOW)).toEqual({
      email: 'validation.emailOrMobile.required',
    });
    expect(validateSubscriberDraft({ ...AISHA, email: '' }, AISHA, NOW)).toEqual({
      email: 'validation.email.required',
    });
    const noMobile = { ...AISHA, mobileno: '', countrycode: '' };
    expect(validateSubscriberDraft(noMobile, noMobile, NOW)).toEqual({});
    expect(validateSubscriberDraft({ ...noMobile, mobileno: '500000009' }, noMobile, NOW)).toEqual({
      mobileno: 'validation.mobile.countryCodeMissing',
    });
  });
  it('an unchanged contact is not re-checked: a number the dial-code list could not split does not block a save', () => {
    const unsplit = { ...AISHA, countrycode: '', mobileno: '971500000001' };
    expect(validateSubscriberDraft({ ...unsplit, name: 'Aisha Noor' }, unsplit, NOW)).toEqual({});
    expect(validateSubscriberDraft({ ...unsplit, mobileno: '971500000009' }, unsplit, NOW)).toEqual({
      mobileno: 'validation.mobile.countryCodeMissing',
    });
  });
  it('13 years old on the day passes, one day short does not (§5 13+)', () => {
    expect(validateSubscriberDraft({ ...AISHA, dob: '2013-11-25' }, AISHA, NOW)).toEqual({});
    expect(validateSubscriberDraft({ ...AISHA, dob: '2013-11-26' }, AISHA, NOW)).toEqual({
      dob: 'validation.age.under13',
    });
  });
  it('sends only what changed; a new mobile number carries its country code', () => {
    expect(subscriberChanges(AISHA, AISHA)).toEqual({});
    expect(subscriberChanges(AISHA, { ...AISHA, name: ' Aisha R ', gender: 'O' })).toEqual({
      name: 'Aisha R',
      gender: 'O',
    });
    expect(subscriberChanges(AISHA, { ...AISHA, mobileno: '500000009' })).toEqual({
      mobileno: '500000009',
      countrycode: '+971',
    });
    expect(subscriberChanges(AISHA, { ...AISHA, email: 'ADMIN@sandbox.test' })).toEqual({});
    expect(subscriberChanges(AISHA, { ...AISHA, dob: '1992-03-15', email: 'aisha@sandbox.test' })).toEqual({
      dob: '1992-03-15',
      email: 'aisha@sandbox.test',
    });
    expect(subscriberChanges(AISHA, { ...AISHA, gender: '' })).toEqual({});
  });
  it('puts a refusal at its field (§8 6215/6216)', () => {
    const fields = [
      ['error.emailExists', 'email'],
      ['error.mobileExists', 'mobileno'],
      ['validation.age.under13', 'dob'],
      ['validation.name.length', 'name'],
      ['validation.mobile.tooShort', 'mobileno'],
      ['validation.dob.invalid', 'dob'],
      ['error.unknown', null],
    ] as const;
    for (const [id, field] of fields) expect(subscriberErrorField(id), id).toBe(field);
  });
});

describe('§5 change password', () => {
  it('old, new and confirm rules', () => {
    expect(validatePasswordChange({ old: '', next: '', confirm: '' })).toEqual({
      old: 'validation.oldPassword.required',
      next: 'validation.password.required',
      confirm: 'validation.confirmPassword.required',
    });
    expect(
      validatePasswordChange({ old: 'Sandbox#123', next: 'Sandbox#123', confirm: 'Sandbox#123' }),
    ).toEqual({
      next: 'validation.newPassword.sameAsCurrent',
    });
    expect(validatePasswordChange({ old: 'Sandbox#123', next: 'short', confirm: 'short' })).toEqual({
      next: 'validation.password.min',
    });
    expect(
      validatePasswordChange({
        old: 'Sandbox#123',
        next: 'a-very-long-password',
        confirm: 'a-very-long-password',
      }),
    ).toEqual({ next: 'validation.password.max' });
    expect(validatePasswordChange({ old: 'Sandbox#123', next: 'Newpass#1', confirm: 'Newpass#2' })).toEqual({
      confirm: 'validation.confirmPassword.mismatch',
    });
    expect(validatePasswordChange({ old: 'Sandbox#123', next: 'Newpass#1', confirm: 'Newpass#1' })).toEqual(
      {},
    );
  });
  it('§8 "Incorrect Old Password" belongs to the old password field', () => {
    expect(passwordErrorField('error.incorrectOldPassword')).toBe('old');
    expect(passwordErrorField('validation.newPassword.sameAsCurrent')).toBe('next');
    expect(passwordErrorField('validation.oldPassword.required')).toBe('old');
    expect(passwordErrorField('validation.password.min')).toBe('next');
    expect(passwordErrorField('error.network')).toBeNull();
  });
});

describe('account deletion (§7 subscriber/otp DELETE_ACCOUNT, subscriber/delete; §8)', () => {
  it('needs a reason and a 6-digit OTP (§5)', () => {
    expect(validateDeleteAccount({ otp: '', reason: '' })).toEqual({
      otp: 'validation.otp.required',
      reason: 'validation.reason.required',
    });
    expect(validateDeleteAccount({ otp: '12345', reason: 'Other' })).toEqual({
      otp: 'validation.otp.invalid',
    });
    expect(validateDeleteAccount({ otp: '123456', reason: 'Other' })).toEqual({});
  });
  it('§8 6221 while a subscription is active is explained with the way to My Plans', () => {
    expect(deleteAccountOutcome({ statusCode: 409, errorcode: 6221 })).toEqual({
      kind: 'activeSubscription',
      messageId: 'error.deleteBlockedActiveSubscription',
      plansPath: '/profile/plans',
    });
    expect(deleteAccountOutcome({ statusCode: 409, errorcode: 6221 }, 'ar')).toMatchObject({
      plansPath: '/ar/profile/plans',
    });
  });
  it('a wrong, expired or spent OTP goes to the OTP field; success logs out; anything else is a message', () => {
    expect(deleteAccountOutcome(null)).toEqual({ kind: 'deleted' });
    expect(deleteAccountOutcome({ errorcode: 6304 })).toEqual({
      kind: 'otp',
      messageId: 'error.incorrectOtp',
    });
    expect(deleteAccountOutcome({ errorcode: 6305 })).toEqual({
      kind: 'otp',
      messageId: 'error.invalidOrExpiredOtp',
    });
    expect(deleteAccountOutcome({ errorcode: 6310 })).toEqual({ kind: 'otp', messageId: 'error.otpSpent' });
    expect(deleteAccountOutcome({ statusCode: 500 })).toEqual({ kind: 'error', messageId: 'error.unknown' });
  });
});

describe('My Devices', () => {
  const devices = [
    { deviceId: 'old', status: 'INACTIVE', lastseen: '2026-08-03T08:10:00Z' },
    { deviceId: 'tv', status: 'ACTIVE', lastseen: '2026-11-21T19:42:00Z' },
    { deviceId: 'me', status: 'ACTIVE', lastseen: '2026-11-20T00:00:00Z' },
    { deviceId: 'pc', status: 'ACTIVE', lastseen: '2026-11-22T02:55:00Z' },
  ];
  it('lists this device first, then active devices by last seen, then signed-out ones', () => {
    expect(orderDevices(devices, 'me').map((d) => d.deviceId)).toEqual(['me', 'pc', 'tv', 'old']);
  });
  it('signs out only another active device', () => {
    expect(canSignOutDevice(devices[1] as (typeof devices)[number], 'me')).toBe(true);
    expect(canSignOutDevice(devices[2] as (typeof devices)[number], 'me')).toBe(false);
    expect(canSignOutDevice(devices[0] as (typeof devices)[number], 'me')).toBe(false);
  });
});
