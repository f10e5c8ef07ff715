import { describe, expect, it, vi } from 'vitest';
import { createPlayer, type PlayerError } from '../src';
import { asVideo, FakeVideo, shakaOf } from './fake-video';

function fakeShaka(opts: { supported?: boolean; loadError?: unknown } = {}) {
  const calls: { configure: object[]; load: [string, number | null | undefined][]; destroyed: number } = {
    configure: [],
    load: [],
    destroyed: 0,
  };
  let player: EventTarget | null = null;
  class Player extends EventTarget {
    static isBrowserSupported() {
      return opts.supported ?? true;
    }
    constructor() {
      super();
      player = this;
    }
    async attach() {}
    configure(c: object) {
      calls.configure.push(c);
      return true;
    }
    async load(uri: string, start?: number | null) {
      calls.load.push([uri, start]);
      if (opts.loadError) throw opts.loadError;
    }
    async destroy() {
      calls.destroyed += 1;
    }
    getNetworkingEngine() {
      return { registerRequestFilter() {} };
    }
  }
  const shaka = shakaOf(Player);
  return { shaka, calls, player: () => player as EventTarget };
}

describe('createPlayer', () => {
  it('§4 resume and quality: loads the manifest at the resume point with the capped config', async () => {
    const f = fakeShaka();
    const video = new FakeVideo();
    await createPlayer(asVideo(video), {
      manifestUrl: 'http://s/media/main/manifest.mpd',
      drm: null,
      maxResolution: { width: 854, height: 480 },
      startAt: 20,
      loadShaka: async () => f.shaka,
    });
    expect(f.calls.load).toEqual([['http://s/media/main/manifest.mpd', 20]]);
    expect(f.calls.configure[0]).toMatchObject({ restrictions: { maxWidth: 854, maxHeight: 480 } });
  });

  it('§4 progress: timeupdates are throttled to one report per interval; pause, pagehide flush and destroy report', async () => {
    const f = fakeShaka();
    const video = new FakeVideo();
    let t = 0;
    const onProgress = vi.fn();
    const handle = await createPlayer(asVideo(video), {
      manifestUrl: 'm',
      drm: null,
      onProgress,
      now: () => t,
      loadShaka: async () => f.shaka,
    });
    for (let s = 1; s <= 25; s += 1) {
      t = s * 1000;
      video.currentTime = s;
      video.dispatchEvent(new Event('timeupdate'));
    }
    // First tick at 1 s starts the interval: reports at 11 s and 21 s.
    expect(onProgress.mock.calls).toEqual([
      [11, 32],
      [21, 32],
    ]);
    video.paused = true;
    video.dispatchEvent(new Event('pause'));
    expect(onProgress).toHaveBeenLastCalledWith(25, 32);
    video.currentTime = 26;
    handle.flush();
    expect(onProgress).toHaveBeenLastCalledWith(26, 32);
    await handle.destroy();
    await handle.destroy();
    expect(onProgress).toHaveBeenCalledTimes(5);
    expect(f.calls.destroyed).toBe(1);
    // Nothing is reported after destroy.
    video.dispatchEvent(new Event('pause'));
    expect(onProgress).toHaveBeenCalledTimes(5);
  });

  it('§4 progress: a seek reports the new position at once (leaving within the interval loses nothing)', async () => {
    const f = fakeShaka();
    const video = new FakeVideo();
    const onProgress = vi.fn();
    await createPlayer(asVideo(video), {
      manifestUrl: 'm',
      drm: null,
      onProgress,
      loadShaka: async () => f.shaka,
    });
    video.currentTime = 0.5;
    video.dispatchEvent(new Event('timeupdate'));
    expect(onProgress).not.toHaveBeenCalled();
    video.currentTime = 20;
    video.dispatchEvent(new Event('seeked'));
    expect(onProgress).toHaveBeenCalledWith(20, 32);
  });

  it('§4 progress: a player torn down before its picture moved reports nothing (the resume point is not reset to 0)', async () => {
    const f = fakeShaka();
    const video = new FakeVideo();
    const onProgress = vi.fn();
    const handle = await createPlayer(asVideo(video), {
      manifestUrl: 'm',
      drm: null,
      startAt: 20,
      onProgress,
      loadShaka: async () => f.shaka,
    });
    // Playback restarted (a new effect run) before the start-up seek or the first frame: the element still says 0.
    video.paused = true;
    video.dispatchEvent(new Event('pause'));
    handle.flush();
    await handle.destroy();
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('§8 errors: a Shaka error event reaches onError with its code; a failed load rejects with a PlayerError', async () => {
    const f = fakeShaka();
    const onError = vi.fn();
    await createPlayer(asVideo(new FakeVideo()), {
      manifestUrl: 'm',
      drm: null,
      onError,
      loadShaka: async () => f.shaka,
    });
    f.player().dispatchEvent(
      new CustomEvent('error', { detail: { code: 6007, category: 6, message: 'licence' } }),
    );
    expect(onError).toHaveBeenCalledWith({ kind: 'shaka', code: 6007, category: 6, message: 'licence' });

    const bad = fakeShaka({ loadError: { code: 1001, category: 1 } });
    const err = await createPlayer(asVideo(new FakeVideo()), {
      manifestUrl: 'm',
      drm: null,
      loadShaka: async () => bad.shaka,
    }).catch((e: PlayerError) => e);
    expect(err).toMatchObject({ kind: 'shaka', code: 1001, category: 1 });
    expect(bad.calls.destroyed).toBe(1);
  });

  it('§8 errors: a browser without MSE/EME support is reported, not a black box', async () => {
    const f = fakeShaka({ supported: false });
    await expect(
      createPlayer(asVideo(new FakeVideo()), { manifestUrl: 'm', drm: null, loadShaka: async () => f.shaka }),
    ).rejects.toMatchObject({ kind: 'unsupported' });
  });
});
