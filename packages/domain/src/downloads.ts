// Downloads for offline viewing (SPEC §3 download states): the queue and its rules, pure. One title in one rendition;
// the SPEC's states plus `done` and `failed`. One runs at a time; only a complete download plays.
import type { DownloadState } from './types';

//   queued ──start──▶ downloading ──complete──▶ done
//     ▲  ▲                │  │
//     │  └──── resume ────┤  └──fail──▶ failed ──resume──▶ queued
//     │                   ▼
//     └──── resume ─── paused
// Resuming restarts the store from its start (Shaka cannot pause one); after a restart a running download is queued
// again and its partial data discarded.
export type DownloadStatus = DownloadState | 'done' | 'failed';

/** Why a download failed: `storage` (not enough space), `network`, `licence` (DRM) or anything else. */
export type DownloadFailure = 'storage' | 'network' | 'licence' | 'unknown';

export interface DownloadEntry {
  /** The title's content id (one download per title). */
  id: string;
  title: string;
  status: DownloadStatus;
  /** 0…1 */
  progress: number;
  /** Bytes stored so far (done: the size on disk). */
  bytes: number;
  /** Expected size in bytes, when known (the storage's estimate before it starts). */
  expectedBytes: number | null;
  /** The chosen rendition's height (its label, e.g. 720p). */
  height: number | null;
  /** Where the storage keeps the complete download (Shaka: an `offline:` URI); null until done. */
  offlineUri: string | null;
  failure: DownloadFailure | null;
  /** When it was asked for (epoch ms): the queue's order. */
  addedAt: number;
}

/** Shaka's STORAGE_LIMIT_REACHED (the quota check before the first segment) and the browser's QuotaExceededError. */
const STORAGE_LIMIT_REACHED = 9014;
const NETWORK_CATEGORY = 1;
const DRM_CATEGORY = 6;

/** A storage error as the reason the app shows. */
export function downloadFailure(error: unknown): DownloadFailure {
  const e = error as { code?: unknown; category?: unknown; name?: unknown } | null;
  if (e?.code === STORAGE_LIMIT_REACHED || e?.name === 'QuotaExceededError') return 'storage';
  if (e?.category === NETWORK_CATEGORY) return 'network';
  if (e?.category === DRM_CATEGORY) return 'licence';
  return 'unknown';
}

/** The room a download may use: what the quota leaves, keeping 5 % of it free (Shaka's default rule). */
export function hasRoomFor(estimate: { usage?: number; quota?: number } | null, bytes: number): boolean {
  if (!estimate || estimate.quota === undefined) return true; // the platform does not say: the write will tell
  return (estimate.usage ?? 0) + bytes < estimate.quota * 0.95;
}

/** Free bytes under the quota by the same rule (for the message "needs X, Y free"). */
export function freeBytes(estimate: { usage?: number; quota?: number } | null): number | null {
  if (!estimate || estimate.quota === undefined) return null;
  return Math.max(0, Math.floor(estimate.quota * 0.95 - (estimate.usage ?? 0)));
}

export type Downloads = readonly DownloadEntry[];

const update = (list: Downloads, id: string, f: (e: DownloadEntry) => DownloadEntry | null): Downloads =>
  list.flatMap((e) => {
    if (e.id !== id) return [e];
    const next = f(e);
    return next ? [next] : [];
  });

/** Asks for a download: a new entry at the end of the queue. A title already in the list is left as it is. */
export function enqueue(
  list: Downloads,
  item: { id: string; title: string; height: number | null; expectedBytes?: number | null },
  now: number,
): Downloads {
  if (list.some((e) => e.id === item.id)) return list;
  return [
    ...list,
    {
      id: item.id,
      title: item.title,
      status: 'queued',
      progress: 0,
      bytes: 0,
      expectedBytes: item.expectedBytes ?? null,
      height: item.height,
      offlineUri: null,
      failure: null,
      addedAt: now,
    },
  ];
}

/** The download to start now: none while one runs; else the earliest queued. */
export function nextToStart(list: Downloads): DownloadEntry | null {
  if (list.some((e) => e.status === 'downloading')) return null;
  const queued = list.filter((e) => e.status === 'queued');
  return queued.reduce<DownloadEntry | null>((a, e) => (!a || e.addedAt < a.addedAt ? e : a), null);
}

