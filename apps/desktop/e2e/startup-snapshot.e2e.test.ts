// Renderer start: a relaunch draws Home's top from the last run into the start page (app:// stand-in), the live Home
// replaces it in place, and only for the identity it was taken under. A first launch draws it from the start-up calls
// the main process made while the window opened (and the renderer adopts that registration).

import { ADMIN, loginAt, logOutThroughMenu, profileMenuButton } from '@ott/e2e-kit/login';
import { suiteUrls } from '@ott/e2e-kit/suite';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, useJourneyBrowser } from './open';

const appUrl = () => suiteUrls().appUrl;

const browser = useJourneyBrowser();

/** A launch of the app, its bridge (the preload) talking to the stand-in main process. */
const launch = (
  path = '/',
  opts: { javaScriptEnabled?: boolean; before?: (c: BrowserContext) => Promise<unknown> } = {},
) => openApp(browser(), path, { ...opts, toMain: true });

/** The start page the main process would serve now for `path`. */
const startPage = (path = '/') => fetch(`${appUrl()}${path}`).then((r) => r.text());
/** What the stand-in main process keeps: the current identity and the snapshot's. */
const kept = (): Promise<{ identity: string | null; snapshotIdentity: string | null }> =>
  fetch(`${appUrl()}/__main/startup-snapshot`).then((r) => r.json());
const hasSnapshot = async (path = '/') => (await startPage(path)).includes('data-testid="startup-snapshot"');

/** The first card's poster box and title, in the live Home or in the snapshot. */
async function firstCard(page: Page, card: string) {
  const el = page.locator(card).first();
  await el.locator('img').waitFor();
  await expect
    .poll(() => el.locator('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), {
      timeout: 15000,
    })
    .toBe(true);
  const box = await el.locator('.art').boundingBox();
  return { box, title: (await el.locator('.title').textContent())?.trim() };
}

/** Where each of the first three rails, its heading and its first card are (px). */
const railBoxes = (page: Page, scope: string) =>
  page.locator(scope).evaluate((el) =>
    [...el.querySelectorAll('section.rail')].slice(0, 3).map((rail) => {
      const r = (e: Element | null) => e?.getBoundingClientRect();
      return [
        r(rail)?.top,
        r(rail.querySelector('h2'))?.top,
        r(rail.querySelector('.art'))?.left,
        r(rail.querySelector('.art'))?.top,
      ].map((x) => Math.round(x ?? -1));
    }),
  );

/** How many of the picture's cards lie outside the window (their posters must not have been asked for). */
const cardsOutsideWindow = (page: Page) =>
  page.$$eval(
    '[data-testid="startup-snapshot"] li',
    (cards) =>
      cards.filter((c) => {
        const b = c.getBoundingClientRect();
        return b.left >= innerWidth || b.right <= 0 || b.top >= innerHeight;
      }).length,
  );

/** Rail by rail, the live Home's boxes within 1 px of the picture's: nothing moves at the handover. */
function expectSamePlaces(before: number[][], after: number[][]) {
  for (const [i, rail] of before.entries())
    for (const [j, px] of rail.entries())
      if (px !== -1) expect(Math.abs(px - (after[i]?.[j] ?? -99))).toBeLessThanOrEqual(1);
}

/**
 * A first launch's picture, drawn by the main process from its calls' lists while the app is held back: marked so,
 * its first poster loaded, the sandbox's three poster rails, only the posters the window shows asked for, inert.
 * Returns its first card and where its rails are.
 */
async function pictureFromLists(page: Page) {
  const preview = page.getByTestId('startup-snapshot');
  await preview.waitFor({ timeout: 20000 });
  expect(await preview.getAttribute('data-source')).toBe('first-launch');
  const drawn = await firstCard(page, '[data-testid="snapshot-card"]');
  expect(await preview.locator('section.rail').count()).toBe(3);
  expect(await cardsOutsideWindow(page)).toBe(0);
  expect(await preview.evaluate((e) => (e as HTMLElement).inert)).toBe(true);
  return { drawn, before: await railBoxes(page, '[data-testid="startup-snapshot"]') };
}

/**
 * The app let through: the picture goes once the live Home has its poster, which shows the same first title where the
 * picture had it — header, rail headings and first cards to the pixel (nothing moves at the handover).
 */
async function liveHomeTakesOver(
  page: Page,
  app: { release(): void },
  picture: Awaited<ReturnType<typeof pictureFromLists>>,
) {
  app.release();
  await page.getByTestId('startup-snapshot').waitFor({ state: 'detached', timeout: 20000 });
  const live = await firstCard(page, '[data-testid="home"] [data-testid="poster-card"]');
  expect(picture.drawn.title).toBe(live.title);
  expectSamePlaces(picture.before, await railBoxes(page, '[data-testid="home"]'));
}

/** The React app's chunk held back until `release`: what the start page draws on its own. */
function holdApp() {
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  return {
    release: () => release(),
    before: (context: BrowserContext) =>
      context.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      }),
  };
}

