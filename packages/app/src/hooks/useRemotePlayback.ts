// Casting with the browser's Remote Playback API (SPEC §2 /cast): the cast button shows while the browser sees a
// device in reach, opens the browser's own device picker, and follows the connection (connecting, casting).
import { useCallback, useEffect, useState } from 'react';

export type CastState = 'unsupported' | 'unavailable' | 'available' | 'connecting' | 'connected';

/** Whether this browser has the Remote Playback API at all (the /cast screen says so when not). */
export function castSupported(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'remote' in HTMLMediaElement.prototype;
}

export function useRemotePlayback(video: HTMLVideoElement | null): {
  state: CastState;
  prompt(): void;
} {
  const [state, setState] = useState<CastState>(() => (castSupported() ? 'unavailable' : 'unsupported'));
  useEffect(() => {
    const remote = video?.remote;
    if (!remote) return;
    let live = true;
    let watchId: number | null = null;
    let available = false;
    const update = () => {
      if (!live) return;
      if (remote.state === 'connected') setState('connected');
      else if (remote.state === 'connecting') setState('connecting');
      else setState(available ? 'available' : 'unavailable');
    };
    remote
      .watchAvailability((on) => {
        available = on;
        update();
      })
      .then(
        (id) => {
          watchId = id;
        },
        // NotSupportedError (a stream this browser cannot hand over, or data saving): no button.
        () => update(),
      );
    const events = ['connecting', 'connect', 'disconnect'] as const;
    for (const e of events) remote.addEventListener(e, update);
    return () => {
      live = false;
      for (const e of events) remote.removeEventListener(e, update);
      if (watchId !== null) void remote.cancelWatchAvailability(watchId).catch(() => {});
    };
  }, [video]);
  const prompt = useCallback(() => {
    // The picker also stops a cast; a dismissed picker rejects, which changes nothing.
    void video?.remote?.prompt().catch(() => {});
  }, [video]);
  return { state, prompt };
}
