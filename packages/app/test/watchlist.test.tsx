// SPEC §4 watchlist (toggle, page, remove, empty state) and §9 watchlist posters (file index 1).
import { createMemoryDatabase, createMemoryRealtime, type MemoryRealtimeDatabase } from '@ott/realtime';
import { getListContentQueryKey } from '@ott/sdk/hooks/cms';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchlistButton } from '../src/components/WatchlistButton';
import WatchlistScreen from '../src/features/watchlist/WatchlistScreen';
import { lastingQueryClient, makeServices, movieWithPoster, renderWithApp } from './realtime-harness';

const silent = { error: vi.fn(), info: vi.fn() };
const content = (id: string, title: string) => movieWithPoster(id, title, 'PORTRAIT', { duration: 3600 });
const MOV1 = content('MOV-001', 'First Film');
const MOV2 = content('MOV-002', 'Second Film');
const screenProps = { routeId: 'watchlist', params: {}, lang: null };
const profileContent = 'subscriber/1001/1001-p1/content';

let db: MemoryRealtimeDatabase;
beforeEach(() => {
  db = createMemoryDatabase();
});
const services = (loggedIn = true) =>
  makeServices({ realtime: createMemoryRealtime({ database: db, logger: silent }), loggedIn });

describe('WatchlistButton', () => {
  it('§7 each watchlist change sends one user-action event', async () => {
    const s = services();
    const event = vi.fn();
    s.env.analytics = { event, setUserProperties: vi.fn() };
    renderWithApp(<WatchlistButton content={MOV1} />, s);
    const button = screen.getByTestId('watchlist-button');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(event).toHaveBeenCalledTimes(1);
    expect(event).toHaveBeenCalledWith('user-action', { action: 'watchlist-add', contentid: 'MOV-001' });
    fireEvent.click(button);
    await waitFor(() => expect(event).toHaveBeenCalledTimes(2));
    expect(event).toHaveBeenLastCalledWith('user-action', {
      action: 'watchlist-remove',
      contentid: 'MOV-001',
    });
  });

  it('§4 watchlist: the toggle adds and removes the title (aria-pressed follows)', async () => {
    renderWithApp(<WatchlistButton content={MOV1} />, services());
    const button = screen.getByTestId('watchlist-button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(db.read(`${profileContent}/MOV-001`)).toMatchObject({
      objectid: 'MOV-001',
      title: 'First Film',
      inwatchlist: true,
      contentstatus: 'ACTIVE',
    });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(db.read(`${profileContent}/MOV-001/inwatchlist`)).toBe(false);
  });

  it('§4 watchlist: a title already in the list shows pressed', async () => {
    db.write(`${profileContent}/MOV-001`, { objectid: 'MOV-001', inwatchlist: true });
    renderWithApp(<WatchlistButton content={MOV1} />, services());
    await waitFor(() =>
      expect(screen.getByTestId('watchlist-button').getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('§6 watchlist needs a subscriber: a visitor pressing it is asked to log in', async () => {
    renderWithApp(<WatchlistButton content={MOV1} />, services(false));
    fireEvent.click(screen.getByTestId('watchlist-button'));
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
    expect(db.getData()).toBeNull();
  });

  it('§8 realtime failure: a failed write is logged and the button returns to its state', async () => {
    renderWithApp(<WatchlistButton content={MOV1} />, services());
    const button = screen.getByTestId('watchlist-button');
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    db.simulateFailure(true);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(within(button).getByRole('status').textContent).toMatch(/unavailable/);
  });
});

describe('WatchlistScreen', () => {
  it('§4 watchlist: a title added with the toggle appears on the page, remove takes it off', async () => {
    const s = services();
    renderWithApp(
      <>
        <WatchlistButton content={MOV1} />
        <WatchlistScreen {...screenProps} />
      </>,
      s,
    );
    expect(await screen.findByTestId('watchlist-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('watchlist-button'));
    const page = screen.getByTestId('watchlist');
    await waitFor(() => expect(within(page).getAllByTestId('watchlist-item')).toHaveLength(1));
    expect(within(page).getByTestId('poster-card').getAttribute('data-objectid')).toBe('MOV-001');
    fireEvent.click(within(page).getByRole('button', { name: 'Remove First Film from the watchlist' }));
    expect(await screen.findByTestId('watchlist-empty')).toBeTruthy();
    expect(db.read(`${profileContent}/MOV-001/inwatchlist`)).toBe(false);
  });

  it('§9 watchlist posters use file index 1 (the titles re-read in one contentlist call)', async () => {
    db.write(profileContent, {
      'MOV-001': { objectid: 'MOV-001', title: 'First Film', inwatchlist: true },
      'MOV-002': { objectid: 'MOV-002', title: 'Second Film', inwatchlist: true },
      'MOV-003': { objectid: 'MOV-003', title: 'Not listed', likestatus: 'LIKE' },
    });
    const queryClient = lastingQueryClient();
    queryClient.setQueryData(
      getListContentQueryKey({ contentlist: JSON.stringify(['MOV-001', 'MOV-002']) }),
      {
        data: [MOV1, MOV2],
        totalcount: 2,
      },
    );
    const { container } = renderWithApp(<WatchlistScreen {...screenProps} />, services(), { queryClient });
    await waitFor(() => expect(screen.getAllByTestId('watchlist-item')).toHaveLength(2));
    const srcs = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src')).sort();
    expect(srcs).toEqual([
      'https://img.test/MOV-001/portrait-1.jpg',
      'https://img.test/MOV-002/portrait-1.jpg',
    ]);
    const links = screen.getAllByTestId('poster-card').map((a) => a.getAttribute('href'));
    expect(links).toContain('/details/first-film/MOV-001');
  });

  it('§4 watchlist: the empty state links back to browsing', async () => {
    renderWithApp(<WatchlistScreen {...screenProps} />, services());
    const empty = await screen.findByTestId('watchlist-empty');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/');
  });

  it('§8 a removal that fails puts the title back and says the watchlist is unavailable', async () => {
    renderWithApp(
      <>
        <WatchlistButton content={MOV1} />
        <WatchlistScreen {...screenProps} />
      </>,
      services(),
    );
    expect(await screen.findByTestId('watchlist-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('watchlist-button'));
    const page = screen.getByTestId('watchlist');
    await waitFor(() => expect(within(page).getAllByTestId('watchlist-item')).toHaveLength(1));
    db.simulateFailure(true);
    fireEvent.click(within(page).getByRole('button', { name: 'Remove First Film from the watchlist' }));
    expect(await within(page).findByTestId('watchlist-unavailable')).toBeTruthy();
    expect(within(page).getAllByTestId('watchlist-item')).toHaveLength(1);
    expect(db.read(`${profileContent}/MOV-001/inwatchlist`)).toBe(true);
  });

  it('§8 realtime failure: the page says the watchlist is unavailable and still renders', async () => {
    const s = makeServices({ realtime: () => Promise.reject(new Error('offline')) });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<WatchlistScreen {...screenProps} />, s);
    expect(await screen.findByTestId('watchlist-unavailable')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    spy.mockRestore();
  });
});
