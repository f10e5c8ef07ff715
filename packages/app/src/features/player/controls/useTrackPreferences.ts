// The subtitle and audio languages a profile chose, remembered on the device per profile and applied to the next
// title. Key: ott.player/<subscriberid>/<profileid> (a visitor: ott.player/visitor).
import { useCallback, useMemo } from 'react';
import { useServices, useSession } from '../../../hooks/useServices';

export interface TrackPreferences {
  /** Audio language code, or null (the stream's default). */
  audio: string | null;
  /** Subtitle language code, 'off', or null (never chosen). */
  text: string | null;
}

function trackPreferencesKey(subscriberid: string | null | undefined, profileid: string | null | undefined) {
  return subscriberid && profileid ? `ott.player/${subscriberid}/${profileid}` : 'ott.player/visitor';
}

export function useTrackPreferences(): [TrackPreferences, (change: Partial<TrackPreferences>) => void] {
  const { session } = useServices();
  const state = useSession();
  const key = trackPreferencesKey(state.subscriber?.subscriberid, state.profileid);
  // Read once per profile: a choice made now applies to the next title, not to this one's start.
  const prefs = useMemo<TrackPreferences>(() => {
    const stored = session.storage.getJson<Partial<TrackPreferences>>(key);
    return {
      audio: typeof stored?.audio === 'string' ? stored.audio : null,
      text: typeof stored?.text === 'string' ? stored.text : null,
    };
  }, [session.storage, key]);
  const save = useCallback(
    (change: Partial<TrackPreferences>) => {
      const stored = session.storage.getJson<Partial<TrackPreferences>>(key) ?? {};
      session.storage.setJson(key, { ...stored, ...change });
    },
    [session.storage, key],
  );
  return [prefs, save];
}
