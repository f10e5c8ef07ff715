// The start-up snapshot (desktop): Home hands the shell what it shows at the top — the header's height and
// the first complete poster rails — under the identity of who is watching; the web shell (no platform) is left alone.

import type { Section } from '@ott/sdk/hooks/config';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HomeSnapshot } from '../src/platform/types';
import { createSessionStore } from '../src/session/store';
import { sectionQueryOptions } from '../src/startup/screen-sections';
import {
  homeFromStartUp,
  SNAPSHOT_DEBOUNCE_MS,
  type StartUpList,
  snapshotIdentity,
  watchSnapshotIdentity,
} from '../src/startup/startup-snapshot';
import { createStore } from '../src/storage';
import {
  contentLists,
  genres,
  homeSections,
  json,
  mockNetwork,
  movie,
  providerConfig,
  renderAt,
  section,
} from './browse-harness';

/**
 * Timeouts that still run in real time, but the returned step jumps past the snapshot's debounce: a check that nothing
 * is handed over then follows every pending read, however slow the machine, and waits for no real second.
 */
function debounceClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return () => act(() => vi.advanceTimersByTimeAsync(SNAPSHOT_DEBOUNCE_MS));
}

const config = providerConfig([
  {
    id: 'home',
    // Below the genre chips, a poster rail the snapshot must not keep.
    sections: [
      ...homeSections(),
      section('later', { layout: 'LANDSCAPE', parameters: { category: '["MOVIE"]', pagesize: 7 } }),
    ],
  },
  {
    id: 'kids',
    sections: [section('kids-first', { layout: 'SQUARE', parameters: { category: '["KIDS"]' } })],
  },
]);

function recorder() {
  const saved: [string, HomeSnapshot][] = [];
  const identities: string[] = [];
  return {
    saved,
    identities,
    platform: {
      identity: (k: string) => void identities.push(k),
      save: (id: string, s: HomeSnapshot) => void saved.push([id, s]),
    },
  };
}

/** Home's lists: the genre chips, the Malayalam rail (a title with markup in it), and `banner` for the others. */
function homeLists(banner: ReturnType<typeof movie>[]) {
  mockNetwork((url) => {
    if (url.pathname === '/subscriber/v1/content/genre') return genres();
    if (url.searchParams.get('objectlanguage') === 'ml')
      return json({
        data: [movie('ML-1', { title: '<b>Malayalam</b> one' }), movie('ML-2')],
        totalcount: 2,
      });
    return json({ data: banner, totalcount: banner.length });
  });
}

