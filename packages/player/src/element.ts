// Steps on a <video> that need no player: play with the autoplay fallback, and wait for the first frame shown.

/** Longest wait for the first frame before going on anyway (e.g. playback refused, no frame). */
const FIRST_FRAME_WAIT_MS = 400;

/** `video.play()` as a promise everywhere (older engines and jsdom return undefined or throw). */
function play(video: HTMLVideoElement): Promise<void> {
  try {
    return Promise.resolve(video.play());
  } catch (e) {
    return Promise.reject(e);
  }
}

/** Plays `video`; autoplay with sound refused (no user gesture, e.g. a deep link) starts it muted instead. */
export function playOrMuted(video: HTMLVideoElement): void {
  play(video).catch(() => {
    video.muted = true; // the controls can unmute
    void play(video).catch(() => {});
  });
}

/** Calls `then` once a frame of `video` has been presented, or after FIRST_FRAME_WAIT_MS, or at once without
 * `requestVideoFrameCallback`. */
export function afterFirstFrame(video: HTMLVideoElement, then: () => void): void {
  if (typeof video.requestVideoFrameCallback !== 'function') {
    then();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    video.cancelVideoFrameCallback(id);
    then();
  };
  const id = video.requestVideoFrameCallback(once);
  const timer = setTimeout(once, FIRST_FRAME_WAIT_MS);
}
