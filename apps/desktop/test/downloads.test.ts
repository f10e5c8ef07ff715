// The desktop download service (queue, pause, resume after restart, disk full, corrupt partial) over a fake of Shaka's offline storage: each store runs until the test finishes, fails or aborts it.
import type { OfflineStore, StoredStream, StoreOptions } from '@ott/player';
import { describe, expect, it, vi } from 'vitest';
import {
  createDownloadService,
  DOWNLOADS_KEY,
  type DownloadServiceDeps,
  PROGRESS_SAVE_MS,
} from '../src/renderer/downloads';

interface Running {
  url: string;
  opts: StoreOptions;
  finish(bytes?: number): Promise<void>;
  fail(error: unknown): Promise<void>;
  aborted: boolean;
}

function fakeStore(initial: StoredStream[] = []) {
  const stored = new Map(initial.map((s) => [s.offlineUri, s]));
  const runs: Running[] = [];
  let next = 100;
  const store: OfflineStore = {
    async renditions() {
      return [
        { id: 1, width: 640, height: 360, bandwidth: 120_000 },
        { id: 2, width: 1280, height: 720, bandwidth: 350_000 },
      ];
    },
    store(url, opts) {
      let resolve!: (v: { offlineUri: string; bytes: number }) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<{ offlineUri: string; bytes: number }>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const run: Running = {
        url,
        opts,
        aborted: false,
        async finish(bytes = 1000) {
          const uri = `offline:manifest/${next++}`;
          stored.set(uri, {
            offlineUri: uri,
            size: bytes,
            isIncomplete: false,
            appMetadata: opts.appMetadata,
          });
          resolve({ offlineUri: uri, bytes });
          await tick();
        },
        async fail(e) {
          reject(e);
          await tick();
        },
      };
      runs.push(run);
      return {
        promise,
        async abort() {
          run.aborted = true;
          reject(Object.assign(new Error('aborted'), { code: 7001 }));
        },
      };
    },
    async list() {
      return [...stored.values()];
    },
    async remove(uri) {
      stored.delete(uri);
    },
  };
  return { store, stored, runs };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const settle = async () => {
  for (let i = 0; i < 5; i++) await tick();
};

function memoryStorage(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    map: m,
  };
}

const source = (n: string) => ({
  manifestUrl: `http://sandbox/media/${n}/manifest.mpd`,
  drm: {
    scheme: 'CLEARKEY' as const,
    licenseUrl: 'http://sandbox/drm/clearkey',
    clearKeys: [{ keyid: 'aa', key: 'bb' }],
  },
});
const content = (id: string) => ({ objectid: id, title: `Title ${id}`, genre: ['Drama'] });

function service(
  fake: ReturnType<typeof fakeStore>,
  storage = memoryStorage(),
  extra: Partial<DownloadServiceDeps> = {},
) {
  let clock = 1000;
  const scheduled: (() => void)[] = [];
  const s = createDownloadService({
    store: async () => fake.store,
    storage,
    estimate: async () => ({ usage: 0, quota: 10_000_000 }),
    now: () => clock++,
    schedule: (run) => scheduled.push(run),
    ...extra,
  });
  return { s, storage, scheduled };
}

const states = (s: { list(): readonly { id: string; status: string }[] }) =>
  s.list().map((e) => `${e.id}:${e.status}`);

