// SPEC §4 likes on the details page: toggles, live counts across clients, visitors, and §8 failures.
import { createMemoryDatabase, createMemoryRealtime, type MemoryRealtimeDatabase } from '@ott/realtime';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LikeButtons } from '../src/components/LikeButtons';
import { toRealtimeContent } from '../src/hooks/realtime';
import { makeServices, movieWithPoster, renderWithApp, SUBSCRIBER } from './realtime-harness';

const MOVIE = movieWithPoster('MOV-001', 'The First Film', 'LANDSCAPE', { duration: 5400, genre: ['Drama'] });

const silent = { error: vi.fn(), info: vi.fn() };
const recordPath = `subscriber/${SUBSCRIBER.subscriberid}/${SUBSCRIBER.profileid}/content/${MOVIE.objectid}`;
const likeCount = () => screen.getByTestId('like-count').textContent;
const dislikeCount = () => screen.getByTestId('dislike-count').textContent;

let db: MemoryRealtimeDatabase;
beforeEach(() => {
  db = createMemoryDatabase();
  silent.error.mockClear();
});
function setup(opts: { loggedIn?: boolean; data?: unknown } = {}) {
  if (opts.data) db.write('', opts.data);
  const store = createMemoryRealtime({ database: db, logger: silent });
  const services = makeServices({ realtime: store, loggedIn: opts.loggedIn });
  renderWithApp(<LikeButtons content={MOVIE} />, services, { path: '/details/the-first-film/MOV-001' });
  return { store, services };
}

