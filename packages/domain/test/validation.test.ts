import { describe, expect, it } from 'vitest';
import {
  ageOn,
  pinBoxFocus,
  sanitiseDigits,
  validateAttachment,
  validateCaptcha,
  validateConfirmPassword,
  validateCoupon,
  validateDateOfBirth,
  validateEmail,
  validateEmailOrMobile,
  validateFeedback,
  validateImageResolution,
  validateKidsAgeRange,
  validateMasterNotKids,
  validateMobile,
  validateMobileNumber,
  validateName,
  validateNewPassword,
  validateOldPassword,
  validateOtp,
  validatePairingCode,
  validatePassword,
  validatePin,
  validateProfilePin,
  validateReason,
  validateTicketComment,
  validateTicketTitle,
} from '../src/validation';

const NOW = Date.UTC(2024, 5, 15); // 15 Jun 2024

/** A one-field rule's table: a test a row, named `§5 <field> <value> → <result>`. */
function cases(
  field: string,
  validate: (value: string | null | undefined) => string | null,
  rows: [string | null | undefined, string | null][],
) {
  it.each(rows)(`§5 ${field} %j → %s`, (value, result) => {
    expect(validate(value)).toBe(result);
  });
}

describe('§5 name', () => {
  cases('name', validateName, [
    ['', 'validation.name.required'],
    ['   ', 'validation.name.required'],
    [null, 'validation.name.required'],
    ['12345', 'validation.name.onlyNumbers'],
    ['John3', 'validation.name.invalid'],
    ['Jo_hn', 'validation.name.invalid'],
    ['J', 'validation.name.length'],
    ['A'.repeat(33), 'validation.name.length'],
    ['Jo', null],
    ['A'.repeat(32), null],
    ['Mary Ann', null],
    ['محمد علي', null],
    ['അനു', null],
  ]);
});

describe('§5 email and mobile', () => {
  cases('email', validateEmail, [
    ['', 'validation.email.required'],
    [undefined, 'validation.email.required'],
    ['abc', 'validation.email.invalid'],
    ['abc@x', 'validation.email.invalid'],
    ['ábc@x.com', 'validation.email.invalid'],
    ['Abc.123@example.co.uk', null],
  ]);

  it.each([
    ['', '+971', 'validation.mobile.required'],
    ['12a456', '+971', 'validation.mobile.invalid'],
    ['12345', '+971', 'validation.mobile.tooShort'],
    ['123456', '', 'validation.mobile.countryCodeMissing'],
    ['123456', null, 'validation.mobile.countryCodeMissing'],
    ['123456', '+971', null],
  ])('§5 mobile %j with country code %j → %s', (mobile, cc, result) => {
    expect(validateMobile(mobile, cc)).toBe(result);
  });

  it('§5 a number billed by its carrier keeps the digit rules and needs no country code', () => {
    expect(['', '12a456', '12345', '123456'].map(validateMobileNumber)).toEqual([
      'validation.mobile.required',
      'validation.mobile.invalid',
      'validation.mobile.tooShort',
      null,
    ]);
  });

  it.each([
    ['', '+971', 'validation.emailOrMobile.required'],
    ['501234567', '+971', null],
    ['+501234567', '+971', null],
    ['5012', '+971', 'validation.mobile.tooShort'],
    ['user@example.com', null, null],
    ['user@', null, 'validation.email.invalid'],
  ])('§5 email or mobile %j → %s', (value, cc, result) => {
    expect(validateEmailOrMobile(value, cc)).toBe(result);
  });
});

describe('§5 passwords', () => {
  cases('password', validatePassword, [
    ['', 'validation.password.required'],
    [null, 'validation.password.required'],
    ['12345', 'validation.password.min'],
    ['123456', null],
    ['a'.repeat(16), null],
    ['a'.repeat(17), 'validation.password.max'],
  ]);

  it('§5 old password: same bounds, "Old Password Required!"', () => {
    expect(validateOldPassword('')).toBe('validation.oldPassword.required');
    expect(validateOldPassword('123')).toBe('validation.password.min');
    expect(validateOldPassword('a'.repeat(17))).toBe('validation.password.max');
    expect(validateOldPassword('secret1')).toBeNull();
  });

  it('§5 the new password must differ from the current one', () => {
    expect(validateNewPassword('secret1', 'secret1')).toBe('validation.newPassword.sameAsCurrent');
    expect(validateNewPassword('secret2', 'secret1')).toBeNull();
    expect(validateNewPassword('abc', 'secret1')).toBe('validation.password.min');
  });

  it('§5 confirm must equal new', () => {
    expect(validateConfirmPassword('', 'secret2')).toBe('validation.confirmPassword.required');
    expect(validateConfirmPassword('secret3', 'secret2')).toBe('validation.confirmPassword.mismatch');
    expect(validateConfirmPassword('secret2', 'secret2')).toBeNull();
  });
});

