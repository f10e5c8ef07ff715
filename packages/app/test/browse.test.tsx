// SPEC §2 screens and routes (Home and screens from the provider config, see-all, meta-tag lists) and §9 (genre list
// page size 30), through the real router and generated hooks over a mocked transport.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EAGER_SECTIONS } from '../src/features/browse/sections';
import {
  contentLists,
  currentPath,
  genres,
  homeSections,
  json,
  mockNetwork,
  movie,
  providerConfig,
  renderAt,
  section,
} from './browse-harness';

/** A controllable IntersectionObserver (jsdom has none): `reveal(el)` reports `el` as near the viewport. */
function fakeIntersectionObserver() {
  const observers = new Set<{ cb: IntersectionObserverCallback; els: Set<Element> }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private o: { cb: IntersectionObserverCallback; els: Set<Element> };
      constructor(cb: IntersectionObserverCallback) {
        this.o = { cb, els: new Set() };
        observers.add(this.o);
      }
      observe(el: Element) {
        this.o.els.add(el);
      }
      disconnect() {
        observers.delete(this.o);
      }
    },
  );
  return {
    watched: () => [...observers].flatMap((o) => [...o.els]),
    reveal(el: Element) {
      for (const o of [...observers])
        if (o.els.has(el))
          o.cb(
            [{ isIntersecting: true, target: el } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
    },
  };
}

const page = (prefix: string, n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => movie(`${prefix}-${from + i + 1}`));

const homeConfig = providerConfig([
  { id: 'home', sections: homeSections() },
  { id: 'movies', title: { en: 'Movies' }, sections: [section('movies-latest')] },
]);

describe('§2 Home from the provider config', () => {
  it('§2 screens: one rail per section, each fetched from its endpoint with its own parameters', async () => {
    const net = mockNetwork((url) => {
      if (url.pathname === '/subscriber/v1/content/genre') return genres();
      if (url.searchParams.get('objectlanguage') === 'ml')
        return json({ data: page('ML', 3), totalcount: 3 });
      return json({ data: page('B', 2), totalcount: 2 });
    });
    renderAt('/', homeConfig);
    const home = await screen.findByTestId('home');
    expect(await within(home).findAllByText(/Title ML-/)).toHaveLength(3);

    const lists = net.to('/subscriber/v1/content');
    const banner = lists.find((c) => c.url.searchParams.get('pagesize') === '5');
    expect(banner?.url.searchParams.get('category')).toBe('["MOVIE","TVSHOW"]');
    expect(lists.some((c) => c.url.searchParams.get('objectlanguage') === 'ml')).toBe(true);
    expect(net.to('/subscriber/v1/content/genre')[0]?.url.searchParams.get('pagesize')).toBe('30');

    const rails = within(home).getAllByTestId('rail');
    expect(rails.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Section banner',
      'Section malayalam',
      'Section genres',
    ]);
    // Cards carry their object id and link to the details route; the see-all link goes to the collection.
    const cards = within(rails[1] as HTMLElement).getAllByTestId('poster-card');
    expect(cards.map((c) => c.getAttribute('data-objectid'))).toEqual(['ML-1', 'ML-2', 'ML-3']);
    expect(cards[0]?.getAttribute('href')).toBe('/details/title-ml-1/ML-1');
    expect(
      within(rails[1] as HTMLElement)
        .getByText('See all')
        .closest('a')
        ?.getAttribute('href'),
    ).toBe('/collections/malayalam');
    // GENRE: chips linking to the genre list.
    expect(
      within(rails[2] as HTMLElement)
        .getByRole('link', { name: 'Action' })
        .getAttribute('href'),
    ).toBe('/detailComponent/genre/Action');
    // Posters use file index 2 (SPEC §9), sized before they load.
    const img = cards[0]?.querySelector('img');
    expect(img?.getAttribute('src')).toBe('http://img.test/ML-1/large.jpg');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('960');
  });

  it("§4 kids mode: Home shows the config's kids screen instead of home", async () => {
    mockNetwork(
      contentLists((url) =>
        json({ data: page(url.searchParams.get('category') === '["KIDS"]' ? 'KID' : 'B', 2), totalcount: 2 }),
      ),
    );
    const config = providerConfig([
      ...homeConfig.screens,
      {
        id: 'kids',
        title: { en: 'Kids' },
        sections: [section('kids-all', { parameters: { category: '["KIDS"]', pagesize: 30 } })],
      },
    ]);
    renderAt('/', config, { kidsMode: true });
    const home = await screen.findByTestId('home');
    expect(home.getAttribute('data-screen')).toBe('kids');
    expect(await within(home).findAllByText(/Title KID-/)).toHaveLength(2);
    expect(
      within(home)
        .getAllByTestId('rail')
        .map((r) => within(r).getByRole('heading').textContent),
    ).toEqual(['Section kids-all']);
    cleanup();
    renderAt('/', config);
    expect((await screen.findByTestId('home')).getAttribute('data-screen')).toBe('home');
  });

  it('§2 a failed section shows an inline message with a retry, the others still render', async () => {
    let failing = true;
    mockNetwork((url) => {
      if (url.pathname === '/subscriber/v1/content/genre') return json({ data: [], totalcount: 0 });
      if (url.searchParams.get('objectlanguage') === 'ml' && failing)
        return json({ errorcode: 5030, reason: 'Service unavailable' }, 503);
      return json({ data: page(url.searchParams.get('objectlanguage') ?? 'B', 2), totalcount: 2 });
    });
    renderAt('/', homeConfig);
    const alert = await screen.findByTestId('section-error');
    expect(await screen.findByText('Title B-1', undefined, {})).toBeTruthy();
    expect(screen.queryByText('Title ml-1')).toBeNull();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Title ml-1')).toBeTruthy();
    expect(screen.queryByTestId('section-error')).toBeNull();
  });

  it('§2 when every section fails, Home says so once with a retry', async () => {
    let down = true;
    const net = mockNetwork((url) => {
      if (down) return json({ errorcode: 5030, reason: 'down' }, 503);
      if (url.pathname.endsWith('/genre'))
        return json({ data: [{ genreid: 'g', name: 'Drama' }], totalcount: 1 });
      return json({ data: page('X', 1), totalcount: 1 });
    });
    renderAt('/', homeConfig);
    const failed = await screen.findByTestId('screen-failed');
    expect(screen.queryAllByTestId('section-error')).toHaveLength(0);
    const before = net.calls.length;
    down = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('Title X-1')).length).toBeGreaterThan(0);
    expect(net.calls.length).toBeGreaterThan(before);
  });
});

