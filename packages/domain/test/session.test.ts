import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterSessionBack,
  autoReloginPayload,
  NO_SESSION,
  onRefreshResult,
  onUnauthorized,
  parseStoredLoginPayload,
  restoreSessionTimer,
  savedExpiry,
  sessionTick,
  shouldRetryRegistration,
  startSession,
  TOKEN_CHECK_INTERVAL_MS,
  UNAUTHORIZED_RELOAD_GUARD_MS,
} from '../src';
import { fakeClock } from './helpers';

describe('§4 §9 session timer', () => {
  it('§9 the token is checked every 15 s; saved expiry is lifetime − 60 s', () => {
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(15000);
    expect(savedExpiry(3600)).toBe(3540);
    expect(savedExpiry(30)).toBe(0);
    expect(startSession(3600)).toEqual({ expiresInSec: 3540, refreshing: false });
  });

  it('§9 each tick drops the saved expiry by 15', () => {
    const r = sessionTick(startSession(3600));
    expect(r).toEqual({ state: { expiresInSec: 3525, refreshing: false }, action: 'none' });
  });

  it('§4 once the expiry has passed a refresh is due, and only one at a time', () => {
    const r = sessionTick({ expiresInSec: 15, refreshing: false });
    expect(r).toEqual({ state: { expiresInSec: 0, refreshing: true }, action: 'refresh' });
    expect(sessionTick(r.state)).toEqual({ state: r.state, action: 'none' });
  });

  it('§4 a visitor (no session) never refreshes', () => {
    expect(sessionTick(NO_SESSION)).toEqual({ state: NO_SESSION, action: 'none' });
  });

  it('§4 a refresh that succeeds starts a new expiry; one that fails logs out', () => {
    expect(onRefreshResult({ ok: true, lifetimeSec: 600 })).toEqual({
      state: { expiresInSec: 540, refreshing: false },
      action: 'continue',
    });
    expect(onRefreshResult({ ok: false })).toEqual({ state: NO_SESSION, action: 'logout' });
  });

  it('§3 the timer restores from the stored refresh-token-expire', () => {
    expect(restoreSessionTimer('120')).toEqual({ expiresInSec: 120, refreshing: false });
    expect(restoreSessionTimer(null)).toEqual(NO_SESSION);
    expect(restoreSessionTimer(' ')).toEqual(NO_SESSION);
    expect(restoreSessionTimer('abc')).toEqual(NO_SESSION);
  });

  it('§9 property: under a fake clock, the refresh fires at the first 15 s tick at or after lifetime − 60 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (lifetimeSec) => {
        const clock = fakeClock(1_700_000_000_000);
        const start = clock.now();
        let state = startSession(lifetimeSec);
        let refreshedAt: number | null = null;
        let ticks = 0;
        while (refreshedAt === null && ticks < 2000) {
          clock.advance(TOKEN_CHECK_INTERVAL_MS);
          ticks++;
          const r = sessionTick(state);
          state = r.state;
          if (r.action === 'refresh') refreshedAt = clock.now();
        }
        expect(refreshedAt).not.toBeNull();
        const elapsedSec = ((refreshedAt as number) - start) / 1000;
        const due = Math.max(0, lifetimeSec - 60);
        expect(elapsedSec).toBeGreaterThanOrEqual(due);
        if (due === 0) expect(elapsedSec).toBe(15); // the first check already finds it passed
        if (due > 0) expect(elapsedSec).toBeLessThan(due + 15);
        expect(elapsedSec).toBe(Math.max(15, Math.ceil(due / 15) * 15));
        // never a second refresh while one is under way
        expect(sessionTick(state).action).toBe('none');
      }),
      { numRuns: 200 },
    );
  });

  it('§9 property: the saved expiry strictly decreases by 15 per tick until a refresh', () => {
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 10_000 }), fc.integer({ min: 1, max: 50 }), (lifetime, n) => {
        let state = startSession(lifetime);
        for (let i = 0; i < n; i++) {
          const before = state.expiresInSec as number;
          const r = sessionTick(state);
          if (state.refreshing) break;
          expect(r.state.expiresInSec).toBe(before - 15);
          state = r.state;
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('§4 §8 HTTP 401', () => {
  it('§4 a visitor registers the device afresh', () => {
    expect(onUnauthorized({ isSubscriber: false })).toEqual({
      setUnauthorizedFlag: true,
      action: 'registerDevice',
    });
  });

  it('§4 a subscriber refreshes the token and reloads', () => {
    expect(onUnauthorized({ isSubscriber: true })).toEqual({
      setUnauthorizedFlag: true,
      action: 'refreshAndReload',
    });
  });

  it("§4 once the session is back the page reloads; another tab's renewal or a 401 under the flag retries instead", () => {
    const now = 1_000_000;
    expect(afterSessionBack({ adopted: false, flagSetAt: null, now })).toBe('reload');
    // another tab renewed the tokens: this call only raced it
    expect(afterSessionBack({ adopted: true, flagSetAt: null, now })).toBe('retry');
    // the unauthorized flag of a reload 10 s ago: no reload loop
    expect(afterSessionBack({ adopted: false, flagSetAt: now - 10_000, now })).toBe('retry');
    expect(afterSessionBack({ adopted: false, flagSetAt: now - UNAUTHORIZED_RELOAD_GUARD_MS, now })).toBe(
      'reload',
    );
    // a flag from the future (clock changed) does not hold reloads back forever
    expect(afterSessionBack({ adopted: false, flagSetAt: now + 60_000, now })).toBe('reload');
  });

  it('§8 registration error 6055 is retried up to 2 times', () => {
    expect(shouldRetryRegistration(6055, 0)).toBe(true);
    expect(shouldRetryRegistration(6055, 1)).toBe(true);
    expect(shouldRetryRegistration(6055, 2)).toBe(false);
    expect(shouldRetryRegistration(6001, 0)).toBe(false);
    expect(shouldRetryRegistration(undefined, 0)).toBe(false);
  });

  it('§3 the stored login payload is parsed for auto re-login', () => {
    expect(parseStoredLoginPayload('{"params":{"profileid":"p1","autologin":false}}')).toEqual({
      params: { profileid: 'p1', autologin: false },
    });
    expect(autoReloginPayload({ params: {} }).params.autologin).toBe(true);
    expect(parseStoredLoginPayload(null)).toBeNull();
    expect(parseStoredLoginPayload('{"x":1}')).toBeNull();
    expect(parseStoredLoginPayload('{"params":null}')).toBeNull();
    expect(parseStoredLoginPayload('not json')).toBeNull();
  });
});

describe('§3 stored login payload for auto re-login', () => {
  it('keeps the social token, the profile and the device OS; never the spent captcha', async () => {
    const { loginPayloadToStore, autoReloginPayload } = await import('../src');
    const stored = loginPayloadToStore(
      { logintype: 'Google', gtoken: 'tok', captcha: 'X7KQ2' },
      { profileid: '1001-p2', deviceos: 'LINUX', keepPassword: false },
    );
    expect(stored).toEqual({
      params: { logintype: 'Google', gtoken: 'tok', profileid: '1001-p2', deviceos: 'LINUX' },
    });
    expect(autoReloginPayload(stored as NonNullable<typeof stored>).params.autologin).toBe(true);
  });
  it('keeps a password (cipher text) only where the platform has a secure store', async () => {
    const { loginPayloadToStore } = await import('../src');
    const q = { logintype: 'Email', email: 'a@b.test', password: 'cipher' };
    expect(loginPayloadToStore(q, { profileid: 'p', deviceos: 'WINDOWS', keepPassword: false })).toBeNull();
    expect(
      loginPayloadToStore(q, { profileid: 'p', deviceos: 'WINDOWS', keepPassword: true })?.params,
    ).toEqual({
      ...q,
      profileid: 'p',
      deviceos: 'WINDOWS',
    });
  });
});
