// A visitor's first start-up made outside the page (startup/first-visit.ts; the web build draws it into index.html),
// against the real sandbox: config → registration → Home's lists and the picture of Home's top they give (SPEC §4).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeSnapshot } from '../src/platform/types';
import { homeForFirstVisit } from '../src/startup/first-visit';
import { askForFirstVisitPosters } from '../src/startup/release-snapshot';
import { snapshotHtml } from '../src/startup/snapshot-markup';
import { sandboxForFile } from './sandbox-harness';

const sandbox = sandboxForFile();

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const realFetch = globalThis.fetch;

/** The real fetch, each request's method and path recorded; `refuse` answers matching paths with a network error. */
function recorded(refuse?: RegExp) {
  const log: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const path = new URL(req.url).pathname;
    log.push(`${req.method} ${path}`);
    if (refuse?.test(path)) throw new TypeError('Failed to fetch');
    return realFetch(req);
  };
  return { log, fetch: fetch as typeof globalThis.fetch };
}

const shellEnv = (fetch: typeof globalThis.fetch) => ({
  configUrl: `${sandbox.url}/config/provider.json`,
  secret: 'sandbox-sample-secret',
  platform: 'Web' as const,
  userAgent: UA,
  fetch,
});

const REGISTER = /^POST \/sms\/.*\/device\/register\//;

/** The sandbox's Home screen in its provider config. */
async function homeScreenOfSandbox() {
  const config = (await (await realFetch(`${sandbox.url}/config/provider.json`)).json()) as {
    screens: { id: string; sections: { title: { en: string } }[] }[];
  };
  return config.screens.find((s) => s.id === 'home');
}

describe('homeForFirstVisit (a visitor’s start-up made by the web build, SPEC §4)', () => {
  it('§4 registers the device once and draws Home’s top from Home’s first lists', async () => {
    const { log, fetch } = recorded();
    const home = await homeForFirstVisit(shellEnv(fetch));
    // config, then one registration, then Home's first lists (with the token: the sandbox answered them).
    expect(log[0]).toBe('GET /config/provider.json');
    expect(log.filter((r) => REGISTER.test(r))).toHaveLength(1);
    expect(log.indexOf(log.find((r) => REGISTER.test(r)) as string)).toBe(1);
    expect(log.slice(2).every((r) => r === 'GET /cms/subscriber/v1/content')).toBe(true);
    expect(log.length).toBeGreaterThan(2);
    // Home's first sections as the rails draw them (homeFromStartUp; its rules: startup-snapshot.test.tsx), with the
    // sandbox's titles and poster files.
    expect(home).toMatchObject({ path: '/', lang: 'en', dir: 'ltr' });
    expect(home?.rails.length).toBeGreaterThan(0);
    expect(home?.rails[0]?.title).toBe((await homeScreenOfSandbox())?.sections[0]?.title.en);
    for (const card of home?.rails.flatMap((r) => r.cards) ?? []) {
      expect(card.title).not.toBe('');
      expect(card.image).toMatch(new RegExp(`^${sandbox.url}/posters/`));
    }
  });

  it('a failed config, registration or list: no picture, and no list asked for without a registration', async () => {
    expect(await homeForFirstVisit(shellEnv(recorded(/\/config\/provider\.json$/).fetch))).toBeNull();
    const noRegistration = recorded(/\/device\/register\//);
    expect(await homeForFirstVisit(shellEnv(noRegistration.fetch))).toBeNull();
    expect(noRegistration.log.some((r) => r.includes('/cms/'))).toBe(false);
    expect(await homeForFirstVisit(shellEnv(recorded(/\/cms\//).fetch))).toBeNull();
  });

  it('a config host that never answers ends the run at the call’s limit', async () => {
    vi.useRealTimers(); // the limit is a real timer; the shared module graph may carry another file's fake clock
    const hang = ((input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      return new Promise((_, reject) =>
        req.signal.addEventListener('abort', () => reject(req.signal.reason), { once: true }),
      );
    }) as typeof globalThis.fetch;
    // (Without the limit it would never settle: the test's own timeout would end it.)
    expect(await homeForFirstVisit({ ...shellEnv(hang), timeoutMs: 200 })).toBeNull();
  });
});

/** Home's top from a first visit's lists: two rails, the second's cards 400 px apart (the window is 1024 px wide). */
const fromLists: HomeSnapshot = {
  path: '/',
  lang: 'en',
  dir: 'ltr',
  headerHeight: 0,
  rails: [
    {
      title: 'Featured',
      headHeight: 0,
      layout: 'BANNER',
      cards: [{ title: '<b>One</b>', image: 'https://img.test/1.jpg' }],
    },
    {
      title: 'Trending',
      headHeight: 0,
      layout: 'LANDSCAPE',
      cards: [0, 1, 2, 3].map((i) => ({ title: `T${i}`, image: `https://img.test/t${i}.jpg` })),
    },
  ],
};

describe('the first visit’s picture in the page', () => {
  it('nothing measured: stand-ins give the heights, every poster waits in data-src', () => {
    const html = snapshotHtml(fromLists, 'first-visit');
    expect(html).toContain('data-source="first-visit"');
    // No measured struts: the header's link, language list and button, and each rail's tools, as invisible boxes with
    // the app's classes (its stylesheet and media queries give them their sizes); nothing in them can be used.
    expect(html).not.toContain('startup-snapshot-strut');
    expect(html).toContain('<nav class="nav startup-snapshot-stand-in">');
    expect(html).toContain(
      '<div class="header-tools startup-snapshot-stand-in"><select tabindex="-1"></select>',
    );
    expect(html.match(/<div class="rail-tools startup-snapshot-stand-in">/g)).toHaveLength(2);
    expect(html).not.toMatch(/href=|<script|style=/);
    expect(html).not.toMatch(/<img src=/);
    expect(html).toContain('<img data-src="https://img.test/1.jpg"');
  });

  describe('askForFirstVisitPosters', () => {
    beforeEach(() => {
      // jsdom lays nothing out: each card sits 400 px after the one before it, the window is 1024 × 768.
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const index = this.tagName === 'LI' ? [...(this.parentElement?.children ?? [])].indexOf(this) : 0;
        const left = index * 400;
        return {
          left,
          right: left + 380,
          top: 100,
          bottom: 300,
          width: 380,
          height: 200,
          x: left,
          y: 100,
        } as DOMRect;
      });
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      document.body.innerHTML = '';
    });

    it('asks for the posters the window shows and drops the cards outside it; a kept picture is left as it is', async () => {
      for (const source of ['first-visit', 'kept'] as const) {
        document.body.innerHTML = `${snapshotHtml(fromLists, source)}<div id="root"></div>`;
        askForFirstVisitPosters(document);
        await new Promise((r) => requestAnimationFrame(r));
        const trending = document.getElementById('startup-snapshot')?.querySelectorAll('section')[1];
        const posters = [...(trending?.querySelectorAll('img') ?? [])].map((i) => i.getAttribute('src'));
        expect(posters).toEqual(
          source === 'first-visit'
            ? ['https://img.test/t0.jpg', 'https://img.test/t1.jpg', 'https://img.test/t2.jpg']
            : fromLists.rails[1]?.cards.map((c) => c.image),
        );
      }
    });
  });
});
