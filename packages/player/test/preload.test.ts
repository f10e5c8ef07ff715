// Play click → first frame: a stream preloaded before the click is taken over by the player.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPlayer,
  hasPreload,
  PRIMED_BUFFER_S,
  type PreloadStreamOptions,
  preloadedVideo,
  preloadStream,
  releaseVideo,
} from '../src';
import { asVideo, FakeVideo, shakaOf } from './fake-video';

function fakeShaka(opts: { failLoad?: boolean } = {}) {
  const log: string[] = [];
  let n = 0;
  class Player extends EventTarget {
    id = ++n;
    static isBrowserSupported() {
      return true;
    }
    async attach(video: FakeVideo) {
      log.push(`attach ${this.id}${video.name ? ` ${video.name}` : ''}`);
    }
    configure(c: object) {
      if ('restrictions' in c)
        log.push(`configure ${this.id} ${JSON.stringify((c as { restrictions: object }).restrictions)}`);
      const streaming = (c as { streaming?: { bufferingGoal?: number } }).streaming;
      if (streaming?.bufferingGoal !== undefined)
        log.push(`buffering goal ${this.id} ${streaming.bufferingGoal}`);
      return true;
    }
    async preload(uri: string, _start: number | null, mime?: string) {
      log.push(`preload ${this.id} ${uri} ${mime}`);
      return { manager: this.id, uri };
    }
    async load(what: string | { manager: number }, start?: number | null) {
      if (opts.failLoad && typeof what !== 'string') throw new Error('load failed');
      log.push(
        `load ${this.id} ${typeof what === 'string' ? `${what} ${start}` : `manager ${what.manager}`}`,
      );
    }
    async destroy() {
      log.push(`destroy ${this.id}`);
    }
    getNetworkingEngine() {
      return {
        registerRequestFilter: (f: (type: number, r: { headers: Record<string, string> }) => void) => {
          const request = { headers: {} as Record<string, string> };
          f(2, request);
          log.push(`licence filter ${this.id} ${JSON.stringify(request.headers)}`);
        },
      };
    }
  }
  const shaka = shakaOf(Player);
  return { shaka, log };
}

const URL_A = 'http://s/media/main/manifest.mpd';
afterEach(() => vi.useRealTimers());

