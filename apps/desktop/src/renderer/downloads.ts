// The desktop's download service (the app's `downloads` platform service): the domain's queue rules over Shaka's
// offline storage (IndexedDB in the app:// origin), persisted across restarts. Shaka loads only when there is work:
// left from the last run, or asked for.
import type { AppEnv } from '@ott/app/start';
import * as queue from '@ott/domain/downloads';
import type { OfflineStore, StoreOperation } from '@ott/player';

// Shaka cannot pause a store(): pause aborts it (Shaka deletes what it wrote) and keeps the entry; resume starts over.
// Titles are a few hundred MB at most, so that costs little, and Shaka stays the only writer of media: no partial state
// of ours can play or go stale. After a restart a running download is queued again, and whatever Shaka lists that no
// complete download owns (a crash's incomplete manifest) is deleted before the queue runs.
type PlatformDownloads = NonNullable<AppEnv['downloads']>;
type Item = ReturnType<PlatformDownloads['list']>[number];
type Source = Parameters<PlatformDownloads['start']>[0]['source'];
type Content = Item['content'];

/** localStorage key of the persisted downloads (entries, their titles and the stream each one keeps). */
export const DOWNLOADS_KEY = 'ott.downloads';
/** How often a running download's progress is saved and shown, at most (ms). */
export const PROGRESS_SAVE_MS = 200;

interface Saved {
  entries: queue.Downloads;
  extras: Record<string, { content: Content; source: Source }>;
}

export interface DownloadServiceDeps {
  /** The offline storage, created on first use (Shaka is a lazy chunk). */
  store: () => Promise<OfflineStore>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The quota (navigator.storage.estimate); undefined when the platform cannot say. */
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
  now?: () => number;
  /** How long after start-up work left from the last run resumes (ms). */
  resumeDelayMs?: number;
  schedule?: (run: () => void, ms: number) => unknown;
}

export interface DownloadService extends PlatformDownloads {
  /** Settles when the queue is idle (tests, the benchmark). */
  idle(): Promise<void>;
}

