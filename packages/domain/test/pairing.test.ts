import { describe, expect, it } from 'vitest';
import { rootRedirect } from '../src';
import { formatClock } from '../src/format';
import {
  INITIAL_TV_PIN_STATE,
  isPairingFlagSet,
  pairingFlagValue,
  pinGroups,
  pinSecondsLeft,
  TV_PIN_LIFETIME_SEC,
  type TvPinState,
  tvPinReducer,
} from '../src/pairing';

const T0 = 1_000_000;

function waiting(): TvPinState {
  return tvPinReducer(INITIAL_TV_PIN_STATE, { type: 'issued', pin: '731904', expiresIn: 300, now: T0 });
}

describe('TV pairing, the TV side (§1 pair a TV by PIN, §7 POST device/pin)', () => {
  it('shows the issued PIN for its 5 minutes', () => {
    expect(waiting()).toEqual({ status: 'waiting', pin: '731904', expiresAt: T0 + 300_000 });
    expect(TV_PIN_LIFETIME_SEC).toBe(300);
    const noExpiry = tvPinReducer(INITIAL_TV_PIN_STATE, { type: 'issued', pin: '000001', now: T0 });
    expect(noExpiry).toMatchObject({ expiresAt: T0 + 300_000 });
  });
  it('counts down and expires at the end', () => {
    const s = waiting();
    expect(tvPinReducer(s, { type: 'tick', now: T0 + 299_000 })).toBe(s);
    expect(tvPinReducer(s, { type: 'tick', now: T0 + 300_000 })).toEqual({
      status: 'expired',
      pin: '731904',
    });
    expect(pinSecondsLeft(T0 + 300_000, T0)).toBe(300);
    expect(pinSecondsLeft(T0 + 300_000, T0 + 1)).toBe(300);
    expect(pinSecondsLeft(T0, T0 + 5000)).toBe(0);
    expect(formatClock(300)).toBe('5:00');
    expect(formatClock(59)).toBe('0:59');
    expect(formatClock(-3)).toBe('0:00');
  });
  it('keeps waiting on an unpaired poll, following the back-end clock', () => {
    const s = waiting();
    const next = tvPinReducer(s, {
      type: 'polled',
      now: T0 + 10_000,
      answer: { pin: '731904', paired: false, expiresIn: 280 },
    });
    expect(next).toEqual({ status: 'waiting', pin: '731904', expiresAt: T0 + 290_000 });
    expect(
      tvPinReducer(s, { type: 'polled', now: T0, answer: { pin: '731904', paired: false, expiresIn: 0 } }),
    ).toEqual({ status: 'expired', pin: '731904' });
    // Without a clock in the answer the TV keeps its own countdown.
    expect(tvPinReducer(s, { type: 'polled', now: T0, answer: { pin: '731904', paired: false } })).toBe(s);
    // "paired" without the tokens is not a session.
    expect(tvPinReducer(s, { type: 'polled', now: T0, answer: { pin: '731904', paired: true } })).toBe(s);
  });
  it('receives the session once paired', () => {
    const paired = tvPinReducer(waiting(), {
      type: 'polled',
      now: T0,
      answer: { pin: '731904', paired: true, success: 'st.x', refreshtoken: 'rt.x', profileid: '1001-p1' },
    });
    expect(paired).toEqual({
      status: 'paired',
      pin: '731904',
      session: { sessionToken: 'st.x', refreshToken: 'rt.x', profileid: '1001-p1' },
    });
    // A late answer for an old PIN, or after pairing, changes nothing.
    expect(
      tvPinReducer(paired, {
        type: 'polled',
        now: T0,
        answer: { pin: '731904', paired: false, expiresIn: 1 },
      }),
    ).toBe(paired);
    const s = waiting();
    expect(tvPinReducer(s, { type: 'polled', now: T0, answer: { pin: '999999', paired: false } })).toBe(s);
  });
  it('§8 6225 on a poll means the PIN is gone (expired); other failures show a retry', () => {
    expect(tvPinReducer(waiting(), { type: 'failed', error: { statusCode: 400, errorcode: 6225 } })).toEqual({
      status: 'expired',
      pin: '731904',
    });
    expect(tvPinReducer(INITIAL_TV_PIN_STATE, { type: 'failed', error: null })).toEqual({
      status: 'error',
      messageId: 'error.unknown',
    });
    expect(tvPinReducer({ status: 'expired', pin: '1' }, { type: 'issue' })).toEqual({ status: 'issuing' });
  });
  it('groups the PIN in threes for reading', () => {
    expect(pinGroups('731904')).toEqual(['731', '904']);
  });
  it('§2 root: the pairing flag sends the root to the pairing view', () => {
    expect(rootRedirect({ storedLang: null, pairingFlag: true, defaultLang: 'en' })).toBe('/pairing');
    expect(rootRedirect({ storedLang: 'ar', pairingFlag: true, defaultLang: 'en' })).toBe('/ar/pairing');
  });
});

describe('the pairing flag (SPEC §2 root → pairing view, §3 pairing flag)', () => {
  it('§3 is set only while the PIN this device showed can still pair', () => {
    const shown = waiting();
    if (shown.status !== 'waiting') throw new Error('expected a waiting PIN');
    const stored = pairingFlagValue(shown.expiresAt);
    expect(isPairingFlagSet(stored, T0)).toBe(true);
    expect(isPairingFlagSet(stored, T0 + TV_PIN_LIFETIME_SEC * 1000)).toBe(false);
  });

  it('§2 an unset flag, or a bare "true" left by one visit to /pairing, does not open the pairing view', () => {
    for (const stored of [null, undefined, '', 'true', 'false'])
      expect(isPairingFlagSet(stored, T0)).toBe(false);
  });
});