describe('preloadStream → createPlayer', () => {
  it('the preloaded player (configured with the quality cap) is attached and loads its PreloadManager', async () => {
    const f = fakeShaka();
    preloadStream({
      key: 'k1',
      manifestUrl: URL_A,
      drm: null,
      maxResolution: { width: 854, height: 480 },
      mimeType: 'application/dash+xml',
      loadShaka: async () => f.shaka,
    });
    expect(hasPreload('k1')).toBe(true);
    const handle = await createPlayer(asVideo(new FakeVideo()), {
      manifestUrl: URL_A,
      drm: null,
      maxResolution: { width: 854, height: 480 },
      preloadKey: 'k1',
      loadShaka: async () => f.shaka,
    });
    expect(f.log.filter((l) => !l.startsWith('buffering goal'))).toEqual([
      'configure 1 {"maxWidth":854,"maxHeight":480}',
      `preload 1 ${URL_A} application/dash+xml`,
      'attach 1',
      'configure 1 {"maxWidth":854,"maxHeight":480}',
      'load 1 manager 1',
    ]);
    // Taken once: a second play starts from scratch.
    expect(hasPreload('k1')).toBe(false);
    await handle.destroy();
  });

  it('§7 a DRM preload sends the licence headers (the session) before it asks for anything', async () => {
    const f = fakeShaka();
    const drm = {
      scheme: 'CLEARKEY' as const,
      licenseUrl: 'http://s/licence',
      licenseHeaders: { 'X-SESSION': 'st.1' },
    };
    preloadStream({ key: 'k-drm', manifestUrl: URL_A, drm, loadShaka: async () => f.shaka });
    await expect.poll(() => f.log.some((l) => l.startsWith('preload 1'))).toBe(true);
    const filter = f.log.findIndex((l) => l.startsWith('licence filter 1'));
    expect(f.log[filter]).toBe('licence filter 1 {"X-SESSION":"st.1"}');
    expect(filter).toBeLessThan(f.log.findIndex((l) => l.startsWith('preload 1')));
  });

  it('a preload for another manifest, or a resume point, is dropped and the manifest loaded as usual', async () => {
    const f = fakeShaka();
    preloadStream({ key: 'k2', manifestUrl: URL_A, drm: null, loadShaka: async () => f.shaka });
    await createPlayer(asVideo(new FakeVideo()), {
      manifestUrl: 'http://s/media/main/master.m3u8',
      drm: null,
      preloadKey: 'k2',
      loadShaka: async () => f.shaka,
    });
    expect(f.log).toContain('destroy 1');
    expect(f.log.at(-1)).toBe('load 2 http://s/media/main/master.m3u8 null');

    const g = fakeShaka();
    preloadStream({ key: 'k3', manifestUrl: URL_A, drm: null, loadShaka: async () => g.shaka });
    await createPlayer(asVideo(new FakeVideo()), {
      manifestUrl: URL_A,
      drm: null,
      startAt: 20,
      preloadKey: 'k3',
      loadShaka: async () => g.shaka,
    });
    expect(g.log).toContain('destroy 1');
    expect(g.log.at(-1)).toBe(`load 2 ${URL_A} 20`);
  });

  it('an unclaimed preload is destroyed after its time to live', async () => {
    vi.useFakeTimers();
    const f = fakeShaka();
    preloadStream({ key: 'k4', manifestUrl: URL_A, drm: null, ttlMs: 1000, loadShaka: async () => f.shaka });
    await vi.advanceTimersByTimeAsync(999);
    expect(hasPreload('k4')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(hasPreload('k4')).toBe(false);
    expect(f.log).toContain('destroy 1');
  });
});

describe('a primed preload (the first frame decoded before the click)', () => {
  const loadShaka = (f: ReturnType<typeof fakeShaka>) => async () => f.shaka;
  /** Preloads and primes URL_A under `key` in a fresh element named 'primed'. */
  const primeStream = (
    f: ReturnType<typeof fakeShaka>,
    key: string,
    drm: PreloadStreamOptions['drm'] = null,
  ) =>
    preloadStream({
      key,
      manifestUrl: URL_A,
      drm,
      prime: true,
      createVideo: () => asVideo(new FakeVideo('primed')),
      loadShaka: loadShaka(f),
    });

  it('loads the stream, paused, into a <video> of its own with a short buffer; the screen shows that element and createPlayer only plays it', async () => {
    const f = fakeShaka();
    primeStream(f, 'p1');
    const video = preloadedVideo('p1');
    expect((video as unknown as FakeVideo | null)?.name).toBe('primed');
    // Peeked, not taken.
    expect(preloadedVideo('p1')).toBe(video);
    await vi.waitFor(() => expect(f.log).toContain('load 1 manager 1'));
    const usual = ['configure 1 {"maxWidth":null,"maxHeight":null}', 'buffering goal 1 20'];
    expect(f.log).toEqual([
      ...usual,
      `preload 1 ${URL_A} undefined`,
      `buffering goal 1 ${PRIMED_BUFFER_S}`,
      'attach 1 primed',
      'load 1 manager 1',
    ]);
    expect(video?.preload).toBe('auto');
    f.log.length = 0;
    const handle = await createPlayer(video as HTMLVideoElement, {
      manifestUrl: URL_A,
      drm: null,
      preloadKey: 'p1',
      loadShaka: loadShaka(f),
    });
    // No second attach nor load: the usual configuration (buffering goal included) and nothing else.
    expect(f.log).toEqual(usual);
    expect(hasPreload('p1')).toBe(false);
    expect(preloadedVideo('p1')).toBeNull();
    await handle.destroy();
  });

  it('a resume point (continue watching) is a seek in the primed stream, not a reload', async () => {
    const f = fakeShaka();
    const el = new FakeVideo('primed');
    preloadStream({
      key: 'p2',
      manifestUrl: URL_A,
      drm: null,
      prime: true,
      createVideo: () => asVideo(el),
      loadShaka: loadShaka(f),
    });
    await createPlayer(asVideo(el), {
      manifestUrl: URL_A,
      drm: null,
      startAt: 21,
      preloadKey: 'p2',
      loadShaka: loadShaka(f),
    });
    expect(el.currentTime).toBe(21);
    expect(f.log.filter((l) => l.startsWith('load') || l.startsWith('attach'))).toEqual([
      'attach 1 primed',
      'load 1 manager 1',
    ]);
  });

  it('one primed stream at a time: priming another (the pointer on the next episode) drops the older one', async () => {
    const f = fakeShaka();
    const prime = (key: string, name: string) =>
      preloadStream({
        key,
        manifestUrl: `${URL_A}?${key}`,
        drm: null,
        prime: true,
        createVideo: () => asVideo(new FakeVideo(name)),
        loadShaka: loadShaka(f),
      });
    prime('e1', 'episode 1');
    await vi.waitFor(() => expect(f.log).toContain('load 1 manager 1'));
    prime('e2', 'episode 2');
    expect(hasPreload('e1')).toBe(false);
    expect(preloadedVideo('e2')).not.toBeNull();
    await vi.waitFor(() => expect(f.log).toContain('destroy 1'));
    await vi.waitFor(() => expect(f.log).toContain('attach 2 episode 2'));
    releaseVideo(preloadedVideo('e2') as HTMLVideoElement);
  });

  it('a DRM stream is preloaded but never primed (no licence before the click)', () => {
    const f = fakeShaka();
    primeStream(f, 'p3', { scheme: 'CLEARKEY', licenseUrl: 'http://s/licence' });
    expect(hasPreload('p3')).toBe(true);
    expect(preloadedVideo('p3')).toBeNull();
  });

  it('another element: the primed player is destroyed and the stream loaded in that element as usual', async () => {
    const f = fakeShaka();
    primeStream(f, 'p4');
    await createPlayer(asVideo(new FakeVideo('screen')), {
      manifestUrl: URL_A,
      drm: null,
      preloadKey: 'p4',
      loadShaka: loadShaka(f),
    });
    expect(f.log).toContain('destroy 1');
    expect(f.log).toContain('attach 2 screen');
    expect(f.log.at(-1)).toBe(`load 2 ${URL_A} null`);
  });

  it('released (the start failed, e.g. the device limit): the primed stream is destroyed, nothing stays loaded', async () => {
    const f = fakeShaka();
    primeStream(f, 'p5');
    const video = preloadedVideo('p5') as HTMLVideoElement;
    await vi.waitFor(() => expect(f.log).toContain('load 1 manager 1'));
    releaseVideo(video);
    expect(hasPreload('p5')).toBe(false);
    await vi.waitFor(() => expect(f.log).toContain('destroy 1'));
  });

  it('priming failed: the element is let go and the stream is loaded in it as usual', async () => {
    const f = fakeShaka({ failLoad: true });
    primeStream(f, 'p6');
    const video = preloadedVideo('p6') as HTMLVideoElement;
    await createPlayer(video, { manifestUrl: URL_A, drm: null, preloadKey: 'p6', loadShaka: loadShaka(f) });
    expect(f.log).toContain('destroy 1');
    expect(f.log.filter((l) => /^(attach|load) 2/.test(l))).toEqual([
      'attach 2 primed',
      `load 2 ${URL_A} null`,
    ]);
  });
});
