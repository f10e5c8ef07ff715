// Issue 13 play click → first frame: a stream preloaded before the click is taken over by the player.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayer, hasPreload, preloadStream, type ShakaLike } from '../src';

class FakeVideo extends EventTarget {
  currentTime = 0;
  duration = 32;
  paused = false;
  ended = false;
  error = null;
  canPlayType() {
    return '';
  }
}
const asVideo = (v: FakeVideo) => v as unknown as HTMLVideoElement;

function fakeShaka() {
  const log: string[] = [];
  let n = 0;
  class Player extends EventTarget {
    id = ++n;
    static isBrowserSupported() {
      return true;
    }
    async attach() {
      log.push(`attach ${this.id}`);
    }
    configure(c: object) {
      if ('restrictions' in c)
        log.push(`configure ${this.id} ${JSON.stringify((c as { restrictions: object }).restrictions)}`);
      return true;
    }
    async preload(uri: string, _start: number | null, mime?: string) {
      log.push(`preload ${this.id} ${uri} ${mime}`);
      return { manager: this.id, uri };
    }
    async load(what: string | { manager: number }, start?: number | null) {
      log.push(
        `load ${this.id} ${typeof what === 'string' ? `${what} ${start}` : `manager ${what.manager}`}`,
      );
    }
    async destroy() {
      log.push(`destroy ${this.id}`);
    }
    getNetworkingEngine() {
      return { registerRequestFilter() {} };
    }
  }
  const shaka = {
    Player,
    polyfill: { installAll() {} },
    net: { NetworkingEngine: { RequestType: { LICENSE: 2 } } },
  } as unknown as ShakaLike;
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
    expect(f.log).toEqual([
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
