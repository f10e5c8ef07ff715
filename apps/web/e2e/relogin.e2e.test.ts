// SPEC §3 stored login payload, §4 HTTP 401: when the session and its refresh token have both run out, the app logs
// in again by itself with the stored login payload (autologin) and comes back to the same profile, for every log-in
// type (a password on the web is sealed by the browser's own key).

import { logOutThroughMenu, profileMenuButton } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  appUrl,
  FREE,
  loggedInPage,
  login,
  newPage,
  sandbox,
  socialSignIn,
  useJourneyBrowser,
} from './helpers';

const browser = useJourneyBrowser('file');

const expire = (subscriberid: string, refresh?: 'keep') =>
  sandbox().expireSessions(subscriberid, refresh === 'keep');
/** What the page shows: an open dialog's test id, else the screen's (a failure then names what came instead). */
const shown = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector('[role="dialog"][data-testid], main [data-testid]')
        ?.getAttribute('data-testid') ?? `no screen: ${document.body.innerText.slice(0, 120)}`,
  );
const stored = (page: Page) =>
  page.evaluate(() => ({
    payload: localStorage.getItem('login-payload'),
    loginType: localStorage.getItem('loginType'),
    session: localStorage.getItem('sessionToken'),
    profile: JSON.parse(localStorage.getItem('profile') ?? 'null')?.profileid ?? null,
  }));

/**
 * Opens the watchlist after the session expired: its call meets 401, the app recovers without the person doing
 * anything and reloads (§4). Loads are counted from before the visit (its own load, then the reload): on a loaded
 * machine the reload can come before a listener added after goto. Returns the count so far.
 */
async function watchlistAfterExpiry(page: Page, before: { session: string | null }) {
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(new URL('/watchlist', appUrl()).href);
  await expect.poll(async () => (await stored(page)).session, { timeout: 20000 }).not.toBe(before.session);
  await expect.poll(() => loads, { timeout: 20000 }).toBe(2);
  return () => loads;
}

describe('automatic re-login (§3, §4 HTTP 401)', () => {
  it('§4 a social log-in: both tokens gone → 401 → refresh fails → re-login with the stored payload, same profile', async () => {
    const { page } = await newPage(browser());
    await page.goto(appUrl());
    await page.getByTestId('header-login').click();
    const dialog = page.getByTestId('login-dialog');
    await socialSignIn(page, dialog, 'Google', /^Aisha/);
    const chooser = page.getByTestId('profile-dialog');
    await chooser.waitFor();
    await page.getByTestId('profile-1001-p2').click();
    await chooser.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stored(page)).profile).toBe('1001-p2');
    const before = await stored(page);
    expect(before.loginType).toBe('Google'); // §3 loginType
    expect(JSON.parse(before.payload ?? '{}').params).toMatchObject({
      logintype: 'Google',
      gtoken: 'google-sandbox-aisha',
      profileid: '1001-p2',
    });
    expect((await expire('1001')).data.ended).toBeGreaterThan(0);
    await watchlistAfterExpiry(page, before);
    await expect.poll(() => shown(page), { timeout: 30000 }).toBe('watchlist');
    await profileMenuButton(page).waitFor();
    expect((await stored(page)).profile).toBe('1001-p2');
  });

  it('§4 HTTP 401 logged in: the session is renewed with the refresh token and the page reloads, once', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
    await page.goto(new URL('/watchlist', appUrl()).href);
    await page.getByTestId('watchlist').waitFor();
    const before = await stored(page);
    // The app is left first: a late call of the open page would meet the expired session and spend the refresh token
    // (the sandbox spends one once) in a renewal the next navigation cuts off, leaving the page a spent token.
    await page.goto('about:blank');
    expect((await expire('1001', 'keep')).data.ended).toBeGreaterThan(0);
    const loads = await watchlistAfterExpiry(page, before);
    await expect.poll(() => shown(page), { timeout: 30000 }).toBe('watchlist');
    const after = await stored(page);
    expect(after.session).not.toBe(before.session);
    expect(after.profile).toBe('1001-p1');
    await profileMenuButton(page).waitFor();
    // The unauthorized flag of that reload is set in this tab.
    expect(await page.evaluate(() => Number(sessionStorage.getItem('ott:unauthorized')) > 0)).toBe(true);
    // Once nothing is in flight any more, no second reload can follow (a reload waits for the requests in flight).
    await page.waitForLoadState('networkidle');
    expect(loads()).toBe(2);
  });

  it('§4 an e-mail log-in on the web: its payload kept with the password sealed; the same expiry re-logs in', async () => {
    const { page } = await newPage(browser());
    await login(page, ...FREE, '1002-p1');
    await expect.poll(async () => (await stored(page)).payload).not.toBeNull();
    const before = await stored(page);
    expect(before.loginType).toBe('Email');
    const params = JSON.parse(before.payload ?? '{}').params;
    expect(params).toMatchObject({ logintype: 'Email', email: 'free@sandbox.test', profileid: '1002-p1' });
    expect(params.password).toMatch(/^sealed:v1:/);
    expect(before.payload).not.toContain('Sandbox#123');
    expect((await expire('1002')).data.ended).toBeGreaterThan(0);
    // The re-login ends in a reload (§4): read the page after it, not the one it replaces.
    await watchlistAfterExpiry(page, before);
    await page.getByTestId('watchlist').waitFor({ timeout: 20000 });
    expect((await stored(page)).profile).toBe('1002-p1');
    // Log-out takes the sealing key with it: what is left could not log anyone in.
    await logOutThroughMenu(page);
    await expect.poll(async () => (await stored(page)).payload).toBeNull();
  });
});
