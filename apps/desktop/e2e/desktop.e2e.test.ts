// Renderer journeys: the desktop renderer (the shared app + the desktop services) built for production,
// served like app:// under its CSP, in headless Chromium, with a test bridge standing in for the preload.

import { ADMIN, loginAt, logOutThroughMenu, profileMenuButton } from '@ott/e2e-kit/login';
import { suiteUrls } from '@ott/e2e-kit/suite';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { installTestBridge } from './bridge';
import { openApp, useJourneyBrowser } from './open';

const appUrl = () => suiteUrls().appUrl;

const browser = useJourneyBrowser();

const open = (path = '/') => openApp(browser(), path);

const pathname = (page: Page) => new URL(page.url()).pathname;
const listening = (page: Page) => page.waitForFunction(() => window.__ottTest.listening());

describe('desktop renderer journeys', () => {
  it('starts on app:// (stand-in) under the CSP: Home shows posters, no CSP violation, no error', async () => {
    const { page, problems } = await open();
    await page.getByTestId('poster-card').first().waitFor();
    const csp = await page.evaluate(
      () =>
        document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
    );
    expect(csp).toContain("script-src 'self'");
    // Start-up fetches no update banner (nor the rest of the catalogue it brings) while there is no update to show.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(fetched.filter((u) => /UpdateBanner/.test(u))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a start-up that hangs (the provider config never answers) mounts the app at once (its loader), then says the catalogue could not be loaded, in the page language (/ar)', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    await installTestBridge(context);
    await context.route(/\/config\/provider\.json/, () => {}); // never answered
    // The page's clock is the test's: time runs as usual, and the config's limit is jumped to, not waited out.
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${appUrl()}/ar`);
    // The app mounts at most 1.5 s after start-up began, whatever start-up waits for (src/renderer/main.ts); it then
    // shows its own start-up state.
    await page.locator('#root [role="progressbar"]').waitFor({ timeout: 20000 });
    const failed = page.getByTestId('screen-failed');
    expect(await failed.count()).toBe(0);
    // Start-up gives the config 10 s (packages/app startup/boot.ts PROVIDER_CONFIG_TIMEOUT_MS), then Home says the
    // catalogue could not be loaded, with a retry, instead of a spinner for good.
    await page.clock.fastForward(10_000);
    await failed.waitFor({ timeout: 20000 });
    expect(await failed.getByRole('button').count()).toBeGreaterThan(0);
    // In the page's language even without the provider's list of languages (the app's catalogues stand in).
    expect(await failed.innerText()).toMatch(/[\u0600-\u06FF]/);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  it('§2 an ott:// deep link from the OS routes the app (also one that arrives during start-up)', async () => {
    const { page, problems } = await open();
    // Arrives while the app is still starting: queued, then routed once the app listens.
    await page.evaluate(() => window.__ottTest.deepLink('ott://viewContent/MOV-001'));
    await expect.poll(() => pathname(page), { timeout: 15000 }).toBe('/viewContent/MOV-001');
    await page.getByTestId('details-meta').waitFor();
    await listening(page);
    await page.evaluate(() => window.__ottTest.deepLink('ott://viewContent/MOV-002'));
    await expect.poll(() => pathname(page)).toBe('/viewContent/MOV-002');
    // A link the route table does not know, or one that smuggles another scheme, changes nothing (the listeners run
    // synchronously inside evaluate, and a navigation would have updated the history at once).
    const after = await page.evaluate(() => {
      window.__ottTest.deepLink('ott://no/such/route/here/at/all');
      window.__ottTest.deepLink('ott://https://evil.example/');
      return location.pathname;
    });
    expect(after).toBe('/viewContent/MOV-002');
    // Back works: the deep link was a navigation like any other.
    await page.goBack();
    await expect.poll(() => pathname(page)).toBe('/viewContent/MOV-001');
    expect(problems).toEqual([]);
  });

  it('§2 a notification click routes like its push action', async () => {
    const { page, problems } = await open();
    await page.getByTestId('poster-card').first().waitFor();
    await listening(page);
    await page.evaluate(() => window.__ottTest.notificationClick({ action: 'VIEW', contentid: 'MOV-003' }));
    await expect.poll(() => pathname(page)).toBe('/viewContent/MOV-003');
    await page.evaluate(() =>
      window.__ottTest.notificationClick({ action: 'REDEEM', planid: 'PLAN-HD', couponid: 'SAVE10' }),
    );
    await expect.poll(() => pathname(page)).toBe('/viewPlanAndCoupon/PLAN-HD/SAVE10');
    await page.evaluate(() =>
      window.__ottTest.notificationClick({ action: 'RENEW', planid: 'PLAN-HD', couponid: 'SAVE10' }),
    );
    await expect.poll(() => pathname(page)).toBe('/viewPlanAndCoupon/PLAN-HD');
    expect(problems).toEqual([]);
  });

  it('§3 tokens live in the secure store, never in localStorage; log-out clears the store', async () => {
    const { page, bridge, problems } = await open();
    await loginAt(page, appUrl(), ...ADMIN);
    const menu = profileMenuButton(page);
    await menu.waitFor();
    await expect.poll(() => bridge.store.get('sessionToken') ?? null).not.toBeNull();
    expect(bridge.store.get('refreshtoken')).toBeTruthy();
    const plain = await page.evaluate(() => ({
      session: localStorage.getItem('sessionToken'),
      refresh: localStorage.getItem('refreshtoken'),
      all: JSON.stringify({ ...localStorage }),
    }));
    expect(plain.session).toBeNull();
    expect(plain.refresh).toBeNull();
    expect(plain.all).not.toContain(bridge.store.get('sessionToken'));

    // A restart (reload) stays logged in from the secure store.
    await page.reload();
    await menu.waitFor();

    await logOutThroughMenu(page);
    await expect.poll(() => [...bridge.store.keys()].filter((k) => /token/i.test(k))).toEqual([]);
    await page
      .getByRole('button', { name: /^log in$/i })
      .first()
      .waitFor({ timeout: 15000 });
    expect(problems).toEqual([]);
  });

  it('the update banner says an update is ready, restarts only when asked, and never shows during playback', async () => {
    const { page, bridge, problems } = await open();
    await loginAt(page, appUrl(), ...ADMIN);
    const banner = page.getByTestId('update-banner');
    await page.evaluate(() =>
      window.__ottTest.update({ status: 'downloading', version: '46.5.0', percent: 40 }),
    );
    expect(await banner.count()).toBe(0); // downloading in the background: nothing to say yet
    // Nothing to show yet, so the banner's chunk has not been fetched (it loads with the first thing to say).
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => r.name.includes('UpdateBanner')),
      ),
    ).toBe(false);
    await page.evaluate(() => window.__ottTest.update({ status: 'ready', version: '46.5.0' }));
    await expect.poll(() => banner.textContent()).toContain('Version 46.5.0 is ready');
    expect(await banner.getAttribute('role')).toBe('status');
    await banner.getByRole('button', { name: 'Later' }).click();
    await banner.waitFor({ state: 'detached' });
    // The answer to the user's own check (menu) is shown too.
    await page.evaluate(() => window.__ottTest.update({ status: 'none', manual: true }));
    await expect.poll(() => banner.textContent()).toContain('You have the latest version.');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });

    // Playback: a newer update is ready while a video plays — no banner until playback stops.
    await page.goto(`${appUrl()}/details/plan-title/MOV-001`);
    await page.getByTestId('play-button').click();
    await page.getByTestId('player').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 30000 })
      .toBeGreaterThan(0.5);
    await page.evaluate(() => window.__ottTest.update({ status: 'ready', version: '46.6.0' }));
    expect(await banner.count()).toBe(0);
    await page.evaluate(() => document.querySelector('video')?.pause());
    await banner.waitFor();
    expect(bridge.calls.some((c) => c.op === 'keepAwake' && c.args[0] === true)).toBe(true); // kept awake while playing
    expect(bridge.calls.at(-1)).not.toEqual({ op: 'installUpdate', args: [] });
    await banner.getByRole('button', { name: 'Restart now' }).click();
    await expect.poll(() => bridge.calls.some((c) => c.op === 'installUpdate')).toBe(true);
    expect(problems).toEqual([]);
  });
});
