// SPEC §1 content kinds, §2 screens, §9 time frames: live and music titles have their own sections, reached
// from the header's navigation, and live titles say they are live with the UTC 3-hour block they are airing in.
// With E2E_SHOTS_DIR set, the sections are also saved as PNGs (en and ar, desktop and 390 px) to look at.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, newPage, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file');

const shots = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** The ids of the poster cards a section screen lists, once the screen and its first card have shown. */
async function listed(page: Page, screen: 'live' | 'music'): Promise<string[]> {
  const cards = `[data-testid="screen"][data-screen="${screen}"] [data-testid="poster-card"]`;
  await page.locator(cards).first().waitFor({ timeout: 15000 });
  return page.$$eval(cards, (cs) => cs.map((c) => c.getAttribute('data-objectid') ?? ''));
}

/** Opens a section by its header entry; the ids it lists. */
async function viaNav(page: Page, screen: 'live' | 'music', lang = ''): Promise<string[]> {
  await page.getByTestId(`nav-${screen}`).click();
  await page.waitForURL(new RegExp(`${lang}/screen/${screen}$`));
  return listed(page, screen);
}

const UTC_BLOCK = /^(12|[1-9]|1[01])(am|pm)-(12|[1-9]|1[01])(am|pm)$/;

describe('live and music sections (§1, §2)', () => {
  it('§2 the "Live TV" navigation entry opens a section listing only live titles, each badged Live with its §9 UTC time frame', async () => {
    const { page } = await newPage(browser());
    await page.goto(appUrl());
    const ids = await viaNav(page, 'live');
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids.every((id) => id.startsWith('LIV-'))).toBe(true);
    expect(new Set(ids)).toEqual(new Set(['LIV-001', 'LIV-002', 'LIV-003', 'LIV-004']));
    expect(await page.locator('[data-screen="live"] [data-testid="poster-live"]').count()).toBe(ids.length);
    expect(await page.getByTestId('poster-live').first().textContent()).toBe('Live');
    const frame = page.getByTestId('poster-timeframe').first();
    // Shown in the viewer's time (the next test); the §9 UTC block stays underneath.
    expect(await frame.textContent()).toMatch(/^On now · .+[AP]M$/);
    // §9: the block of the current UTC hour, in the 12am-3am … 9pm-12am form.
    const label = (await frame.getAttribute('data-utc-frame')) ?? '';
    expect(label).toMatch(UTC_BLOCK);
    const hour = new Date().getUTCHours();
    const start = Math.floor(hour / 3) * 3;
    const h12 = (h: number) => `${h % 12 === 0 ? 12 : h % 12}${h % 24 < 12 ? 'am' : 'pm'}`;
    // (A test run that crosses a block boundary may read the next block.)
    expect([`${h12(start)}-${h12(start + 3)}`, `${h12(start + 3)}-${h12(start + 6)}`]).toContain(label);
    await shot(page, 'live-en-desktop');
    // A live card opens the title; its play goes to the player.
    await page.getByTestId('poster-card').first().click();
    await page.getByTestId('details').waitFor();
  });

  it("§9 time frames: the UTC block of a live card shows in the viewer's time zone (UTC+5:30 here)", async () => {
    const context = await browser().newContext({
      viewport: { width: 1280, height: 800 },
      timezoneId: 'Asia/Kolkata',
      locale: 'en-US',
    });
    const page = await context.newPage();
    await page.goto(`${appUrl()}/screen/live`);
    await listed(page, 'live');
    const frame = page.getByTestId('poster-timeframe').first();
    const utc = (await frame.getAttribute('data-utc-frame')) ?? '';
    expect(utc).toMatch(UTC_BLOCK);
    expect(await frame.getAttribute('title')).toBe(`${utc} UTC`);
    // The block's start and end hours in India (+5:30): both on the half hour, e.g. 2:30 – 5:30 PM for 9am-12pm.
    const startHour = (Number.parseInt(utc, 10) % 12) + (/^\d+pm/.test(utc) ? 12 : 0);
    const local = (startHour * 60 + 330) % 1440;
    const h12 = Math.floor(local / 60) % 12 || 12;
    const shown = (await frame.locator('bdi').textContent()) ?? '';
    expect(shown).toMatch(new RegExp(`^${h12}:30\\s?(AM|PM) – \\d{1,2}:30\\s?(AM|PM)$`));
    expect(shown).not.toContain('UTC');
  });

  it('§2 the "Music" navigation entry opens a section listing music titles, none marked live', async () => {
    const { page } = await newPage(browser());
    await page.goto(appUrl());
    const ids = await viaNav(page, 'music');
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(ids.every((id) => id.startsWith('MUS-'))).toBe(true);
    expect(ids).toContain('MUS-001');
    expect(await page.getByTestId('poster-live').count()).toBe(0);
    await shot(page, 'music-en-desktop');
  });

  it('§2 Arabic: the entries are translated, the sections right-to-left; the time frame keeps its §9 form', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${appUrl()}/ar`);
    const live = page.getByTestId('nav-live');
    expect(await live.textContent()).toBe('مباشر');
    expect(await page.getByTestId('nav-music').textContent()).toBe('موسيقى');
    expect((await viaNav(page, 'live', '/ar')).every((id) => id.startsWith('LIV-'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('poster-live').first().textContent()).toBe('مباشر');
    expect(await page.getByTestId('poster-timeframe').first().getAttribute('data-utc-frame')).toMatch(
      UTC_BLOCK,
    );
    await shot(page, 'live-ar-desktop');
    expect((await viaNav(page, 'music', '/ar')).every((id) => id.startsWith('MUS-'))).toBe(true);
    await shot(page, 'music-ar-desktop');
  });

  it('390 px wide: the live section fits the screen (no sideways scroll)', async () => {
    const { page } = await newPage(browser(), { width: 390, height: 844 });
    for (const lang of ['', '/ar']) {
      await page.goto(`${appUrl()}${lang}/screen/live`);
      await listed(page, 'live');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, `live-${lang ? 'ar' : 'en'}-mobile`);
    }
  });
});
