// The SPEC §3 session state as a small external store (useSyncExternalStore), persisted under the SPEC's keys, shared
// by tabs: `set` writes only the keys it changes, `adopt` re-reads after another tab's change. Tokens go to a platform
// secure store where there is one (packages/app/README.md); personal details stay in memory.
import { STORAGE_KEYS } from '@ott/domain';
import type { ProviderConfig } from '@ott/sdk/hooks/config';
import type { SubscriberDetails } from '@ott/sdk/hooks/sms';
import type { SecureStore } from '../platform/types';
import type { AppStorage, DeviceSeal } from '../storage';

export interface SessionState {
  /** booting until start-up ends (SPEC §4: the app mounts even when a step failed). */
  status: 'booting' | 'ready';
  config: ProviderConfig | null;
  deviceToken: string | null;
  sessionToken: string | null;
  refreshToken: string | null;
  /** The subscriber; after a reload only its persisted summary (ids, country) until the details are fetched again. */
  subscriber: SubscriberDetails | null;
  profileid: string | null;
  kidsMode: boolean;
  /** SPEC §3 profilePicture: the avatar of the profile watching (null: none, or not known yet); the header shows it. */
  profilePicture: string | null;
  /** SPEC §3 session country (ISO 3166-1 alpha-2) as the public IP look-up saw it at start-up; kept locally. */
  country: string | null;
  /** URL language of the display (en, ar, ml). */
  lang: string;
  /** Start-up problems (none stops the mount). */
  startupErrors: string[];
  /** SPEC §8 7109: "No" after a movie list answered 7109, "Yes" after any other answer (for this page). */
  isMovieEnabled: 'Yes' | 'No';
  /**
   * SPEC §4 "Parental control. When enabled (flag stored locally)": the subscriber's parental-control flag as last
   * answered (GET parentalcontrol, or the change this device made); null = not known yet.
   */
  parentalControl: boolean | null;
  /** Counts the realtime stores this page opened (another subscriber, a renewed token): subscriptions follow. */
  realtimeGeneration: number;
}

/** SPEC §3 `subscriberToken`: the device token (the §3 key list names no other key for it). */
const DEVICE_TOKEN_KEY = STORAGE_KEYS.subscriberToken;
const PROFILE_KEY = 'profile';
const COUNTRY_KEY = 'country';
/** The parental-control flag (SPEC §4 "flag stored locally"; the §3 key list names no key for it). */
const PARENTAL_KEY = 'parentalControl';
/** The fields of the subscriber that are persisted: identifiers and country, nothing personal. */
const SUBSCRIBER_SUMMARY = ['subscriberid', 'profileid', 'country', 'subscribercountry'] as const;
const SECURE_KEYS = {
  sessionToken: STORAGE_KEYS.sessionToken,
  refreshToken: STORAGE_KEYS.refreshToken,
} as const;

export interface SessionStore {
  get(): SessionState;
  set(patch: Partial<SessionState>): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads the persisted credentials, subscriber and profile (another tab changed them). */
  adopt(): Promise<void>;
  /**
   * Re-reads the device token only (another tab may have registered this device meanwhile): no round trip to the
   * platform's secure store, which registration does not need.
   */
  adoptDeviceToken(): void;
  /** Settles when the persisted session has been read (the secure store answers asynchronously). */
  ready: Promise<void>;
  /** Settles when every write to the secure store so far has landed. */
  flushed(): Promise<void>;
  storage: AppStorage;
  /**
   * SPEC §3 `login-payload` for the automatic re-login: in the platform's secure store where there is one, else in
   * storage with its password sealed by this browser's own key. `secure`: a password may be kept.
   */
  loginPayload: {
    secure: boolean;
    get(): Promise<string | null>;
    set(value: string | null): Promise<void>;
  };
}

type Persisted = Pick<
  SessionState,
  | 'deviceToken'
  | 'sessionToken'
  | 'refreshToken'
  | 'subscriber'
  | 'profileid'
  | 'kidsMode'
  | 'profilePicture'
  | 'country'
  | 'parentalControl'
>;

const flag = (v: string | null): boolean | null => (v === 'true' ? true : v === 'false' ? false : null);

function summary(s: SubscriberDetails): Partial<SubscriberDetails> {
  const out: Partial<SubscriberDetails> = {};
  for (const k of SUBSCRIBER_SUMMARY) if (s[k] !== undefined) (out as Record<string, unknown>)[k] = s[k];
  return out;
}

