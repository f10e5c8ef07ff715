// How the production build loads `/` (lazy by default): start-up begins from a small entry
// while the React app downloads, so every script the first screen needs is announced by index.html (no chunk waits
// for another to run before it is requested), and the catalogues ship pre-parsed so no ICU parser is downloaded.

import { describe, expect, it } from 'vitest';
import { appUrl, newPage, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file');

describe('first load of /', () => {
  it('every script of the first screen is in index.html (preloaded), except the catalogue of the language', async () => {
    const html = await (await fetch(`${appUrl()}/`)).text();
    const announced = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    const { page, context, errors } = await newPage(browser(), { width: 390, height: 844 });
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
    expect(errors).toEqual([]);
    await context.close();
  });

  it('no script loaded by / contains the ICU message parser; Arabic text still formats (pre-parsed catalogues)', async () => {
    const { page, context } = await newPage(browser());
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
    await context.close();
  });

  it('§8 when the app chunk cannot load, /ar says so in Arabic with a retry instead of a blank page', async () => {
    const { page, context } = await newPage(browser());
    await page.route(/\/assets\/app-[\w-]+\.js$/, (r) => r.abort());
    await page.goto(`${appUrl()}/ar`);
    const alert = page.getByTestId('app-load-failed');
    await alert.waitFor();
    expect(await alert.locator('h1').innerText()).toMatch(/[\u0600-\u06FF]/);
    expect(await alert.getByRole('button').innerText()).toBe('حاول مرة أخرى');
    await context.close();
  });
});
