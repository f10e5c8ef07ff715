// The Shaka Player wrapper: one player per <video>, configured from data (config.ts), with progress reports, errors
// as values and a clean teardown. Shaka itself is imported dynamically here, so it is its own chunk that only the
// player screen pulls in (lazy: the first route never loads it).
import { type DrmConfig, PROGRESS_INTERVAL_MS, progressThrottle, shakaConfig } from './config';
import { CueStore, storeTextDisplayer } from './text';

/** The part of Shaka's API this wrapper uses (Shaka ships clutz types that are not worth importing). */
export interface ShakaPlayerLike {
  attach(video: HTMLMediaElement): Promise<void>;
  configure(config: object): boolean;
  /** A manifest address, or a PreloadManager this player made with `preload`. */
  load(uri: string | object, startTime?: number | null, mimeType?: string): Promise<void>;
  /** Fetches and parses the manifest and the init segments ahead of `load` (null: the asset cannot be preloaded). */
  preload?(uri: string, startTime?: number | null, mimeType?: string): Promise<object | null>;
  destroy(): Promise<void>;
  addEventListener(type: string, listener: (event: Event) => void): void;
  getVariantTracks?(): ShakaVariant[];
  selectVariantTrack?(track: ShakaVariant, clearBuffer?: boolean, safeMargin?: number): void;
  getAudioTracks?(): LanguageTrack[];
  selectAudioTrack?(track: LanguageTrack, safeMargin?: number): void;
  getTextTracks?(): (LanguageTrack & { id: number })[];
  selectTextTrack?(track: (LanguageTrack & { id: number }) | null): void;
  isLive?(): boolean;
  seekRange?(): { start: number; end: number };
  goToLive?(): void;
  retryStreaming?(retryDelaySeconds?: number): boolean;
  getNetworkingEngine(): {
    registerRequestFilter(filter: (type: number, request: { headers: Record<string, string> }) => void): void;
  } | null;
}

type NetworkingEngine = ReturnType<ShakaPlayerLike['getNetworkingEngine']>;

/**
 * Every licence request carries the package answer's licence headers (the sandbox's licence server wants the session,
 * SPEC §7 X-SESSION): playback and the offline store (the desktop's downloads) alike.
 */
export function sendLicenceHeaders(
  shaka: Pick<ShakaLike, 'net'>,
  engine: NetworkingEngine | undefined,
  drm: DrmConfig | null | undefined,
): void {
  const headers = drm?.licenseHeaders ?? {};
  if (Object.keys(headers).length === 0) return;
  const licence = shaka.net.NetworkingEngine.RequestType.LICENSE;
  engine?.registerRequestFilter((type, request) => {
    if (type === licence) Object.assign(request.headers, headers);
  });
}

export interface ShakaLike {
  Player: (new () => ShakaPlayerLike) & { isBrowserSupported(): boolean };
  polyfill: { installAll(): void };
  net: { NetworkingEngine: { RequestType: { LICENSE: number } } };
}

/** Shaka's variant: a rendition with its audio language. */
interface ShakaVariant extends Rendition {
  audioLanguage?: string | null;
  language: string;
}

/** A video rendition of the stream (one entry of the quality menu). */
export interface Rendition {
  id: number;
  width: number | null;
  height: number | null;
  bandwidth: number;
  active: boolean;
}

/** An audio or subtitle language of the stream. */
export interface LanguageTrack {
  language: string;
  label: string | null;
  active: boolean;
}

/** What the controls' menus show: renditions, audio and subtitle languages, and the current choices. */
export interface PlayerTracks {
  renditions: Rendition[];
  /** True while ABR chooses the rendition ("Auto"). */
  autoQuality: boolean;
  audio: LanguageTrack[];
  text: LanguageTrack[];
  /** The subtitle language shown, or null (off). */
  textLanguage: string | null;
}

