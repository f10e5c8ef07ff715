// A playable title's stream fetched before the play click: the details page asks for its package, Shaka preloads the
// manifest and init segments and, without DRM, primes it into a <video> off the page; the player takes it over once
// (`takeStream`, `preloadedStreamVideo`). Here because both the play action and the player use it.

import { tracksPlayback } from '@ott/domain/watch';
import {
  afterFirstFrame,
  browserPlatform,
  drmFromSource,
  loadShaka,
  PRELOAD_TTL_MS,
  playOrMuted,
  preloadedVideo,
  preloadStream,
  type StreamRequest,
  type StreamRequestInput,
  streamRequest,
} from '@ott/player';
import { getStreamPackage } from '@ott/sdk/hooks/cms';
import { hasKeptCast } from './kept-cast';

type PackageAnswer = ReturnType<typeof getStreamPackage>;

interface Prefetched {
  at: number;
  answer: PackageAnswer;
}

const prefetched = new Map<string, Prefetched>();

/** One key per stream asked for: the title and the package form (package, DRM scheme, quality, trailer). */
export function streamKey(request: StreamRequest): string {
  return `${request.contentId}|${JSON.stringify(request.form)}`;
}

const MIME: Record<'DASH' | 'HLS', string> = {
  DASH: 'application/dash+xml',
  HLS: 'application/x-mpegurl',
};

export interface PrefetchInput extends Omit<StreamRequestInput, 'platform'> {
  maxResolution?: { width: number; height: number } | null;
  /** Live streams move on: their package is fetched ahead, their manifest is not preloaded. */
  live?: boolean;
  now?: () => number;
}

/**
 * Asks for the stream of a playable title ahead of the click and preloads it; does nothing when the same stream
 * was asked for less than PRELOAD_TTL_MS ago. Failures are dropped silently (the player asks again and reports).
 */
export function prefetchStream(input: PrefetchInput): void {
  // A cast kept going has the stream: a second pipeline beside it starves it (a cast stalled on the details page).
  if (hasKeptCast()) return;
  const now = input.now ?? Date.now;
  void loadShaka().catch(() => {});
  const platform = browserPlatform(navigator, document.createElement('video'));
  const request = streamRequest({ ...input, platform });
  if (!request) return;
  const key = streamKey(request);
  const cached = prefetched.get(key);
  if (cached && now() - cached.at < PRELOAD_TTL_MS) return;
  const answer = getStreamPackage(request.contentId, request.form);
  prefetched.set(key, { at: now(), answer });
  answer.then(
    (source) => {
      if (input.live) return;
      preloadStream({
        key,
        manifestUrl: source.data.manifesturl,
        drm: drmFromSource(source.data),
        maxResolution: input.maxResolution ?? null,
        mimeType: MIME[source.data.manifesttype],
        prime: true,
      });
    },
    () => {
      if (prefetched.get(key)?.answer === answer) prefetched.delete(key);
    },
  );
}

/** The package answer fetched ahead for `request` if still fresh (taken: a second play asks again), else null. */
export function takeStream(request: StreamRequest, now: () => number = Date.now): PackageAnswer | null {
  const key = streamKey(request);
  const cached = prefetched.get(key);
  prefetched.delete(key);
  if (!cached || now() - cached.at >= PRELOAD_TTL_MS) return null;
  return cached.answer;
}

/**
 * The <video> the stream of `input` is primed in (loaded before the click), for the player screen to show, or null.
 * Only while its package answer is still fresh: the player takes both over together.
 */
export function preloadedStreamVideo(
  input: Omit<StreamRequestInput, 'platform'>,
  now: () => number = Date.now,
): HTMLVideoElement | null {
  const request = browserRequest(input);
  return request && primedVideo(request, now);
}

const browserRequest = (input: Omit<StreamRequestInput, 'platform'>) =>
  streamRequest({ ...input, platform: browserPlatform(navigator, document.createElement('video')) });

function primedVideo(request: StreamRequest, now: () => number): HTMLVideoElement | null {
  const key = streamKey(request);
  const cached = prefetched.get(key);
  if (!cached || now() - cached.at >= PRELOAD_TTL_MS) return null;
  return preloadedVideo(key);
}

/** How long a stream played at the click waits for the player screen to take it over before it stops. */
const HANDOFF_MS = 10_000;
let endHandoff: (() => void) | null = null;

/**
 * Plays the stream primed for `input` at the click itself, full window, before the player screen has rendered (the
 * play click → first frame budget), where nothing must be asked first: no watch session nor resume point (a visitor,
 * a trailer). The player screen takes the element over (preloadedStreamVideo) into its own place; `then` runs once
 * the first frame is shown. False, and nothing done, without a primed stream ready to show.
 */
export function playPrimedAtOnce(
  input: Omit<StreamRequestInput, 'platform'>,
  viewer: object | null,
  then: () => void,
): boolean {
  const request = browserRequest(input);
  if (!request || tracksPlayback(viewer, request.isTrailer) || hasKeptCast()) return false;
  const video = primedVideo(request, Date.now);
  if (!video || video.readyState < 2) return false;
  dropHandoff();
  const layer = document.createElement('div');
  layer.className = 'stream-handoff';
  video.className = 'player-video';
  layer.append(video);
  document.body.append(layer);
  playOrMuted(video);
  const timer = setTimeout(dropHandoff, HANDOFF_MS);
  // Stepping back before the player screen came (or a screen that does not play it) stops it.
  window.addEventListener('popstate', dropHandoff);
  const end = () => {
    clearTimeout(timer);
    window.removeEventListener('popstate', dropHandoff);
    if (video.parentElement === layer) video.pause();
    layer.remove();
  };
  endHandoff = end;
  // Not after a step back meanwhile: the player screen is no longer wanted.
  afterFirstFrame(video, () => {
    if (endHandoff === end) then();
  });
  return true;
}

/** Ends the hand-over layer of playPrimedAtOnce: emptied by the player screen, or not taken (the stream stops). */
export function dropHandoff(): void {
  endHandoff?.();
  endHandoff = null;
}
