// SPEC §4 continue-watching rail (order, progress, resume, remove), per profile: a profile switch re-subscribes and
// a logout tears the listeners down.
import { createMemoryDatabase, createMemoryRealtime, type RealtimeStore } from '@ott/realtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ContinueWatchingRail from '../src/features/continue-watching/ContinueWatchingRail';
import { makeServices, renderWithApp } from './realtime-harness';

const silent = { error: vi.fn(), info: vi.fn() };
const cw = (title: string, updatedat: number, watchedduration: number | null, status = 'INPROGRESS') => ({
  objectid: title,
  title: `Title ${title}`,
  duration: 1000,
  status,
  watchedduration,
  updatedat,
  poster: { landscape: `${title}.jpg` },
});

const DATA = {
  subscriber: {
    '1001': {
      '1001-p1': {
        content: {
          'MOV-001': cw('MOV-001', 100, 250),
          'MOV-002': cw('MOV-002', 300, 500),
          'MOV-003': cw('MOV-003', 400, null, 'COMPLETED'),
          'MOV-004': { objectid: 'MOV-004', inwatchlist: true },
          'MOV-005': cw('MOV-005', 200, 100),
        },
      },
      '1001-p2': { content: { 'MOV-007': cw('MOV-007', 50, 900) } },
    },
  },
};

const shownIds = () =>
  screen.queryAllByTestId('continue-watching-item').map((el) => el.getAttribute('data-objectid'));

function setup(store?: RealtimeStore) {
  const db = createMemoryDatabase(DATA);
  const realtime = store ?? createMemoryRealtime({ database: db, logger: silent });
  const services = makeServices({ realtime });
  renderWithApp(<ContinueWatchingRail />, services);
  return { db, services };
}

describe('ContinueWatchingRail', () => {
  it('§4 continue-watching: only INPROGRESS items with a position, newest updatedat first', async () => {
    setup();
    await waitFor(() => expect(shownIds()).toEqual(['MOV-002', 'MOV-005', 'MOV-001']));
    const rail = screen.getByTestId('continue-watching');
    expect(within(rail).getByRole('heading', { name: 'Continue watching' })).toBeTruthy();
    expect(
      within(rail)
        .getByRole('link', { name: /^See all/ })
        .getAttribute('href'),
    ).toBe('/seeallcontinuewatch');
  });

  it('§4 continue-watching: progress is watchedduration / duration, the card resumes in the player', async () => {
    setup();
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    const first = screen.getAllByTestId('continue-watching-item')[0] as HTMLElement;
    expect(within(first).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(first).getByRole('link', { name: 'Resume Title MOV-002' }).getAttribute('href')).toBe(
      '/movie/title-mov-002/MOV-002/play',
    );
  });

  it('§4 continue-watching: remove deletes watchedduration and status and drops the item', async () => {
    const { db } = setup();
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Title MOV-005 from continue watching' }));
    await waitFor(() => expect(shownIds()).toEqual(['MOV-002', 'MOV-001']));
    const record = db.read('subscriber/1001/1001-p1/content/MOV-005') as Record<string, unknown>;
    expect(record.watchedduration).toBeUndefined();
    expect(record.status).toBeUndefined();
    expect(record.title).toBe('Title MOV-005');
  });

  it("§4 profiles: after a profile switch the rail shows the new profile's list", async () => {
    const { services } = setup();
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    act(() => services.session.set({ profileid: '1001-p2' }));
    await waitFor(() => expect(shownIds()).toEqual(['MOV-007']));
  });

  it('§4 logout: the listeners are torn down and the rail disappears', async () => {
    const inner = createMemoryRealtime({ database: createMemoryDatabase(DATA), logger: silent });
    const stops: ReturnType<typeof vi.fn>[] = [];
    const store: RealtimeStore = {
      ...inner,
      watchContinueWatching(ctx, cb) {
        const stop = inner.watchContinueWatching(ctx, cb);
        const spy = vi.fn(stop);
        stops.push(spy);
        return spy;
      },
    };
    const { services } = setup(store);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    expect(stops).toHaveLength(1);
    act(() =>
      services.session.set({ sessionToken: null, refreshToken: null, subscriber: null, profileid: null }),
    );
    await waitFor(() => expect(screen.queryByTestId('continue-watching')).toBeNull());
    expect(stops[0]).toHaveBeenCalledTimes(1);
  });

  it('§4 continue-watching: a visitor sees no rail and nothing is subscribed', async () => {
    const realtime = vi.fn(() => Promise.resolve(createMemoryRealtime({ data: DATA, logger: silent })));
    const services = makeServices({ realtime, loggedIn: false });
    renderWithApp(<ContinueWatchingRail />, services);
    await act(async () => {});
    expect(screen.queryByTestId('continue-watching')).toBeNull();
    expect(realtime).not.toHaveBeenCalled();
  });

  it('§8 realtime failure: the rail stays hidden and the page renders', async () => {
    const db = createMemoryDatabase(DATA);
    db.simulateFailure(true);
    const services = makeServices({ realtime: createMemoryRealtime({ database: db, logger: silent }) });
    renderWithApp(
      <>
        <h1>Home</h1>
        <ContinueWatchingRail />
      </>,
      services,
    );
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByTestId('continue-watching')).toBeNull();
    expect(silent.error).toHaveBeenCalled();
  });
});
