// The details page around the SPEC's texts: a backdrop the heading and actions stand clear of, the title's genres
// and qualities in the page's language, what plan a title needs, and why a visitor is asked to log in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  appUrl,
  loggedInPage,
  newPage,
  playNow,
  playsPast,
  seekPast,
  useJourneyBrowser,
  videoTime,
} from './helpers';

const browser = useJourneyBrowser('file');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The middle of the artwork (60 % of its width and height), where posters carry their own title. */
async function artCentre(page: Page): Promise<Box> {
  const art = await page.locator('.details-hero-art').boundingBox();
  if (!art) throw new Error('no artwork');
  return {
    x: art.x + art.width / 5,
    y: art.y + art.height / 5,
    width: art.width * 0.6,
    height: art.height * 0.6,
  };
}

describe('details', () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    it(`§2 details at ${viewport.width} px, en and ar: the heading and actions stand clear of the poster's own title`, async () => {
      const { page } = await newPage(browser(), viewport);
      for (const lang of ['', '/ar']) {
        await page.goto(`${appUrl()}${lang}/details/the-desert-falcon/MOV-001`);
        await page.getByTestId('play-button').waitFor();
        await page.locator('.details-hero-art img').waitFor();
        const centre = await artCentre(page);
        // The whole text block: heading, facts, genres, actions, description.
        const box = await page.locator('.details-head').boundingBox();
        expect(box && overlaps(box, centre), lang || 'en').toBe(false);
        // Nothing of it runs off the page on either side.
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      }
    });
  }

  it('§1 every text translatable: the title’s genre chips read as Home’s genre chips do, in Arabic', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${appUrl()}/ar/details/the-desert-falcon/MOV-001`);
    const chips = page.getByTestId('details-genre');
    await expect.poll(() => chips.allTextContents()).toEqual(['أكشن', 'مغامرة']);
  });

  it('§4 a 4K-only title on an HD plan says, in words, which plan includes it and leads there', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN);
    await page.goto(`${appUrl()}/details/ultra-blue/MOV-011`);
    const note = page.getByTestId('details-plan-note');
    await note.waitFor({ timeout: 20000 });
    expect(await note.locator('p').textContent()).toBe(
      'Your plan (Full HD) does not include this title. It comes with:',
    );
    const link = note.getByTestId('details-plan-link');
    expect(await link.allTextContents()).toEqual(['Premium Yearly 4K4K']);
    await link.click();
    const card = page.locator('[data-testid="plan-card"][data-planid="PLAN-YEARLY-UHD"] input');
    await expect.poll(() => card.isChecked(), { timeout: 15000 }).toBe(true);

    // A title the plan includes says nothing of plans.
    await page.goto(`${appUrl()}/ar/details/the-desert-falcon/MOV-001`);
    await expect.poll(() => page.getByTestId('play-button').getAttribute('data-decision')).toBe('play');
    expect(await page.getByTestId('details-plan-note').count()).toBe(0);
  });

  it('§6 a visitor pressing Watchlist or Like is asked to log in and told why, in the page’s language', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${appUrl()}/details/the-desert-falcon/MOV-001`);
    const dialog = page.getByTestId('login-dialog');
    for (const [button, reason] of [
      ['watchlist-button', 'Log in to add titles to your watchlist.'],
      ['like-button', 'Log in to like or dislike titles.'],
    ] as const) {
      await page.getByTestId(button).click();
      await dialog.waitFor();
      expect(await dialog.getByTestId('login-reason').textContent()).toBe(reason);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    // The header's own "Log in" asks for nothing in particular.
    await page.getByTestId('header-login').click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('login-reason').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${appUrl()}/ar/details/the-desert-falcon/MOV-001`);
    await page.getByTestId('watchlist-button').click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('login-reason').textContent()).toBe(
      'سجّل الدخول لإضافة العناوين إلى قائمة المشاهدة.',
    );
  });

  it('§4 a title in progress: Home shows a bar one sees; the details page offers Resume with the time left', async () => {
    const { page, context } = await loggedInPage(browser(), ...ADMIN);
    await page.goto(`${appUrl()}/details/skyline-heist/MOV-002`);
    await playNow(page);
    await playsPast(page, 0.5);
    await seekPast(page, 15);
    expect(await videoTime(page)).toBeGreaterThan(15);
    await page.goto(appUrl()); // leaving the player saves the position
    const item = page.locator('[data-testid="continue-watching"] [data-objectid="MOV-002"]');
    await item.waitFor({ timeout: 20000 });
    const bar = await item.getByTestId('continue-watching-progress').boundingBox();
    expect(bar?.height).toBeGreaterThanOrEqual(6);

    await page.goto(`${appUrl()}/details/skyline-heist/MOV-002`);
    const resume = page.getByTestId('details-resume');
    await resume.waitFor({ timeout: 15000 });
    const filled = resume.locator('[role="progressbar"] > span');
    expect(
      await filled.evaluate((e) => Number.parseFloat((e as HTMLElement).style.inlineSize)),
    ).toBeGreaterThan(0);
    expect(await resume.getByTestId('details-time-left').textContent()).toMatch(
      /^(\d+ hr ?)?(\d+ mins?)? left$/,
    );
    expect(await resume.getByTestId('details-resume-link').getAttribute('href')).toBe(
      '/movie/skyline-heist/MOV-002/play',
    );
    // The SPEC's button stays as it is beside it.
    expect(await page.getByTestId('play-button').textContent()).toBe('PLAY NOW');
    await context.close();
  }, 120_000);
});