describe('Home loads the rails below the first screen when they come near', () => {
  it(`the first ${EAGER_SECTIONS} sections load at once; a later one shows its skeleton and loads when scrolled near`, async () => {
    const io = fakeIntersectionObserver();
    const net = mockNetwork((url) =>
      json({ data: page(url.searchParams.get('objectlanguage') ?? 'X', 2), totalcount: 2 }),
    );
    const langs = ['la', 'lb', 'lc', 'ld', 'le'];
    renderAt(
      '/',
      providerConfig([
        {
          id: 'home',
          sections: langs.map((l) =>
            section(l, { parameters: { category: '["MOVIE"]', objectlanguage: l } }),
          ),
        },
      ]),
    );
    const home = await screen.findByTestId('home');
    expect((await within(home).findAllByText(/Title lc-/)).length).toBe(2);
    const asked = () => net.to('/subscriber/v1/content').map((c) => c.url.searchParams.get('objectlanguage'));
    expect(asked().sort()).toEqual(['la', 'lb', 'lc']);
    // Every rail is on the page (headings, skeletons): nothing shifts when the later ones load.
    expect(within(home).getAllByTestId('rail')).toHaveLength(5);
    expect(within(home).queryByText(/Title ld-/)).toBeNull();

    const sentinels = io.watched();
    expect(sentinels).toHaveLength(2);
    act(() => io.reveal(sentinels[0] as Element));
    expect((await within(home).findAllByText(/Title ld-/)).length).toBe(2);
    expect(asked().sort()).toEqual(['la', 'lb', 'lc', 'ld']);
    expect(within(home).queryByText(/Title le-/)).toBeNull();
  });
});

