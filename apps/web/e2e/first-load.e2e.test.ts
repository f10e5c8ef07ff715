// How the production build loads `/`: a first visit's Home is in the page itself; start-up begins from a small entry
// while the React app downloads, every script the first screen needs is announced by index.html, and the catalogues
// ship pre-parsed so no ICU parser is downloaded.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, newPage, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file');

describe('first load of /', () => {
  it('every script of the first screen is in index.html (preloaded), except the catalogue of the language', async () => {
    const html = await (await fetch(`${appUrl()}/`)).text();
    const announced = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    const { page } = await newPage(browser(), { width: 390, height: 844 });
    // The first screen ends when Home's first poster has loaded (the page's own clock): scripts asked for later (the
    // notification store, which waits for the first screen) are not the first screen's, however late the test sees it.
    await page.addInitScript(() => {
      const w = window as unknown as { __firstPoster?: number };
      document.addEventListener(
        'load',
        (e) => {
          const t = e.target as HTMLElement;
          if (
            w.__firstPoster === undefined &&
            t.tagName === 'IMG' &&
            t.closest('[data-testid="poster-card"]')
          )
            w.__firstPoster = performance.now();
        },
        true,
      );
    });
    await page.goto(appUrl());
    await page.waitForFunction(
      () => (window as unknown as { __firstPoster?: number }).__firstPoster !== undefined,
    );
    const scripts = await page.evaluate((origin) => {
      const until = (window as unknown as { __firstPoster: number }).__firstPoster;
      return performance
        .getEntriesByType('resource')
        .filter(
          (r) => r.startTime <= until && r.name.startsWith(origin) && /\.js$/.test(new URL(r.name).pathname),
        )
        .map((r) => new URL(r.name).pathname);
    }, appUrl());
    const late = scripts.filter((s) => !announced.has(s) && !/\/assets\/en\.json-[\w-]+\.js$/.test(s));
    expect(late).toEqual([]);
    expect(scripts.some((s) => /\/assets\/en\.json-/.test(s))).toBe(true);
  });

  it('no script loaded by / contains the ICU message parser; Arabic text still formats (pre-parsed catalogues)', async () => {
    const { page } = await newPage(browser());
    const bodies: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().startsWith(appUrl())) bodies.push(r.text());
    });
    await page.goto(`${appUrl()}/ar`);
    await page.getByTestId('poster-card').first().waitFor();
    const texts = await Promise.all(bodies);
    expect(texts.length).toBeGreaterThan(2);
    // A parser error name that only the full @formatjs/icu-messageformat-parser build contains.
    expect(texts.filter((t) => t.includes('EXPECT_ARGUMENT_CLOSING_BRACE'))).toEqual([]);
    // The page is translated: the Arabic catalogue's text is on screen, not message ids.
    const body = await page.locator('body').innerText();
    expect(body).toMatch(/[\u0600-\u06FF]/);
    expect(body).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-z]+\b/i);
  });

  it('§8 when the app chunk cannot load, /ar says so in Arabic with a retry instead of a blank page', async () => {
    const { page } = await newPage(browser());
    await page.route(/\/assets\/app-[\w-]+\.js$/, (r) => r.abort());
    await page.goto(`${appUrl()}/ar`);
    const alert = page.getByTestId('app-load-failed');
    await alert.waitFor();
    expect(await alert.locator('h1').innerText()).toMatch(/[\u0600-\u06FF]/);
    expect(await alert.getByRole('button').innerText()).toBe('حاول مرة أخرى');
  });

  /** Opens `path` with none of the app's scripts: what the page draws by itself. */
  async function withoutScripts(path: string, before?: (page: Page) => Promise<unknown>) {
    const opened = await newPage(browser());
    await opened.page.route(/\/assets\/.+\.js$/, (r) => r.abort());
    await before?.(opened.page);
    await opened.page.goto(`${appUrl()}${path}`);
    return opened;
  }

  it('§4 a first visit at / paints Home from the page itself, its first poster loaded, before any script', async () => {
    const { page } = await withoutScripts('/');
    const picture = page.getByTestId('startup-snapshot');
    expect(await picture.isVisible()).toBe(true);
    expect(await picture.getAttribute('aria-hidden')).toBe('true');
    expect(await picture.locator('h2').first().innerText()).toBe('Featured');
    const first = picture.locator('img').first();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect((await first.boundingBox())?.width).toBeGreaterThan(200);
  });

  it('§4 at any other address, and once this browser has been here, the picture is hidden and fetches nothing', async () => {
    const posters = (page: Page) =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((r) => r.name.includes('/posters/')).length,
      );
    const deep = await withoutScripts('/details/free/MOV-007');
    expect(await deep.page.getByTestId('startup-snapshot').count()).toBe(1);
    expect(await deep.page.getByTestId('startup-snapshot').isVisible()).toBe(false);
    await deep.page.waitForLoadState('load');
    expect(await posters(deep.page)).toBe(0);
    await deep.context.close();
    const back = await withoutScripts('/', (page) =>
      page.addInitScript(() => localStorage.setItem('startupSnapshot', '{"identity":"x","snapshot":null}')),
    );
    expect(await back.page.getByTestId('startup-snapshot').isVisible()).toBe(false);
    await back.page.waitForLoadState('load');
    expect(await posters(back.page)).toBe(0);
  });

  it('§4 the live Home takes over from the first visit picture, with nothing logged', async () => {
    const { page } = await newPage(browser(), { width: 390, height: 844 });
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push(m.text());
    });
    // Seen by the page itself once parsed (a loaded machine may let the live Home take over before the test looks).
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { __drawn: document.getElementById('startup-snapshot') !== null }),
      ),
    );
    await page.goto(appUrl());
    expect(await page.evaluate(() => (window as { __drawn?: boolean }).__drawn)).toBe(true);
    await page.getByTestId('poster-card').first().waitFor();
    await expect.poll(() => page.getByTestId('startup-snapshot').count()).toBe(0);
    expect(page.url()).toBe(`${appUrl()}/`);
    expect(logged).toEqual([]);
  });
});
