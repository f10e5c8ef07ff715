// Closing the player in real Chromium at 6× CPU: play, seek, close the tab → a new page resumes the sought position;
// the stream slot is freed at once, so a third device refused "Device Limit Reached" (SPEC §6: 2 devices) can start
// well inside the sandbox's 45 s heartbeat window.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, appUrl, loggedInPage, useJourneyBrowser, videoTime } from './helpers';

const browser = useJourneyBrowser('file');

const SEEK_TO = 20;

/** Opens the player route of `id` and waits until the video plays, or until the player shows an error. */
async function play(page: Page, id: string): Promise<'playing' | string> {
  await page.goto(`${appUrl()}/movie/title/${id}/play`);
  const outcome = await Promise.race([
    expect
      .poll(() => videoTime(page), { timeout: 45000 })
      .toBeGreaterThan(0.2)
      .then(() => 'playing'),
    page
      .getByTestId('player-error')
      .waitFor({ timeout: 45000 })
      .then(async () => (await page.getByTestId('player-error').textContent()) ?? 'error'),
  ]);
  return outcome;
}

describe('closing the player', () => {
  it('§4 §6 at 6× CPU: seek then close at once → the position is kept and the stream slot is free at once', async () => {
    // Two other devices of the same subscriber: B plays; C will be the third.
    const b = await loggedInPage(browser(), ...ADMIN);
    expect(await play(b.page, 'MOV-002')).toBe('playing');

    const a = await loggedInPage(browser(), ...ADMIN);
    await a.page.goto(appUrl()); // the app's page is the target the CPU is slowed for
    const cdp = await a.context.newCDPSession(a.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    expect(await play(a.page, 'MOV-001')).toBe('playing');

    const c = await loggedInPage(browser(), ...ADMIN);
    /** Statuses of C's watch-session starts (POST /subscriber/v1/stream/content/:id): 409 while the limit holds. */
    const cStarts: number[] = [];
    c.page.on('response', (r) => {
      if (
        r.request().method() === 'POST' &&
        /\/subscriber\/v1\/stream\/content\/[^/]+$/.test(new URL(r.url()).pathname)
      )
        cStarts.push(r.status());
    });
    expect(await play(c.page, 'MOV-004')).toContain('Device Limit Reached');
    expect(cStarts.some((s) => s >= 200 && s < 300)).toBe(false);

    // Seek, and close the tab immediately (no wait for the seek to complete or any write to leave).
    await a.page.evaluate((to) => {
      const v = document.querySelector('video');
      if (v) v.currentTime = to;
    }, SEEK_TO);
    await a.page.close({ runBeforeUnload: true });

    // The slot is free right away: a retry on C is let through within 15 s of the close (the sandbox's window alone
    // would take up to 45 s). `page.close` does not wait for A's unload, so a first retry may still be refused with
    // "Device Limit Reached": retry while C shows the error, until C's watch-session call is answered 2xx.
    await expect
      .poll(
        async () => {
          if (cStarts.some((s) => s >= 200 && s < 300)) return true;
          const error = c.page.getByTestId('player-error');
          if (await error.isVisible())
            await error
              .getByRole('button', { name: 'Retry' })
              .click({ timeout: 2000 })
              .catch(() => {});
          return cStarts.some((s) => s >= 200 && s < 300);
        },
        { timeout: 15000, interval: 500 },
      )
      .toBe(true);
    // C plays; a failure names what C shows (its time and any player error) rather than a bare 0.
    await expect
      .poll(
        async () => {
          const time = await videoTime(c.page);
          if (time > 0.2) return 'playing';
          const error = c.page.getByTestId('player-error');
          return `time ${time}, error: ${(await error.isVisible()) ? await error.textContent() : 'none'}, starts ${cStarts}`;
        },
        { timeout: 45000 },
      )
      .toBe('playing');

    // B and C close their tabs (their slots free, as A's did), then a new page on the same device as A:
    // continue-watching lists MOV-001 first, and it resumes at the sought position.
    await Promise.all(
      [b.page, c.page].map(async (p) => {
        const closed = p.waitForEvent('close'); // close() with unload handlers does not wait for them
        await p.close({ runBeforeUnload: true });
        await closed;
      }),
    );
    await Promise.all([b.context.close(), c.context.close()]);
    const page = await a.context.newPage();
    await page.goto(appUrl());
    const rail = page.getByTestId('continue-watching');
    await rail.waitFor({ timeout: 30000 });
    await expect
      .poll(() => rail.getByTestId('continue-watching-item').first().getAttribute('data-objectid'), {
        timeout: 20000,
      })
      .toBe('MOV-001');
    await rail.locator('[data-objectid="MOV-001"]').first().click();
    await page.getByTestId('player').waitFor();
    await expect.poll(() => videoTime(page), { timeout: 45000 }).toBeGreaterThan(SEEK_TO - 2);
    await a.context.close();
  }, 180_000);
});