describe('§2 screens, collections and lists', () => {
  it('§2 /screen/:section and /:section render a config screen by id; an unknown id is the error page', async () => {
    mockNetwork(() => json({ data: page('M', 2), totalcount: 2 }));
    renderAt('/screen/movies', homeConfig);
    expect((await screen.findByTestId('screen')).getAttribute('data-screen')).toBe('movies');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Movies');
    cleanup();
    renderAt('/movies', homeConfig);
    expect((await screen.findByTestId('screen')).getAttribute('data-screen')).toBe('movies');
    cleanup();
    renderAt('/no-such-screen', homeConfig);
    expect(await screen.findByTestId('error-page')).toBeTruthy();
  });

  it('§9 genre list page size 30: the list loads 30 at a time with "Load more" until the total', async () => {
    const net = mockNetwork(
      contentLists((url) => {
        const p = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('pagesize'));
        const total = 65;
        const from = (p - 1) * size;
        return json({ data: page('G', Math.max(0, Math.min(size, total - from)), from), totalcount: total });
      }),
    );
    renderAt('/detailComponent/genre/Drama', homeConfig);
    const grid = await screen.findByTestId('content-grid');
    expect(within(grid).getAllByTestId('poster-card')).toHaveLength(30);
    const first = net.to('/subscriber/v1/content')[0];
    expect(first?.url.searchParams.get('genre')).toBe('Drama');
    expect(first?.url.searchParams.get('pagesize')).toBe('30');
    expect(first?.url.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByTestId('load-more'));
    expect(await screen.findByText('Title G-60')).toBeTruthy();
    expect(net.to('/subscriber/v1/content').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    fireEvent.click(screen.getByTestId('load-more'));
    expect(await screen.findByText('Title G-65')).toBeTruthy();
    expect(within(screen.getByTestId('content-grid')).getAllByTestId('poster-card')).toHaveLength(65);
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(screen.getByTestId('list-count').textContent).toBe('Showing 65 of 65');
  });

  it('§2 a series, a trailer and a pack say so on their card in words of the catalogue, not enum names; a film has none', async () => {
    mockNetwork(
      contentLists(() =>
        json({
          data: [
            movie('F'),
            movie('S', { objecttype: 'SERIES', category: 'TVSHOW' }),
            movie('T', { category: 'TRAILER' }),
            movie('B', { objecttype: 'BUNDLE', category: 'BUNDLE' }),
          ],
          totalcount: 4,
        }),
      ),
    );
    renderAt('/detailComponent/genre/Drama', homeConfig);
    const grid = await screen.findByTestId('content-grid');
    const badges = () =>
      within(grid)
        .getAllByTestId('poster-card')
        .map((card) => card.querySelector('[data-testid="poster-kind"]')?.textContent ?? null);
    await vi.waitFor(() => expect(badges()).toEqual([null, 'Series', 'Trailer', 'Pack']));
  });

  it('§2 meta-tag redirect: /:objecttype/:type/:value lists by that tag, 30 a page', async () => {
    const net = mockNetwork(() => json({ data: page('A', 3), totalcount: 3 }));
    renderAt('/ar/VOD/genre/Action', homeConfig);
    await screen.findByTestId('content-grid');
    const q = net.to('/subscriber/v1/content')[0]?.url.searchParams;
    expect(q?.get('objecttype')).toBe('VOD');
    expect(q?.get('genre')).toBe('Action');
    expect(q?.get('pagesize')).toBe('30');
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('§2 meta-tag redirect: an address without its type goes to its full address (genre), query kept, and lists', async () => {
    const net = mockNetwork(() => json({ data: page('A', 3), totalcount: 3 }));
    renderAt('/ar/VOD/Drama?utm_source=x', homeConfig);
    await screen.findByTestId('content-grid');
    expect(currentPath()).toBe('/ar/VOD/genre/Drama?utm_source=x');
    expect(net.to('/subscriber/v1/content')[0]?.url.searchParams.get('genre')).toBe('Drama');
  });

  it('§2 see-all /collections/:section: the whole section as a paged grid with the section filters', async () => {
    const net = mockNetwork(() => json({ data: page('C', 4), totalcount: 4 }));
    renderAt('/collections/malayalam', homeConfig);
    await screen.findByTestId('content-grid');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Section malayalam');
    const q = net.to('/subscriber/v1/content')[0]?.url.searchParams;
    expect(q?.get('objectlanguage')).toBe('ml');
    expect(q?.get('category')).toBe('["MOVIE"]');
    expect(q?.get('pagesize')).toBe('30');
    cleanup();
    renderAt('/collections/unknown', homeConfig);
    expect(await screen.findByTestId('error-page')).toBeTruthy();
  });
});