export function markStarted(list: Downloads, id: string): Downloads {
  return update(list, id, (e) =>
    e.status === 'queued' ? { ...e, status: 'downloading', progress: 0, bytes: 0, failure: null } : e,
  );
}

/** Progress of the running download (ignored for any other state: a late report after a pause changes nothing). */
export function markProgress(list: Downloads, id: string, progress: number, bytes: number): Downloads {
  return update(list, id, (e) =>
    e.status === 'downloading'
      ? { ...e, progress: Math.min(0.999, Math.max(e.progress, progress)), bytes: Math.max(e.bytes, bytes) }
      : e,
  );
}

export function markDone(list: Downloads, id: string, offlineUri: string, bytes: number): Downloads {
  return update(list, id, (e) =>
    e.status === 'downloading' ? { ...e, status: 'done', progress: 1, bytes, offlineUri, failure: null } : e,
  );
}

export function markFailed(list: Downloads, id: string, failure: DownloadFailure): Downloads {
  return update(list, id, (e) =>
    e.status === 'downloading' || e.status === 'queued'
      ? { ...e, status: 'failed', failure, progress: 0, bytes: 0, offlineUri: null }
      : e,
  );
}

/** Pause: a queued or running download stops and keeps its place in the list (its partial data is not kept). */
export function pause(list: Downloads, id: string): Downloads {
  return update(list, id, (e) =>
    e.status === 'queued' || e.status === 'downloading'
      ? { ...e, status: 'paused', progress: 0, bytes: 0 }
      : e,
  );
}

/** Resume (or retry after a failure): queued again, behind the downloads already waiting. */
export function resume(list: Downloads, id: string, now: number): Downloads {
  return update(list, id, (e) =>
    e.status === 'paused' || e.status === 'failed'
      ? { ...e, status: 'queued', failure: null, progress: 0, bytes: 0, addedAt: now }
      : e,
  );
}

export function remove(list: Downloads, id: string): Downloads {
  return update(list, id, () => null);
}

/**
 * The list as persisted before a restart: a download that was running is queued again (what it had stored is not
 * complete and is discarded); a `done` entry without its offline address is not complete either and is queued.
 * Anything unreadable is dropped.
 */
export function restore(saved: unknown): Downloads {
  if (!Array.isArray(saved)) return [];
  const out: DownloadEntry[] = [];
  for (const raw of saved) {
    const e = raw as Partial<DownloadEntry> | null;
    if (!e || typeof e.id !== 'string' || typeof e.title !== 'string' || typeof e.status !== 'string')
      continue;
    if (!['queued', 'downloading', 'paused', 'done', 'failed'].includes(e.status)) continue;
    if (out.some((o) => o.id === e.id)) continue;
    const entry: DownloadEntry = {
      id: e.id,
      title: e.title,
      status: e.status as DownloadStatus,
      progress: typeof e.progress === 'number' ? e.progress : 0,
      bytes: typeof e.bytes === 'number' ? e.bytes : 0,
      expectedBytes: typeof e.expectedBytes === 'number' ? e.expectedBytes : null,
      height: typeof e.height === 'number' ? e.height : null,
      offlineUri: typeof e.offlineUri === 'string' ? e.offlineUri : null,
      failure: (e.failure as DownloadFailure | undefined) ?? null,
      addedAt: typeof e.addedAt === 'number' ? e.addedAt : 0,
    };
    const incomplete = entry.status === 'downloading' || (entry.status === 'done' && !entry.offlineUri);
    out.push(incomplete ? { ...entry, status: 'queued', progress: 0, bytes: 0, offlineUri: null } : entry);
  }
  return out;
}

/**
 * Whether a download may play: done, with its offline address, and — when the storage is asked — stored complete
 * (`storedComplete`: the storage lists it and does not mark it incomplete). A partial download never plays.
 */
export function isPlayableDownload(entry: DownloadEntry | null | undefined, storedComplete = true): boolean {
  return Boolean(
    entry && entry.status === 'done' && entry.offlineUri && entry.progress >= 1 && storedComplete,
  );
}

/** The actions a download's row offers, by state. */
export function downloadActions(entry: Pick<DownloadEntry, 'status'>): {
  play: boolean;
  pause: boolean;
  resume: boolean;
  retry: boolean;
  remove: boolean;
} {
  const s = entry.status;
  return {
    play: s === 'done',
    pause: s === 'queued' || s === 'downloading',
    resume: s === 'paused',
    retry: s === 'failed',
    remove: true,
  };
}
