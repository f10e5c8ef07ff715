// Offline storage helpers: which tracks a download keeps, the DRM it stores and plays with, and the Shaka
// offline storage wrapper over a fake Shaka (the real one runs in the desktop journeys).
import { describe, expect, it } from 'vitest';
import { chooseTracks, offlineDrm, type ShakaLike, shakaOfflineStore } from '../src';

const variant = (id: number, height: number, bandwidth: number, language = 'en') => ({
  id,
  type: 'variant',
  width: Math.round((height * 16) / 9),
  height,
  bandwidth,
  language,
});
const text = (id: number, language: string) => ({
  id,
  type: 'text',
  width: null,
  height: null,
  bandwidth: 0,
  language,
});
const tracks = [
  variant(1, 360, 152_000),
  variant(2, 360, 152_000, 'ar'),
  variant(3, 720, 382_000),
  variant(4, 720, 382_000, 'ar'),
  text(5, 'en'),
  text(6, 'ar'),
];

describe('offline downloads: tracks, DRM, Shaka storage', () => {
  it('keeps every audio language of the chosen picture and every subtitle; the highest picture when the height is unknown', () => {
    expect(chooseTracks(tracks, 360).map((t) => t.id)).toEqual([1, 2, 5, 6]);
    expect(chooseTracks(tracks, null).map((t) => t.id)).toEqual([3, 4, 5, 6]);
    expect(chooseTracks(tracks, 1080).map((t) => t.id)).toEqual([3, 4, 5, 6]);
  });

  it('ClearKey is stored and played by its keys, never through a licence server; other schemes keep their servers', () => {
    const keys = [{ keyid: 'AA', key: 'BB' }];
    expect(offlineDrm({ scheme: 'CLEARKEY', licenseUrl: 'https://lic', clearKeys: keys })).toEqual({
      scheme: 'CLEARKEY',
      licenseUrl: null,
      clearKeys: keys,
      licenseHeaders: {},
    });
    const widevine = { scheme: 'WIDEVINE' as const, licenseUrl: 'https://wv' };
    expect(offlineDrm(widevine)).toBe(widevine);
    expect(offlineDrm(null)).toBeNull();
    expect(offlineDrm({ scheme: 'NONE' })).toBeNull();
  });

  it('store: configures Shaka (persistent licence only where the scheme has one, the licence headers, the quota callback, progress) and answers the offline address', async () => {
    const configs: object[] = [];
    let offline: {
      trackSelectionCallback(t: typeof tracks): Promise<typeof tracks>;
      downloadSizeCallback(n: number): Promise<boolean>;
      progressCallback(c: unknown, p: number): void;
    } | null = null;
    class Storage {
      static support = () => true;
      configure(c: { offline?: typeof offline }) {
        configs.push(c);
        offline = c.offline ?? null;
        return true;
      }
      store(uri: string, meta: object) {
        const promise = (async () => {
          const chosen = await offline?.trackSelectionCallback(tracks);
          const room = await offline?.downloadSizeCallback(1000);
          if (!room) throw { category: 9, code: 9014 };
          offline?.progressCallback({}, 0.5);
          return {
            offlineUri: 'offline:manifest/idb/v5/7',
            size: 990,
            isIncomplete: false,
            appMetadata: { uri, meta, chosen },
          };
        })();
        return { promise, abort: async () => {} };
      }
      list = async () => [];
      remove = async () => {};
      destroy = async () => {};
    }
    const filters: ((type: number, r: { headers: Record<string, string> }) => void)[] = [];
    Object.assign(Storage.prototype, {
      getNetworkingEngine: () => ({
        registerRequestFilter: (f: (typeof filters)[number]) => filters.push(f),
      }),
    });
    const LICENSE = 2;
    const shaka = {
      offline: { Storage },
      net: { NetworkingEngine: { RequestType: { LICENSE } } },
    } as unknown as ShakaLike;
    const store = shakaOfflineStore(async () => shaka);
    const progress: [number, number][] = [];
    const op = store.store('https://cdn/m.mpd', {
      drm: { scheme: 'CLEARKEY', licenseUrl: 'https://lic', clearKeys: [{ keyid: 'AA', key: 'BB' }] },
      height: 720,
      hasRoom: async (bytes) => bytes < 5000,
      onProgress: (p, b) => progress.push([p, b]),
      appMetadata: { contentId: 'X' },
    });
    expect(await op.promise).toEqual({ offlineUri: 'offline:manifest/idb/v5/7', bytes: 990 });
    expect(progress).toEqual([[0.5, 500]]);
    expect(configs[0]).toMatchObject({
      drm: { servers: {}, clearKeys: { aa: 'bb' } },
      offline: { usePersistentLicense: false },
    });
    // No room: Shaka's STORAGE_LIMIT_REACHED reaches the caller.
    expect(filters).toEqual([]);
    const full = store.store('https://cdn/m.mpd', {
      drm: { scheme: 'WIDEVINE', licenseUrl: 'https://wv', licenseHeaders: { 'X-SESSION': 'st.1' } },
      height: null,
      hasRoom: async () => false,
      onProgress: () => {},
      appMetadata: {},
    });
    await expect(full.promise).rejects.toEqual({ category: 9, code: 9014 });
    expect(configs[1]).toMatchObject({ offline: { usePersistentLicense: true } });
    // A download's licence requests carry the session, like playback's (the licence server refuses without it).
    const licence = { headers: {} as Record<string, string> };
    const segment = { headers: {} as Record<string, string> };
    for (const f of filters) {
      f(LICENSE, licence);
      f(1, segment);
    }
    expect(licence.headers).toEqual({ 'X-SESSION': 'st.1' });
    expect(segment.headers).toEqual({});
  });
});
