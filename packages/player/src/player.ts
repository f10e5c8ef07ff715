// The Shaka Player wrapper: one player per <video>, configured from data (config.ts), with progress reports, errors
// as values and a clean teardown. Shaka itself is imported dynamically here, so it is its own chunk that only the
// player screen pulls in (DESIGN principle 7: the first route never loads it).
import { type DrmConfig, PROGRESS_INTERVAL_MS, progressThrottle, shakaConfig } from './config';

/** The part of Shaka's API this wrapper uses (Shaka ships clutz types that are not worth importing). */
export interface ShakaPlayerLike {
  attach(video: HTMLMediaElement): Promise<void>;
  configure(config: object): boolean;
  load(uri: string, startTime?: number | null): Promise<void>;
  destroy(): Promise<void>;
  addEventListener(type: string, listener: (event: Event) => void): void;
  getNetworkingEngine(): {
    registerRequestFilter(filter: (type: number, request: { headers: Record<string, string> }) => void): void;
  } | null;
}

export interface ShakaLike {
  Player: (new () => ShakaPlayerLike) & { isBrowserSupported(): boolean };
  polyfill: { installAll(): void };
  net: { NetworkingEngine: { RequestType: { LICENSE: number } } };
}

/** A playback failure as a value: Shaka's numeric code and category when it came from Shaka. */
export interface PlayerError {
  kind: 'unsupported' | 'shaka' | 'media';
  code?: number;
  category?: number;
  message: string;
}

export interface CreatePlayerOptions {
  manifestUrl: string;
  drm: DrmConfig | null;
  /** SPEC §4 quality cap (e.g. SD → 854x480); null for none. */
  maxResolution?: { width: number; height: number } | null;
  /** Resume position in seconds (0 or null: from the start). */
  startAt?: number | null;
  /** Throttled progress (every `progressIntervalMs` while playing; always on pause, seek, end and destroy). */
  onProgress?(positionSec: number, durationSec: number): void;
  onError?(error: PlayerError): void;
  /** Fired at each timeupdate (unthrottled) for UI such as the next-episode offer. */
  onTime?(positionSec: number, durationSec: number, ended: boolean): void;
  progressIntervalMs?: number;
  now?: () => number;
  /** Injected for tests; by default the lazily imported Shaka build. */
  loadShaka?: () => Promise<ShakaLike>;
}

export interface PlayerHandle {
  /** Reports the current position now (the app calls it on pagehide). */
  flush(): void;
  /** Reports the position one last time, then tears Shaka down. Safe to call twice. */
  destroy(): Promise<void>;
}

let shakaPromise: Promise<ShakaLike> | null = null;

/** Imports Shaka once (its own chunk). Exposed so a page can warm it before the play click. */
export function loadShaka(): Promise<ShakaLike> {
  shakaPromise ??= import('shaka-player/dist/shaka-player.compiled-es2021.js').then(
    (m: { default?: unknown }) => {
      const shaka = (m.default ?? m) as ShakaLike;
      shaka.polyfill.installAll();
      return shaka;
    },
    (e: unknown) => {
      shakaPromise = null;
      throw e;
    },
  );
  return shakaPromise;
}

function toPlayerError(detail: unknown): PlayerError {
  const d = detail as { code?: unknown; category?: unknown; message?: unknown } | null;
  const code = typeof d?.code === 'number' ? d.code : undefined;
  const category = typeof d?.category === 'number' ? d.category : undefined;
  return {
    kind: 'shaka',
    ...(code !== undefined ? { code } : {}),
    ...(category !== undefined ? { category } : {}),
    message: typeof d?.message === 'string' ? d.message : `Shaka error ${code ?? '?'}`,
  };
}

/** Plays `manifestUrl` in `video` with Shaka. Rejects with a PlayerError when the stream cannot start. */
export async function createPlayer(
  video: HTMLVideoElement,
  opts: CreatePlayerOptions,
): Promise<PlayerHandle> {
  const shaka = await (opts.loadShaka ?? loadShaka)();
  if (!shaka.Player.isBrowserSupported()) {
    throw { kind: 'unsupported', message: 'This browser cannot play the stream' } satisfies PlayerError;
  }
  const player = new shaka.Player();
  await player.attach(video);
  player.configure(shakaConfig({ drm: opts.drm, maxResolution: opts.maxResolution ?? null }));
  const headers = opts.drm?.licenseHeaders ?? {};
  if (Object.keys(headers).length > 0) {
    const licence = shaka.net.NetworkingEngine.RequestType.LICENSE;
    player.getNetworkingEngine()?.registerRequestFilter((type, request) => {
      if (type === licence) Object.assign(request.headers, headers);
    });
  }

  let destroyed = false;
  let loaded = false;
  const throttle = progressThrottle(opts.now ?? Date.now, opts.progressIntervalMs ?? PROGRESS_INTERVAL_MS);
  const report = () => {
    if (!loaded) return;
    const duration = Number.isFinite(video.duration) ? video.duration : 0;
    opts.onProgress?.(video.currentTime, duration);
  };
  const onTimeUpdate = () => {
    opts.onTime?.(video.currentTime, Number.isFinite(video.duration) ? video.duration : 0, video.ended);
    if (!video.paused && throttle.tick()) report();
  };
  // A pause, a seek or the end moves the resume point on purpose: report it now, not at the next interval.
  const onPauseOrEnd = () => {
    throttle.force();
    report();
    if (video.ended) opts.onTime?.(video.currentTime, video.duration, true);
  };
  const onMediaError = () => {
    if (destroyed) return;
    opts.onError?.({
      kind: 'media',
      code: video.error?.code ?? 0,
      message: video.error?.message || 'Media error',
    });
  };
  player.addEventListener('error', (event) => {
    if (!destroyed) opts.onError?.(toPlayerError((event as CustomEvent).detail));
  });
  video.addEventListener('timeupdate', onTimeUpdate);
  video.addEventListener('pause', onPauseOrEnd);
  video.addEventListener('seeked', onPauseOrEnd);
  video.addEventListener('ended', onPauseOrEnd);
  video.addEventListener('error', onMediaError);
  const detach = () => {
    video.removeEventListener('timeupdate', onTimeUpdate);
    video.removeEventListener('pause', onPauseOrEnd);
    video.removeEventListener('seeked', onPauseOrEnd);
    video.removeEventListener('ended', onPauseOrEnd);
    video.removeEventListener('error', onMediaError);
  };

  const handle: PlayerHandle = {
    flush() {
      if (destroyed) return;
      throttle.force();
      report();
    },
    async destroy() {
      if (destroyed) return;
      handle.flush();
      destroyed = true;
      detach();
      await player.destroy().catch(() => {});
    },
  };

  try {
    const start = opts.startAt && opts.startAt > 0 ? opts.startAt : null;
    await player.load(opts.manifestUrl, start);
    loaded = true;
  } catch (e) {
    destroyed = true;
    detach();
    await player.destroy().catch(() => {});
    throw toPlayerError(e);
  }
  return handle;
}
