// Playback integration, without touching the player: it watches the page's <video> elements for keep-awake (main:
// powerSaveBlocker) and for OS media keys and controls (Media Session), with the page title as metadata when the page
// set no session of its own (the app's player does: then only the state is kept).
import type { DesktopBridge } from '../shared/bridge';

export function watchPlayback(
  doc: Document,
  bridge: Pick<DesktopBridge, 'keepAwake'>,
  mediaSession: MediaSession | undefined = globalThis.navigator?.mediaSession,
): () => void {
  let awake = false;
  let current: HTMLVideoElement | null = null;
  let ownMetadata: MediaMetadata | null = null;
  const playing = () =>
    [...doc.querySelectorAll('video')].some((v) => !v.paused && !v.ended && v.readyState > 2);
  const sync = () => {
    const next = playing();
    if (next !== awake) {
      awake = next;
      void bridge.keepAwake(next).catch(() => {});
    }
  };
  const onPlaying = (e: Event) => {
    if (!(e.target instanceof HTMLVideoElement)) return;
    current = e.target;
    sync();
    if (!mediaSession) return;
    mediaSession.playbackState = 'playing';
    // The app's player manages the session itself (its metadata, poster, next episode, seeking that stops at the
    // live edge): the shell then only reports the playback state.
    if (mediaSession.metadata && mediaSession.metadata !== ownMetadata) return;
    if (!mediaSession.metadata && typeof MediaMetadata !== 'undefined') {
      ownMetadata = new MediaMetadata({ title: doc.title });
      mediaSession.metadata = ownMetadata;
    }
    const v = current;
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler) => {
      try {
        mediaSession.setActionHandler(action, handler);
      } catch {
        // An action this Chromium does not know.
      }
    };
    set('play', () => void v.play());
    set('pause', () => v.pause());
    set('stop', () => v.pause());
    set('seekbackward', (d) => {
      v.currentTime = Math.max(0, v.currentTime - (d.seekOffset ?? 10));
    });
    set('seekforward', (d) => {
      v.currentTime = Math.min(v.duration || Infinity, v.currentTime + (d.seekOffset ?? 10));
    });
    set('seekto', (d) => {
      if (d.seekTime !== undefined) v.currentTime = d.seekTime;
    });
  };
  const onStop = (e: Event) => {
    if (!(e.target instanceof HTMLVideoElement)) return;
    sync();
    if (mediaSession && e.target === current && !awake) mediaSession.playbackState = 'paused';
  };
  doc.addEventListener('playing', onPlaying, true);
  for (const type of ['pause', 'ended', 'emptied', 'waiting']) doc.addEventListener(type, onStop, true);
  return () => {
    doc.removeEventListener('playing', onPlaying, true);
    for (const type of ['pause', 'ended', 'emptied', 'waiting']) doc.removeEventListener(type, onStop, true);
    if (awake) void bridge.keepAwake(false).catch(() => {});
  };
}
