// End to end: with the sandbox's parental-control call failing (POST /__sandbox/parental?fail=true), an adult
// profile with parental control on (Omar, U/A 16+) never gets PLAY NOW for a U/A 18+ title, and a cold player route
// requests no stream and starts no watch session; it says so with a retry, which decides once the call answers.

import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, loggedInPage, sandbox, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file');
afterEach(() => sandbox().failParental(false));

const parentalFails = (fail: boolean) => sandbox().failParental(fail);

describe('parental control fails closed', () => {
  it('§4 §6 the parental-control call failing: no PLAY NOW, no stream call on the player route, a retry that then decides', async () => {
    const { page } = await loggedInPage(browser(), 'admin@sandbox.test', 'Sandbox#123', '1001-p2');
    await parentalFails(true);
    const streamCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/content\/package\/|\/stream\/content/.test(r.url()))
        streamCalls.push(`${r.method()} ${r.url()}`);
    });

    await page.goto(`${appUrl()}/details/midnight-caravan/MOV-019`);
    const play = page.getByTestId('play-button');
    await expect
      .poll(() => play.textContent(), { timeout: 20000 })
      .toBe('Could not check parental control — retry');
    expect(await play.getAttribute('data-error')).toBe('parental');

    // A cold player route (deep link): the message and a retry, no video, no stream or session call.
    await page.goto(`${appUrl()}/movie/midnight-caravan/MOV-019/play`);
    const error = page.getByTestId('player-error');
    await error.waitFor({ timeout: 20000 });
    expect(await error.textContent()).toContain('Parental control could not be checked');
    expect(await page.locator('video').count()).toBe(0);
    expect(streamCalls).toEqual([]);

    // The call answers again: Retry decides — Omar (U/A 16+) may not play U/A 18+.
    await parentalFails(false);
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(() => page.getByTestId('player-error').textContent(), { timeout: 20000 })
      .toContain('This content is blocked by parental control');
    expect(await page.locator('video').count()).toBe(0);
    expect(streamCalls).toEqual([]);
  });
});
