// ONE behaviour suite for every RealtimeStore implementation (memory.test.ts, firebase.test.ts run it).
// Each test uses its own subscriber/profile/content ids, so tests never see each other's data.

import type { LikeCounts } from '@ott/domain/likes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  RealtimeContent,
  RealtimeContext,
  RealtimeLogger,
  RealtimeOptions,
  RealtimeStore,
} from '../src';

export interface Harness {
  setup(): Promise<void>;
  teardown(): Promise<void>;
  /** A new client on the shared database. */
  client(options?: RealtimeOptions): RealtimeStore;
  /** The value at a path, read straight from the database (not through a client). */
  dump(path: string): Promise<unknown>;
  /** Write a value straight into the database. */
  seed(path: string, value: unknown): Promise<void>;
  /** A client whose database becomes unreachable when `breakIt` is called. */
  fragile(options: RealtimeOptions): Promise<{ store: RealtimeStore; breakIt(): Promise<void> }>;
}

let sequence = 0;
function ids(): { ctx: RealtimeContext; other: RealtimeContext; objectid: string } {
  sequence += 1;
  const run = `${Date.now().toString(36)}${sequence}`;
  return {
    ctx: { subscriberid: `sub${run}`, profileid: 'p1' },
    other: { subscriberid: `sub${run}`, profileid: 'p2' },
    objectid: `movie${run}`,
  };
}

function movie(objectid: string, extra: Partial<RealtimeContent> = {}): RealtimeContent {
  return {
    objectid,
    category: 'MOVIE',
    objecttype: 'MOVIE',
    title: `Title ${objectid}`,
    genre: ['Drama'],
    duration: 7200,
    poster: { landscape: 'l.jpg', portrait: 'p.jpg', square: 's.jpg' },
    displaylanguage: 'eng',
    ...extra,
  };
}

/** Wait until `check` passes (live updates arrive asynchronously). */
async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

function silentLogger() {
  return {
    error: vi.fn<(message: string, error?: unknown) => void>(),
    info: vi.fn<(message: string) => void>(),
  } satisfies RealtimeLogger;
}

