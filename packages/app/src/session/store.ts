// The session state of SPEC §3 ("Session state"), as a tiny external store for React (useSyncExternalStore),
// persisted under the SPEC's local storage keys so a repeat visit starts logged in and without a config request.
import { STORAGE_KEYS } from '@ott/domain';
import type { ProviderConfig } from '@ott/sdk/hooks/config';
import type { SubscriberDetails } from '@ott/sdk/hooks/sms';
import type { AppStorage } from '../storage';

export interface SessionState {
  /** booting until start-up ends (SPEC §4: the app mounts even when a step failed). */
  status: 'booting' | 'ready';
  config: ProviderConfig | null;
  deviceToken: string | null;
  sessionToken: string | null;
  refreshToken: string | null;
  subscriber: SubscriberDetails | null;
  profileid: string | null;
  kidsMode: boolean;
  /** URL language of the display (en, ar, ml). */
  lang: string;
  /** Start-up problems (none stops the mount). */
  startupErrors: string[];
}

export const DEVICE_TOKEN_KEY = 'deviceToken';
const PROFILE_KEY = 'profile';

export interface SessionStore {
  get(): SessionState;
  set(patch: Partial<SessionState>): void;
  subscribe(listener: () => void): () => void;
  storage: AppStorage;
}

export function createSessionStore(storage: AppStorage): SessionStore {
  const profile = storage.getJson<{ profileid: string; kids: boolean }>(PROFILE_KEY);
  let state: SessionState = {
    status: 'booting',
    config: null,
    deviceToken: storage.get(DEVICE_TOKEN_KEY),
    sessionToken: storage.get(STORAGE_KEYS.sessionToken),
    refreshToken: storage.get(STORAGE_KEYS.refreshToken),
    subscriber: storage.getJson<SubscriberDetails>(STORAGE_KEYS.subscriberDetails),
    profileid: profile?.profileid ?? null,
    kidsMode: profile?.kids ?? false,
    lang: 'en',
    startupErrors: [],
  };
  const listeners = new Set<() => void>();
  const persist = (s: SessionState) => {
    const put = (k: string, v: string | null) => (v === null ? storage.remove(k) : storage.set(k, v));
    put(DEVICE_TOKEN_KEY, s.deviceToken);
    put(STORAGE_KEYS.sessionToken, s.sessionToken);
    put(STORAGE_KEYS.refreshToken, s.refreshToken);
    if (s.subscriber) storage.setJson(STORAGE_KEYS.subscriberDetails, s.subscriber);
    else storage.remove(STORAGE_KEYS.subscriberDetails);
    if (s.profileid) storage.setJson(PROFILE_KEY, { profileid: s.profileid, kids: s.kidsMode });
    else storage.remove(PROFILE_KEY);
  };
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      persist(state);
      for (const l of listeners) l();
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    storage,
  };
}

export const isSubscriber = (s: SessionState) => Boolean(s.sessionToken && s.subscriber?.subscriberid);