export function createSessionStore(
  storage: AppStorage,
  secure?: SecureStore,
  seal: DeviceSeal | null = null,
): SessionStore {
  const readPlain = (): Omit<Persisted, 'sessionToken' | 'refreshToken'> => {
    const profile = storage.getJson<{ profileid: string; kids: boolean; picture?: string }>(PROFILE_KEY);
    return {
      deviceToken: storage.get(DEVICE_TOKEN_KEY),
      subscriber: storage.getJson<SubscriberDetails>(STORAGE_KEYS.subscriberDetails),
      profileid: profile?.profileid ?? null,
      kidsMode: profile?.kids ?? false,
      profilePicture: profile?.picture ?? null,
      country: storage.get(COUNTRY_KEY),
      parentalControl: flag(storage.get(PARENTAL_KEY)),
    };
  };
  const readTokens = async (): Promise<Pick<Persisted, 'sessionToken' | 'refreshToken'>> => {
    if (!secure) {
      return {
        sessionToken: storage.get(STORAGE_KEYS.sessionToken),
        refreshToken: storage.get(STORAGE_KEYS.refreshToken),
      };
    }
    const [sessionToken, refreshToken] = await Promise.all([
      secure.get(SECURE_KEYS.sessionToken).catch(() => null),
      secure.get(SECURE_KEYS.refreshToken).catch(() => null),
    ]);
    return { sessionToken, refreshToken };
  };

  let state: SessionState = {
    status: 'booting',
    config: null,
    ...readPlain(),
    sessionToken: secure ? null : storage.get(STORAGE_KEYS.sessionToken),
    refreshToken: secure ? null : storage.get(STORAGE_KEYS.refreshToken),
    lang: 'en',
    startupErrors: [],
    isMovieEnabled: 'Yes',
    realtimeGeneration: 0,
  };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };
  // Secure-store writes land in order.
  let secureWrites: Promise<unknown> = Promise.resolve();
  const putToken = (key: keyof typeof SECURE_KEYS, value: string | null) => {
    const k = SECURE_KEYS[key];
    if (!secure) {
      if (value === null) storage.remove(k);
      else storage.set(k, value);
      return;
    }
    secureWrites = secureWrites
      .then(() => (value === null ? secure.remove(k) : secure.set(k, value)))
      .catch((e: unknown) => console.warn('[ott] secure store write failed', e));
  };
  const put = (k: string, v: string | null) => (v === null ? storage.remove(k) : storage.set(k, v));
  const persist = (patch: Partial<SessionState>, next: SessionState) => {
    if ('deviceToken' in patch) put(DEVICE_TOKEN_KEY, next.deviceToken);
    if ('sessionToken' in patch) putToken('sessionToken', next.sessionToken);
    if ('refreshToken' in patch) putToken('refreshToken', next.refreshToken);
    if ('subscriber' in patch) {
      if (next.subscriber) storage.setJson(STORAGE_KEYS.subscriberDetails, summary(next.subscriber));
      else storage.remove(STORAGE_KEYS.subscriberDetails);
    }
    if ('country' in patch) put(COUNTRY_KEY, next.country);
    if ('parentalControl' in patch)
      put(PARENTAL_KEY, next.parentalControl === null ? null : String(next.parentalControl));
    if ('profileid' in patch || 'kidsMode' in patch || 'profilePicture' in patch) {
      if (next.profileid)
        storage.setJson(PROFILE_KEY, {
          profileid: next.profileid,
          kids: next.kidsMode,
          ...(next.profilePicture ? { picture: next.profilePicture } : {}),
        });
      else storage.remove(PROFILE_KEY);
    }
  };

  const ready = secure
    ? readTokens().then((t) => {
        state = { ...state, ...t };
        notify();
      })
    : Promise.resolve();

  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      persist(patch, state);
      notify();
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    async adopt() {
      await secureWrites;
      const plain = readPlain();
      const tokens = await readTokens();
      // Keep the richer in-memory details when the persisted summary is of the same subscriber.
      const subscriber =
        plain.subscriber && state.subscriber?.subscriberid === plain.subscriber.subscriberid
          ? state.subscriber
          : plain.subscriber;
      state = { ...state, ...plain, ...tokens, subscriber };
      notify();
    },
    adoptDeviceToken() {
      const deviceToken = storage.get(DEVICE_TOKEN_KEY);
      if (deviceToken === state.deviceToken) return;
      state = { ...state, deviceToken };
      notify();
    },
    ready,
    flushed: () => secureWrites.then(() => undefined),
    storage,
    loginPayload: {
      secure: Boolean(secure ?? seal),
      async get() {
        if (!secure)
          return sealedPassword(storage.get(STORAGE_KEYS.loginPayload), (pw) => seal?.open(pw) ?? null);
        await secureWrites;
        return secure.get(STORAGE_KEYS.loginPayload).catch(() => null);
      },
      async set(value) {
        if (!secure) {
          const kept = seal ? await sealedPassword(value, (pw) => seal.seal(pw)) : value;
          if (kept === null) storage.remove(STORAGE_KEYS.loginPayload);
          else storage.set(STORAGE_KEYS.loginPayload, kept);
          return;
        }
        secureWrites = secureWrites
          .then(() =>
            value === null
              ? secure.remove(STORAGE_KEYS.loginPayload)
              : secure.set(STORAGE_KEYS.loginPayload, value),
          )
          .catch((e: unknown) => console.warn('[ott] secure store write failed', e));
        return secureWrites.then(() => undefined);
      },
    },
  };
}

export const isSubscriber = (s: SessionState) => Boolean(s.sessionToken && s.subscriber?.subscriberid);

/**
 * The payload with its password passed through `change` (sealed or opened); null when the password cannot be (a key
 * gone with a log-out, another browser's text): no re-login is better than one with a wrong password.
 */
async function sealedPassword(
  raw: string | null,
  change: (password: string) => Promise<string | null> | null,
): Promise<string | null> {
  if (raw === null) return null;
  let payload: { params?: Record<string, unknown> };
  try {
    payload = JSON.parse(raw) as typeof payload;
  } catch {
    return raw;
  }
  const password = payload.params?.password;
  if (typeof password !== 'string') return raw;
  const changed = await Promise.resolve(change(password)).catch(() => null);
  if (changed === null) return null;
  return JSON.stringify({ ...payload, params: { ...payload.params, password: changed } });
}
