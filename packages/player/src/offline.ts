// Offline storage with Shaka's `shaka.offline.Storage` (IndexedDB): one title in one rendition, progress, the size
// checked against the quota first, persistent licences where the key system has them (ClearKey keys are inline).
// Queue, pause and resume are the app's (@ott/domain downloads): a store cannot pause, so pause aborts it.
import { type DrmConfig, shakaConfig } from './config';
import {
  loadShaka,
  type Rendition,
  type ShakaLike,
  type ShakaPlayerLike,
  sendLicenceHeaders,
} from './player';

/** A video rendition the storage can keep (one entry of the download's quality menu). */
export type OfflineRendition = Omit<Rendition, 'active'>;

/** What the storage holds for one stored stream. */
export interface StoredStream {
  offlineUri: string;
  /** Bytes on disk. */
  size: number;
  /** Shaka writes the manifest before its segments: an incomplete one is a partial download (never played). */
  isIncomplete: boolean;
  appMetadata: Record<string, unknown>;
}

export interface StoreOptions {
  drm: DrmConfig | null;
  /** The rendition's height to keep (null: the highest). */
  height: number | null;
  /** The expected size (Shaka's estimate) is asked about before any segment is fetched; false → STORAGE_LIMIT_REACHED. */
  hasRoom(bytes: number): Promise<boolean>;
  onProgress(progress: number, bytes: number): void;
  appMetadata: Record<string, string>;
}

export interface StoreOperation {
  promise: Promise<{ offlineUri: string; bytes: number }>;
  /** Stops the store; Shaka deletes what it had written. Settles once it has. */
  abort(): Promise<void>;
}

export interface OfflineStore {
  renditions(manifestUrl: string, drm: DrmConfig | null): Promise<OfflineRendition[]>;
  store(manifestUrl: string, opts: StoreOptions): StoreOperation;
  list(): Promise<StoredStream[]>;
  remove(offlineUri: string): Promise<void>;
}

/** The DRM configuration for storing and for playing offline: ClearKey by its keys, never by a licence server. */
export function offlineDrm(drm: DrmConfig | null): DrmConfig | null {
  if (!drm || drm.scheme === 'NONE') return null;
  if (drm.scheme === 'CLEARKEY' && (drm.clearKeys?.length ?? 0) > 0) {
    return { scheme: 'CLEARKEY', licenseUrl: null, clearKeys: drm.clearKeys ?? null, licenseHeaders: {} };
  }
  return drm;
}

interface ShakaTrack {
  id: number;
  type: string;
  width: number | null;
  height: number | null;
  bandwidth: number;
}

interface ShakaStorage {
  configure(config: object): boolean;
  getNetworkingEngine?(): ReturnType<ShakaPlayerLike['getNetworkingEngine']>;
  store(uri: string, appMetadata?: object): { promise: Promise<StoredStream>; abort(): Promise<void> };
  list(): Promise<StoredStream[]>;
  remove(offlineUri: string): Promise<void>;
  destroy(): Promise<void>;
}

type ShakaWithOffline = ShakaLike & {
  offline: { Storage: (new () => ShakaStorage) & { support(): boolean } };
};

const RENDITIONS_ONLY = 'ott:renditions-only';
/** Shaka's download lanes (its default is 5). */
const PARALLEL_DOWNLOADS = 16;

/** The tracks to keep: the chosen height's variants (else the highest picture's) and the subtitles. */
export function chooseTracks<T extends ShakaTrack>(tracks: readonly T[], height: number | null): T[] {
  const variants = tracks.filter((t) => t.type === 'variant');
  const heights = [...new Set(variants.map((t) => t.height ?? 0))].sort((a, b) => b - a);
  const keep = height !== null && heights.includes(height) ? height : (heights[0] ?? 0);
  // Every variant of that picture (one per audio language) and every subtitle.
  return [...variants.filter((t) => (t.height ?? 0) === keep), ...tracks.filter((t) => t.type === 'text')];
}

/** The offline store over Shaka (loaded on first use; the shell calls this only where downloads are offered). */
export function shakaOfflineStore(load: () => Promise<ShakaLike> = loadShaka): OfflineStore {
  const storage = async (drm: DrmConfig | null, offline: object) => {
    const shaka = (await load()) as ShakaWithOffline;
    if (!shaka.offline?.Storage?.support()) throw new Error('offline storage is not supported here');
    const s = new shaka.offline.Storage();
    const config = shakaConfig({ drm: offlineDrm(drm) });
    s.configure({
      drm: config.drm,
      offline: {
        // A key system with persistent licences keeps its licence with the download; ClearKey plays by its keys.
        usePersistentLicense: Boolean(drm && drm.scheme !== 'NONE' && drm.scheme !== 'CLEARKEY'),
        // Shaka fetches a segment and writes it to IndexedDB before the next of the same lane: more lanes than the
        // browser's 6 connections per host keep every connection busy while some lanes write (the benchmark's
        // download throughput against a plain fetch went up with it). Each stream starts at its own lane in the
        // desktop build (tooling/shaka-offline-lanes.ts), not all at lane 0.
        numberOfParallelDownloads: PARALLEL_DOWNLOADS,
        ...offline,
      },
    });
    const stored = offlineDrm(drm);
    if (stored?.licenseUrl) sendLicenceHeaders(shaka, s.getNetworkingEngine?.(), stored);
    return s;
  };
  return {
    async renditions(manifestUrl, drm) {
      let found: OfflineRendition[] = [];
      const s = await storage(drm, {
        trackSelectionCallback: async (tracks: ShakaTrack[]) => {
          found = tracks
            .filter((t) => t.type === 'variant')
            .map(({ id, width, height, bandwidth }) => ({ id, width, height, bandwidth }));
          // Nothing is written before the tracks are chosen: stop here.
          throw new Error(RENDITIONS_ONLY);
        },
      });
      try {
        await s.store(manifestUrl).promise;
      } catch (e) {
        if (found.length === 0) throw e;
      } finally {
        await s.destroy().catch(() => {});
      }
      return found;
    },
    store(manifestUrl, opts) {
      let expected = 0;
      let op: { promise: Promise<StoredStream>; abort(): Promise<void> } | null = null;
      let aborted = false;
      let s: ShakaStorage | null = null;
      const promise = (async () => {
        s = await storage(opts.drm, {
          trackSelectionCallback: async (tracks: ShakaTrack[]) => chooseTracks(tracks, opts.height),
          downloadSizeCallback: async (bytes: number) => {
            expected = bytes;
            return opts.hasRoom(bytes);
          },
          progressCallback: (_content: unknown, progress: number) =>
            opts.onProgress(progress, Math.round(expected * progress)),
        });
        if (aborted) throw Object.assign(new Error('aborted'), { code: 7001 });
        op = s.store(manifestUrl, opts.appMetadata);
        const stored = await op.promise;
        return { offlineUri: stored.offlineUri, bytes: stored.size };
      })().finally(() => void s?.destroy().catch(() => {}));
      return {
        promise,
        async abort() {
          aborted = true;
          await op?.abort().catch(() => {});
          await promise.catch(() => {});
        },
      };
    },
    async list() {
      const s = await storage(null, {});
      try {
        return await s.list();
      } finally {
        await s.destroy().catch(() => {});
      }
    },
    async remove(offlineUri) {
      const s = await storage(null, {});
      try {
        await s.remove(offlineUri);
      } finally {
        await s.destroy().catch(() => {});
      }
    },
  };
}
