// Shared realtime hooks (SPEC §3, §4, §7, §8): context, live counts, the profile's record, watchlist and continue-watching.
// A realtime failure is logged and the UI shows "unavailable" quietly (SPEC §8). Keyed by profile: a switch re-subscribes,
// a log-out tears down. Only types come from @ott/realtime, so Firebase stays in its lazy chunk.
import { posterUrl } from '@ott/domain';
import type { LikeCounts, LikeStatus } from '@ott/domain/likes';
import type {
  LikeResult,
  RealtimeContent,
  RealtimeContext,
  RealtimeRecord,
  RealtimeStore,
  RecordRef,
  Unsubscribe,
} from '@ott/realtime';
import type { Content } from '@ott/sdk/hooks/cms';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { reconcilePendingProgress } from '../services/pending-progress';
import { useServices, useSession } from './useServices';

/** A live value: still loading, ready, or unavailable (the realtime service failed or never answered). */
export type Live<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'unavailable' };

/**
 * A subscription that has not delivered its first value after this long is shown as unavailable (the Firebase SDK
 * waits forever while disconnected). It keeps listening: a late value still shows.
 */
const REALTIME_UNAVAILABLE_AFTER_MS = 10_000;

const log = (what: string, error: unknown) => console.error(`[realtime] ${what} failed`, error);

/** The logged-in profile's realtime context, or null for a visitor (or before a profile is known). */
export function useRealtimeContext(): RealtimeContext | null {
  const s = useSession();
  const subscriberid = s.sessionToken ? (s.subscriber?.subscriberid ?? null) : null;
  const profileid = s.profileid;
  return useMemo(
    () => (subscriberid && profileid ? { subscriberid, profileid } : null),
    [subscriberid, profileid],
  );
}

/**
 * Resolves the realtime store, or null (logged) when it could not be loaded. For a profile, positions saved on the
 * device when a player page closed are reconciled with the realtime records first, so continue-watching
 * and resume show the newer position.
 */
function useRealtimeStore(): () => Promise<RealtimeStore | null> {
  const { realtime, session } = useServices();
  const ctx = useRealtimeContext();
  // A new store (another subscriber, a renewed access token) gives a new getter: every subscription moves to it.
  const { realtimeGeneration } = useSession();
  return useCallback(() => {
    void realtimeGeneration;
    return realtime()
      .then(async (store) => {
        if (ctx) {
          await reconcilePendingProgress(store, session.storage, ctx).catch((error: unknown) =>
            log('reconciling the saved position', error),
          );
        }
        return store;
      })
      .catch((error: unknown) => {
        log('loading the realtime store', error);
        return null;
      });
  }, [realtime, session, ctx, realtimeGeneration]);
}

/**
 * Subscribes while `key` is not null and re-subscribes when it changes. `subscribe` may be a fresh closure each
 * render; only `key` decides when to re-subscribe.
 */
function useLive<T>(
  key: string | null,
  subscribe: (store: RealtimeStore, onValue: (value: T) => void) => Unsubscribe,
): Live<T> {
  const getStore = useRealtimeStore();
  const latest = useRef(subscribe);
  latest.current = subscribe;
  const [state, setState] = useState<{ key: string | null; live: Live<T> }>({
    key,
    live: { status: 'loading' },
  });
  useEffect(() => {
    // A new store for the same key (a renewed token, every few minutes) keeps the value shown until its first one.
    setState((s) => (s.key === key ? s : { key, live: { status: 'loading' } }));
    if (key === null) return;
    let active = true;
    let received = false;
    let stop: Unsubscribe = () => {};
    const timer = setTimeout(() => {
      if (active && !received) setState({ key, live: { status: 'unavailable' } });
    }, REALTIME_UNAVAILABLE_AFTER_MS);
    void getStore().then((store) => {
      if (!active) return;
      if (!store) {
        setState({ key, live: { status: 'unavailable' } });
        return;
      }
      try {
        stop = latest.current(store, (value) => {
          if (!active) return;
          received = true;
          setState({ key, live: { status: 'ready', value } });
        });
      } catch (error) {
        log(`subscribing (${key})`, error);
        setState({ key, live: { status: 'unavailable' } });
      }
    });
    return () => {
      active = false;
      clearTimeout(timer);
      try {
        stop();
      } catch (error) {
        log(`unsubscribing (${key})`, error);
      }
    };
  }, [key, getStore]);
  // A value of an older key (before the effect ran for the new one) is never shown.
  return state.key === key ? state.live : { status: 'loading' };
}

const ctxKey = (ctx: RealtimeContext | null) => (ctx ? `${ctx.subscriberid}/${ctx.profileid}` : null);

/** SPEC §3/§4: the content-wide like and dislike counts, live (visitors see them too). */
export function useLikeCounts(objectid: string): Live<LikeCounts> {
  return useLive<LikeCounts>(`counts/${objectid}`, (store, cb) => store.watchCounts(objectid, cb));
}

/** SPEC §4: the profile's watchlist (records with inwatchlist true), live. Null key for a visitor. */
export function useWatchlist(): Live<RealtimeRecord[]> {
  const ctx = useRealtimeContext();
  const key = ctxKey(ctx);
  return useLive<RealtimeRecord[]>(key && `watchlist/${key}`, (store, cb) =>
    ctx ? store.watchWatchlist(ctx, cb) : () => {},
  );
}

