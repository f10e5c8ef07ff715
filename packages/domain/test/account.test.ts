import { describe, expect, it } from 'vitest';
import { ACCOUNT_TABS, accountTabOf, accountTabPath } from '../src';

describe('§2 /profile/:listItem account tabs', () => {
  it('resolves each known tab to itself and anything else to My Account', () => {
    for (const t of ACCOUNT_TABS) expect(accountTabOf(t)).toBe(t);
    expect(accountTabOf('nope')).toBe('account');
    expect(accountTabOf(undefined)).toBe('account');
    expect(accountTabOf('__proto__')).toBe('account');
  });
  it('builds the path with the optional language prefix', () => {
    expect(accountTabPath('devices')).toBe('/profile/devices');
    expect(accountTabPath('plans', 'ar')).toBe('/ar/profile/plans');
  });
});
