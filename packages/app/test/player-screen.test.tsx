// The player screen (SPEC §4 playback, §6 device limit, §8 errors) with the Shaka wrapper mocked: what it asks the
// package call and the watch-session calls for, what it hands the player (resume point, quality cap, DRM), where
// progress goes, and that every failure shows a message with back/retry — never a black box.
import type { CreatePlayerOptions } from '@ott/player';
import type { Content } from '@ott/sdk/hooks/cms';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CastScreen from '../src/features/cast/CastScreen';
import PlayerScreen from '../src/features/player/PlayerScreen';
import { prefetchStream, preloadedStreamVideo } from '../src/hooks/stream-prefetch';
import {
  currentPath,
  fakeRealtime,
  firstAnswer,
  HD_PLAN,
  inertHandle,
  json,
  mockNetwork,
  movie,
  type PlayingOptions,
  playerStandIn,
  playing,
  renderWith,
  titleWith,
} from './player-harness';

const handleParts = { destroy: vi.fn(async () => {}), flush: vi.fn() };
const player = { ...playerStandIn(() => inertHandle(handleParts)), ...handleParts };

beforeEach(() => {
  player.destroy.mockClear();
  player.flush.mockClear();
});

const PACKAGE = {
  contentid: 'MOV-003',
  packageid: 'pkg-MOV-003-dash',
  manifesturl: 'http://sandbox.test/media/clearkey/manifest.mpd',
  manifesttype: 'DASH',
  drmscheme: 'CLEARKEY',
  licenseurl: 'http://sandbox.test/drm/clearkey',
  licenseheaders: {},
  clearkeys: [{ keyid: 'a'.repeat(32), key: 'b'.repeat(32) }],
  quality: 'HD',
};
/** The back-ends while `content` plays its ClearKey package; `answers` replace single answers (by path suffix). */
const cms = (content: Content, sms: PlayingOptions['sms'] = {}, answers: PlayingOptions['answers'] = {}) =>
  playing(content, { pkg: PACKAGE, sms, answers });

/**
 * A cast device, connected (the Remote Playback API stood in on every <video>), and media elements whose play and
 * pause work (jsdom has no playback). Returns the restore, which can also disconnect the device.
 */
/** MOV-003's player, left once its watch session started, while a device casts (see castingDevice). */
async function leaveWhileCasting() {
  const net = mockNetwork(cms(clearkeyTitle, { subscriptions: [HD_PLAN] }), {
    subscriber: true,
  });
  const view = renderWith(<PlayerScreen {...props('MOV-003')} />, {
    subscriber: true,
    realtime: fakeRealtime().store,
  });
  await waitFor(() => expect(net.to('/stream/content/MOV-003', 'POST')).toHaveLength(1));
  const video = document.querySelector('video');
  view.unmount();
  return { net, video };
}

function castingDevice(): (() => void) & { disconnect(): void } {
  const proto = HTMLMediaElement.prototype;
  const saved = (['remote', 'paused', 'play', 'pause'] as const).map(
    (k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const,
  );
  const remote = Object.assign(new EventTarget(), {
    state: 'connected' as RemotePlaybackState,
    watchAvailability: async (cb: (on: boolean) => void) => {
      cb(true);
      return 1;
    },
    cancelWatchAvailability: async () => {},
    prompt: async () => {},
  });
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  Object.defineProperty(proto, 'remote', { configurable: true, get: () => remote });
  Object.defineProperty(proto, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? false;
    },
  });
  const set = (on: boolean) =>
    function (this: HTMLMediaElement) {
      paused.set(this, on);
      this.dispatchEvent(new Event(on ? 'pause' : 'play'));
      return Promise.resolve();
    };
  Object.defineProperty(proto, 'play', { configurable: true, value: set(false) });
  Object.defineProperty(proto, 'pause', { configurable: true, value: set(true) });
  const restore = () => {
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(proto, k, d);
      else delete (proto as unknown as Record<string, unknown>)[k];
    }
  };
  return Object.assign(restore, {
    disconnect() {
      remote.state = 'disconnected';
      remote.dispatchEvent(new Event('disconnect'));
    },
  });
}

