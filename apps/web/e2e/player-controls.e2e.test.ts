// End-to-end: the player's own controls in the real browser, under the production CSP (Trusted Types).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  appUrl,
  loggedInPage,
  newPage,
  openPlayer,
  seriousA11yViolations,
  useJourneyBrowser,
  videoTime,
} from './helpers';

const browser = useJourneyBrowser('file');

/** Shows the controls (a pointer move over the stage) and opens one menu; returns its items' labels. */
async function openMenu(page: Page, testId: string): Promise<string[]> {
  await page.getByTestId('player-stage').hover();
  await page.getByTestId(testId).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu.getByRole('menuitemradio').allTextContents();
}

/** Presses `key` until the focused element matches `selector`; false (or a failure) when it never does. */
async function focusOn(page: Page, selector: string, key = 'Tab', max = 60, required = true) {
  for (let i = 0; i <= max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return true;
    if (i < max) await page.keyboard.press(key);
  }
  if (required) throw new Error(`${key} never reached ${selector}`);
  return false;
}

/** A live title at its edge: the Live badge, a DVR window of minutes, a seek back, never past the edge, the jump. */
async function checkLiveDvr(page: Page) {
  const badge = page.getByTestId('live-badge');
  await badge.waitFor();
  await expect.poll(() => badge.getAttribute('aria-pressed'), { timeout: 20000 }).toBe('true');
  const seekBar = page.getByTestId('seek-bar');
  const window = async () => ({
    start: Number(await seekBar.getAttribute('min')),
    end: Number(await seekBar.getAttribute('max')),
  });
  // The DVR window is minutes long (known once the manifest or the playlists have been read).
  await expect
    .poll(async () => {
      const w = await window();
      return w.end - w.start;
    })
    .toBeGreaterThan(120);
  // The keys go to the page body: wait until it has the focus (nothing in the controls took it).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
  // Back 60 s (six times ←): behind the edge, the badge offers the jump.
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await expect.poll(() => badge.getAttribute('aria-pressed')).toBe('false');
  await expect.poll(async () => (await window()).end - (await videoTime(page))).toBeGreaterThan(40);
  // Playback goes on from the DVR position (a loaded machine may rebuffer there a while; the watchdog nudges at 4 s).
  const resumedAt = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 30000 }).toBeGreaterThan(resumedAt + 1);
  // Forward many times: back at the edge, never past it.
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => badge.getAttribute('aria-pressed')).toBe('true');
  expect(await videoTime(page)).toBeLessThanOrEqual((await window()).end + 0.5);
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await expect.poll(() => badge.getAttribute('aria-pressed')).toBe('false');
  await page.getByTestId('player-stage').hover();
  await badge.click();
  await expect.poll(() => badge.getAttribute('aria-pressed'), { timeout: 15000 }).toBe('true');
}