describe('LikeButtons', () => {
  it('§4 each press sends one live-event put (CONTENT, LikeDislike, the counts) and one rated event', async () => {
    const store = createMemoryRealtime({ database: db, logger: silent });
    const services = makeServices({ realtime: store });
    const event = vi.fn();
    services.env.analytics = { event, setUserProperties: vi.fn() };
    renderWithApp(<LikeButtons content={MOVIE} />, services, { path: '/details/the-first-film/MOV-001' });
    await waitFor(() => expect(likeCount()).toBe('0'));
    fireEvent.click(screen.getByTestId('like-button'));
    await waitFor(() => expect(event).toHaveBeenCalledTimes(2));
    expect(event).toHaveBeenNthCalledWith(1, 'LikeDislike', {
      category: 'CONTENT',
      event: 'LikeDislike',
      contentid: 'MOV-001',
      likecount: 1,
      dislikecount: 0,
    });
    expect(event).toHaveBeenNthCalledWith(2, 'rated', { contentid: 'MOV-001', likestatus: 'LIKE' });
    fireEvent.click(screen.getByTestId('dislike-button'));
    await waitFor(() => expect(event).toHaveBeenCalledTimes(4));
    expect(event).toHaveBeenNthCalledWith(
      3,
      'LikeDislike',
      expect.objectContaining({ likecount: 0, dislikecount: 1 }),
    );
  });

  it('§4 a renewed realtime token (a new store every few minutes) never blanks the counts shown', async () => {
    const { services } = setup({
      data: { content: { 'MOV-001': { like: { count: 2 }, dislike: { count: 0 } } } },
    });
    await waitFor(() => expect(likeCount()).toBe('2'));
    const shown: (string | null)[] = [];
    const observer = new MutationObserver(() => shown.push(likeCount()));
    observer.observe(screen.getByTestId('like-count'), {
      childList: true,
      characterData: true,
      subtree: true,
    });
    act(() => services.session.set({ realtimeGeneration: services.session.get().realtimeGeneration + 1 }));
    db.write('content/MOV-001/like/count', 3);
    await waitFor(() => expect(likeCount()).toBe('3'));
    observer.disconnect();
    expect(shown).not.toContain('–');
  });

  it('§4 the pressed state follows the stored status live: a press in another tab shows here without a reload', async () => {
    setup();
    const here = screen.getByTestId('like-button');
    await waitFor(() => expect(likeCount()).toBe('0'));
    // Another tab of the same profile: its own client on the same database.
    const otherTab = createMemoryRealtime({ database: db, logger: silent });
    await act(async () => {
      await otherTab.pressLike(SUBSCRIBER, toRealtimeContent(MOVIE), 'LIKE');
    });
    await waitFor(() => expect(here.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(likeCount()).toBe('1'));
    await act(async () => {
      await otherTab.pressLike(SUBSCRIBER, toRealtimeContent(MOVIE), 'DISLIKE');
    });
    await waitFor(() =>
      expect(screen.getByTestId('dislike-button').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(here.getAttribute('aria-pressed')).toBe('false');
  });

  it('§4 like: pressing LIKE starts the counts at 1 and 0, pressing it again returns to NONE', async () => {
    setup();
    await waitFor(() => expect(likeCount()).toBe('0'));
    const like = screen.getByTestId('like-button');
    expect(like.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(likeCount()).toBe('1'));
    expect(dislikeCount()).toBe('0');
    expect(db.read(`content/${MOVIE.objectid}`)).toMatchObject({ like: { count: 1 }, dislike: { count: 0 } });
    // The first interaction creates the record with the content's fields (SPEC §4, §3).
    expect(db.read(recordPath)).toMatchObject({
      objectid: 'MOV-001',
      title: 'The First Film',
      likestatus: 'LIKE',
    });

    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(likeCount()).toBe('0'));
    expect(db.read(`${recordPath}/likestatus`)).toBe('NONE');
  });

  it('§4 like: DISLIKE after LIKE lowers the like count and raises the dislike count', async () => {
    setup({ data: { content: { 'MOV-001': { like: { count: 4 }, dislike: { count: 2 } } } } });
    await waitFor(() => expect(likeCount()).toBe('4'));
    fireEvent.click(screen.getByTestId('like-button'));
    await waitFor(() => expect(likeCount()).toBe('5'));
    fireEvent.click(screen.getByTestId('dislike-button'));
    await waitFor(() => expect(dislikeCount()).toBe('3'));
    expect(likeCount()).toBe('4');
    expect(screen.getByTestId('dislike-button').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false');
  });

  it('§4 like: the saved status of the profile is shown as pressed', async () => {
    setup({
      data: {
        content: { 'MOV-001': { like: { count: 1 }, dislike: { count: 1 } } },
        subscriber: {
          '1001': { '1001-p1': { content: { 'MOV-001': { objectid: 'MOV-001', likestatus: 'DISLIKE' } } } },
        },
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('dislike-button').getAttribute('aria-pressed')).toBe('true'),
    );
    // Pressing DISLIKE from DISLIKE gives NONE and lowers the count.
    fireEvent.click(screen.getByTestId('dislike-button'));
    await waitFor(() => expect(dislikeCount()).toBe('0'));
    expect(screen.getByTestId('dislike-button').getAttribute('aria-pressed')).toBe('false');
  });

  it('§4 live counts: a press in another client updates the shown counts without a reload', async () => {
    setup();
    await waitFor(() => expect(likeCount()).toBe('0'));
    const otherBrowser = createMemoryRealtime({ database: db, logger: silent });
    const otherPress = (reaction: 'LIKE' | 'DISLIKE') =>
      act(async () => {
        await otherBrowser.pressLike(
          { subscriberid: '2002', profileid: '2002-p1' },
          toRealtimeContent(MOVIE),
          reaction,
        );
      });
    await otherPress('LIKE');
    await waitFor(() => expect(likeCount()).toBe('1'));
    await otherPress('DISLIKE');
    await waitFor(() => expect(dislikeCount()).toBe('1'));
    expect(likeCount()).toBe('0');
  });

  it('§4 visitor: pressing like asks to log in and writes nothing', async () => {
    setup({ loggedIn: false });
    await waitFor(() => expect(likeCount()).toBe('0'));
    fireEvent.click(screen.getByTestId('like-button'));
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
    expect(db.getData()).toBeNull();
  });

  it('§8 realtime failure: a failed press is logged, the counts return, the page shows "unavailable"', async () => {
    setup({ data: { content: { 'MOV-001': { like: { count: 2 }, dislike: { count: 0 } } } } });
    await waitFor(() => expect(likeCount()).toBe('2'));
    db.simulateFailure(true);
    fireEvent.click(screen.getByTestId('like-button'));
    expect(await screen.findByTestId('likes-unavailable')).toBeTruthy();
    expect(likeCount()).toBe('2');
    expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false');
    expect(silent.error).toHaveBeenCalled();
  });

  it('§8 realtime failure: a store that cannot load leaves the buttons in place, counts unknown', async () => {
    const services = makeServices({ realtime: () => Promise.reject(new Error('chunk failed')) });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<LikeButtons content={MOVIE} />, services);
    expect(await screen.findByTestId('likes-unavailable')).toBeTruthy();
    expect(likeCount()).toBe('–');
    fireEvent.click(screen.getByTestId('like-button'));
    await waitFor(() => expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false'));
    spy.mockRestore();
  });
});