/** Network state of a running stream: a lost connection is retried until it is back. */
export type NetworkState = 'ok' | 'retrying';

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
  /** Shaka's tracks changed (loaded, adapted, switched): the menus read `tracks()` again. */
  onTracks?(): void;
  /** The connection was lost while playing ('retrying', retried every `retryEveryMs` and when back online) and came back ('ok'). */
  onNetwork?(state: NetworkState): void;
  /** Audio language to start with (the profile's remembered choice), if the stream has it. */
  preferredAudio?: string | null;
  /** Subtitle language to start with, or null for none. */
  preferredText?: string | null;
  retryEveryMs?: number;
  progressIntervalMs?: number;
  now?: () => number;
  /** Injected for tests; by default the lazily imported Shaka build. */
  loadShaka?: () => Promise<ShakaLike>;
  /** Take over the stream preloaded under this key (`preloadStream`), if it is there and for this manifest. */
  preloadKey?: string | null;
}

export interface PlayerHandle {
  /** Reports the current position now (the app calls it on pagehide). */
  flush(): void;
  /** Reports the position one last time, then tears Shaka down. Safe to call twice. */
  destroy(): Promise<void>;
  tracks(): PlayerTracks;
  /** A rendition by id, or null for Auto (ABR). The buffer ahead is replaced so the choice shows at once. */
  selectQuality(id: number | null): void;
  /** Switches the audio language; the position is kept. */
  selectAudio(language: string): void;
  /** Shows subtitles in a language, or none (null). */
  selectText(language: string | null): void;
  isLive(): boolean;
  /** The seekable range (for live: the DVR window, its end the live edge). */
  seekRange(): { start: number; end: number };
  goToLive(): void;
  /** The subtitle texts showing at a time (empty when subtitles are off). */
  cuesAt(time: number): string[];
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

/** shaka.util.Error.Category.NETWORK */
const NETWORK_CATEGORY = 1;

function audioPreference(language: string) {
  return { language, role: '', label: '', channelCount: 0, codec: '', spatialAudio: false };
}

/** Players created and attached ahead of their stream (prepareVideo), by video element. */
const prepared = new WeakMap<HTMLVideoElement, Promise<ShakaPlayerLike | null>>();

/**
 * Creates and attaches Shaka's player to `video` while the stream's address is still being fetched (the package
 * call, the watch session): attaching opens a MediaSource, which then costs nothing after the answer — part of the
 * play click → first frame budget. `createPlayer` on the same element takes it over; `releaseVideo` destroys it
 * when the stream never starts.
 */
export function prepareVideo(video: HTMLVideoElement, load: () => Promise<ShakaLike> = loadShaka): void {
  if (prepared.has(video)) return;
  freePrimed(video);
  prepared.set(
    video,
    // After any player of this element has finished tearing down (a retry reuses the element).
    settled(video)
      .then(load)
      .then(async (shaka) => {
        if (!shaka.Player.isBrowserSupported()) return null;
        const player = new shaka.Player();
        await player.attach(video);
        return player;
      }),
  );
}

/** How long playback may stand still (playing, online) before the stall watchdog chooses a rendition again. */
export const STALL_NUDGE_MS = 4000;

/** How long a preloaded stream waits for its play click before it is dropped. */
export const PRELOAD_TTL_MS = 60_000;

/**
 * Seconds of media a primed stream buffers before the play click (one segment: the first frame, not the film);
 * `createPlayer` configures the usual buffering goal when it takes the stream over.
 */
export const PRIMED_BUFFER_S = 2;

interface Preload {
  manifestUrl: string;
  /**
   * The preloaded player and its PreloadManager (null: not preloadable); `primed`: the manager is already loaded
   * into `video` (attached, first segment buffered and decoded, paused).
   */
  ready: Promise<{ player: ShakaPlayerLike; manager: object | null; primed: boolean } | null>;
  /** The element a primed stream plays in (null: not primed; the player attaches to the screen's element). */
  video: HTMLVideoElement | null;
  timer: ReturnType<typeof setTimeout>;
}
const preloads = new Map<string, Preload>();
/** Preload key by primed element (an element adopted by a screen that never took its stream over is freed). */
const primedBy = new WeakMap<HTMLVideoElement, string>();

export interface PreloadStreamOptions {
  /** The caller's key for the stream (the same `preloadKey` is given to `createPlayer`). */
  key: string;
  manifestUrl: string;
  drm: DrmConfig | null;
  maxResolution?: { width: number; height: number } | null;
  /** The manifest's MIME type when known (saves Shaka guessing it). */
  mimeType?: string;
  /**
   * Also attach the preloaded player to a <video> of its own, not in the page, and load the stream into it, paused:
   * MediaSource open, init and first media segment appended, first frame decoded before the click. The player
   * screen shows that element (`preloadedVideo`) and `createPlayer` only plays it. Never for a DRM stream (no
   * licence is asked for before the click). One primed stream at a time: priming another drops the older one. The
   * element is made by `createVideo` (default: the document's).
   */
  prime?: boolean;
  createVideo?: () => HTMLVideoElement;
  loadShaka?: () => Promise<ShakaLike>;
  ttlMs?: number;
}

/**
 * Before the play click (a playable title's details page): a Shaka player, configured as `createPlayer` will
 * configure it, fetches and parses the manifest, chooses the renditions and fetches their init segments
 * (Shaka's PreloadManager) — and, primed, loads them into a <video> of its own (see `prime`). `createPlayer` with
 * the same key then only attaches it and loads, or (primed, on that element) only plays — the play click → first
 * frame budget. Dropped (destroyed) after `ttlMs` when no player takes it. Nothing is shown or played.
 */
export function preloadStream(opts: PreloadStreamOptions): void {
  if (preloads.has(opts.key)) return;
  const video =
    opts.prime && opts.drm === null ? (opts.createVideo ?? (() => document.createElement('video')))() : null;
  // One primed stream at a time (each holds a media pipeline and a decoder): the newest intent wins, e.g. the
  // pointer moving down a season's episodes.
  if (video) for (const [key, p] of preloads) if (p.video) void dropPreload(key);
  const ready = (opts.loadShaka ?? loadShaka)()
    .then(async (shaka) => {
      if (!shaka.Player.isBrowserSupported()) return null;
      const player = new shaka.Player();
      player.configure(shakaConfig({ drm: opts.drm, maxResolution: opts.maxResolution ?? null }));
      // A preload with DRM asks for its licence too: without the session header it is refused (SPEC §7).
      sendLicenceHeaders(shaka, player.getNetworkingEngine(), opts.drm);
      const manager = player.preload
        ? await player.preload(opts.manifestUrl, null, opts.mimeType).catch(() => null)
        : null;
      if (!manager || !video) return { player, manager, primed: false };
      try {
        video.preload = 'auto';
        player.configure({ streaming: { bufferingGoal: PRIMED_BUFFER_S } });
        await player.attach(video);
        await player.load(manager);
        return { player, manager, primed: true };
      } catch {
        // The manager is spent: the element is let go and the screen's player loads the stream as usual.
        const done = player.destroy().catch(() => {});
        tearingDown(video, done);
        return null;
      }
    })
    .catch(() => null);
  const timer = setTimeout(() => void dropPreload(opts.key), opts.ttlMs ?? PRELOAD_TTL_MS);
  preloads.set(opts.key, { manifestUrl: opts.manifestUrl, ready, video, timer });
  if (video) primedBy.set(video, opts.key);
}

/** Whether a stream is preloaded under `key` (the player screen then attaches that player, not a new one). */
export function hasPreload(key: string): boolean {
  return preloads.has(key);
}

/**
 * The <video> a stream preloaded under `key` is primed in (see `prime`), for the player screen to show instead of
 * a new one; null when not primed. Not taken: `createPlayer` with this key and element plays it.
 */
export function preloadedVideo(key: string): HTMLVideoElement | null {
  return preloads.get(key)?.video ?? null;
}

function dropPreload(key: string): Promise<unknown> {
  const p = preloads.get(key);
  if (!p) return Promise.resolve();
  preloads.delete(key);
  clearTimeout(p.timer);
  const done = p.ready.then((r) => r?.player.destroy()).catch(() => {});
  if (p.video) {
    primedBy.delete(p.video);
    tearingDown(p.video, done);
  }
  return done;
}

/** A stream primed in `video` that is not taken over is destroyed first: another player is about to attach. */
function freePrimed(video: HTMLVideoElement): void {
  const key = primedBy.get(video);
  if (key !== undefined) void dropPreload(key);
}

/**
 * The preloaded player and manager for `key` if they are for `manifestUrl` (removed from the registry either way);
 * `primed`: already loaded into `video`.
 */
async function takePreload(
  key: string,
  manifestUrl: string,
  video: HTMLVideoElement,
): Promise<{ player: ShakaPlayerLike; manager: object; primed: boolean } | null> {
  const p = preloads.get(key);
  if (!p) return null;
  if (p.manifestUrl !== manifestUrl || (p.video !== null && p.video !== video)) {
    await dropPreload(key);
    return null;
  }
  preloads.delete(key);
  clearTimeout(p.timer);
  if (p.video) primedBy.delete(p.video);
  const r = await p.ready;
  if (r?.manager) return { player: r.player, manager: r.manager, primed: r.primed };
  // Nothing usable (not preloadable, or priming failed and let the element go already).
  if (r) {
    const done = r.player.destroy().catch(() => {});
    if (p.video) tearingDown(p.video, done);
    await done;
  }
  return null;
}

/**
 * Destroys a prepared player, or a stream primed in `video`, that no stream took over (the start failed — e.g. the
 * device limit — or the screen left first): nothing stays loaded behind a failure.
 */
export function releaseVideo(video: HTMLVideoElement): void {
  freePrimed(video);
  const p = prepared.get(video);
  prepared.delete(video);
  if (p)
    tearingDown(
      video,
      p.then((player) => player?.destroy()),
    );
}

/** Teardowns in progress by element: a new player attaches only once the old one has let go of the element. */
const teardowns = new WeakMap<HTMLVideoElement, Promise<unknown>>();
function tearingDown(video: HTMLVideoElement, done: Promise<unknown>): void {
  teardowns.set(
    video,
    Promise.all([teardowns.get(video), done]).catch(() => {}),
  );
}
function settled(video: HTMLVideoElement): Promise<unknown> {
  return teardowns.get(video) ?? Promise.resolve();
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
  // User Timing marks: where the play click → first frame time goes (`npm run bench:play -w @ott/web`).
  performance.mark?.('ott:player-create');
  const startAt = opts.startAt && opts.startAt > 0 ? opts.startAt : null;
  // A stream preloaded before the click (preloadStream) is taken over when it starts where the preload did, or
  // (primed in this element: already loaded) anywhere — a resume point is then a seek.
  const preload = opts.preloadKey ? await takePreload(opts.preloadKey, opts.manifestUrl, video) : null;
  const primed = preload?.primed ? preload : null;
  if (preload && !primed && startAt !== null) await preload.player.destroy().catch(() => {});
  const preloaded = preload && (primed || startAt === null) ? preload : null;
  if (!primed) freePrimed(video);
  const preparedPlayer = prepared.get(video);
  prepared.delete(video);
  let ready = preparedPlayer ? await preparedPlayer.catch(() => null) : null;
  if (ready && preloaded) {
    // Both exist (the preload came late): the preloaded one has the manifest and init segments already.
    const done = ready.destroy().catch(() => {});
    tearingDown(video, done);
    ready = null;
  }
  if (!ready && !primed) await settled(video);
  const player = preloaded?.player ?? ready ?? new shaka.Player();
  if (!ready && !primed) await player.attach(video);
  performance.mark?.('ott:player-attached');
  player.configure(shakaConfig({ drm: opts.drm, maxResolution: opts.maxResolution ?? null }));
  const cues = new CueStore();
  // Shaka checks the factory's arity: it is called with the player.
  player.configure({ textDisplayFactory: (_player: unknown) => storeTextDisplayer(cues) });
  if (opts.preferredAudio) player.configure({ preferredAudio: [audioPreference(opts.preferredAudio)] });
  sendLicenceHeaders(shaka, player.getNetworkingEngine(), opts.drm);

  let destroyed = false;
  let loaded = false;
  /**
   * Whether the playhead has moved (played, or sought, the start-up seek to the resume point included). A player torn
   * down before that — playback restarted before it began — has no position of its own to report: its element still
   * says 0, which would overwrite the resume point.
   */
  let moved = false;
  let autoQuality = true;
  const throttle = progressThrottle(opts.now ?? Date.now, opts.progressIntervalMs ?? PROGRESS_INTERVAL_MS);
  const report = () => {
    if (!loaded || !moved) return;
    const duration = Number.isFinite(video.duration) ? video.duration : 0;
    opts.onProgress?.(video.currentTime, duration);
  };
  let lastTime = -1;
  const onTimeUpdate = () => {
    if (retrying !== undefined && !video.paused && video.currentTime !== lastTime && lastTime >= 0)
      recovered();
    lastTime = video.currentTime;
    if (!video.paused) moved = true;
    opts.onTime?.(video.currentTime, Number.isFinite(video.duration) ? video.duration : 0, video.ended);
    if (!video.paused && throttle.tick()) report();
  };
  // A pause, a seek or the end moves the resume point on purpose: report it now, not at the next interval.
  const onPauseOrEnd = (e: Event) => {
    if (e.type !== 'pause') moved = true; // sought or ended
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
  // A network failure after the stream has started is not the end: Shaka keeps what it buffered and is asked to
  // retry every few seconds and as soon as the browser is back online; 'retrying' until the picture moves again.
  let retrying: ReturnType<typeof setInterval> | undefined;
  const retry = () => {
    if (destroyed) return;
    player.retryStreaming?.(0);
  };
  const onOnline = () => retry();
  const startRetrying = () => {
    if (retrying !== undefined) return;
    opts.onNetwork?.('retrying');
    retrying = setInterval(retry, opts.retryEveryMs ?? 3000);
    globalThis.addEventListener?.('online', onOnline);
  };
  // The browser says the network is gone: say so at once (Shaka errors only when it next needs a segment).
  const onOffline = () => {
    if (loaded && !destroyed) startRetrying();
  };
  globalThis.addEventListener?.('offline', onOffline);
  const recovered = () => {
    if (retrying === undefined || globalThis.navigator?.onLine === false) return;
    clearInterval(retrying);
    retrying = undefined;
    globalThis.removeEventListener?.('online', onOnline);
    opts.onNetwork?.('ok');
  };
  // Stall watchdog: playing (not paused, not ended, not retrying a lost network) but the picture has not moved for
  // STALL_NUDGE_MS: the current rendition is chosen again with its buffer cleared, so Shaka fetches every stream
  // afresh from where playback stands. Seen on a loaded machine: a DVR seek during a rendition switch aborted the
  // video stream's requests and left it idle — nothing buffered, the <video> seeking for good; neither a seek nor
  // retryStreaming woke it, this does.
  const clock = opts.now ?? Date.now;
  let stillSince = clock();
  let stillAt = video.currentTime;
  let kicks = 0;
  // Each kick waits twice as long as the one before (up to 8×): on a starved machine a kick that comes before the
  // refetch lands aborts it again. A kick itself moves the position by a few ms: that is not playback moving.
  const watchdog = setInterval(() => {
    const t = video.currentTime;
    const moved = Math.abs(t - stillAt) > 0.05;
    if (destroyed || !loaded || video.paused || video.ended || retrying !== undefined || moved) {
      stillAt = t;
      stillSince = clock();
      kicks = 0;
      return;
    }
    if (
      clock() - stillSince < STALL_NUDGE_MS * 2 ** Math.min(kicks, 3) ||
      globalThis.navigator?.onLine === false
    )
      return;
    stillSince = clock();
    kicks++;
    // First the rendition playing, then (still stuck: seen on HLS, whose aborted init segment was not asked for
    // again) another one of the same audio, whose init segment is fetched anew; automatic quality picks again after.
    const variants = player.getVariantTracks?.() ?? [];
    const active = variants.find((v) => v.active);
    const other = variants.find(
      (v) => !v.active && (v.audioLanguage ?? v.language) === (active?.audioLanguage ?? active?.language),
    );
    const pick = kicks % 2 === 0 && other ? other : active;
    if (pick && player.selectVariantTrack) player.selectVariantTrack(pick, true, 0);
    else video.currentTime = t;
  }, 1000);
  player.addEventListener('error', (event) => {
    if (destroyed) return;
    const error = toPlayerError((event as CustomEvent).detail);
    if (loaded && error.category === NETWORK_CATEGORY) {
      (event as Event).preventDefault?.();
      startRetrying();
      return;
    }
    opts.onError?.(error);
  });
  let textLanguage: string | null = null;
  for (const type of ['trackschanged', 'variantchanged', 'adaptation', 'textchanged', 'abrstatuschanged'])
    player.addEventListener(type, () => {
      if (!destroyed) opts.onTracks?.();
    });
  video.addEventListener('timeupdate', onTimeUpdate);
  video.addEventListener('pause', onPauseOrEnd);
  video.addEventListener('seeked', onPauseOrEnd);
  video.addEventListener('ended', onPauseOrEnd);
  video.addEventListener('error', onMediaError);
  const detach = () => {
    clearInterval(retrying);
    clearInterval(watchdog);
    globalThis.removeEventListener?.('online', onOnline);
    globalThis.removeEventListener?.('offline', onOffline);
    video.removeEventListener('timeupdate', onTimeUpdate);
    video.removeEventListener('pause', onPauseOrEnd);
    video.removeEventListener('seeked', onPauseOrEnd);
    video.removeEventListener('ended', onPauseOrEnd);
    video.removeEventListener('error', onMediaError);
  };

  const handle: PlayerHandle = {
    tracks() {
      const variants = player.getVariantTracks?.() ?? [];
      const activeVariant = variants.find((v) => v.active);
      const audioLang = activeVariant?.audioLanguage ?? activeVariant?.language ?? null;
      const renditions = variants
        .filter((v) => !audioLang || (v.audioLanguage ?? v.language) === audioLang)
        .map(({ id, width, height, bandwidth, active }) => ({ id, width, height, bandwidth, active }));
      const unique = (list: LanguageTrack[]) =>
        list.filter((t, i) => list.findIndex((u) => u.language === t.language) === i);
      return {
        renditions,
        autoQuality,
        audio: unique(
          (player.getAudioTracks?.() ?? []).map(({ language, label, active }) => ({
            language,
            label,
            active,
          })),
        ),
        text: unique(
          (player.getTextTracks?.() ?? []).map(({ language, label }) => ({
            language,
            label,
            active: language === textLanguage,
          })),
        ),
        textLanguage,
      };
    },
    selectQuality(id) {
      if (id === null) {
        autoQuality = true;
        player.configure({ abr: { enabled: true } });
      } else {
        const track = (player.getVariantTracks?.() ?? []).find((v) => v.id === id);
        if (!track) return;
        autoQuality = false;
        player.configure({ abr: { enabled: false } });
        player.selectVariantTrack?.(track, true, 2);
      }
      opts.onTracks?.();
    },
    selectAudio(language) {
      const track = (player.getAudioTracks?.() ?? []).find((t) => t.language === language);
      if (track) player.selectAudioTrack?.(track, 2);
      opts.onTracks?.();
    },
    selectText(language) {
      const track = language ? (player.getTextTracks?.() ?? []).find((t) => t.language === language) : null;
      if (language && !track) return;
      textLanguage = track ? language : null;
      cues.clear();
      player.selectTextTrack?.(track ?? null);
      opts.onTracks?.();
    },
    isLive: () => player.isLive?.() ?? false,
    seekRange() {
      const r = player.seekRange?.();
      if (r && Number.isFinite(r.end)) return { start: r.start, end: r.end };
      return { start: 0, end: Number.isFinite(video.duration) ? video.duration : 0 };
    },
    goToLive() {
      player.goToLive?.();
    },
    cuesAt(time) {
      return textLanguage ? cues.at(time) : [];
    },
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
      const done = player.destroy().catch(() => {});
      tearingDown(video, done);
      await done;
    },
  };

  try {
    if (primed) {
      // Loaded before the profile's audio language was known: switched now (a resume point is a seek).
      const audio = opts.preferredAudio;
      const track = audio
        ? player.getAudioTracks?.().find((t) => t.language === audio || t.language.startsWith(`${audio}-`))
        : undefined;
      if (track && !track.active) player.selectAudioTrack?.(track, 0);
      if (startAt !== null) video.currentTime = startAt;
    } else if (preloaded) await player.load(preloaded.manager);
    else await player.load(opts.manifestUrl, startAt);
    performance.mark?.('ott:player-loaded');
    loaded = true;
    // The profile's subtitle language (the app shows the cues): selected once the text tracks are known.
    if (opts.preferredText) handle.selectText(opts.preferredText);
    else player.selectTextTrack?.(null);
  } catch (e) {
    destroyed = true;
    detach();
    await player.destroy().catch(() => {});
    throw toPlayerError(e);
  }
  return handle;
}
