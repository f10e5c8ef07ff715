// The wrapper's control surface: quality / audio / subtitle choices over Shaka's tracks, the app-drawn
// subtitle cues, and a lost connection retried until playback moves again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CueStore, createPlayer, STALL_NUDGE_MS } from '../src';
import { asVideo, FakeVideo, shakaOf } from './fake-video';

const VARIANTS = [360, 480, 720].flatMap((h, i) =>
  ['en', 'ar'].map((lang, j) => ({
    id: i * 2 + j,
    width: Math.round((h * 16) / 9),
    height: h,
    bandwidth: h * 1000,
    active: i === 2 && j === 0,
    audioLanguage: lang,
    language: lang,
  })),
);

function fakeShaka() {
  const log: unknown[][] = [];
  let instance: (EventTarget & { textFactory?: () => { append(c: unknown[]): void } }) | null = null;
  class Player extends EventTarget {
    textFactory?: () => { append(c: unknown[]): void };
    static isBrowserSupported() {
      return true;
    }
    constructor() {
      super();
      instance = this;
    }
    async attach() {}
    configure(c: { textDisplayFactory?: () => { append(c: unknown[]): void } }) {
      if (c.textDisplayFactory) this.textFactory = c.textDisplayFactory;
      else log.push(['configure', c]);
      return true;
    }
    async load() {}
    async destroy() {}
    getNetworkingEngine() {
      return null;
    }
    getVariantTracks() {
      return VARIANTS;
    }
    selectVariantTrack(t: { id: number }, clear: boolean) {
      log.push(['variant', t.id, clear]);
    }
    getAudioTracks() {
      return [
        { language: 'en', label: null, active: true },
        { language: 'ar', label: null, active: false },
      ];
    }
    selectAudioTrack(t: { language: string }) {
      log.push(['audio', t.language]);
    }
    getTextTracks() {
      return ['en', 'ar', 'ml'].map((language, id) => ({ id, language, label: null, active: false }));
    }
    selectTextTrack(t: { language: string } | null) {
      log.push(['text', t?.language ?? null]);
    }
    retryStreaming() {
      log.push(['retry']);
      return true;
    }
  }
  const shaka = shakaOf(Player);
  return { shaka, log, player: () => instance as NonNullable<typeof instance> };
}

afterEach(() => vi.useRealTimers());