describe('§5 PIN, OTP and pairing code', () => {
  cases('PIN', validatePin, [
    ['', 'validation.pin.required'],
    ['123', 'validation.pin.invalid'],
    ['12345', 'validation.pin.invalid'],
    ['12a4', 'validation.pin.invalid'],
    ['1234', null],
  ]);

  it('§5 PIN boxes: digits only, auto-advance on max length, go back on empty', () => {
    expect(sanitiseDigits('1a2-3', 4)).toBe('123');
    expect(sanitiseDigits('123456', 4)).toBe('1234');
    expect(pinBoxFocus({ index: 0, value: '5', boxCount: 4 })).toBe(1);
    expect(pinBoxFocus({ index: 3, value: '5', boxCount: 4 })).toBe(3);
    expect(pinBoxFocus({ index: 2, value: '', boxCount: 4 })).toBe(1);
    expect(pinBoxFocus({ index: 0, value: '', boxCount: 4 })).toBe(0);
    expect(pinBoxFocus({ index: 0, value: '12', boxCount: 1, maxLength: 4 })).toBe(0);
    expect(pinBoxFocus({ index: 0, value: '1234', boxCount: 2, maxLength: 4 })).toBe(1);
  });

  cases('OTP', validateOtp, [
    ['', 'validation.otp.required'],
    ['12345', 'validation.otp.invalid'],
    ['123456', null],
  ]);

  cases('pairing code', validatePairingCode, [
    ['', 'validation.pairingCode.required'],
    ['1234567', 'validation.pairingCode.invalid'],
    ['654321', null],
  ]);
});

describe('§5 tickets and attachments', () => {
  it('§5 ticket title: required, max 64', () => {
    expect(validateTicketTitle('')).toBe('validation.ticketTitle.required');
    expect(validateTicketTitle('x'.repeat(64))).toBeNull();
    expect(validateTicketTitle('x'.repeat(65))).toBe('validation.ticketTitle.tooLong');
  });

  it('§5 comment: required, under 256', () => {
    expect(validateTicketComment(' ')).toBe('validation.ticketComment.required');
    expect(validateTicketComment('x'.repeat(255))).toBeNull();
    expect(validateTicketComment('x'.repeat(256))).toBe('validation.ticketComment.tooLong');
  });

  it('§5 duplicate attachment: "Same file is already attached!"', () => {
    expect(validateAttachment('a.png', ['a.png', 'b.png'])).toBe('validation.attachment.duplicate');
    expect(validateAttachment('c.png', ['a.png'])).toBeNull();
  });

  it('§5 image resolution too low', () => {
    const min = { width: 200, height: 200 };
    expect(validateImageResolution({ width: 199, height: 400 }, min)).toBe(
      'validation.image.resolutionTooLow',
    );
    expect(validateImageResolution({ width: 400, height: 199 }, min)).toBe(
      'validation.image.resolutionTooLow',
    );
    expect(validateImageResolution({ width: 200, height: 200 }, min)).toBeNull();
  });
});

describe('§5 date of birth and profiles', () => {
  it('§5 empty date of birth gives "Age is Mandatory"', () => {
    expect(validateDateOfBirth('', NOW)).toBe('validation.dob.required');
    expect(validateDateOfBirth(null, NOW)).toBe('validation.dob.required');
  });

  it('§5 §9 must be 13+ to create an account', () => {
    expect(validateDateOfBirth('2011-06-15', NOW)).toBeNull(); // 13 today
    expect(validateDateOfBirth('2011-06-16', NOW)).toBe('validation.age.under13'); // 13 tomorrow
    expect(validateDateOfBirth('2011-07-01', NOW)).toBe('validation.age.under13');
    expect(validateDateOfBirth('1990-01-01', NOW)).toBeNull();
  });

  it('§5 an unreadable or future date of birth is refused', () => {
    expect(validateDateOfBirth('15/06/1990', NOW)).toBe('validation.dob.invalid');
    expect(validateDateOfBirth('1990-02-30', NOW)).toBe('validation.dob.invalid');
    expect(validateDateOfBirth('2030-01-01', NOW)).toBe('validation.dob.invalid');
    expect(ageOn('2000-06-14', NOW)).toBe(24);
    expect(ageOn('2000-06-16', NOW)).toBe(23);
    expect(ageOn('2000-05-31', NOW)).toBe(24);
  });

  it('§5 kids profile with the kids-mode feature off: "Age range is mandatory"', () => {
    expect(validateKidsAgeRange({ kidsModeFeatureEnabled: false, isKids: true, ageRange: '' })).toBe(
      'validation.ageRange.required',
    );
    expect(validateKidsAgeRange({ kidsModeFeatureEnabled: false, isKids: true, ageRange: '5-8' })).toBeNull();
    expect(validateKidsAgeRange({ kidsModeFeatureEnabled: true, isKids: true, ageRange: null })).toBeNull();
    expect(validateKidsAgeRange({ kidsModeFeatureEnabled: false, isKids: false, ageRange: null })).toBeNull();
  });

  it('§5 the master profile cannot be kids', () => {
    expect(validateMasterNotKids({ isMaster: true, isKids: true })).toBe(
      'validation.profile.masterCannotBeKids',
    );
    expect(validateMasterNotKids({ isMaster: true, isKids: false })).toBeNull();
    expect(validateMasterNotKids({ isMaster: false, isKids: true })).toBeNull();
  });
});

describe('§5 required fields', () => {
  it.each([
    ['captcha', validateCaptcha, 'validation.captcha.required'],
    ['cancel/unsubscribe reason', validateReason, 'validation.reason.required'],
    ['coupon code', validateCoupon, 'validation.coupon.required'],
    ['feedback', validateFeedback, 'validation.feedback.required'],
    ['profile PIN', validateProfilePin, 'validation.profilePin.required'],
  ] as const)('§5 %s: empty → required, filled → valid', (_name, fn, id) => {
    expect(fn('')).toBe(id);
    expect(fn(undefined)).toBe(id);
    expect(fn('x')).toBeNull();
  });
});