export function realtimeBehaviour(name: string, harness: Harness): void {
  describe(`RealtimeStore behaviour: ${name}`, () => {
    let clock = Date.UTC(2026, 0, 1, 12, 0, 0);
    const now = () => clock;
    let a: RealtimeStore;
    let b: RealtimeStore;
    let logger: ReturnType<typeof silentLogger>;

    beforeAll(async () => {
      await harness.setup();
      logger = silentLogger();
      a = harness.client({ logger, now });
      b = harness.client({ logger, now });
    });

    afterAll(async () => {
      await a?.close();
      await b?.close();
      await harness.teardown();
    });

    it('§3/§4 like: the first LIKE creates the per-profile record with the content fields and starts counts at 1 and 0', async () => {
      const { ctx, objectid } = ids();
      const result = await a.pressLike(ctx, movie(objectid), 'LIKE');
      expect(result).toEqual({ likestatus: 'LIKE', counts: { like: 1, dislike: 0 } });
      expect(await harness.dump(`content/${objectid}`)).toEqual({
        like: { count: 1 },
        dislike: { count: 0 },
      });
      // whose status moved the counts (checked by the security rules), private to the subscriber
      expect(await harness.dump(`likelast/${ctx.subscriberid}`)).toBe(`${ctx.profileid}/content/${objectid}`);
      const record = await harness.dump(
        `subscriber/${ctx.subscriberid}/${ctx.profileid}/content/${objectid}`,
      );
      expect(record).toEqual({ ...movie(objectid), contentstatus: 'ACTIVE', likestatus: 'LIKE' });
      expect((await a.readRecord(ctx, objectid))?.likestatus).toBe('LIKE');
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('§4 like: pressing LIKE twice returns to NONE and the like count back to 0', async () => {
      const { ctx, objectid } = ids();
      await a.pressLike(ctx, movie(objectid), 'LIKE');
      const second = await a.pressLike(ctx, movie(objectid), 'LIKE');
      expect(second).toEqual({ likestatus: 'NONE', counts: { like: 0, dislike: 0 } });
      expect((await a.readRecord(ctx, objectid))?.likestatus).toBe('NONE');
    });

    it('§4 like: DISLIKE from LIKE gives DISLIKE and switching lowers the like count', async () => {
      const { ctx, other, objectid } = ids();
      await a.pressLike(ctx, movie(objectid), 'LIKE');
      await b.pressLike(other, movie(objectid), 'LIKE');
      expect(await a.readCounts(objectid)).toEqual({ like: 2, dislike: 0 });
      const switched = await a.pressLike(ctx, movie(objectid), 'DISLIKE');
      expect(switched).toEqual({ likestatus: 'DISLIKE', counts: { like: 1, dislike: 1 } });
      const back = await a.pressLike(ctx, movie(objectid), 'LIKE');
      expect(back).toEqual({ likestatus: 'LIKE', counts: { like: 2, dislike: 0 } });
    });

    it('§4 like: DISLIKE from DISLIKE gives NONE; NONE sets NONE without touching counts', async () => {
      const { ctx, other, objectid } = ids();
      expect(await a.pressLike(ctx, movie(objectid), 'DISLIKE')).toEqual({
        likestatus: 'DISLIKE',
        counts: { like: 0, dislike: 1 },
      });
      expect(await a.pressLike(ctx, movie(objectid), 'DISLIKE')).toEqual({
        likestatus: 'NONE',
        counts: { like: 0, dislike: 0 },
      });
      await b.pressLike(other, movie(objectid), 'LIKE');
      expect(await a.pressLike(ctx, movie(objectid), 'NONE')).toEqual({
        likestatus: 'NONE',
        counts: { like: 1, dislike: 0 },
      });
    });

    it('§4 like: a removal never takes a count below 0', async () => {
      const { ctx, other, objectid } = ids();
      // The profile's record says LIKE but the content-wide counts are already 0 (e.g. reset by an operator).
      await harness.seed(`subscriber/${ctx.subscriberid}/${ctx.profileid}/content/${objectid}`, {
        objectid,
        likestatus: 'LIKE',
      });
      await harness.seed(`content/${objectid}`, { like: { count: 0 }, dislike: { count: 0 } });
      expect(await a.pressLike(ctx, movie(objectid), 'LIKE')).toEqual({
        likestatus: 'NONE',
        counts: { like: 0, dislike: 0 },
      });
      // Switching DISLIKE → LIKE with no dislike count stored: dislike stays at 0, like goes to 1.
      await harness.seed(`subscriber/${other.subscriberid}/${other.profileid}/content/${objectid}`, {
        objectid,
        likestatus: 'DISLIKE',
      });
      expect(await b.pressLike(other, movie(objectid), 'LIKE')).toEqual({
        likestatus: 'LIKE',
        counts: { like: 1, dislike: 0 },
      });
    });

    it('§4 like: concurrent presses from two clients keep exact, non-negative counts', async () => {
      const { objectid } = ids();
      const profiles = Array.from({ length: 6 }, (_, i) => ({
        subscriberid: `multi${objectid}`,
        profileid: `p${i}`,
      }));
      // Six profiles react at once, half through each client: 4 LIKE, 2 DISLIKE.
      await Promise.all(
        profiles.map((ctx, i) =>
          (i % 2 === 0 ? a : b).pressLike(ctx, movie(objectid), i < 4 ? 'LIKE' : 'DISLIKE'),
        ),
      );
      expect(await a.readCounts(objectid)).toEqual({ like: 4, dislike: 2 });
      // Then at once: the four likers press LIKE again (remove) and the dislikers switch to LIKE.
      await Promise.all(
        profiles.map((ctx, i) => (i % 2 === 0 ? b : a).pressLike(ctx, movie(objectid), 'LIKE')),
      );
      expect(await b.readCounts(objectid)).toEqual({ like: 2, dislike: 0 });

      // Records claim more likes than the count holds: concurrent removals stop at 0.
      const { objectid: second } = ids();
      await harness.seed(`content/${second}`, { like: { count: 1 }, dislike: { count: 0 } });
      for (const ctx of profiles.slice(0, 3)) {
        await harness.seed(`subscriber/${ctx.subscriberid}/${ctx.profileid}/content/${second}`, {
          objectid: second,
          likestatus: 'LIKE',
        });
      }
      const results = await Promise.all(
        profiles.slice(0, 3).map((ctx, i) => (i % 2 === 0 ? a : b).pressLike(ctx, movie(second), 'LIKE')),
      );
      for (const result of results) {
        expect(result?.likestatus).toBe('NONE');
        expect(result?.counts.like).toBeGreaterThanOrEqual(0);
      }
      expect(await a.readCounts(second)).toEqual({ like: 0, dislike: 0 });
    });

    it('§7 counts: readCounts gives 0/0 for a content nobody reacted to', async () => {
      const { objectid } = ids();
      expect(await a.readCounts(objectid)).toEqual({ like: 0, dislike: 0 });
    });

    it("§7 counts: watchCounts delivers another client's change live", async () => {
      const { ctx, other, objectid } = ids();
      const seen: LikeCounts[] = [];
      const stop = b.watchCounts(objectid, (counts) => seen.push(counts));
      await eventually(() => expect(seen.at(-1)).toEqual({ like: 0, dislike: 0 }));
      await a.pressLike(ctx, movie(objectid), 'LIKE');
      await eventually(() => expect(seen.at(-1)).toEqual({ like: 1, dislike: 0 }));
      await a.pressLike(other, movie(objectid), 'DISLIKE');
      await eventually(() => expect(seen.at(-1)).toEqual({ like: 1, dislike: 1 }));
      stop();
      const count = seen.length;
      await a.pressLike(ctx, movie(objectid), 'LIKE');
      expect(await a.readCounts(objectid)).toEqual({ like: 0, dislike: 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen.length).toBe(count);
    });

    it('§3 watchlist: add and remove, seen live by another client, other fields kept', async () => {
      const { ctx, objectid } = ids();
      const second = `${objectid}b`;
      const lists: string[][] = [];
      const stop = b.watchWatchlist(ctx, (records) => lists.push(records.map((r) => r.objectid).sort()));
      expect(await a.setInWatchlist(ctx, movie(objectid), true)).toBe(true);
      expect(await a.setInWatchlist(ctx, movie(second), true)).toBe(true);
      await eventually(() => expect(lists.at(-1)).toEqual([objectid, second].sort()));
      await a.pressLike(ctx, movie(objectid), 'LIKE');
      expect(await a.setInWatchlist(ctx, movie(objectid), false)).toBe(true);
      await eventually(() => expect(lists.at(-1)).toEqual([second]));
      const record = await a.readRecord(ctx, objectid);
      expect(record).toMatchObject({
        objectid,
        inwatchlist: false,
        likestatus: 'LIKE',
        title: `Title ${objectid}`,
      });
      stop();
    });

    it('§4 watch status: progress save, continue-watching newest first, clear removes watchedduration and status', async () => {
      const { ctx, objectid } = ids();
      const [m1, m2, m3, done] = ['1', '2', '3', 'done'].map((s) => `${objectid}${s}`) as [
        string,
        string,
        string,
        string,
      ];
      const live: string[][] = [];
      const stop = b.watchContinueWatching(ctx, (records) => live.push(records.map((r) => r.objectid)));
      clock = Date.UTC(2026, 0, 2, 8, 0, 0);
      expect(await a.saveProgress(ctx, movie(m1), 600, 7200)).toBe(true);
      clock += 60_000;
      expect(await a.saveProgress(ctx, movie(m2), 30, 7200)).toBe(true);
      clock += 60_000;
      expect(await a.saveProgress(ctx, movie(m3), 4000, 7200)).toBe(true);
      clock += 60_000;
      // Watched to the end: not in progress any more.
      expect(await a.saveProgress(ctx, movie(done), 7200, 7200)).toBe(true);
      clock += 60_000;
      expect(await a.saveProgress(ctx, movie(m1), 900, 7200)).toBe(true);

      const list = await a.readContinueWatching(ctx);
      expect(list.map((r) => r.objectid)).toEqual([m1, m3, m2]);
      expect(list[0]).toMatchObject({
        status: 'INPROGRESS',
        watchedduration: 900,
        updatedat: Math.floor(clock / 1000),
        title: `Title ${m1}`,
        contentstatus: 'ACTIVE',
      });
      await eventually(() => expect(live.at(-1)).toEqual([m1, m3, m2]));

      expect(await a.clearProgress(ctx, m3)).toBe(true);
      const cleared = await harness.dump(`subscriber/${ctx.subscriberid}/${ctx.profileid}/content/${m3}`);
      expect(cleared).not.toHaveProperty('watchedduration');
      expect(cleared).not.toHaveProperty('status');
      expect(cleared).toMatchObject({ objectid: m3, title: `Title ${m3}` });
      expect((await a.readContinueWatching(ctx)).map((r) => r.objectid)).toEqual([m1, m2]);
      await eventually(() => expect(live.at(-1)).toEqual([m1, m2]));
      stop();
    });

    it('§3 episodes are nested under the series id', async () => {
      const { ctx, objectid } = ids();
      const seriesid = `series${objectid}`;
      const episode = movie(`ep${objectid}`, {
        category: 'TVSHOW',
        objecttype: 'EPISODE',
        seriesid,
        seasonnum: 2,
        episodenum: 5,
        nextepisodeid: `ep6${objectid}`,
        seasoncount: 3,
      });
      clock += 60_000;
      expect(await a.saveProgress(ctx, episode, 120, 1800)).toBe(true);
      const base = `subscriber/${ctx.subscriberid}/${ctx.profileid}/content`;
      expect(await harness.dump(`${base}/${episode.objectid}`)).toBeNull();
      expect(await harness.dump(`${base}/${seriesid}`)).toMatchObject({
        objectid: episode.objectid,
        seriesid,
        seasonnum: 2,
        episodenum: 5,
        nextepisodeid: `ep6${objectid}`,
        seasoncount: 3,
        status: 'INPROGRESS',
        watchedduration: 120,
      });
      expect(await a.readRecord(ctx, episode)).toMatchObject({
        objectid: episode.objectid,
        watchedduration: 120,
      });
      expect((await a.readContinueWatching(ctx)).map((r) => r.objectid)).toEqual([episode.objectid]);
      // One record, one like status: an episode's like counts for the record's key, its series.
      await a.pressLike(ctx, episode, 'LIKE');
      expect(await a.readCounts(seriesid)).toEqual({ like: 1, dislike: 0 });
      expect(await a.readCounts(episode.objectid)).toEqual({ like: 0, dislike: 0 });
      expect((await a.readRecord(ctx, seriesid))?.likestatus).toBe('LIKE');
      // Playing the next episode re-describes the record; un-liking still moves the series' counts.
      expect(
        await a.saveProgress(ctx, { ...episode, objectid: `ep6${objectid}`, episodenum: 6 }, 60, 1800),
      ).toBe(true);
      expect((await a.pressLike(ctx, episode, 'LIKE'))?.counts).toEqual({ like: 0, dislike: 0 });
      expect(await a.readCounts(seriesid)).toEqual({ like: 0, dislike: 0 });
    });

    it('§4 logout / §7: the uid map is written under the base minus its last 3 characters and removed', async () => {
      const { ctx } = ids();
      const uid = `uid${ctx.subscriberid}`;
      // The sample provider's base (openapi/config.yaml; the one database.rules.json protects); others: paths.test.ts.
      const mapper = harness.client({ logger, uidMapBase: 'uidmap/ottdemo/usr' });
      expect(await mapper.mapUid(uid, ctx.subscriberid)).toBe(true);
      expect(await harness.dump(`uidmap/ottdemo/${uid}`)).toBe(ctx.subscriberid);
      expect(await mapper.unmapUid(uid)).toBe(true);
      expect(await harness.dump(`uidmap/ottdemo/${uid}`)).toBeNull();
      await mapper.close();
    });

    it('§7 sign-in: a no-op that logs when no auth is configured; the hooks are used when given', async () => {
      const log = silentLogger();
      const bare = harness.client({ logger: log });
      expect(await bare.signIn()).toBeNull();
      expect(await bare.signOut()).toBe(true);
      expect(log.info).toHaveBeenCalledWith(expect.stringContaining('no realtime auth configured'));
      await bare.close();

      const auth = { signInAnonymously: vi.fn(async () => 'anon-uid'), signOut: vi.fn(async () => {}) };
      const withAuth = harness.client({ logger: log, auth });
      expect(await withAuth.signIn()).toBe('anon-uid');
      expect(await withAuth.signOut()).toBe(true);
      expect(auth.signOut).toHaveBeenCalledTimes(1);
      auth.signInAnonymously.mockRejectedValueOnce(new Error('auth down'));
      expect(await withAuth.signIn()).toBeNull();
      expect(log.error).toHaveBeenCalledWith('signIn failed', expect.any(Error));
      await withAuth.close();
    });

    it('§8 realtime failures are only logged: an unreachable database gives safe values, never a throw', async () => {
      const log = silentLogger();
      const { store, breakIt } = await harness.fragile({ logger: log, now });
      const { ctx, objectid } = ids();
      expect(await store.pressLike(ctx, movie(objectid), 'LIKE')).toEqual({
        likestatus: 'LIKE',
        counts: { like: 1, dislike: 0 },
      });
      await breakIt();
      log.error.mockClear();
      const results = await Promise.all([
        store.pressLike(ctx, movie(objectid), 'LIKE'),
        store.readCounts(objectid),
        store.saveProgress(ctx, movie(objectid), 10, 100),
        store.readContinueWatching(ctx),
        store.unmapUid('someone'),
      ]);
      expect(results).toEqual([null, null, false, [], false]);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('pressLike'), expect.anything());
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('unmapUid'), expect.anything());
      expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(5);
      await store.close();
    }, 30_000);

    it('§8 a closed store logs and resolves safe values', async () => {
      const log = silentLogger();
      const store = harness.client({ logger: log });
      await store.close();
      const { ctx, objectid } = ids();
      expect(await store.setInWatchlist(ctx, movie(objectid), true)).toBe(false);
      expect(await store.readRecord(ctx, objectid)).toBeNull();
      const stop = store.watchCounts(objectid, () => {});
      stop();
      expect(log.error).toHaveBeenCalledTimes(3);
    });
  });
}
