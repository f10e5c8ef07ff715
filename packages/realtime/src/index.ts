// @ott/realtime — the realtime store (likes, watchlist, continue-watching, counts; SPEC §3, §4, §7). Firebase is
// never imported from here: `loadFirebaseRealtime` / `createLazyFirebaseRealtime` load `./firebase` on demand.

import type { FirebaseRealtimeOptions } from './firebase';
import { consoleLogger } from './store';
import type { RealtimeStore, Unsubscribe } from './types';

export type { FirebaseRealtimeOptions } from './firebase';
export type { MemoryRealtimeDatabase, MemoryRealtimeOptions, MemoryRealtimeStore } from './memory';
export { createMemoryDatabase, createMemoryRealtime } from './memory';
export * from './paths';
export type { RealtimeBackend } from './store';
export {
  consoleLogger,
  contentFields,
  countsFromValue,
  createRealtimeStore,
  recordsFromValue,
} from './store';
export * from './types';

/** Import the firebase adapter on demand and create a store. */
export async function loadFirebaseRealtime(options: FirebaseRealtimeOptions): Promise<RealtimeStore> {
  const { createFirebaseRealtime } = await import('./firebase');
  return createFirebaseRealtime(options);
}

/**
 * A store usable at once whose firebase adapter is loaded on first use. If loading fails, the failure is logged
 * and every call resolves its safe value (SPEC §8).
 */
export function createLazyFirebaseRealtime(
  options: FirebaseRealtimeOptions,
  load: (options: FirebaseRealtimeOptions) => Promise<RealtimeStore> = loadFirebaseRealtime,
): RealtimeStore {
  const logger = options.logger ?? consoleLogger;
  let pending: Promise<RealtimeStore | null> | null = null;
  const inner = (): Promise<RealtimeStore | null> => {
    pending ??= load(options).catch((error: unknown) => {
      logger.error('loading the firebase realtime adapter failed', error);
      return null;
    });
    return pending;
  };
  const call =
    <A extends unknown[], R>(fallback: R, pick: (store: RealtimeStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const store = await inner();
      return store ? pick(store, ...args) : fallback;
    };
  const watch =
    <A extends unknown[]>(pick: (store: RealtimeStore, ...args: A) => Unsubscribe) =>
    (...args: A): Unsubscribe => {
      let stopped = false;
      let stop: Unsubscribe = () => {};
      void inner().then((store) => {
        if (store && !stopped) stop = pick(store, ...args);
      });
      return () => {
        stopped = true;
        stop();
      };
    };
  return {
    watchCounts: watch((s, objectid: string, cb: Parameters<RealtimeStore['watchCounts']>[1]) =>
      s.watchCounts(objectid, cb),
    ),
    readCounts: call(null, (s, objectid: string) => s.readCounts(objectid)),
    readRecord: call(null, (s, ...a: Parameters<RealtimeStore['readRecord']>) => s.readRecord(...a)),
    watchRecord: watch((s, ...a: Parameters<RealtimeStore['watchRecord']>) => s.watchRecord(...a)),
    pressLike: call(null, (s, ...a: Parameters<RealtimeStore['pressLike']>) => s.pressLike(...a)),
    setInWatchlist: call(false, (s, ...a: Parameters<RealtimeStore['setInWatchlist']>) =>
      s.setInWatchlist(...a),
    ),
    watchWatchlist: watch((s, ...a: Parameters<RealtimeStore['watchWatchlist']>) => s.watchWatchlist(...a)),
    saveProgress: call(false, (s, ...a: Parameters<RealtimeStore['saveProgress']>) => s.saveProgress(...a)),
    clearProgress: call(false, (s, ...a: Parameters<RealtimeStore['clearProgress']>) =>
      s.clearProgress(...a),
    ),
    watchContinueWatching: watch((s, ...a: Parameters<RealtimeStore['watchContinueWatching']>) =>
      s.watchContinueWatching(...a),
    ),
    readContinueWatching: call([], (s, ...a: Parameters<RealtimeStore['readContinueWatching']>) =>
      s.readContinueWatching(...a),
    ),
    mapUid: call(false, (s, uid: string, subscriberid: string) => s.mapUid(uid, subscriberid)),
    unmapUid: call(false, (s, uid: string) => s.unmapUid(uid)),
    signIn: call(null, (s) => s.signIn()),
    signOut: call(false, (s) => s.signOut()),
    async close() {
      if (!pending) return;
      const store = await pending;
      await store?.close();
    },
  };
}
