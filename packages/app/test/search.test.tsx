// SPEC §2 search (`/:lang?/search/:id?`, popular searches) and §9 (default debounce 1000 ms), through the real router
// and generated hooks over a mocked transport.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, json, mockNetwork, movie, providerConfig, renderAt } from './browse-harness';

const config = providerConfig([{ id: 'home', sections: [] }]);
const SEARCH = '/subscriber/v1/content/search';
const SUGGEST = '/subscriber/v1/content/suggestions';

function catalogue(url: URL) {
  if (url.pathname === '/subscriber/v1/content/popularsearch')
    return json({ data: [{ term: 'Falcon', objectid: 'M1' }, { term: 'Pearl' }], totalcount: 2 });
  if (url.pathname === SUGGEST)
    return json({
      data: [{ objectid: 'M1', title: 'The Desert Falcon', productionyear: 2024 }],
      totalcount: 1,
    });
  if (url.pathname === SEARCH) {
    const q = url.searchParams.get('q') ?? '';
    return json(
      q === 'nothing'
        ? { data: [], totalcount: 0 }
        : { data: [movie('M1', { title: 'The Desert Falcon' }), movie('M2')], totalcount: 2 },
    );
  }
  return json({ data: [], totalcount: 0 });
}

const flush = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('§2 search', () => {
  it('§2 opening Search puts the focus in the search field', async () => {
    mockNetwork(catalogue);
    renderAt('/search', config);
    const field = await screen.findByTestId('search-input');
    expect(document.activeElement).toBe(field);
  });

  it('§9 debounce 1000 ms: typing sends one search only after 1000 ms of quiet, and the query goes to the URL', async () => {
    const net = mockNetwork(catalogue);
    renderAt('/search', config);
    const input = await screen.findByTestId('search-input');
    vi.useFakeTimers();
    for (const text of ['f', 'fa', 'fal', 'falc']) {
      fireEvent.change(input, { target: { value: text } });
      await flush(400);
    }
    expect(net.to(SEARCH)).toHaveLength(0);
    await flush(999 - 400);
    expect(net.to(SEARCH)).toHaveLength(0);
    await flush(1);
    await flush(0);
    expect(net.to(SEARCH)).toHaveLength(1);
    expect(net.to(SEARCH)[0]?.url.searchParams.get('q')).toBe('falc');
    expect(currentPath()).toBe('/search/falc');
    await flush(50);
    expect(screen.getAllByTestId('poster-card').map((c) => c.getAttribute('data-objectid'))).toEqual([
      'M1',
      'M2',
    ]);
    // Nothing more is sent while the query stays the same.
    await flush(5000);
    expect(net.to(SEARCH)).toHaveLength(1);
  });

  it('§2 search with popular searches: shown when the query is empty, and they lead to their search', async () => {
    mockNetwork(catalogue);
    renderAt('/search', config);
    const popular = await screen.findAllByTestId('popular-search');
    expect(popular.map((a) => a.textContent)).toEqual(['Falcon', 'Pearl']);
    expect(popular[0]?.getAttribute('href')).toBe('/search/Falcon');
    fireEvent.click(popular[0] as HTMLElement);
    expect(await screen.findByText('The Desert Falcon')).toBeTruthy();
    expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('Falcon');
    expect(screen.queryByTestId('popular-searches')).toBeNull();
  });

  it('§2 suggestions appear while typing, before the search runs', async () => {
    const net = mockNetwork(catalogue);
    renderAt('/search', config);
    fireEvent.change(await screen.findByTestId('search-input'), { target: { value: 'des' } });
    const suggestion = await screen.findByTestId('search-suggestion');
    expect(suggestion.textContent).toContain('The Desert Falcon');
    expect(suggestion.getAttribute('href')).toBe('/details/the-desert-falcon/M1');
    expect(net.to(SUGGEST)[0]?.url.searchParams.get('q')).toBe('des');
    expect(net.to(SEARCH)).toHaveLength(0);
  });

  it('§2 the query in the URL (path or ?q=) is searched on arrival; no results says so', async () => {
    const net = mockNetwork(catalogue);
    renderAt('/search?q=nothing', config);
    expect(await screen.findByTestId('search-no-results')).toBeTruthy();
    expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('nothing');
    expect(net.to(SEARCH)[0]?.url.searchParams.get('q')).toBe('nothing');
    cleanup();
    renderAt('/ar/search/falcon', config);
    expect((await screen.findAllByTestId('poster-card')).length).toBe(2);
    expect(screen.getAllByTestId('poster-card')[0]?.getAttribute('href')).toBe(
      '/ar/details/the-desert-falcon/M1',
    );
  });
});