describe('player controls', () => {
  it('§9 track language names: Arabic subtitles appear as a right-to-left cue', async () => {
    const { page } = await newPage(browser());
    await openPlayer(page, '/movie/free/MOV-007/play');
    const items = await openMenu(page, 'subtitles-menu');
    expect(items).toEqual(['Off', 'English', 'Arabic', 'Malayalam']);
    // The open menu stands above the whole bar: the seek bar stays in sight.
    const menuBox = await page.getByRole('menu').boundingBox();
    const seekBox = await page.locator('.pc-seek').boundingBox();
    expect((menuBox?.y ?? 0) + (menuBox?.height ?? 0)).toBeLessThanOrEqual(seekBox?.y ?? 0);
    await page.getByRole('menuitemradio', { name: 'Arabic' }).click();
    const cue = page.getByTestId('caption-cue').first();
    await cue.waitFor({ timeout: 15000 });
    expect(await cue.getAttribute('dir')).toBe('rtl');
    expect(await cue.getAttribute('lang')).toBe('ar');
    expect(await cue.textContent()).toMatch(/[\u0600-\u06FF]/);
    // The cue stays above the control bar while the controls show (never covered). Hovered again at each try: on a
    // loaded machine the controls may hide between the hover and the measure.
    await expect
      .poll(async () => {
        await page.getByTestId('player-stage').hover();
        const cueBox = await cue.boundingBox();
        const barBox = await page.locator('.pc-row').boundingBox();
        return Boolean(cueBox && barBox && cueBox.y + cueBox.height <= barBox.y);
      })
      .toBe(true);
  });

  it('audio language: switching to Arabic keeps the position and playback goes on', async () => {
    const { page } = await newPage(browser());
    await openPlayer(page, '/movie/free/MOV-007/play');
    await expect.poll(() => videoTime(page), { timeout: 20000 }).toBeGreaterThan(4);
    const items = await openMenu(page, 'audio-menu');
    expect(items).toEqual(['English', 'Arabic']);
    const before = await videoTime(page);
    // The lowest position the video shows from the switch on (a restart or a jump back would show here).
    await page.evaluate(() => {
      const v = document.querySelector('video');
      const w = window as unknown as { __lowest?: number };
      if (!v) return;
      w.__lowest = v.currentTime;
      const note = () => {
        w.__lowest = Math.min(w.__lowest ?? v.currentTime, v.currentTime);
      };
      for (const e of ['timeupdate', 'seeking', 'emptied']) v.addEventListener(e, note);
    });
    await page.getByRole('menuitemradio', { name: 'Arabic' }).click();
    await expect.poll(() => videoTime(page), { timeout: 15000 }).toBeGreaterThan(before + 1.5);
    expect(
      await page.evaluate(() => (window as unknown as { __lowest?: number }).__lowest),
    ).toBeGreaterThanOrEqual(before - 0.5);
    await openMenu(page, 'audio-menu');
    expect(await page.getByRole('menuitemradio', { name: 'Arabic' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('§4 stream quality: the quality menu offers Auto and nothing above the HD plan (1920x1080)', async () => {
    const { page, context } = await loggedInPage(browser(), ...ADMIN);
    await page.goto(appUrl());
    await openPlayer(page, '/movie/plan-title/MOV-001/play');
    const items = await openMenu(page, 'quality-menu');
    expect(items[0]).toMatch(/^Auto/);
    const heights = items.slice(1).map((l) => Number.parseInt(l, 10));
    // The stream has 720p, 480p and 360p, all within HD; Shaka may leave out a rendition this machine cannot
    // play smoothly, but nothing outside the stream and nothing above 1080p is ever offered.
    expect(heights.length).toBeGreaterThan(0);
    for (const h of heights) expect([720, 480, 360]).toContain(h);
    expect(Math.max(...heights)).toBeLessThanOrEqual(1080);
    expect(heights).toEqual([...heights].sort((a, b) => b - a));
    // Playback starts on the lightest rendition (ABR climbs later): choosing the highest one offered shows it.
    const highest = heights[0] as number;
    await page.getByRole('menuitemradio', { name: `${highest}p`, exact: true }).click();
    // The switch clears the buffer but for 2 s and fetches the new rendition: slow on a loaded machine (two journey
    // files and the other suites share its two cores).
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.videoHeight), { timeout: 60000 })
      .toBe(highest);
    await context.close();
  }, 120_000);

  it('§4 keyboard only: log in, choose a profile, Home → details → play, pause, seek, subtitles, full screen, back', async () => {
    const { page } = await newPage(browser());
    // The page's timers run on a clock the test can move (time still flows): the hide delay is passed at once.
    await page.clock.install();
    await page.goto(appUrl());
    await page.getByTestId('poster-card').first().waitFor();
    // Log in: Tab to the header's Log in, type into the dialog (the e-mail field has focus), Enter submits.
    await focusOn(page, '[data-testid="header-login"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('login-dialog').waitFor();
    expect(
      await page.evaluate(() => document.activeElement?.matches('[data-testid="login-dialog"] input')),
    ).toBe(true);
    await page.keyboard.type(ADMIN[0]);
    await focusOn(page, 'input[type="password"]');
    await page.keyboard.type(ADMIN[1]);
    await page.keyboard.press('Enter');
    // The account has several profiles: the chooser opens; Tab to a profile, Enter watches as it.
    await page.getByTestId('profile-dialog').waitFor();
    await focusOn(page, '[data-testid="profile-1001-p1"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('profile-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('poster-card').first().waitFor();
    // Tab to a free title's poster.
    if (!(await focusOn(page, '[data-testid="poster-card"][data-objectid="MOV-007"]', 'Tab', 120, false))) {
      // Home does not list MOV-007 among its first rails on this catalogue: start from its details page instead.
      console.log('[player-controls] MOV-007 not reachable by Tab on Home; starting at its details page');
      await page.goto(`${appUrl()}/details/free/MOV-007`);
    } else await page.keyboard.press('Enter');
    await page.getByTestId('play-button').waitFor();
    await expect
      .poll(() => page.getByTestId('play-button').textContent(), { timeout: 15000 })
      .toContain('PLAY NOW');
    await focusOn(page, '[data-testid="play-button"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('player-controls').waitFor({ timeout: 30000 });
    await expect.poll(() => videoTime(page), { timeout: 30000 }).toBeGreaterThan(0.3);
    // Tab into the controls: the focused control has a visible outline.
    await focusOn(page, '[data-testid="play-pause"]');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).not.toBe('none');
    // k pauses, space plays (on the seek-free page body), m mutes.
    await page.keyboard.press('k');
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.paused)).toBe(true);
    await page.keyboard.press('k');
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.paused)).toBe(false);
    await page.keyboard.press('m');
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.muted)).toBe(true);
    // → seeks forward 10 s.
    const before = await videoTime(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => videoTime(page), { timeout: 15000 }).toBeGreaterThan(before + 8);
    // Subtitles: Enter opens the menu, ↓ moves to Arabic, Enter picks it.
    await focusOn(page, '[data-testid="subtitles-menu"]');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await focusOn(page, '[role="menuitemradio"][data-key^="ar"]', 'ArrowDown', 6);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('caption-cue').first().getAttribute('lang'), { timeout: 15000 })
      .toBe('ar');
    // The controls stay while the keyboard is in use (focus inside them), past the 3 s hide delay.
    await page.clock.runFor(3500);
    expect(await page.getByTestId('player-stage').getAttribute('data-controls')).toBe('shown');
    await page.keyboard.press('f');
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid')))
      .toBe('player-stage');
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBe(null);
    // Back to details by keyboard.
    await focusOn(page, '[data-testid="back-to-details"]', 'Shift+Tab', 40);
    await page.keyboard.press('Enter');
    await page.getByTestId('play-button').waitFor();
    expect(new URL(page.url()).pathname).toContain('/details/');
  });

  it('network loss mid-play shows a retrying state and resumes by itself when the network returns', async () => {
    const { page, context } = await newPage(browser());
    await openPlayer(page, '/movie/free/MOV-007/play');
    await context.setOffline(true);
    await page.getByTestId('player-retrying').waitFor({ timeout: 30000 });
    expect(await page.getByTestId('player-error').count()).toBe(0);
    await context.setOffline(false);
    await page.getByTestId('player-retrying').waitFor({ state: 'detached', timeout: 30000 });
    const t = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 15000 }).toBeGreaterThan(t + 1);
  });

  it('live title: Live badge at the edge, a DVR seek back, no seeking past the edge, jump back to live', async () => {
    const { page } = await newPage(browser());
    await openPlayer(page, '/movie/live/LIV-001/play');
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.endsWith('/media/live/manifest.mpd')),
      ),
    ).toBe(true);
    await checkLiveDvr(page);
  });

  it('live title over HLS (the sliding-window playlists): Live badge, DVR seek back, jump to the edge', async () => {
    const { page } = await newPage(browser());
    // Chromium is the DASH side of the package choice (no FairPlay, SPEC §9): ask the package call for the title's
    // HLS package instead, as Safari would, so the sandbox answers with its live HLS master playlist.
    let asked = '';
    await page.route('**/content/package/LIV-001', (route) => {
      const form = new URLSearchParams(route.request().postData() ?? '');
      form.set('packageid', 'pkg-LIV-001-hls');
      asked = form.get('packageid') ?? '';
      return route.continue({ postData: form.toString() });
    });
    await openPlayer(page, '/movie/live/LIV-001/play');
    expect(asked).toBe('pkg-LIV-001-hls');
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(fetched).toContain('/media/live/master.m3u8');
    expect(fetched.some((p) => /^\/media\/live\/media_\d\.m3u8$/.test(p))).toBe(true);
    expect(fetched).not.toContain('/media/live/manifest.mpd');
    await checkLiveDvr(page);
  });

  it('axe: 0 serious or critical violations on the player with the controls and a menu shown', async () => {
    const { page } = await newPage(browser());
    await openPlayer(page, '/movie/free/MOV-007/play');
    await page.evaluate(() => document.querySelector('video')?.pause());
    await openMenu(page, 'subtitles-menu');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
