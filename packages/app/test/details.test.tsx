// SPEC §2 content details (`/:lang?/details/:title/:contentId` and its season / episode / trailer children, the
// `/detail/:contentid` and `/viewContent/:contentId` deep links) and §9 duration format, over a mocked transport.
import type { Content } from '@ott/sdk/hooks/cms';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockNetwork, movie, notFound, poster, providerConfig, renderAt } from './browse-harness';

const config = providerConfig([{ id: 'home', sections: [] }]);

const episode = (s: number, e: number): Content => ({
  objectid: `SER-1-S${s}E${e}`,
  objecttype: 'EPISODE',
  category: 'EPISODE',
  title: `Episode ${s}.${e}`,
  seriesid: 'SER-1',
  seasonnum: s,
  episodenum: e,
  duration: 2700,
  poster: poster(`SER-1-S${s}E${e}`),
});

const series: Content = {
  objectid: 'SER-1',
  objecttype: 'SERIES',
  category: 'TVSHOW',
  title: 'Sands of Time',
  description: 'A pearl-diving family.',
  genre: ['Drama', 'History'],
  duration: 3900,
  contentlanguage: ['ar', 'en'],
  productionyear: 2021,
  pgratting: 'U/A 12+',
  poster: poster('SER-1'),
  trailer: [{ trailerid: 'TRL-9', title: 'Season 1 Trailer', duration: 95, url: 'http://cms.test/t.mpd' }],
  seasons: [
    { seasonid: 'SER-1-S1', seasonnum: 1, title: 'Season 1', episodes: [episode(1, 1), episode(1, 2)] },
    {
      seasonid: 'SER-1-S2',
      seasonnum: 2,
      title: 'Season 2',
      episodes: [episode(2, 1), episode(2, 2), episode(2, 3)],
    },
  ],
};

const bundle: Content = {
  objectid: 'BUN-1',
  objecttype: 'BUNDLE',
  category: 'BUNDLE',
  title: 'Eid Collection',
  poster: poster('BUN-1'),
  bundleitems: ['MOV-B', 'MOV-A'],
};

function cms(url: URL) {
  if (url.hostname !== 'cms.test') return undefined;
  // The genre list names the chips (in the page's language).
  if (url.pathname === '/subscriber/v1/content/genre')
    return json({
      data: [
        { genreid: 'g-drama', name: 'Drama', title: { en: 'Drama', ar: 'دراما' } },
        { genreid: 'g-history', name: 'History', title: { en: 'History', ar: 'تاريخ' } },
      ],
      totalcount: 2,
    });
  if (url.pathname === '/subscriber/v1/content/SER-1') return json({ data: series });
  if (url.pathname === '/subscriber/v1/content/BUN-1') return json({ data: bundle });
  if (url.pathname === '/subscriber/v1/content' && url.searchParams.get('contentlist'))
    return json({
      data: (JSON.parse(url.searchParams.get('contentlist') ?? '[]') as string[]).map((id) => movie(id)),
      totalcount: 2,
    });
  if (url.pathname === '/subscriber/v1/content/related/SER-1')
    return json({ data: [movie('REL-1'), movie('REL-2')], totalcount: 2 });
  if (url.pathname.startsWith('/subscriber/v1/content/')) return notFound();
  return json({ data: [], totalcount: 0 });
}

