// The playback position survives closing the page: on pagehide it is written synchronously to local storage (the
// realtime write dies with the page); the next start reconciles it with the record (the newer wins, domain
// reconcileProgress), writes it there and removes it.
import { type LocalProgress, reconcileProgress } from '@ott/domain/watch';
import type { RealtimeContent, RealtimeContext, RealtimeStore } from '@ott/realtime';
import type { AppStorage } from '../storage';

export interface PendingProgress extends LocalProgress {
  content: RealtimeContent;
}

// Keys, per profile and title: `ott.progress/<subscriberid>/<profileid>/<objectid>` → { content, position, duration,
// updatedat }, and `ott.progress/<subscriberid>/<profileid>` → the objectids waiting (storage cannot list keys).
const PREFIX = 'ott.progress';
const indexKey = (ctx: RealtimeContext) => `${PREFIX}/${ctx.subscriberid}/${ctx.profileid}`;
export const pendingProgressKey = (ctx: RealtimeContext, objectid: string) => `${indexKey(ctx)}/${objectid}`;

function readIndex(storage: AppStorage, ctx: RealtimeContext): string[] {
  const ids = storage.getJson<unknown>(indexKey(ctx));
  return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
}

/** Synchronous: safe to call from pagehide. Positions without a known duration are not kept. */
export function writePendingProgress(
  storage: AppStorage,
  ctx: RealtimeContext,
  content: RealtimeContent,
  positionSec: number,
  durationSec: number,
  nowMs: number,
): void {
  if (!(durationSec > 0) || !Number.isFinite(positionSec)) return;
  const entry: PendingProgress = {
    content,
    position: positionSec,
    duration: durationSec,
    updatedat: Math.floor(nowMs / 1000),
  };
  storage.setJson(pendingProgressKey(ctx, content.objectid), entry);
  const ids = readIndex(storage, ctx);
  if (!ids.includes(content.objectid)) storage.setJson(indexKey(ctx), [...ids, content.objectid]);
}

export function readPendingProgress(
  storage: AppStorage,
  ctx: RealtimeContext,
  objectid: string,
): PendingProgress | null {
  return storage.getJson<PendingProgress>(pendingProgressKey(ctx, objectid));
}

function removeEntry(storage: AppStorage, ctx: RealtimeContext, objectid: string) {
  storage.remove(pendingProgressKey(ctx, objectid));
  const rest = readIndex(storage, ctx).filter((id) => id !== objectid);
  if (rest.length > 0) storage.setJson(indexKey(ctx), rest);
  else storage.remove(indexKey(ctx));
}

const running = new Map<string, Promise<void>>();

/**
 * Reconciles every local copy of this profile with its realtime record (the newer wins), then removes it; a copy
 * whose write failed stays for the next start. Concurrent callers share one run; with nothing waiting it resolves
 * at once without touching the store.
 */
export function reconcilePendingProgress(
  store: RealtimeStore,
  storage: AppStorage,
  ctx: RealtimeContext,
): Promise<void> {
  const key = indexKey(ctx);
  if (readIndex(storage, ctx).length === 0) return Promise.resolve();
  const current = running.get(key);
  if (current) return current;
  const run = (async () => {
    for (const objectid of readIndex(storage, ctx)) {
      const entry = readPendingProgress(storage, ctx, objectid);
      if (!entry?.content) {
        removeEntry(storage, ctx, objectid);
        continue;
      }
      const record = await store.readRecord(ctx, {
        objectid: entry.content.objectid,
        seriesid: entry.content.seriesid ?? null,
      });
      // For an episode the record lives under its series: another episode's newer record also wins.
      if (reconcileProgress(entry, record) === 'writeLocal') {
        const ok = await store.saveProgress(ctx, entry.content, entry.position, entry.duration);
        if (!ok) continue;
      }
      // Written, or the record is newer. A newer local write (this page closing again) is kept.
      const now = readPendingProgress(storage, ctx, objectid);
      if (now && now.updatedat === entry.updatedat && now.position === entry.position) {
        removeEntry(storage, ctx, objectid);
      }
    }
  })().finally(() => running.delete(key));
  running.set(key, run);
  return run;
}
