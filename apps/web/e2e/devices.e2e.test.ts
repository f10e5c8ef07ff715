// End-to-end: My Devices (SPEC §1 manage devices, §7 GET device, PUT device/{deviceId}) with browsers that logged in
// through the app, so each registered itself with the name its user agent gives.

import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, appUrl, login, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('test');
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A browser logged in as the admin through the log-in dialog; its random device id. */
async function signedIn(b: Browser, options: { userAgent?: string; timezoneId?: string } = {}) {
  const context = await b.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await login(page, ...ADMIN);
  const id = (await page.evaluate(() => localStorage.getItem('random'))) ?? '';
  return { context, page, id, errors };
}

describe('My Devices (§1 manage devices)', () => {
  it('§1 each device is named by its browser and system, this one marked, last use with its time zone; sign out of all other devices', async () => {
    const a = await signedIn(browser(), { timezoneId: 'Asia/Dubai' });
    const b = await signedIn(browser());
    const c = await signedIn(browser(), { userAgent: FIREFOX_WINDOWS });
    await a.page.goto(`${appUrl()}/profile/devices`);
    const row = (id: string) => a.page.getByTestId(`device-${id}`);
    await row(c.id).waitFor();
    expect(await row(b.id).locator('h3').textContent()).toContain('Chrome on Linux');
    expect(await row(c.id).locator('h3').textContent()).toContain('Firefox on Windows');
    expect(await row(a.id).getByTestId('device-this').count()).toBe(1);
    expect(await row(b.id).getByTestId('device-this').count()).toBe(0);
    // Seen from Dubai: the §9 date, the time and its zone.
    expect(await row(b.id).locator('p').first().textContent()).toMatch(
      /Last used \u2066?\d{2} [A-Z]{3} \d{4}\u2069?, \d{1,2}:\d{2}\s?[AP]M GMT\+4/,
    );

    // No bulk call in the contract: one PUT device/{deviceId} INACTIVE per other device.
    const puts: string[] = [];
    a.page.on('request', (r) => {
      if (r.method() === 'PUT' && /\/device\/\d+$/.test(r.url())) puts.push(r.url().split('/').pop() ?? '');
    });
    await a.page.getByTestId('devices-signout-others').click();
    await expect.poll(() => row(b.id).getAttribute('data-status')).toBe('INACTIVE');
    await expect.poll(() => row(c.id).getAttribute('data-status')).toBe('INACTIVE');
    expect(await row(a.id).getAttribute('data-status')).toBe('ACTIVE');
    expect(puts).toEqual(expect.arrayContaining([b.id, c.id]));
    expect(puts).not.toContain(a.id);
    await a.page.getByTestId('devices-signout-others').waitFor({ state: 'detached' });
    expect(a.errors).toEqual([]);
    for (const x of [a, b, c]) await x.context.close();
  });
});
