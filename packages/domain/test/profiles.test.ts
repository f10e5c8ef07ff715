import { describe, expect, it } from 'vitest';
import { EN_MESSAGES, homeScreenIdFor } from '../src';
import {
  canDeleteProfile,
  canManageProfiles,
  defaultRatingFor,
  emptyPinBoxes,
  pinBoxesBackspace,
  pinBoxesInput,
  pinOf,
  profileChanges,
  validateProfileForm,
} from '../src/profiles';

describe('SPEC §5 profile form', () => {
  it('accepts a 2–32 letter name, a kids flag on a non-master profile and a 4-digit PIN', () => {
    expect(
      validateProfileForm(
        { name: 'Zain', kids: true, avatar: null, pinEnabled: true, pin: '2580' },
        { isMaster: false },
      ),
    ).toEqual({});
  });
  it('gives "Name Required", the length rule and "only numbers" at the name', () => {
    expect(validateProfileForm({ name: ' ', kids: false, avatar: null }, { isMaster: false }).name).toBe(
      'validation.name.required',
    );
    expect(validateProfileForm({ name: 'Z', kids: false, avatar: null }, { isMaster: false }).name).toBe(
      'validation.name.length',
    );
    expect(
      validateProfileForm({ name: 'A'.repeat(33), kids: false, avatar: null }, { isMaster: false }).name,
    ).toBe('validation.name.length');
    expect(validateProfileForm({ name: '1234', kids: false, avatar: null }, { isMaster: false }).name).toBe(
      'validation.name.onlyNumbers',
    );
  });
  it('refuses a kids master profile ("Master profile cannot be kids")', () => {
    const errors = validateProfileForm({ name: 'Aisha', kids: true, avatar: null }, { isMaster: true });
    expect(errors).toEqual({ kids: 'validation.profile.masterCannotBeKids' });
  });
  it('asks for a 4-digit PIN only when the PIN is switched on', () => {
    expect(
      validateProfileForm({ name: 'Zain', kids: false, avatar: null, pin: '' }, { isMaster: false }),
    ).toEqual({});
    expect(
      validateProfileForm(
        { name: 'Zain', kids: false, avatar: null, pinEnabled: true, pin: '12' },
        { isMaster: false },
      ).pin,
    ).toBe('validation.pin.invalid');
    const errors = validateProfileForm(
      { name: '', kids: false, avatar: null, pinEnabled: true, pin: '' },
      { isMaster: false },
    );
    expect(errors.pin).toBe('validation.pin.required');
  });

  it('§5 age range is mandatory for a kids profile while the kids-mode feature is off', () => {
    const off = { isMaster: false, kidsModeFeatureEnabled: false };
    const kids = { name: 'Zain', kids: true, avatar: null };
    const errors = validateProfileForm({ ...kids, ageRange: '' }, off);
    expect(errors).toEqual({ ageRange: 'validation.ageRange.required' });
    expect(EN_MESSAGES[errors.ageRange as keyof typeof EN_MESSAGES]).toBe('Age range is mandatory');
    expect(validateProfileForm({ ...kids, ageRange: '5-8' }, off)).toEqual({});
    expect(validateProfileForm({ ...kids, kids: false }, off)).toEqual({});
    expect(validateProfileForm(kids, { isMaster: false, kidsModeFeatureEnabled: true })).toEqual({});
  });
});

describe('profile edit body', () => {
  const original = { name: 'Zain', kids: true, avatar: 'a.png' };
  it('holds only the changed fields, the name trimmed', () => {
    expect(profileChanges(original, { name: ' Zain Junior ', kids: true, avatar: 'a.png' })).toEqual({
      name: 'Zain Junior',
    });
    expect(profileChanges(original, { name: 'Zain', kids: false, avatar: 'b.png' })).toEqual({
      kids: false,
      avatar: 'b.png',
    });
  });
  it('§5 carries a kids profile’s new age range, never one of a profile that is not kids', () => {
    expect(profileChanges({ ...original, agerange: '5-8' }, { ...original, ageRange: '9-12' })).toEqual({
      agerange: '9-12',
    });
    expect(profileChanges(original, { ...original, kids: false, ageRange: '9-12' })).toEqual({ kids: false });
  });
  it('is null when nothing changed', () => {
    expect(profileChanges(original, { name: 'Zain ', kids: true, avatar: 'a.png' })).toBeNull();
  });
});

describe('SPEC §4 ladder: a new profile’s rating', () => {
  it('is U/A 7+ for kids and U/A 18+ otherwise', () => {
    expect(defaultRatingFor(true)).toBe('U/A 7+');
    expect(defaultRatingFor(false)).toBe('U/A 18+');
  });
});

describe('SPEC §6 who manages profiles', () => {
  it('only the master (admin) profile, never a kids one', () => {
    expect(canManageProfiles({ master: true, kids: false })).toBe(true);
    expect(canManageProfiles({ master: false, kids: false })).toBe(false);
    expect(canManageProfiles({ master: true, kids: true })).toBe(false);
    expect(canManageProfiles(null)).toBe(false);
  });
  it('the master profile can never be deleted', () => {
    expect(canDeleteProfile({ master: false }, { master: true })).toBe(true);
    expect(canDeleteProfile({ master: true }, { master: true })).toBe(false);
    expect(canDeleteProfile({ master: false }, { master: false })).toBe(false);
  });
});

describe('SPEC §5 PIN boxes: 4 digits, digits only, auto-advance on max length, go back on empty', () => {
  it('keeps digits only and advances after each digit, staying on the last box', () => {
    let b = emptyPinBoxes();
    expect(b).toEqual({ digits: ['', '', '', ''], focus: 0 });
    b = pinBoxesInput(b, 0, 'a');
    expect(b).toEqual({ digits: ['', '', '', ''], focus: 0 });
    b = pinBoxesInput(b, 0, '4');
    expect(b.focus).toBe(1);
    b = pinBoxesInput(b, 1, '3');
    b = pinBoxesInput(b, 2, '2');
    b = pinBoxesInput(b, 3, '1');
    expect(b).toEqual({ digits: ['4', '3', '2', '1'], focus: 3 });
    expect(pinOf(b)).toBe('4321');
  });
  it('an emptied box goes back one box', () => {
    const b = pinBoxesInput({ digits: ['4', '3', '', ''], focus: 1 }, 1, '');
    expect(b).toEqual({ digits: ['4', '', '', ''], focus: 0 });
  });
  it('backspace in an empty box goes back and empties the previous one; in the first box it stays', () => {
    expect(pinBoxesBackspace({ digits: ['4', '3', '', ''], focus: 2 }, 2)).toEqual({
      digits: ['4', '', '', ''],
      focus: 1,
    });
    const first = emptyPinBoxes();
    expect(pinBoxesBackspace(first, 0)).toBe(first);
    const filled = { digits: ['4', '3', '', ''], focus: 1 };
    expect(pinBoxesBackspace(filled, 1)).toBe(filled);
  });
  it('a pasted PIN fills the boxes from the box it lands in, digits only', () => {
    expect(pinBoxesInput(emptyPinBoxes(), 0, '12-34')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
    expect(pinBoxesInput(emptyPinBoxes(), 2, '987')).toEqual({ digits: ['', '', '9', '8'], focus: 3 });
  });
});

describe('SPEC §4 kids mode changes Home', () => {
  it('a kids profile gets the kids screen, any other the home screen', () => {
    expect(homeScreenIdFor(true)).toBe('kids');
    expect(homeScreenIdFor(false)).toBe('home');
  });
});
