// System media controls and media keys (Media Session API) on the web as on the desktop: title and poster,
// play / pause / ±10 s / seek to / next episode. The desktop shell also watches the page's <video>; it keeps the
// metadata set here.
import { PLAYER_SEEK_STEP_S } from '@ott/domain/player-controls';
import { useEffect } from 'react';

export function useMediaSession(
  video: HTMLVideoElement | null,
  meta: { title: string; artwork: string | null },
  seek: (to: number) => void,
  next: (() => void) | null,
) {
  useEffect(() => {
    const ms = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
    if (!video || !ms) return;
    if (typeof MediaMetadata !== 'undefined') {
      ms.metadata = new MediaMetadata({
        title: meta.title,
        artwork: meta.artwork ? [{ src: meta.artwork }] : [],
      });
    }
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        ms.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    };
    set('play', () => void video.play().catch(() => {}));
    set('pause', () => video.pause());
    set('seekbackward', (d) => seek(video.currentTime - (d.seekOffset ?? PLAYER_SEEK_STEP_S)));
    set('seekforward', (d) => seek(video.currentTime + (d.seekOffset ?? PLAYER_SEEK_STEP_S)));
    set('seekto', (d) => {
      if (d.seekTime !== undefined) seek(d.seekTime);
    });
    set('nexttrack', next);
    return () => {
      for (const a of ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'nexttrack'] as const)
        set(a, null);
      ms.metadata = null;
    };
  }, [video, meta.title, meta.artwork, seek, next]);
}