describe('player controls surface', () => {
  it('tracks: renditions of the playing audio language, audio and subtitle languages; Auto by default', async () => {
    const f = fakeShaka();
    const handle = await createPlayer(asVideo(new FakeVideo()), {
      manifestUrl: 'm',
      drm: null,
      loadShaka: async () => f.shaka,
    });
    const t = handle.tracks();
    expect(t.renditions.map((r) => r.height)).toEqual([360, 480, 720]);
    expect(t.autoQuality).toBe(true);
    expect(t.audio.map((a) => a.language)).toEqual(['en', 'ar']);
    expect(t.text.map((a) => a.language)).toEqual(['en', 'ar', 'ml']);
    expect(t.textLanguage).toBeNull();
    // No remembered subtitle language: none is shown.
    expect(f.log).toContainEqual(['text', null]);
  });

  it('quality: a rendition turns ABR off and replaces the buffer; Auto turns ABR back on', async () => {
    const f = fakeShaka();
    const handle = await createPlayer(asVideo(new FakeVideo()), {
      manifestUrl: 'm',
      drm: null,
      loadShaka: async () => f.shaka,
    });
    handle.selectQuality(2);
    expect(f.log).toContainEqual(['configure', { abr: { enabled: false } }]);
    expect(f.log).toContainEqual(['variant', 2, true]);
    expect(handle.tracks().autoQuality).toBe(false);
    handle.selectQuality(null);
    expect(f.log).toContainEqual(['configure', { abr: { enabled: true } }]);
    expect(handle.tracks().autoQuality).toBe(true);
  });

  it('subtitles: the preferred language is selected at load, its cues are the app’s to draw; off shows none', async () => {
    const f = fakeShaka();
    const handle = await createPlayer(asVideo(new FakeVideo()), {
      manifestUrl: 'm',
      drm: null,
      preferredText: 'ar',
      preferredAudio: 'ar',
      loadShaka: async () => f.shaka,
    });
    expect(f.log).toContainEqual(['text', 'ar']);
    expect(f.log).toContainEqual([
      'configure',
      { preferredAudio: [expect.objectContaining({ language: 'ar' })] },
    ]);
    f.player()
      .textFactory?.()
      .append([{ startTime: 0, endTime: 3.5, payload: 'مرحبًا' }]);
    expect(handle.cuesAt(1)).toEqual(['مرحبًا']);
    expect(handle.cuesAt(4)).toEqual([]);
    handle.selectText(null);
    expect(handle.cuesAt(1)).toEqual([]);
    expect(handle.tracks().textLanguage).toBeNull();
  });

  it('stall watchdog: playing but still for the stall time → the rendition is chosen again with its buffer cleared, then another, each wait doubled; moving or paused → nothing', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const f = fakeShaka();
    const video = new FakeVideo();
    video.currentTime = 100;
    await createPlayer(video as unknown as HTMLVideoElement, {
      manifestUrl: 'm',
      drm: null,
      now: () => clock,
      loadShaka: async () => f.shaka,
    });
    const kicks = () => f.log.filter((l) => l[0] === 'variant');
    const tick = (ms: number) => {
      for (let i = 0; i < ms / 1000; i++) {
        clock += 1000;
        vi.advanceTimersByTime(1000);
      }
    };
    // Moving: nothing.
    for (let i = 0; i < 6; i++) {
      video.currentTime += 1;
      tick(1000);
    }
    expect(kicks()).toEqual([]);
    // Paused and still: nothing either.
    video.paused = true;
    tick(10_000);
    expect(kicks()).toEqual([]);
    // Playing and still for STALL_NUDGE_MS: the active rendition (id 4: 720p, en) again, buffer cleared.
    video.paused = false;
    tick(STALL_NUDGE_MS + 1000);
    expect(kicks()).toEqual([['variant', 4, true]]);
    // Still stuck (the kick's own few-ms move is not playback): another rendition of the same audio language,
    // after twice the wait, so a slow refetch is not aborted by the next kick.
    video.currentTime -= 0.002;
    tick(STALL_NUDGE_MS);
    expect(kicks()).toHaveLength(1);
    tick(STALL_NUDGE_MS);
    expect(kicks()[1]).toEqual(['variant', 0, true]);
    // Then four times the wait.
    tick(3 * STALL_NUDGE_MS);
    expect(kicks()).toHaveLength(2);
    tick(STALL_NUDGE_MS);
    expect(kicks()).toHaveLength(3);
  });

  it('a lost connection after the start is retried (not a failure) until playback moves again', async () => {
    vi.useFakeTimers();
    const f = fakeShaka();
    const video = new FakeVideo();
    const onNetwork = vi.fn();
    const onError = vi.fn();
    await createPlayer(video as unknown as HTMLVideoElement, {
      manifestUrl: 'm',
      drm: null,
      onNetwork,
      onError,
      retryEveryMs: 1000,
      loadShaka: async () => f.shaka,
    });
    f.player().dispatchEvent(new CustomEvent('error', { detail: { code: 1002, category: 1, severity: 2 } }));
    expect(onNetwork).toHaveBeenLastCalledWith('retrying');
    expect(onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2500);
    expect(f.log.filter((l) => l[0] === 'retry')).toHaveLength(2);
    video.currentTime = 5;
    video.dispatchEvent(new Event('timeupdate'));
    video.currentTime = 5.25;
    video.dispatchEvent(new Event('timeupdate'));
    expect(onNetwork).toHaveBeenLastCalledWith('ok');
    vi.advanceTimersByTime(5000);
    expect(f.log.filter((l) => l[0] === 'retry')).toHaveLength(2);
    // Any other failure is still a failure.
    f.player().dispatchEvent(new CustomEvent('error', { detail: { code: 6007, category: 6 } }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 6007 }));
  });

  it('cue store: duplicates kept once, removal by range, nested spans and line breaks', () => {
    const s = new CueStore();
    s.append([
      { startTime: 0, endTime: 2, payload: 'a' },
      { startTime: 0, endTime: 2, payload: 'a' },
      {
        startTime: 1,
        endTime: 3,
        payload: '',
        nestedCues: [
          { startTime: 1, endTime: 3, payload: 'x' },
          { startTime: 1, endTime: 3, payload: '', lineBreak: true },
          { startTime: 1, endTime: 3, payload: 'y' },
        ],
      },
    ]);
    expect(s.at(1.5)).toEqual(['a', 'x\ny']);
    s.remove(0, 2.5);
    expect(s.at(1.5)).toEqual([]);
  });
});

describe('prepareVideo', () => {
  it('attaches ahead of the stream; createPlayer takes that player over; an unused one is destroyed', async () => {
    const { prepareVideo, releaseVideo } = await import('../src');
    const made: { attached: number; destroyed: number }[] = [];
    class Player {
      state = { attached: 0, destroyed: 0 };
      static isBrowserSupported() {
        return true;
      }
      constructor() {
        made.push(this.state);
      }
      async attach() {
        this.state.attached += 1;
      }
      configure() {
        return true;
      }
      async load() {}
      async destroy() {
        this.state.destroyed += 1;
      }
      addEventListener() {}
      getNetworkingEngine() {
        return null;
      }
    }
    const shaka = shakaOf(Player);
    const video = asVideo(new FakeVideo());
    prepareVideo(video, async () => shaka);
    await createPlayer(video, { manifestUrl: 'm', drm: null, loadShaka: async () => shaka });
    expect(made).toEqual([{ attached: 1, destroyed: 0 }]);

    const other = asVideo(new FakeVideo());
    prepareVideo(other, async () => shaka);
    releaseVideo(other);
    await vi.waitFor(() => expect(made[1]).toEqual({ attached: 1, destroyed: 1 }));
  });
});