describe('start-up snapshot of Home', () => {
  it('hands over the complete poster rails from the top, up to the first that is not one, under the visitor’s identity', async () => {
    homeLists([movie('B-1'), movie('B-2')]);
    const debounced = debounceClock();
    const r = recorder();
    renderAt('/', config, { startupSnapshot: r.platform });
    const home = await screen.findByTestId('home');
    await within(home).findAllByText('Title B-1');
    await waitFor(() => expect(r.saved.length).toBeGreaterThan(0), { timeout: 4000 });
    const [identity, snapshot] = r.saved.at(-1) ?? [];
    expect(identity).toBe('visitor/-/all/pc:-/en');
    expect(snapshot).toMatchObject({ path: '/', lang: expect.any(String), dir: 'ltr' });
    // Banner and Malayalam; the genre chips end it (the "later" rail below them is not kept).
    expect(snapshot?.rails.map((x) => [x.title, x.layout, x.cards.length])).toEqual([
      ['Section banner', 'BANNER', 2],
      ['Section malayalam', 'PORTRAIT', 2],
    ]);
    expect(snapshot?.rails[1]?.cards[0]).toEqual({
      title: '<b>Malayalam</b> one', // text, as shown (the shell escapes it)
      image: 'http://img.test/ML-1/large.jpg',
    });
    // Handed over once: nothing changed since.
    const count = r.saved.length;
    await debounced();
    expect(r.saved.length).toBe(count);
  });

  it('nothing is handed over while the first rail has no posters (still loading, or failed)', async () => {
    mockNetwork(() => json({ errorcode: 5000, reason: 'Down' }, 500));
    const debounced = debounceClock();
    const r = recorder();
    renderAt('/', config, { startupSnapshot: r.platform });
    await waitFor(
      () =>
        expect(
          document.querySelector('[data-testid="section-error"], [data-testid="screen-failed"]'),
        ).not.toBeNull(),
      { timeout: 8000 },
    );
    await debounced();
    expect(r.saved).toEqual([]);
  });

  it('another identity (kids mode) hands over that Home under that identity', async () => {
    mockNetwork(
      contentLists((url) =>
        json({
          data: [movie(url.searchParams.get('category')?.includes('KIDS') ? 'K-1' : 'B-1')],
          totalcount: 1,
        }),
      ),
    );
    const r = recorder();
    const view = renderAt('/', config, { startupSnapshot: r.platform });
    await screen.findAllByText('Title B-1');
    await waitFor(() => expect(r.saved.length).toBeGreaterThan(0), { timeout: 4000 });
    view.session.set({ kidsMode: true });
    await screen.findAllByText('Title K-1');
    await waitFor(() => expect(r.saved.at(-1)?.[0]).toBe('visitor/-/kids/pc:-/en'), { timeout: 4000 });
    expect(r.saved.at(-1)?.[1].rails.map((x) => x.cards[0]?.title)).toEqual(['Title K-1']);
  });

  it('a resize is a cue of its own: the window’s new width keeps other cards, handed over again (no markup changed)', async () => {
    mockNetwork(contentLists(() => json({ data: [movie('B-1'), movie('B-2')], totalcount: 2 })));
    // Laid out side by side: B-2 starts 600 px in (jsdom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const left = this.dataset.testid === 'poster-card' && this.textContent?.includes('B-2') ? 600 : 0;
      return {
        left,
        right: left + 200,
        width: 200,
        top: 0,
        bottom: 100,
        height: 100,
        x: left,
        y: 0,
      } as DOMRect;
    });
    const width = window.innerWidth;
    try {
      const r = recorder();
      renderAt('/', config, { startupSnapshot: r.platform });
      await waitFor(() => expect(r.saved.length).toBeGreaterThan(0), { timeout: 4000 });
      expect(r.saved.at(-1)?.[1].rails[0]?.cards.map((c) => c.title)).toEqual(['Title B-1', 'Title B-2']);
      const count = r.saved.length;
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
      window.dispatchEvent(new Event('resize'));
      await waitFor(() => expect(r.saved.length).toBe(count + 1), { timeout: 4000 });
      expect(r.saved.at(-1)?.[1].rails[0]?.cards.map((c) => c.title)).toEqual(['Title B-1']);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      vi.restoreAllMocks();
    }
  });

  it('Home shown under the log-in dialog (/login) is not kept: a start at /login is not a start at Home', async () => {
    mockNetwork(contentLists(() => json({ data: [movie('B-1')], totalcount: 1 })));
    const debounced = debounceClock();
    const r = recorder();
    renderAt('/login', config, { startupSnapshot: r.platform });
    await screen.findAllByText('Title B-1');
    await debounced();
    expect(r.saved).toEqual([]);
  });

  it('the identity is reported once start-up has ended, then on every change of who is watching, never twice the same', () => {
    const session = createSessionStore(createStore(undefined));
    const r = recorder();
    watchSnapshotIdentity(session, r.platform);
    session.set({ lang: 'en' });
    expect(r.identities).toEqual([]); // still booting
    session.set({ status: 'ready' });
    session.set({ isMovieEnabled: 'No' }); // not part of who is watching
    session.set({ parentalControl: true });
    session.set({ profileid: '1001-p2', subscriber: { subscriberid: '1001' } as never });
    session.set({ lang: 'ar' });
    expect(r.identities).toEqual([
      'visitor/-/all/pc:-/en',
      'visitor/-/all/pc:true/en',
      '1001/1001-p2/all/pc:true/en',
      '1001/1001-p2/all/pc:true/ar',
    ]);
    expect(
      snapshotIdentity({
        subscriber: null,
        profileid: null,
        kidsMode: true,
        parentalControl: false,
        lang: 'ml',
      }),
    ).toBe('visitor/-/kids/pc:false/ml');
  });

  it('the web (no platform snapshot): Home works and nothing is kept', async () => {
    const warn = vi.spyOn(console, 'warn');
    mockNetwork(contentLists(() => json({ data: [movie('B-1')], totalcount: 1 })));
    renderAt('/', config);
    await screen.findAllByText('Title B-1');
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/snapshot/));
  });
});

/** homeFromStartUp's input for a visitor on `config`, with each section's list as given by id. */
function fromStartUp(
  lists: Record<string, StartUpList>,
  patch: Partial<Parameters<typeof homeFromStartUp>[0]> = {},
) {
  return homeFromStartUp({
    config,
    kidsMode: false,
    subscriber: false,
    isMovieEnabled: 'Yes',
    lang: 'en',
    path: '/',
    list: (s: Section) => lists[s.id] ?? { status: 'error' },
    ...patch,
  });
}
const ok = (...items: ReturnType<typeof movie>[]): StartUpList => ({ status: 'success', items });