/** SPEC §4: continue-watching, live, in the domain's order (INPROGRESS with a position, newest first). */
export function useContinueWatching(): Live<RealtimeRecord[]> {
  const ctx = useRealtimeContext();
  const key = ctxKey(ctx);
  return useLive<RealtimeRecord[]>(key && `cw/${key}`, (store, cb) =>
    ctx ? store.watchContinueWatching(ctx, cb) : () => {},
  );
}

/**
 * The profile's record of one content (like status, watchlist flag, progress), live: a press in another tab or
 * browser shows here without a reload. `patch` shows a write at once (optimistic) until the stored record
 * next changes; `reload` is kept for callers that ask again after a failure (the subscription already follows it).
 */
export function useProfileRecord(content: Pick<Content, 'objectid' | 'seriesid'>): {
  record: Live<RealtimeRecord | null>;
  patch(fields: Partial<RealtimeRecord>): void;
  reload(): void;
} {
  const ctx = useRealtimeContext();
  const { objectid, seriesid } = content;
  const key = ctx ? `${ctxKey(ctx)}/${objectid}` : null;
  const live = useLive<RealtimeRecord | null>(key && `record/${key}`, (store, cb) =>
    ctx ? store.watchRecord(ctx, { objectid, seriesid: seriesid ?? null }, cb) : () => {},
  );
  // The optimistic fields, tied to the stored value they were applied over: a newer stored value replaces them.
  const [local, setLocal] = useState<{ over: unknown; fields: Partial<RealtimeRecord> } | null>(null);
  const stored = live.status === 'ready' ? live.value : undefined;
  const patch = useCallback(
    (fields: Partial<RealtimeRecord>) =>
      setLocal((l) => ({ over: stored, fields: { ...(l && l.over === stored ? l.fields : {}), ...fields } })),
    [stored],
  );
  const reload = useCallback(() => setLocal(null), []);
  if (!ctx) return { record: { status: 'ready', value: null }, patch, reload };
  if (live.status !== 'ready') return { record: live, patch, reload };
  const value =
    local && local.over === stored ? { ...(stored ?? null), objectid, ...local.fields } : (stored ?? null);
  return { record: { status: 'ready', value }, patch, reload };
}

/** The writes, each resolving its safe value (null / false) when the store cannot be loaded or the write failed. */
export function useRealtimeActions() {
  const ctx = useRealtimeContext();
  const getStore = useRealtimeStore();
  return useMemo(() => {
    async function run<T>(
      what: string,
      fallback: T,
      op: (s: RealtimeStore, c: RealtimeContext) => Promise<T>,
    ) {
      if (!ctx) return fallback;
      const store = await getStore();
      if (!store) return fallback;
      try {
        return await op(store, ctx);
      } catch (error) {
        log(what, error);
        return fallback;
      }
    }
    return {
      ctx,
      pressLike: (content: RealtimeContent, pressed: LikeStatus) =>
        run<LikeResult | null>(`pressLike(${content.objectid})`, null, (s, c) =>
          s.pressLike(c, content, pressed),
        ),
      setInWatchlist: (content: RealtimeContent, on: boolean) =>
        run(`setInWatchlist(${content.objectid})`, false, (s, c) => s.setInWatchlist(c, content, on)),
      clearProgress: (ref: RecordRef) =>
        run(`clearProgress(${typeof ref === 'string' ? ref : ref.objectid})`, false, (s, c) =>
          s.clearProgress(c, ref),
        ),
      saveProgress: (content: RealtimeContent, positionSec: number, durationSec: number) =>
        run(`saveProgress(${content.objectid})`, false, (s, c) =>
          s.saveProgress(c, content, positionSec, durationSec),
        ),
    };
  }, [ctx, getStore]);
}

/**
 * Removal from a live list that shows at once: the record is hidden while `remove` runs (a done removal leaves the
 * live list at once, the store writes locally first); a failed one shows again, and `failed` says so.
 */
export function useRemoval(remove: (record: RealtimeRecord) => Promise<boolean>) {
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);
  return {
    failed,
    shown: (records: RealtimeRecord[]) => records.filter((r) => !removing.has(r.objectid)),
    async remove(record: RealtimeRecord) {
      setRemoving((s) => new Set(s).add(record.objectid));
      setFailed(!(await remove(record)));
      setRemoving((s) => {
        const next = new Set(s);
        next.delete(record.objectid);
        return next;
      });
    },
  };
}

/**
 * A CMS content as the SPEC §3 per-profile record fields. The poster URLs are those the domain picks for the
 * record's type (SPEC §9 index 2); the watchlist page re-reads the titles to show its index-1 posters.
 */
export function toRealtimeContent(content: Content, displayLanguage?: string | null): RealtimeContent {
  return {
    objectid: content.objectid,
    category: content.category,
    objecttype: content.objecttype,
    title: content.title,
    genre: content.genre ?? null,
    duration: content.duration ?? null,
    displaylanguage: displayLanguage ?? content.contentlanguage?.[0] ?? null,
    seriesid: content.seriesid ?? null,
    seasonnum: content.seasonnum ?? null,
    episodenum: content.episodenum ?? null,
    nextepisodeid: content.nextepisodeid ?? null,
    seasoncount: content.seasoncount ?? null,
    poster: {
      landscape: posterUrl(content, 'LANDSCAPE'),
      portrait: posterUrl(content, 'PORTRAIT'),
      square: posterUrl(content, 'SQUARE'),
    },
  };
}
