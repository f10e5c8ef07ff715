// End-to-end: casting (SPEC §2 /cast) through the browser's Remote Playback API. Headless Chromium has no cast
// devices, so the journeys stand one in: `HTMLMediaElement.prototype.remote` replaced in the page (a browser API, not a
// contract call), or taken away for a browser that cannot cast.

import { describe, expect, it } from 'vitest';
import { appUrl, navigateInApp, newPage, openPlayer, showsText, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('none');

/** A Remote Playback stand-in: no device until `__castDevice(true)`; the picker connects at once. */
function standInRemote() {
  const watchers: ((available: boolean) => void)[] = [];
  let available = false;
  class StandIn extends EventTarget {
    state: 'disconnected' | 'connecting' | 'connected' = 'disconnected';
    watchAvailability(cb: (available: boolean) => void) {
      watchers.push(cb);
      cb(available);
      return Promise.resolve(watchers.length);
    }
    cancelWatchAvailability() {
      return Promise.resolve();
    }
    prompt() {
      this.state = 'connecting';
      this.dispatchEvent(new Event('connecting'));
      setTimeout(() => {
        this.state = 'connected';
        this.dispatchEvent(new Event('connect'));
      }, 0);
      return Promise.resolve();
    }
  }
  const remote = new StandIn();
  Object.defineProperty(HTMLMediaElement.prototype, 'remote', { configurable: true, get: () => remote });
  (window as unknown as { __castDevice(on: boolean): void }).__castDevice = (on) => {
    available = on;
    for (const cb of watchers) cb(on);
  };
}

describe('casting (§2 /cast)', () => {
  it('§2 /cast: a browser with the Remote Playback API is told to cast from the player', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${appUrl()}/cast`);
    await page.getByTestId('cast-ready').waitFor();
    expect(await page.getByTestId('cast-ready').textContent()).toContain('Cast from the player');
  });

  it('§2 /cast: a browser that cannot cast says so clearly', async () => {
    const { page } = await newPage(browser());
    await page.addInitScript(() => {
      delete (HTMLMediaElement.prototype as { remote?: unknown }).remote;
    });
    await page.goto(`${appUrl()}/cast`);
    await page.getByTestId('cast-unavailable').waitFor();
    expect(await page.getByTestId('cast-unavailable').textContent()).toContain(
      'Casting is not available on this device',
    );
  });

  it('§2 cast button: none without a device, shown when one is in reach, pressed while casting; /cast keeps it', async () => {
    const { page } = await newPage(browser());
    await page.addInitScript(standInRemote);
    await openPlayer(page, '/movie/free/MOV-007/play');
    await page.getByTestId('player-stage').hover();
    expect(await page.getByTestId('cast').count()).toBe(0);
    await page.evaluate(() => (window as unknown as { __castDevice(on: boolean): void }).__castDevice(true));
    const cast = page.getByTestId('cast');
    await cast.waitFor();
    expect(await cast.getAttribute('data-state')).toBe('available');
    expect(await cast.getAttribute('aria-label')).toBe('Cast to a device');
    // Keyboard alone reaches it and opens the picker.
    await cast.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cast.getAttribute('data-state')).toBe('connected');
    expect(await cast.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('player-casting').textContent()).toBe('Playing on your cast device');
    // Leaving the player keeps the cast; /cast shows it with its controls, and stopping it ends it.
    const title = await page.locator('.player-title').evaluate((h) => h.firstChild?.textContent ?? '');
    await page.getByTestId('back-to-details').click();
    await page.getByTestId('player').waitFor({ state: 'detached' });
    await navigateInApp(page, '/cast');
    await page.getByTestId('cast-now').waitFor();
    expect(await page.locator('[data-testid="cast-now"] h1').textContent()).toBe(
      `Casting \u2068${title}\u2069`,
    );
    // The kept element is what the device plays; its own clock stands still once its buffer is spent, because Shaka
    // stops feeding MediaSource while remote playback is connected. So the controls are checked on the element itself.
    const paused = () => page.evaluate(() => document.querySelector('video')?.paused);
    expect(await paused()).toBe(false);
    await page.getByRole('button', { name: 'Pause' }).click();
    await showsText(page, 'cast-now-state', 'Paused on your cast device');
    expect(await paused()).toBe(true);
    await page.getByRole('button', { name: 'Play' }).click();
    await showsText(page, 'cast-now-state', 'Playing on your cast device');
    expect(await paused()).toBe(false);
    await page.getByRole('button', { name: 'Stop casting' }).click();
    await page.getByTestId('cast-ready').waitFor();
    expect(await page.locator('video').count()).toBe(0);
  });
});