describe('§2 content details', () => {
  it('§2 details of a series: metadata, the season tab from the URL child route, its episodes, trailers, related', async () => {
    const net = mockNetwork(cms);
    renderAt('/details/sands-of-time/SER-1/season/SER-1-S2', config);
    const details = await screen.findByTestId('details');
    expect(within(details).getByRole('heading', { level: 1 }).textContent).toBe('Sands of Time');
    expect(document.title).toContain('Sands of Time');
    // §9 duration "1 hr 5 mins", the rating, year and languages.
    expect(screen.getByTestId('details-duration').textContent).toBe('1 hr 5 mins');
    expect(screen.getByTestId('details-rating').textContent).toBe('U/A 12+');
    expect(screen.getByTestId('details-meta').textContent).toContain('2021');
    expect(within(details).getByRole('link', { name: 'Drama' }).getAttribute('href')).toBe(
      '/detailComponent/genre/Drama',
    );
    // The display language goes with the details call (SPEC §9 stored code).
    expect(net.to('/subscriber/v1/content/SER-1')[0]?.url.searchParams.get('displaylanguage')).toBe('eng');

    const tabs = screen.getAllByTestId('season-tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Season 1', 'Season 2']);
    expect(tabs[1]?.getAttribute('aria-current')).toBe('page');
    expect(tabs[0]?.getAttribute('aria-current')).toBeNull();
    expect(tabs[0]?.getAttribute('href')).toBe('/details/sands-of-time/SER-1/season/SER-1-S1');
    expect(screen.getAllByTestId('episode').map((e) => e.getAttribute('data-objectid'))).toEqual([
      'SER-1-S2E1',
      'SER-1-S2E2',
      'SER-1-S2E3',
    ]);

    // Switching the tab changes the URL child route, and the episode list follows it.
    fireEvent.click(tabs[0] as HTMLElement);
    expect(await screen.findByText(/Episode 1\.2/)).toBeTruthy();
    expect(screen.getAllByTestId('episode')).toHaveLength(2);

    const trailer = screen.getByTestId('trailer-link');
    expect(trailer.getAttribute('href')).toBe('/details/sands-of-time/SER-1/trailer/TRL-9/true');
    expect(trailer.textContent).toContain('1 min');
    const related = await screen.findByTestId('related-rail');
    expect(
      within(related)
        .getAllByTestId('poster-card')
        .map((c) => c.getAttribute('data-objectid')),
    ).toEqual(['REL-1', 'REL-2']);
  });

  it('§7 bundle items: a bundle lists what it holds, in its order, from one contentlist call', async () => {
    const net = mockNetwork(cms);
    renderAt('/details/eid-collection/BUN-1', config);
    const rail = await screen.findByTestId('bundle-items-rail');
    expect(within(rail).getByRole('heading').textContent).toBe('In this bundle');
    await screen.findAllByTestId('poster-card');
    expect(
      within(rail)
        .getAllByTestId('poster-card')
        .map((c) => c.getAttribute('data-objectid')),
    ).toEqual(['MOV-B', 'MOV-A']);
    expect(net.to('/subscriber/v1/content').map((c) => c.url.searchParams.get('contentlist'))).toContain(
      '["MOV-B","MOV-A"]',
    );
  });

  it('§2 the episode child route selects that episode of its season', async () => {
    mockNetwork(cms);
    renderAt('/details/sands-of-time/SER-1/season/SER-1-S2/episode/2/SER-1-S2E2/false', config);
    const selected = await screen.findByTestId('selected-episode');
    expect(selected.textContent).toContain('Episode 2.2');
    const current = screen.getAllByTestId('episode').filter((e) => e.getAttribute('aria-current') === 'true');
    expect(current.map((e) => e.getAttribute('data-objectid'))).toEqual(['SER-1-S2E2']);
  });

  it('§2 deep links /detail/:contentid and /viewContent/:contentId open the same details', async () => {
    mockNetwork(cms);
    renderAt('/detail/SER-1', config);
    expect((await screen.findByTestId('details')).getAttribute('data-objectid')).toBe('SER-1');
    // Without a season in the URL the first season is shown.
    expect(screen.getAllByTestId('season-tab')[0]?.getAttribute('aria-current')).toBe('page');
    cleanup();
    renderAt('/viewContent/SER-1', config);
    expect((await screen.findByTestId('details')).getAttribute('data-objectid')).toBe('SER-1');
  });

  it('§2 unknown content shows a clear not-found message', async () => {
    mockNetwork(cms);
    renderAt('/details/nothing/NOPE-1', config);
    const nf = await screen.findByTestId('details-not-found');
    expect(within(nf).getByRole('heading').textContent).toBe('Title not found');
    expect(screen.queryByTestId('details')).toBeNull();
  });
});