describe('desktop downloads: the queue over Shaka’s offline storage', () => {
  it('progress (one report per segment) is current at once but saved and shown at most every PROGRESS_SAVE_MS, the last report included', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeStore();
      let t = 0;
      const { s, storage } = service(fake, memoryStorage(), { now: () => t });
      await s.start({ content: content('A'), source: source('a'), height: 720 });
      await vi.advanceTimersByTimeAsync(0);
      const run = fake.runs[0];
      await run?.opts.hasRoom(1000);
      let changes = 0;
      s.subscribe(() => changes++);
      const saved = () => JSON.parse(storage.getItem(DOWNLOADS_KEY) ?? '{}').entries[0].progress;
      t += PROGRESS_SAVE_MS;
      for (let i = 1; i <= 10; i++) run?.opts.onProgress(i / 20, i * 50); // ten segments within a few ms
      expect(s.list()[0]).toMatchObject({ progress: 0.5, bytes: 500 });
      expect(changes).toBe(1); // the first report at once, the rest wait
      expect(saved()).toBe(0.05);
      await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_MS);
      expect(changes).toBe(2); // one trailing save of the latest report
      expect(saved()).toBe(0.5);
      vi.useRealTimers(); // (the fake store settles with a real timer)
      await run?.finish(1000);
      expect(s.list()[0]).toMatchObject({ status: 'done', progress: 1 });
      expect(JSON.parse(storage.getItem(DOWNLOADS_KEY) ?? '{}').entries[0].status).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('§3 queued → downloading with progress → done; one at a time, in order; the stream and height go to Shaka', async () => {
    const fake = fakeStore();
    const { s } = service(fake);
    let changes = 0;
    s.subscribe(() => changes++);
    await s.start({ content: content('A'), source: source('a'), height: 720 });
    await s.start({ content: content('B'), source: source('b'), height: null });
    await settle();
    expect(states(s)).toEqual(['A:downloading', 'B:queued']);
    expect(fake.runs).toHaveLength(1);
    const run = fake.runs[0];
    expect(run?.url).toBe('http://sandbox/media/a/manifest.mpd');
    expect(run?.opts.height).toBe(720);
    expect(run?.opts.appMetadata).toEqual({ contentId: 'A', title: 'Title A' });
    expect(await run?.opts.hasRoom(5000)).toBe(true);
    run?.opts.onProgress(0.5, 2500);
    expect(s.list()[0]).toMatchObject({ progress: 0.5, bytes: 2500, expectedBytes: 5000 });
    await run?.finish(5000);
    expect(states(s)).toEqual(['A:done', 'B:downloading']);
    expect(s.list()[0]).toMatchObject({ progress: 1, bytes: 5000 });
    expect(changes).toBeGreaterThan(3);
    expect(fake.runs).toHaveLength(2);
  });

  it('pause aborts the store (Shaka removes its partial data) and keeps the entry; resume stores again from the start', async () => {
    const fake = fakeStore();
    const { s } = service(fake);
    await s.start({ content: content('A'), source: source('a'), height: 360 });
    await settle();
    fake.runs[0]?.opts.onProgress(0.3, 300);
    await s.pause('A');
    await settle();
    expect(fake.runs[0]?.aborted).toBe(true);
    expect(s.list()[0]).toMatchObject({ status: 'paused', progress: 0 });
    // A late progress report of the aborted store changes nothing.
    fake.runs[0]?.opts.onProgress(0.6, 600);
    expect(s.list()[0]?.progress).toBe(0);
    expect(await s.playable('A')).toBeNull();
    await s.resume('A');
    await settle();
    expect(states(s)).toEqual(['A:downloading']);
    expect(fake.runs).toHaveLength(2);
    await fake.runs[1]?.finish(900);
    const playable = await s.playable('A');
    expect(playable?.manifestUrl).toMatch(/^offline:manifest\//);
    expect(playable?.content).toEqual(content('A'));
    expect(playable?.drm?.clearKeys).toEqual([{ keyid: 'aa', key: 'bb' }]);
  });

  it('resume after a restart: the persisted list comes back; a download that was running is queued and resumes once the app has started', async () => {
    const fake = fakeStore();
    const storage = memoryStorage();
    const first = service(fake, storage);
    await first.s.start({ content: content('A'), source: source('a'), height: 720 });
    await first.s.start({ content: content('B'), source: source('b'), height: 360 });
    await settle();
    await first.s.pause('B');
    fake.runs[0]?.opts.onProgress(0.7, 700);
    expect(states(first.s)).toEqual(['A:downloading', 'B:paused']);
    // The app closes mid-download (nothing aborts). A restart:
    const second = service(fake, storage);
    expect(states(second.s)).toEqual(['A:queued', 'B:paused']);
    expect(second.s.list()[0]?.content).toEqual(content('A'));
    expect(fake.runs).toHaveLength(1); // nothing runs before the app has started…
    expect(second.scheduled).toHaveLength(1);
    second.scheduled[0]?.();
    await settle();
    expect(states(second.s)).toEqual(['A:downloading', 'B:paused']); // …then it resumes from the start
    expect(fake.runs).toHaveLength(2);
    expect(fake.runs[1]?.opts.height).toBe(720);
  });

  it('disk full: Shaka’s size estimate above the quota → failed with the storage reason; retry queues it again', async () => {
    const fake = fakeStore();
    const { s } = service(fake, memoryStorage(), { estimate: async () => ({ usage: 900, quota: 1000 }) });
    await s.start({ content: content('A'), source: source('a'), height: null });
    await settle();
    const run = fake.runs[0];
    expect(await run?.opts.hasRoom(200)).toBe(false); // Shaka then fails the store with STORAGE_LIMIT_REACHED
    await run?.fail({ category: 9, code: 9014 });
    expect(s.list()[0]).toMatchObject({ status: 'failed', failure: 'storage', expectedBytes: 200 });
    await s.resume('A');
    await settle();
    expect(states(s)).toEqual(['A:downloading']);
  });

  it('a corrupt partial never plays: an incomplete stored manifest is deleted at start and its download fetched again', async () => {
    const storage = memoryStorage({
      [DOWNLOADS_KEY]: JSON.stringify({
        entries: [
          {
            id: 'A',
            title: 'Title A',
            status: 'done',
            progress: 1,
            bytes: 10,
            expectedBytes: 10,
            height: 360,
            offlineUri: 'offline:manifest/1',
            failure: null,
            addedAt: 1,
          },
        ],
        extras: { A: { content: content('A'), source: source('a') } },
      }),
    });
    // Shaka lists the manifest as incomplete (a crash during its last write), plus a stray one nobody owns.
    const fake = fakeStore([
      { offlineUri: 'offline:manifest/1', size: 5, isIncomplete: true, appMetadata: {} },
      { offlineUri: 'offline:manifest/2', size: 5, isIncomplete: false, appMetadata: {} },
    ]);
    const { s } = service(fake, storage);
    expect(await s.playable('A')).toBeNull();
    await settle();
    expect(fake.stored.size).toBe(0);
    expect(s.list()[0]).toMatchObject({ status: 'queued', offlineUri: null });
  });

  it('delete: stops a running store, or removes the stored stream of a done one; the next in the queue starts', async () => {
    const fake = fakeStore();
    const { s, storage } = service(fake);
    await s.start({ content: content('A'), source: source('a'), height: 360 });
    await s.start({ content: content('B'), source: source('b'), height: 360 });
    await settle();
    await fake.runs[0]?.finish(10);
    expect(fake.stored.size).toBe(1);
    await s.remove('A');
    expect(fake.stored.size).toBe(0);
    await s.remove('B');
    await settle();
    expect(fake.runs[1]?.aborted).toBe(true);
    expect(s.list()).toEqual([]);
    expect(JSON.parse(storage.map.get(DOWNLOADS_KEY) ?? '{}')).toEqual({ entries: [], extras: {} });
  });

  it('an unreadable saved list starts empty; renditions come from the storage', async () => {
    const fake = fakeStore();
    const { s } = service(fake, memoryStorage({ [DOWNLOADS_KEY]: '{not json' }));
    expect(s.list()).toEqual([]);
    expect((await s.renditions(source('a'))).map((r) => r.height)).toEqual([360, 720]);
  });
});