export function createDownloadService(deps: DownloadServiceDeps): DownloadService {
  const now = deps.now ?? Date.now;
  const read = (): Saved => {
    try {
      const raw = JSON.parse(deps.storage.getItem(DOWNLOADS_KEY) ?? 'null') as Partial<Saved> | null;
      const extras = raw?.extras && typeof raw.extras === 'object' ? raw.extras : {};
      // An entry without its title and stream cannot be resumed nor played: dropped.
      return { entries: queue.restore(raw?.entries).filter((e) => extras[e.id]), extras };
    } catch {
      return { entries: [], extras: {} };
    }
  };
  let { entries, extras } = read();
  let items: Item[] = [];
  const listeners = new Set<() => void>();
  let running: { id: string; op: StoreOperation } | null = null;
  let ready: Promise<OfflineStore> | null = null;
  const idleWaiters: (() => void)[] = [];
  // Progress arrives once per segment (hundreds per title): the list is current at once, but saving it and telling
  // the screen happen at most every PROGRESS_SAVE_MS (the last report is never lost: a trailing save follows).
  let lastSaved = Number.NEGATIVE_INFINITY;
  let pendingSave: ReturnType<typeof setTimeout> | null = null;
  const progressed = () => {
    refresh();
    const wait = lastSaved + PROGRESS_SAVE_MS - now();
    if (wait <= 0) changed();
    else pendingSave ??= setTimeout(changed, wait);
  };

  const refresh = () => {
    items = entries.flatMap((e) => {
      const x = extras[e.id];
      return x ? [{ ...e, content: x.content }] : [];
    });
  };
  const changed = () => {
    refresh();
    lastSaved = now();
    if (pendingSave !== null) clearTimeout(pendingSave);
    pendingSave = null;
    try {
      deps.storage.setItem(DOWNLOADS_KEY, JSON.stringify({ entries, extras }));
    } catch (e) {
      console.error('[downloads] could not save the download list', e);
    }
    for (const l of listeners) l();
    if (!running && !queue.nextToStart(entries)) for (const w of idleWaiters.splice(0)) w();
  };
  changed();

  /** The storage, after a clean-up of what no complete download owns (once per run of the app). */
  const storage = () => {
    ready ??= deps.store().then(async (store) => {
      const owned = new Set(entries.filter((e) => e.status === 'done').map((e) => e.offlineUri));
      const stored = await store.list().catch(() => []);
      for (const s of stored) {
        if (!s.isIncomplete && owned.has(s.offlineUri)) continue;
        await store
          .remove(s.offlineUri)
          .catch((e: unknown) => console.warn('[downloads] clean-up failed', e));
      }
      // A done entry whose stream is gone or incomplete is downloaded again (it never plays as it is).
      const complete = new Set(stored.filter((s) => !s.isIncomplete).map((s) => s.offlineUri));
      let lost = false;
      entries = entries.map((e) => {
        if (e.status !== 'done' || (e.offlineUri && complete.has(e.offlineUri))) return e;
        lost = true;
        return { ...e, status: 'queued', progress: 0, bytes: 0, offlineUri: null };
      });
      if (lost) changed();
      return store;
    });
    ready.catch(() => {
      ready = null;
    });
    return ready;
  };

  const pump = () => {
    if (running) return;
    const next = queue.nextToStart(entries);
    if (!next) return;
    const extra = extras[next.id];
    if (!extra) return;
    entries = queue.markStarted(entries, next.id);
    changed();
    const id = next.id;
    void storage()
      .then((store) => {
        if (entries.find((e) => e.id === id)?.status !== 'downloading') return;
        const op = store.store(extra.source.manifestUrl, {
          drm: extra.source.drm,
          height: next.height,
          hasRoom: async (bytes) => {
            const estimate = await deps.estimate?.().catch(() => null);
            entries = entries.map((e) => (e.id === id ? { ...e, expectedBytes: bytes } : e));
            changed();
            return queue.hasRoomFor(estimate ?? null, bytes);
          },
          onProgress: (progress, bytes) => {
            if (running?.op !== op) return;
            entries = queue.markProgress(entries, id, progress, bytes);
            progressed();
          },
          appMetadata: { contentId: id, title: extra.content.title },
        });
        running = { id, op };
        op.promise.then(
          ({ offlineUri, bytes }) => {
            if (running?.op !== op) return; // paused or deleted meanwhile: what it stored is removed below
            running = null;
            entries = queue.markDone(entries, id, offlineUri, bytes);
            changed();
            pump();
          },
          (e: unknown) => {
            if (running?.op !== op) return;
            running = null;
            console.warn('[downloads] a download failed', e);
            entries = queue.markFailed(entries, id, queue.downloadFailure(e));
            changed();
            pump();
          },
        );
      })
      .catch((e: unknown) => {
        console.error('[downloads] the offline storage is not available', e);
        entries = queue.markFailed(entries, id, 'unknown');
        changed();
        pump();
      });
  };

  /** Stops the running download if it is `id`'s (Shaka deletes its partial data). */
  const stop = async (id: string) => {
    if (running?.id !== id) return;
    const { op } = running;
    running = null;
    await op.abort();
  };

  // Work left from the last run (queued, or running when the app closed) resumes once the app has started.
  if (entries.some((e) => e.status === 'queued'))
    (deps.schedule ?? setTimeout)(() => pump(), deps.resumeDelayMs ?? 1500);

  return {
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async renditions(source) {
      return (await storage()).renditions(source.manifestUrl, source.drm);
    },
    async start({ content, source, height }) {
      if (entries.some((e) => e.id === content.objectid)) return;
      extras = { ...extras, [content.objectid]: { content, source } };
      entries = queue.enqueue(entries, { id: content.objectid, title: content.title, height }, now());
      changed();
      pump();
    },
    async pause(id) {
      entries = queue.pause(entries, id);
      changed();
      await stop(id);
      pump();
    },
    async resume(id) {
      entries = queue.resume(entries, id, now());
      changed();
      pump();
    },
    async remove(id) {
      const entry = entries.find((e) => e.id === id);
      entries = queue.remove(entries, id);
      const { [id]: _gone, ...rest } = extras;
      extras = rest;
      changed();
      await stop(id);
      if (entry?.offlineUri) await (await storage()).remove(entry.offlineUri).catch(() => {});
      pump();
    },
    async playable(id) {
      const entry = entries.find((e) => e.id === id);
      const extra = extras[id];
      if (!entry || !extra || !queue.isPlayableDownload(entry)) return null;
      const stored = await (await storage()).list().catch(() => []);
      const complete = stored.some((s) => s.offlineUri === entry.offlineUri && !s.isIncomplete);
      if (!queue.isPlayableDownload(entry, complete)) return null;
      return { manifestUrl: entry.offlineUri as string, drm: extra.source.drm, content: extra.content };
    },
    idle() {
      if (!running && !queue.nextToStart(entries)) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