describe('Home from start-up’s data (a first launch has no snapshot to draw)', () => {
  it('is what the live Home shows and hands over: the same rails, titles, layouts, posters and captions', async () => {
    homeLists([
      movie('B-1', { description: 'A  falconer\nfrom Al Ain' }),
      movie('B-2', { description: 'Two' }),
    ]);
    const r = recorder();
    const view = renderAt('/', config, { startupSnapshot: r.platform });
    await waitFor(() => expect(r.saved.length).toBeGreaterThan(0), { timeout: 4000 });
    const live = r.saved.at(-1)?.[1];
    // The same query cache start-up fills (its prefetch uses the sections' own query options).
    const drawn = fromStartUp(
      {},
      {
        list: (s) => {
          const options = sectionQueryOptions(s, 'en');
          const q = options ? view.client.getQueryState(options.queryKey) : undefined;
          return q?.status === 'success'
            ? ok(...((q.data as { data: ReturnType<typeof movie>[] }).data ?? []))
            : { status: 'error' };
        },
      },
    );
    const rails = (s: HomeSnapshot | null | undefined) =>
      s ? s.rails.map(({ headHeight: _, ...rail }) => rail) : null;
    expect(rails(drawn)).toEqual(rails(live));
    expect(rails(drawn)?.[0]?.cards[0]).toEqual({
      title: 'Title B-1',
      image: 'http://img.test/B-1/large.jpg',
      caption: 'A falconer from Al Ain',
    });
    expect(drawn).toMatchObject({ path: '/', lang: 'en', dir: 'ltr', headerHeight: 0 });
  });

  it('the rails from the top up to a failed list, which ends it there, as a genre row does', () => {
    const titles = (r: ReturnType<typeof fromStartUp>) => r?.rails.map((x) => x.title) ?? null;
    expect(titles(fromStartUp({ banner: ok(movie('B-1')), malayalam: { status: 'error' } }))).toEqual([
      'Section banner',
    ]);
    // The first list failed: nothing, even though the second has answered (the rails stay in order).
    expect(titles(fromStartUp({ banner: { status: 'error' }, malayalam: ok(movie('ML-1')) }))).toBeNull();
    // Both: the genre row after them ends Home's top.
    expect(titles(fromStartUp({ banner: ok(movie('B-1')), malayalam: ok(movie('ML-1')) }))).toEqual([
      'Section banner',
      'Section malayalam',
    ]);
  });
  it('a subscriber’s: only the first rail (continue-watching comes after it)', () => {
    const home = fromStartUp({ banner: ok(movie('B-1')) }, { subscriber: true });
    expect(home?.rails.map((x) => x.title)).toEqual(['Section banner']);
  });

  it('§8 7109: movie rails and movies in other rails are left out while movies are disabled; an empty rail draws nothing', () => {
    const series = movie('S-1', { category: 'TVSHOW' });
    const home = homeFromStartUp({
      config: providerConfig([
        {
          id: 'home',
          sections: [
            section('movies', { parameters: { category: '["MOVIE","TVSHOW"]' } }),
            section('series', { parameters: { category: '["TVSHOW"]' } }),
          ],
        },
      ]),
      kidsMode: false,
      subscriber: false,
      isMovieEnabled: 'No',
      lang: 'en',
      path: '/',
      // A movie in the series list too: the app leaves it out of every rail.
      list: (s) => (s.id === 'movies' ? ok(movie('M-1')) : ok(movie('M-2'), series)),
    });
    // The rail that lists movies is hidden (not failed): the series rail is Home's first.
    expect(home?.rails.map((x) => [x.title, x.cards.map((c) => c.title)])).toEqual([
      ['Section series', ['Title S-1']],
    ]);
    const empty = fromStartUp({ banner: ok(), malayalam: ok(movie('ML-1')) });
    expect(empty?.rails.map((x) => x.title)).toEqual(['Section malayalam']);
  });

  it('the kids screen in kids mode; titles in the display language, right to left in Arabic', () => {
    const kids = fromStartUp({ 'kids-first': ok(movie('K-1')) }, { kidsMode: true });
    expect(kids?.rails.map((x) => [x.title, x.layout])).toEqual([['Section kids-first', 'SQUARE']]);
    const arabic = homeFromStartUp({
      config: providerConfig([
        { id: 'home', sections: [section('first', { title: { en: 'Featured', ar: 'مميز' } as never })] },
      ]),
      kidsMode: false,
      subscriber: false,
      isMovieEnabled: 'Yes',
      lang: 'ar',
      path: '/ar',
      list: () => ok(movie('B-1')),
    });
    expect(arabic).toMatchObject({ path: '/ar', lang: 'ar', dir: 'rtl', rails: [{ title: 'مميز' }] });
  });

  it('a card without a web poster ends its rail there (the app draws a plain box in its place)', () => {
    const home = fromStartUp({
      banner: ok(
        movie('B-1'),
        movie('B-2', { poster: [] }),
        movie('B-3', {
          poster: [{ postertype: 'LANDSCAPE', file: [{ url: 'javascript:alert(1)' } as never] }],
        }),
      ),
      malayalam: ok(movie('ML-1', { poster: [] })),
    });
    // The Malayalam rail has no card to draw: it ends Home's top (the cards below would not line up either).
    expect(home?.rails.map((x) => x.cards.map((c) => c.title))).toEqual([['Title B-1']]);
    const script = fromStartUp({
      banner: ok(
        movie('B-3', {
          poster: [{ postertype: 'LANDSCAPE', file: [{ url: 'javascript:alert(1)' } as never] }],
        }),
      ),
    });
    expect(script).toBeNull();
  });

  it('nothing without Home’s screen in the config', () => {
    expect(fromStartUp({}, { config: null })).toBeNull();
  });
});
