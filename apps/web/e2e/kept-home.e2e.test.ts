// A return draws Home from its kept copy (src/kept-home.ts) before start-up makes any call, for a visitor and for a
// subscriber; the live Home then takes over.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, appUrl, loggedInPage, newPage, sandboxUrl, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file', 'allow');

const keptRails = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('startupSnapshot') ?? 'null') as {
          snapshot?: { home?: { rails?: unknown[] } };
        } | null
      )?.snapshot?.home?.rails?.length ?? 0,
  );

/** Reloads; resolves to the calls to the back-ends the page had started when the kept copy was drawn (-1: never drawn). */
async function returnVisit(page: Page): Promise<number> {
  await page.addInitScript((api: string) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#startup-snapshot[data-source="kept"]')) return;
      observer.disconnect();
      const calls = performance.getEntriesByType('resource').filter((r) => r.name.startsWith(api));
      Object.assign(window, { __callsBeforeKept: calls.length });
    }).observe(document, { childList: true, subtree: true });
  }, sandboxUrl());
  await page.reload();
  await page.getByTestId('poster-card').first().waitFor();
  // The live Home has its poster: the copy goes.
  await expect.poll(() => page.getByTestId('startup-snapshot').count()).toBe(0);
  return page.evaluate(() => (window as { __callsBeforeKept?: number }).__callsBeforeKept ?? -1);
}

describe('the kept copy of Home', () => {
  it('§4 a visitor returns to Home drawn before any call, then the live Home', async () => {
    const { page } = await newPage(browser());
    await page.goto(appUrl());
    await page.getByTestId('poster-card').first().waitFor();
    await expect.poll(() => keptRails(page)).toBeGreaterThan(0);
    expect(await returnVisit(page)).toBe(0);
  });

  it('§4 a subscriber returns to their Home drawn before any call', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN);
    await page.goto(appUrl());
    await page.getByTestId('poster-card').first().waitFor();
    await expect.poll(() => keptRails(page)).toBeGreaterThan(0);
    expect(await returnVisit(page)).toBe(0);
    // Kept under the subscriber, not the visitor (a change of who is watching drops it: test/kept-home.test.ts).
    const identity = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('startupSnapshot') ?? '{}') as { identity?: string }).identity,
    );
    expect(identity).not.toMatch(/^visitor\//);
  });
});