describe('start-up snapshot (renderer start)', () => {
  it('§4 a first launch: the main process’s start-up calls draw Home’s top into the start page; the renderer adopts its registration; the live Home takes over in place', async () => {
    // (Their answers in before the window asks for its page, whatever this machine's speed; the bench times it.)
    await fetch(`${appUrl()}/__main/startup-snapshot?first-launch=settled`, { method: 'DELETE' });
    const app = holdApp();
    const registrations: string[] = [];
    const opened = await launch('/', {
      before: async (context) => {
        context.on('request', (r) => {
          if (/\/device\/register\//.test(r.url())) registrations.push(r.url());
        });
        await app.before(context);
      },
    });
    const { page } = opened;
    await liveHomeTakesOver(page, app, await pictureFromLists(page));
    // The device was registered once, by the main process: the page asked for its registration and used it.
    expect(opened.bridge.calls.filter((c) => c.op === 'startup:registration')).toHaveLength(1);
    expect(registrations).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('subscriberToken'))).toBeTruthy();
    expect(opened.problems).toEqual([]);
  });

  it('a relaunch draws the last Home before any script runs, where the live Home will put it, then the live Home replaces it', async () => {
    // First launch: Home is shown, and kept for the next launch.
    const first = await launch();
    const live = await firstCard(first.page, '[data-testid="home"] [data-testid="poster-card"]');
    await expect.poll(() => hasSnapshot(), { timeout: 15000 }).toBe(true);
    await first.context.close();

    // Relaunch with scripts off: what the start page alone shows — the same first poster, in the same place.
    const bare = await launch('/', { javaScriptEnabled: false });
    const drawn = await firstCard(bare.page, '[data-testid="snapshot-card"]');
    expect(drawn.title).toBe(live.title);
    expect(Math.abs((drawn.box?.x ?? -99) - (live.box?.x ?? 0))).toBeLessThanOrEqual(2);
    expect(Math.abs((drawn.box?.y ?? -99) - (live.box?.y ?? 0))).toBeLessThanOrEqual(2);
    expect(Math.abs((drawn.box?.width ?? 0) - (live.box?.width ?? 0))).toBeLessThanOrEqual(2);
    // It is a picture: hidden from assistive technology and inert.
    const snapshot = bare.page.getByTestId('startup-snapshot');
    expect(await snapshot.getAttribute('aria-hidden')).toBe('true');
    expect(await snapshot.evaluate((e) => (e as HTMLElement).inert)).toBe(true);
    await bare.context.close();

    // Relaunch: the snapshot goes once the live Home has its own first poster; the live Home is usable.
    const again = await launch();
    await again.page.getByTestId('startup-snapshot').waitFor({ state: 'detached', timeout: 20000 });
    const after = await firstCard(again.page, '[data-testid="home"] [data-testid="poster-card"]');
    expect(after.title).toBe(live.title);
    await again.page.locator('[data-testid="home"] [data-testid="poster-card"]').first().click();
    await expect.poll(() => new URL(again.page.url()).pathname).not.toBe('/');
    expect(again.problems).toEqual([]);
  });

  it('Arabic: the snapshot is drawn right to left in Arabic, as the live Home', async () => {
    const first = await launch('/ar');
    const live = await firstCard(first.page, '[data-testid="home"] [data-testid="poster-card"]');
    await expect
      .poll(async () => (await startPage('/ar')).includes('dir="rtl"'), { timeout: 15000 })
      .toBe(true);
    await first.context.close();
    const bare = await launch('/ar', { javaScriptEnabled: false });
    const snapshot = bare.page.getByTestId('startup-snapshot');
    expect(await snapshot.getAttribute('lang')).toBe('ar');
    const drawn = await firstCard(bare.page, '[data-testid="snapshot-card"]');
    expect(drawn.title).toBe(live.title);
    expect(Math.abs((drawn.box?.x ?? -99) - (live.box?.x ?? 0))).toBeLessThanOrEqual(2);
    await bare.context.close();
    // Back to English for the tests after this one.
    const en = await launch('/en');
    await firstCard(en.page, '[data-testid="home"] [data-testid="poster-card"]');
    await expect
      .poll(async () => (await startPage('/')).includes('lang="en"'), { timeout: 15000 })
      .toBe(true);
  });

  it('shown only to whom it was taken for: logging in drops the visitor’s, logging out drops the subscriber’s', async () => {
    const visitor = await launch();
    await firstCard(visitor.page, '[data-testid="home"] [data-testid="poster-card"]');
    await expect
      .poll(async () => {
        const k = await kept();
        return k.identity?.startsWith('visitor/') && k.snapshotIdentity === k.identity;
      })
      .toBe(true);

    // Another identity: from the moment it is known, the visitor's snapshot is never the one kept; the subscriber's
    // Home is kept instead.
    await loginAt(visitor.page, appUrl(), ...ADMIN);
    await profileMenuButton(visitor.page).waitFor();
    let subscriber = '';
    await expect
      .poll(async () => {
        const k = await kept();
        if (k.identity && !k.identity.startsWith('visitor/')) {
          subscriber = k.identity;
          expect(k.snapshotIdentity === null || k.snapshotIdentity === k.identity).toBe(true);
        }
        return subscriber !== '' && k.snapshotIdentity === subscriber;
      })
      .toBe(true);
    expect(await hasSnapshot()).toBe(true);

    // Log-out: the subscriber's Home is gone; whoever starts the app next sees at most the visitor's.
    await logOutThroughMenu(visitor.page);
    await visitor.page
      .getByRole('button', { name: /^log in$/i })
      .first()
      .waitFor({ timeout: 15000 });
    await expect.poll(async () => (await kept()).identity?.startsWith('visitor/')).toBe(true);
    expect((await kept()).snapshotIdentity).not.toBe(subscriber);
  });

  it('not drawn on a start elsewhere than Home (a reload of another screen)', async () => {
    expect(await hasSnapshot('/search')).toBe(false);
    expect(await hasSnapshot('/movie/title/MOV-001')).toBe(false);
  });
});