const props = (contentId: string) => ({ routeId: 'player', params: { title: 'x', contentId }, lang: null });
const clearkeyTitle = titleWith('MOV-003', ['AV-PLAN-HD'], {
  title: 'Dubai Nights',
  duration: 6120,
  contentdetails: [
    { packageid: 'pkg-MOV-003-dash', drmscheme: ['CLEARKEY'], availabilityset: ['AV-PLAN-HD'] },
  ],
});

describe('PlayerScreen', () => {
  it('§7 rentalupdate: the first play of a rented title starts its window once; a started rental is not touched', async () => {
    const rented = titleWith('MOV-006', ['AV-RENT-1'], { title: 'Rented' });
    const started: string[] = [];
    const rentalUpdate = (url: URL, req: Request) => {
      if (!url.pathname.endsWith('/rentalupdate')) return undefined;
      started.push(req.method);
      return json({
        data: { availabilityid: 'AV-RENT-1', objectid: 'MOV-006', expiry: '2030-01-01T00:00:00Z' },
      });
    };
    const net = mockNetwork(
      firstAnswer(
        rentalUpdate,
        cms(rented, { purchases: [{ availabilityid: 'AV-RENT-1', objectid: 'MOV-006', expiry: null }] }),
      ),
      { subscriber: true },
    );
    renderWith(<PlayerScreen {...props('MOV-006')} />, { subscriber: true });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(started).toEqual(['POST']));
    expect(JSON.parse(net.to('/rentalupdate')[0]?.body ?? '{}')).toEqual({
      availabilityid: 'AV-RENT-1',
      objectid: 'MOV-006',
    });
    cleanup();

    started.length = 0;
    player.createPlayer.mockClear();
    mockNetwork(
      firstAnswer(
        rentalUpdate,
        cms(rented, {
          purchases: [{ availabilityid: 'AV-RENT-1', objectid: 'MOV-006', expiry: '2030-01-01T00:00:00Z' }],
        }),
      ),
      { subscriber: true },
    );
    renderWith(<PlayerScreen {...props('MOV-006')} />, { subscriber: true });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalledTimes(1));
    expect(started).toEqual([]);
  });

  it('§4 a subscriber: authorize then start the watch session, resume from watchedduration, HD cap, ClearKey licence', async () => {
    const rt = fakeRealtime({ objectid: 'MOV-003', status: 'INPROGRESS', watchedduration: 20, updatedat: 1 });
    const net = mockNetwork(cms(clearkeyTitle, { subscriptions: [HD_PLAN] }), {
      subscriber: true,
    });
    renderWith(<PlayerScreen {...props('MOV-003')} />, { subscriber: true, realtime: rt.store });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalledTimes(1));
    const [video, opts] = player.createPlayer.mock.calls[0] as [HTMLVideoElement, CreatePlayerOptions];
    expect(video.tagName).toBe('VIDEO');
    expect(screen.getByTestId('player').contains(video)).toBe(true);
    expect(opts.manifestUrl).toBe(PACKAGE.manifesturl);
    expect(opts.startAt).toBe(20);
    expect(opts.maxResolution).toEqual({ width: 1920, height: 1080 });
    expect(opts.drm).toMatchObject({ scheme: 'CLEARKEY', licenseUrl: 'http://sandbox.test/drm/clearkey' });
    // The package call asked for the DASH package, ClearKey, at the plan's quality.
    const form = new URLSearchParams(net.to('/content/package/MOV-003')[0]?.body);
    expect(Object.fromEntries(form)).toMatchObject({
      packageid: 'pkg-MOV-003-dash',
      drmscheme: 'CLEARKEY',
      quality: 'HD',
    });
    expect(net.to('/stream/content/authorize')).toHaveLength(1);
    expect(net.to('/stream/content/MOV-003', 'POST')).toHaveLength(1);
    const authorizeAt = net.calls.findIndex((c) => c.url.pathname.endsWith('/authorize'));
    const startAt = net.calls.findIndex(
      (c) => c.url.pathname.endsWith('/stream/content/MOV-003') && c.method === 'POST',
    );
    expect(authorizeAt).toBeLessThan(startAt);

    // Progress reported by the player goes to continue-watching with the title's record fields.
    opts.onProgress?.(25, 32);
    await waitFor(() => expect(rt.saveProgress).toHaveBeenCalledTimes(1));
    expect(rt.saveProgress).toHaveBeenCalledWith(
      { subscriberid: '1001', profileid: '1001-p1' },
      expect.objectContaining({ objectid: 'MOV-003', title: 'Dubai Nights' }),
      25,
      32,
    );
    // pagehide flushes the position and stops the watch session (nothing lost when the tab closes).
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(player.flush).toHaveBeenCalled();
    await waitFor(() => expect(net.to('/stream/content/MOV-003', 'DELETE')).toHaveLength(1));
  });

  it('§4 leaving the player destroys it (final progress) and stops the watch session', async () => {
    const net = mockNetwork(cms(clearkeyTitle, { subscriptions: [HD_PLAN] }), {
      subscriber: true,
    });
    const view = renderWith(<PlayerScreen {...props('MOV-003')} />, {
      subscriber: true,
      realtime: fakeRealtime().store,
    });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalled());
    await waitFor(() => expect(net.to('/stream/content/MOV-003', 'POST')).toHaveLength(1));
    view.unmount();
    expect(player.destroy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(net.to('/stream/content/MOV-003', 'DELETE')).toHaveLength(1));
  });

  it('§2 /cast: leaving the player while casting keeps the cast, shown on /cast with play/pause and stop casting', async () => {
    const restore = castingDevice();
    try {
      const { net, video } = await leaveWhileCasting();
      // The session goes on: the player is not destroyed, the watch session not stopped, the element still playing.
      expect(player.destroy).not.toHaveBeenCalled();
      expect(video?.isConnected).toBe(true);
      expect(video?.paused).toBe(false);

      const cast = renderWith(<CastScreen routeId="cast" params={{}} lang={null} />, { at: '/cast' });
      expect(screen.getByTestId('cast-now').querySelector('h1')?.textContent).toBe(
        'Casting \u2068Dubai Nights\u2069',
      ); // the title isolated in the sentence
      expect(screen.getByTestId('cast-now-state').textContent).toBe('Playing on your cast device');
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
      await waitFor(() =>
        expect(screen.getByTestId('cast-now-state').textContent).toBe('Paused on your cast device'),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy());
      expect(net.to('/stream/content/MOV-003', 'DELETE')).toHaveLength(0);

      fireEvent.click(screen.getByRole('button', { name: 'Stop casting' }));
      expect(player.destroy).toHaveBeenCalledTimes(1);
      expect(video?.isConnected).toBe(false);
      await waitFor(() => expect(net.to('/stream/content/MOV-003', 'DELETE')).toHaveLength(1));
      expect(await screen.findByTestId('cast-ready')).toBeTruthy();
      cast.unmount();
    } finally {
      restore();
    }
  });

  it('§2 /cast: a kept cast ends when the device disconnects; a player leaving without a cast ends as before', async () => {
    const restore = castingDevice();
    try {
      const { net } = await leaveWhileCasting();
      const cast = renderWith(<CastScreen routeId="cast" params={{}} lang={null} />, { at: '/cast' });
      expect(screen.getByTestId('cast-now')).toBeTruthy();
      act(() => restore.disconnect());
      expect(await screen.findByTestId('cast-ready')).toBeTruthy();
      expect(player.destroy).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(net.to('/stream/content/MOV-003', 'DELETE')).toHaveLength(1));
      cast.unmount();
    } finally {
      restore();
    }
  });

  it('§6 2-device limit: authorize answering 7203 shows "Device Limit Reached" with its hint, and no player', async () => {
    mockNetwork(
      cms(
        clearkeyTitle,
        { subscriptions: [HD_PLAN] },
        { '/stream/content/authorize': () => json({ errorcode: 7203, reason: 'Device Limit Reached' }, 409) },
      ),
      { subscriber: true },
    );
    renderWith(<PlayerScreen {...props('MOV-003')} />, { subscriber: true, realtime: fakeRealtime().store });
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('Device Limit Reached');
    expect(error.textContent).toContain('Sign out or stop another device and retry');
    expect(player.createPlayer).not.toHaveBeenCalled();
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(error).getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('§8 a package 4xx ("Content is not accessible") is shown as a message, not a black box', async () => {
    const free = titleWith('MOV-007', ['AV-FREE']);
    mockNetwork(
      cms(
        free,
        {},
        {
          '/content/package/MOV-007': () =>
            json({ errorcode: 7201, reason: 'Content is not accessible' }, 403),
        },
      ),
    );
    renderWith(<PlayerScreen {...props('MOV-007')} />);
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('Content is not accessible');
    expect(player.createPlayer).not.toHaveBeenCalled();
  });

  it('play → first frame: the <video> the details page primed the stream in is shown and handed to the player', async () => {
    const free = titleWith('MOV-007', ['AV-FREE']);
    const clear = () =>
      json({ data: { ...PACKAGE, contentid: 'MOV-007', drmscheme: 'NONE', clearkeys: null } });
    const net = mockNetwork(cms(free, {}, { '/content/package/MOV-007': clear }));
    const stream = { content: free, trailerId: null, availabilityid: 'AV-FREE', quality: null };
    prefetchStream(stream);
    let primed: HTMLVideoElement | null = null;
    await waitFor(() => {
      primed = preloadedStreamVideo(stream);
      expect(primed).not.toBeNull();
    });
    renderWith(<PlayerScreen {...props('MOV-007')} />);
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalledTimes(1));
    const [video, opts] = player.createPlayer.mock.calls[0] as [HTMLVideoElement, CreatePlayerOptions];
    expect(video).toBe(primed);
    expect(screen.getByTestId('player-stage').contains(video)).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Video: Title MOV-007');
    expect(opts.preloadKey).toBeTruthy();
    // The package answer fetched ahead was taken over: asked once.
    expect(net.to('/content/package/MOV-007')).toHaveLength(1);
    cleanup();
    // Taken: the next player gets a new element.
    expect(preloadedStreamVideo(stream)).toBeNull();
  });

  it('§8 a Shaka error shows its code with retry; retry starts the player again', async () => {
    const free = titleWith('MOV-007', ['AV-FREE']);
    const net = mockNetwork(cms(free));
    player.createPlayer.mockRejectedValueOnce({
      kind: 'shaka',
      code: 1002,
      category: 1,
      message: 'HTTP error',
    });
    renderWith(<PlayerScreen {...props('MOV-007')} />);
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('This video cannot be played right now');
    expect(error.textContent).toContain('1002');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByTestId('player-error')).toBeNull());
    // A visitor's FREE title: no watch session, no progress.
    expect(net.to('/stream/content/authorize')).toHaveLength(0);
  });

  it('§8 an error during playback (onError) replaces the picture with the message', async () => {
    const free = titleWith('MOV-007', ['AV-FREE']);
    mockNetwork(cms(free));
    renderWith(<PlayerScreen {...props('MOV-007')} />);
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalled());
    const opts = player.createPlayer.mock.calls[0]?.[1] as CreatePlayerOptions;
    act(() => opts.onError?.({ kind: 'shaka', code: 6007, message: 'licence request failed' }));
    expect((await screen.findByTestId('player-error')).textContent).toContain('6007');
  });

  it('§8 network failure of the package call says so', async () => {
    const free = titleWith('MOV-007', ['AV-FREE']);
    mockNetwork(
      cms(
        free,
        {},
        {
          '/content/package/MOV-007': () => {
            throw new TypeError('Failed to fetch');
          },
        },
      ),
    );
    renderWith(<PlayerScreen {...props('MOV-007')} />);
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toMatch(/network|connect/i);
  });

  it('§4 trailer where there is no content detail (MOV-010): the trailer package, clear, without a watch session', async () => {
    const trailerOnly = movie('MOV-010', {
      contentdetails: [],
      trailer: [{ trailerid: 'TRL-003', title: 'Teaser', duration: 62, packageid: 'pkg-TRL-003' }],
    });
    const net = mockNetwork(cms(trailerOnly, { subscriptions: [HD_PLAN] }), {
      subscriber: true,
    });
    renderWith(<PlayerScreen {...props('MOV-010')} />, { subscriber: true, realtime: fakeRealtime().store });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalled());
    const form = Object.fromEntries(new URLSearchParams(net.to('/content/package/MOV-010')[0]?.body));
    expect(form).toMatchObject({ packageid: 'pkg-TRL-003', trailerid: 'TRL-003', drmscheme: 'NONE' });
    expect(net.to('/stream/content/authorize')).toHaveLength(0);
    expect(screen.getByText('Trailer')).toBeTruthy();
  });

  it('§2 trailerDeeplink: ?trailerId= plays that trailer', async () => {
    const title = titleWith('MOV-001', ['AV-PLAN-HD'], {
      trailer: [{ trailerid: 'TRL-001', title: 'Trailer', duration: 134, packageid: 'pkg-TRL-001' }],
    });
    const net = mockNetwork(cms(title));
    renderWith(<PlayerScreen routeId="trailerDeeplink" params={{ contentId: 'MOV-001' }} lang={null} />, {
      at: '/trailerDeeplink/MOV-001?trailerId=TRL-001',
    });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalled());
    const form = Object.fromEntries(new URLSearchParams(net.to('/content/package/MOV-001')[0]?.body));
    expect(form).toMatchObject({ trailerid: 'TRL-001', packageid: 'pkg-TRL-001' });
  });

  it('§4 a visitor deep-linking to plan content is asked to log in; nothing plays', async () => {
    mockNetwork(cms(titleWith('MOV-001', ['AV-PLAN-HD'])));
    renderWith(<PlayerScreen routeId="contentPlayDeeplink" params={{ contentId: 'MOV-001' }} lang={null} />);
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('Please log in to watch this content');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(player.createPlayer).not.toHaveBeenCalled();
  });

  it('§4 parental control on a deep link: the kids profile gets the block message, nothing plays', async () => {
    mockNetwork(
      cms(titleWith('MOV-004', ['AV-PLAN-HD'], { pgratting: 'U/A 12+' }), {
        subscriptions: [HD_PLAN],
        parental: { enabled: true, profiles: [{ profileid: '1001-k1', rating: 'U/A 7+' }] },
        profiles: [{ profileid: '1001-k1', name: 'Kids', kids: true, pinprotected: true, rating: 'U/A 7+' }],
      }),
      { subscriber: true },
    );
    renderWith(<PlayerScreen {...props('MOV-004')} />, {
      subscriber: true,
      kidsMode: true,
      profileid: '1001-k1',
    });
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('This content is blocked by parental control');
    expect(player.createPlayer).not.toHaveBeenCalled();
  });

  it('§4 next episode: offered near the end and it opens the next episode on the player route', async () => {
    const episode = titleWith('SER-002-S1E1', ['AV-FREE'], {
      objecttype: 'EPISODE',
      title: 'Harbour Lights',
      nextepisodeid: 'SER-002-S1E2',
    });
    mockNetwork(cms(episode));
    renderWith(<PlayerScreen {...props('SER-002-S1E1')} />);
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalled());
    const opts = player.createPlayer.mock.calls[0]?.[1] as CreatePlayerOptions;
    act(() => opts.onTime?.(100, 3000, false));
    expect(screen.queryByTestId('next-episode')).toBeNull();
    act(() => opts.onTime?.(2985, 3000, false));
    fireEvent.click(await screen.findByTestId('next-episode'));
    expect(currentPath()).toBe('/movie/harbour-lights/SER-002-S1E2/play');
  });
});
