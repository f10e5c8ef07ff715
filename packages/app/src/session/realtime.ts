// This page's realtime store (SPEC §4 realtime sign-in, uid map, log-out; §7): anonymous for a visitor (counts only,
// by the rules); for a subscriber, signed in with the back-end's token (getRealtimeToken) and its uid mapped. It changes
// with the subscriber and before the token lapses (`realtimeGeneration`). Firebase loads only here, on first use.
import type { RealtimeStore } from '@ott/realtime';
import { isSubscriber, type SessionStore } from './store';

/** A new access token is fetched this long before the current one lapses. */
export const REALTIME_RENEW_BEFORE_S = 300;

export interface RealtimeConnection {
  /** The store for the current subscriber (or the anonymous one), opened on first use. */
  get(): Promise<RealtimeStore>;
  /** SPEC §4 Logout: remove the uid map entry, sign out (close the store). Failures are only logged (§8). */
  signOut(): Promise<void>;
}

interface Entry {
  subscriberid: string | null;
  store: Promise<RealtimeStore>;
  uid: string | null;
  timer: ReturnType<typeof setTimeout> | null;
}

export function createRealtimeConnection(session: SessionStore): RealtimeConnection {
  let current: Entry | null = null;

  const subscriberOf = (): string | null => {
    const s = session.get();
    return isSubscriber(s) ? (s.subscriber?.subscriberid ?? null) : null;
  };

  async function open(entry: Entry): Promise<RealtimeStore> {
    const m = await import('@ott/realtime');
    const url = session.get().config?.realtime?.databaseURL;
    if (!url) return m.createMemoryRealtime();
    const sid = entry.subscriberid;
    if (!sid) return m.loadFirebaseRealtime({ databaseURL: url });
    const { getRealtimeToken } = await import('@ott/sdk/hooks/sms');
    const access = await getRealtimeToken().then(
      (r) => r.data,
      (error: unknown) => {
        console.warn('[realtime] no access token: likes, watchlist and progress are unavailable', error);
        return null;
      },
    );
    if (!access) return m.loadFirebaseRealtime({ databaseURL: url });
    const store = await m.loadFirebaseRealtime({ databaseURL: url, authToken: access.token });
    entry.uid = access.uid;
    void store.mapUid(access.uid, sid);
    entry.timer = setTimeout(
      () => {
        if (current === entry) replace();
      },
      Math.max(60, access.expiresIn - REALTIME_RENEW_BEFORE_S) * 1000,
    );
    return store;
  }

  function retire(entry: Entry, unmap: boolean) {
    if (entry.timer) clearTimeout(entry.timer);
    return entry.store
      .then(async (store) => {
        if (unmap && entry.uid) await store.unmapUid(entry.uid);
        await store.close();
      })
      .catch((error: unknown) => console.warn('[realtime] closing a store failed', error));
  }

  /** Drop the current store; the next get() opens a new one and every subscription moves to it. */
  function replace() {
    const old = current;
    current = null;
    if (old) void retire(old, false);
    session.set({ realtimeGeneration: session.get().realtimeGeneration + 1 });
  }

  return {
    get() {
      const subscriberid = subscriberOf();
      if (current && current.subscriberid !== subscriberid) replace();
      if (!current) {
        const entry: Entry = { subscriberid, store: Promise.resolve(null as never), uid: null, timer: null };
        entry.store = open(entry);
        current = entry;
      }
      return current.store;
    },
    async signOut() {
      const entry = current;
      current = null;
      if (entry) await retire(entry, true);
    },
  };
}
