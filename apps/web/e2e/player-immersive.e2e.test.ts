// End-to-end: the player as the whole window (controls and cursor hiding on the page's clock, Escape back), its
// Arabic and phone layouts, the quality menu of a single rendition and the lock screen of a title one may not play.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, FREE, loggedInPage, newPage, openPlayer, useJourneyBrowser, videoTime } from './helpers';

const browser = useJourneyBrowser('file');

/** The focused element's test id or accessible name, Tab after Tab from the back button. */
async function tabOrder(page: Page, presses: number): Promise<string[]> {
  await page.getByTestId('back-to-details').focus();
  const seen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.dataset.testid ?? el?.getAttribute('aria-label') ?? '';
      }),
    );
  }
  return seen;
}

describe('the player fills the window (SPEC §2 /movie/:title/:contentId/play)', () => {
  it('§2 player: the whole window, controls and cursor hide after 3 s without input, Escape returns to details', async () => {
    const { page } = await newPage(browser(), { width: 1366, height: 768 });
    // The hide delay runs on the page's clock, moved by the test (no waiting).
    await page.clock.install();
    await openPlayer(page, '/movie/free/MOV-007/play');
    const stage = page.getByTestId('player-stage');
    expect(await stage.boundingBox()).toEqual({ x: 0, y: 0, width: 1366, height: 768 });
    expect(await page.locator('header.header').isVisible()).toBe(false);
    expect(await page.getByTestId('footer').isVisible()).toBe(false);
    await page.mouse.move(600, 400);
    expect(await stage.getAttribute('data-controls')).toBe('shown');
    await page.clock.runFor(3500);
    await expect.poll(() => stage.getAttribute('data-controls')).toBe('hidden');
    expect(await stage.evaluate((el) => getComputedStyle(el).cursor)).toBe('none');
    await page.mouse.move(620, 420);
    await expect.poll(() => stage.getAttribute('data-controls')).toBe('shown');
    await page.keyboard.press('Escape');
    await page.getByTestId('play-button').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/details\/[^/]+\/MOV-007$/);
    expect(await page.locator('header.header').isVisible()).toBe(true);
  });

  it('§1 Arabic (RTL): the seek bar fills from the right like the mirrored bar; play/pause comes before the seek bar by Tab', async () => {
    const { page } = await newPage(browser(), { width: 1366, height: 768 });
    await page.goto(`${appUrl()}/ar`);
    await page.getByTestId('poster-card').first().waitFor();
    await openPlayer(page, '/movie/free/MOV-007/play');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => videoTime(page)).toBeGreaterThan(2);
    const track = await page.locator('.pc-seek-track').boundingBox();
    const played = await page.locator('.pc-seek-played').boundingBox();
    expect(track && played && played.width > 0).toBe(true);
    if (!track || !played) return;
    expect(Math.abs(played.x + played.width - (track.x + track.width))).toBeLessThan(1);
    expect(played.x).toBeGreaterThan(track.x + 1);
    const order = await tabOrder(page, 12);
    expect(order[0]).toBe('play-pause');
    expect(order.indexOf('seek-bar')).toBeGreaterThan(order.indexOf('fullscreen'));
  });

  it('§2 player on a 390 px phone: compact bar with the clock, full screen asks for landscape', async () => {
    const { page } = await newPage(browser(), { width: 390, height: 844 });
    // The browser's orientation lock, recorded (desktop Chromium refuses it; a phone's accepts).
    await page.addInitScript(() => {
      const w = window as unknown as { __lock?: string };
      Object.defineProperty(screen.orientation, 'lock', {
        configurable: true,
        value: (o: string) => {
          w.__lock = o;
          return Promise.resolve();
        },
      });
    });
    await openPlayer(page, '/movie/free/MOV-007/play');
    await page.mouse.move(200, 400);
    expect(await page.getByTestId('player-time').isVisible()).toBe(true);
    const bar = await page.getByTestId('player-controls').boundingBox();
    expect(bar && bar.height < 844 * 0.15).toBe(true);
    await page.getByTestId('fullscreen').click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid')))
      .toBe('player-stage');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __lock?: string }).__lock))
      .toBe('landscape');
  });

  it('§4 stream quality: a single rendition (the trailer) shows no quality menu', async () => {
    const { page } = await newPage(browser());
    await openPlayer(page, '/trailerDeeplink/MOV-010?trailerId=TRL-003');
    await page.getByTestId('subtitles-menu').or(page.getByTestId('speed-menu')).first().waitFor();
    expect(await page.getByTestId('speed-menu').count()).toBe(1);
    expect(await page.getByTestId('quality-menu').count()).toBe(0);
  });

  it('§4 playback eligibility: the lock screen shows the title, its poster and what includes it', async () => {
    const { page } = await loggedInPage(browser(), ...FREE);
    await page.goto(`${appUrl()}/movie/x/MOV-012/play`);
    await page.getByTestId('player-error').waitFor({ timeout: 20000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Night Shift at Karama');
    await expect
      .poll(() =>
        page.getByTestId('player-lock-poster').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    const offers = page.getByTestId('player-lock-offers');
    expect(await offers.getByTestId('offer-rental').count()).toBe(1);
    await page.goto(`${appUrl()}/movie/x/MOV-001/play`);
    await page.getByTestId('player-lock-offers').waitFor({ timeout: 20000 });
    expect(await offers.getByTestId('offer-plan').count()).toBeGreaterThan(0);
  });

  it('§4 a free title plays at the click for a visitor, full window, before the player screen, which plays the same element', async () => {
    const { page } = await newPage(browser(), { width: 1366, height: 768 });
    await page.goto(`${appUrl()}/details/free/MOV-007`);
    // Primed: the stream's first segment fetched and the page idle again (appended and decoded off the page).
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((r) => /seg-\d+-\d+\.m4s$/.test(r.name)),
        ),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r)));
    await page.evaluate(() => {
      new MutationObserver((_, seen) => {
        const v = document.querySelector<HTMLVideoElement>('.stream-handoff video');
        if (!v) return;
        seen.disconnect();
        v.dataset.atClick = document.querySelector('[data-testid="player"]') ? 'after the screen' : 'before';
        const box = v.getBoundingClientRect();
        v.dataset.box = `${box.width}x${box.height}`;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('play-button').click();
    await page.getByTestId('player-controls').waitFor({ timeout: 30000 });
    await expect.poll(() => videoTime(page), { timeout: 30000 }).toBeGreaterThan(0.3);
    const video = page.locator('[data-testid="player"] video');
    expect(await video.getAttribute('data-at-click')).toBe('before');
    expect(await video.getAttribute('data-box')).toBe('1366x768');
    expect(await page.locator('.stream-handoff').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('play-button').waitFor();
    expect(
      await page.evaluate(() => [...document.querySelectorAll('video')].filter((v) => !v.paused).length),
    ).toBe(0);
  });
});
