// The service worker (src/sw.ts): after one visit the app opens without the network, and a new build is offered by
// the update banner instead of switching under the user. The test server stands for the next build (stack.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, newPage, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file', 'allow');

/** Opens Home and waits until the service worker has precached the build and controls the page. */
async function visitOnce(page: Page) {
  await page.goto(appUrl());
  await page.getByTestId('poster-card').first().waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByTestId('poster-card').first().waitFor();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

describe('service worker', () => {
  it('§2 after one visit, a start without the network opens Home', async () => {
    const { context, page } = await newPage(browser());
    await visitOnce(page);
    await context.setOffline(true);
    await page.goto(appUrl());
    await page.getByTestId('home').waitFor();
  });

  it('a new build shows "update available"; the app changes only when the user restarts it', async () => {
    const { context, page } = await newPage(browser());
    await visitOnce(page);
    await context.addCookies([{ name: 'ott-e2e-build', value: 'next', url: appUrl() }]);
    await page.reload(); // the browser checks for a new worker on each navigation
    const banner = page.getByTestId('update-banner');
    await expect.poll(() => banner.textContent(), { timeout: 30000 }).toMatch(/is ready/);
    // Nothing switches by itself: the page stays, the new worker waits.
    await page.evaluate(() => Object.assign(window, { __stayed: true }));
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as { __stayed?: boolean }).__stayed)).toBe(true);
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(true);
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: /restart now/i }).click();
    await reloaded;
    await page.getByTestId('poster-card').first().waitFor();
    expect(await page.evaluate(() => (window as { __stayed?: boolean }).__stayed)).toBeUndefined();
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(false);
    await expect(page.getByTestId('update-banner').count()).resolves.toBe(0);
  });
});
