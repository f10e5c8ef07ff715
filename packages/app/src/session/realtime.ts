// This page's realtime store (SPEC §4 realtime sign-in, uid map under the config's uidMapBase, log-out; §7): anonymous
// for a visitor (counts only); for a subscriber, the back-end's token (minutes long, naming its profiles), uid mapped.
// It changes with the subscriber or profile and before the token lapses (`realtimeGeneration`). Firebase loads only here.
import type { RealtimeStore } from '@ott/realtime';
import { isSubscriber, type SessionStore } from './store';

/** A new access token is fetched this long before the current one lapses (at half its life when that is shorter). */
const REALTIME_RENEW_BEFORE_S = 60;

/** Seconds after issue at which a token of this lifetime is renewed. */
function realtimeRenewAfterS(expiresIn: number): number {
  return Math.max(expiresIn - REALTIME_RENEW_BEFORE_S, expiresIn / 2);
}

export interface RealtimeConnection {
  /** The store for the current subscriber (or the anonymous one), opened on first use. */
  get(): Promise<RealtimeStore>;
  /** SPEC §4 Logout: remove the uid map entry, sign out (close the store). Failures are only logged (§8). */
  signOut(): Promise<void>;
}

interface Entry {
  subscriberid: string | null;
  /** The profile the store was opened for: a profile made after the token was issued is not in it. */
  profileid: string | null;
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
  const profileOf = (subscriberid: string | null) => (subscriberid ? session.get().profileid : null);

  async function open(entry: Entry): Promise<RealtimeStore> {
    const m = await import('@ott/realtime');
    const realtime = session.get().config?.realtime;
    const url = realtime?.databaseURL;
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
    const store = await m.loadFirebaseRealtime({
      databaseURL: url,
      authToken: access.token,
      ...(realtime.uidMapBase ? { uidMapBase: realtime.uidMapBase } : {}),
    });
    entry.uid = access.uid;
    void store.mapUid(access.uid, sid);
    entry.timer = setTimeout(() => {
      if (current === entry) replace();
    }, realtimeRenewAfterS(access.expiresIn) * 1000);
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

  /**
   * Drop the current store (its uid map entry with it: each token has its own uid); the next get() opens a new one and
   * every subscription moves to it.
   */
  function replace() {
    const old = current;
    current = null;
    if (old) void retire(old, true);
    session.set({ realtimeGeneration: session.get().realtimeGeneration + 1 });
  }

  return {
    get() {
      const subscriberid = subscriberOf();
      const profileid = profileOf(subscriberid);
      if (current && (current.subscriberid !== subscriberid || current.profileid !== profileid)) replace();
      if (!current) {
        const entry: Entry = {
          subscriberid,
          profileid,
          store: Promise.resolve(null as never),
          uid: null,
          timer: null,
        };
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
