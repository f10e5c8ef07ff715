// Renderer start: a relaunch draws Home's top from the last run into the start page (app:// stand-in), the live Home
// replaces it in place, and only for the identity it was taken under. A first launch has nothing kept: the bare app.

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

describe('start-up snapshot (renderer start)', () => {
  it('§4 a first launch: nothing kept, so the start page is the bare app; the renderer registers the device once', async () => {
    await fetch(`${appUrl()}/__main/startup-snapshot`, { method: 'DELETE' });
    expect(await hasSnapshot()).toBe(false);
    const registrations: string[] = [];
    const opened = await launch('/', {
      before: async (context) =>
        context.on('request', (r) => {
          if (/\/device\/register\//.test(r.url())) registrations.push(r.url());
        }),
    });
    await firstCard(opened.page, '[data-testid="home"] [data-testid="poster-card"]');
    expect(registrations).toHaveLength(1);
    expect(await opened.page.evaluate(() => localStorage.getItem('subscriberToken'))).toBeTruthy();
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
