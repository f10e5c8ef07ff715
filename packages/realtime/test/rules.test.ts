// The production security rules (database.rules.json) on apps/realtime-server, with real firebase 12 clients: an attack
// script (anonymous, another subscriber, a forged token: every attempt refused, the app's own calls work) and a
// concurrent property test: after random presses each count equals the profiles in that state (SPEC §3, §4 Likes).
import { createRequire } from 'node:module';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  type Database,
  getDatabase,
  onValue,
  ref,
  remove,
  set,
  update,
} from 'firebase/database';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LikeStatus } from '@ott/domain/likes';
import type { RealtimeContext, RealtimeStore } from '../src';
import { createFirebaseRealtime } from '../src/firebase';

type RealtimeServer = import('@ott/realtime-server').RealtimeServer;
const { startRealtimeServer, mintRealtimeToken } = createRequire(import.meta.url)(
  '@ott/realtime-server',
) as typeof import('@ott/realtime-server');

const SECRET = 'rules-test-secret';
const quiet = { error: () => {}, info: () => {} };
let server: RealtimeServer;
const apps: FirebaseApp[] = [];
const stores: RealtimeStore[] = [];
let appCount = 0;

/** A raw firebase client (what an attacker scripts by hand); `token` undefined = anonymous. */
function rawClient(token?: string): Database {
  const app = initializeApp({ databaseURL: server.url }, `rules-raw-${++appCount}`);
  apps.push(app);
  const db = getDatabase(app, server.url);
  const url = new URL(server.url);
  connectDatabaseEmulator(db, url.hostname, Number(url.port), token ? { mockUserToken: token } : {});
  return db;
}

const tokenFor = (subscriberid: string, uid = `uid-${subscriberid}`, secret = SECRET) =>
  mintRealtimeToken(secret, { uid, claims: { subscriberid } });

function store(subscriberid?: string): RealtimeStore {
  const s = createFirebaseRealtime({
    databaseURL: server.url,
    timeoutMs: 3000,
    logger: quiet,
    ...(subscriberid ? { authToken: tokenFor(subscriberid) } : {}),
  });
  stores.push(s);
  return s;
}

const read = (db: Database, path: string) =>
  new Promise<unknown>((resolve, reject) =>
    onValue(ref(db, path), (s) => resolve(s.val()), reject, { onlyOnce: true }),
  );

/**
 * 'done' when the operation went through, 'refused' when the database denied it, 'no answer' when the server never
 * served it (an invalid token: the server refuses the credential and the SDK keeps the call waiting).
 */
async function attempt(op: () => Promise<unknown>): Promise<'refused' | 'done' | 'no answer'> {
  const NO_ANSWER = Symbol('no answer');
  try {
    const r = await Promise.race([
      op(),
      new Promise((resolve) => setTimeout(() => resolve(NO_ANSWER), 3000)),
    ]);
    return r === NO_ANSWER ? 'no answer' : 'done';
  } catch (error) {
    if (/permission.?denied/i.test(String(error))) return 'refused';
    throw error;
  }
}

const VICTIM = '1001';
const ATTACKER = '2002';
const victimRecord = `subscriber/${VICTIM}/p1/content/MOV-1`;
const ownRecord = `subscriber/${ATTACKER}/p1/content/MOV-1`;

beforeAll(async () => {
  server = await startRealtimeServer({
    port: 0,
    rules: 'production',
    authSecret: SECRET,
    data: {
      content: { 'MOV-1': { like: { count: 2 }, dislike: { count: 0 }, last: `${VICTIM}/p1/content/MOV-1` } },
      subscriber: {
        [VICTIM]: {
          p1: {
            content: {
              'MOV-1': {
                objectid: 'MOV-1',
                title: 'The Desert Falcon',
                likestatus: 'LIKE',
                inwatchlist: true,
                status: 'INPROGRESS',
                watchedduration: 1200,
                updatedat: 1763780400,
              },
            },
          },
        },
        [ATTACKER]: { p1: { content: { 'MOV-1': { objectid: 'MOV-1', title: 'x', likestatus: 'LIKE' } } } },
      },
    },
  });
});

afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await Promise.all(apps.map((a) => deleteApp(a)));
  await server.close();
});

describe('realtime security rules', () => {
  it('the attack script: 0 of the attacks succeed; the app’s own calls still work', async () => {
    const anon = rawClient();
    const attacker = rawClient(tokenFor(ATTACKER));
    const forged = rawClient(tokenFor(VICTIM, 'uid-1001', 'not-the-secret'));
    const expired = rawClient(
      mintRealtimeToken(SECRET, { uid: 'uid-1001', claims: { subscriberid: VICTIM }, lifetimeSec: -60 }),
    );
    const counts = (like: number, dislike: number, last = `${ATTACKER}/p1/content/MOV-1`) => ({
      'content/MOV-1/like/count': like,
      'content/MOV-1/dislike/count': dislike,
      'content/MOV-1/last': last,
    });
    const attacks: [string, () => Promise<unknown>][] = [
      ['anonymous reads a subscriber’s viewing history', () => read(anon, `subscriber/${VICTIM}`)],
      ['anonymous reads one record', () => read(anon, victimRecord)],
      [
        'anonymous writes into a subscriber’s watchlist',
        () =>
          update(ref(anon, `subscriber/${VICTIM}/p1/content/MOV-9`), {
            objectid: 'MOV-9',
            inwatchlist: true,
          }),
      ],
      ['anonymous sets a like count to −5', () => set(ref(anon, 'content/MOV-1/like/count'), -5)],
      ['anonymous sets a dislike count to 10^12', () => set(ref(anon, 'content/MOV-1/dislike/count'), 1e12)],
      ['another subscriber reads the history', () => read(attacker, `subscriber/${VICTIM}`)],
      [
        'another subscriber injects into continue-watching',
        () =>
          update(ref(attacker, `subscriber/${VICTIM}/p1/content/MOV-9`), {
            objectid: 'MOV-9',
            title: 'INJECTED BY ATTACKER',
            status: 'INPROGRESS',
            watchedduration: 10,
            updatedat: 1763780400,
          }),
      ],
      ['another subscriber removes a record', () => remove(ref(attacker, victimRecord))],
      ['a forged token reads the history', () => read(forged, `subscriber/${VICTIM}`)],
      ['an expired token reads the history', () => read(expired, `subscriber/${VICTIM}`)],
      ['anonymous reads the whole tree', () => read(anon, '/')],
      ['anonymous reads the uid map', () => read(anon, 'uidmap')],
      ['another subscriber reads another uid’s map entry', () => read(attacker, 'uidmap/uid-1001')],
      ['a count +1 with no change of status', () => update(ref(attacker), counts(3, 0))],
      [
        'a count +2 for one like',
        () => update(ref(attacker), { ...counts(4, 0), [`${ownRecord}/likestatus`]: 'NONE' }),
      ],
      [
        'a like whose counts are not moved (to inflate them later)',
        () => update(ref(attacker), { [`${ownRecord}/likestatus`]: 'NONE' }),
      ],
      [
        'a like counted against another subscriber’s record',
        () => update(ref(attacker), counts(1, 0, `${VICTIM}/p1/content/MOV-1`)),
      ],
      [
        'a count set to −5 with a status change',
        () => update(ref(attacker), { ...counts(-5, 0), [`${ownRecord}/likestatus`]: 'NONE' }),
      ],
      ['removing one’s own LIKE record without its count', () => remove(ref(attacker, ownRecord))],
      ['an unknown like status', () => set(ref(attacker, `${ownRecord}/likestatus`), 'SUPERLIKE')],
      ['an unknown field in a record', () => set(ref(attacker, `${ownRecord}/isAdmin`), true)],
      ['inwatchlist as a string', () => set(ref(attacker, `${ownRecord}/inwatchlist`), 'yes')],
      ['a title that is not text', () => set(ref(attacker, `${ownRecord}/title`), 42)],
      [
        'an unknown node under one’s profile',
        () => set(ref(attacker, `subscriber/${ATTACKER}/p1/notes`), 'x'),
      ],
      ['an unknown child of a count node', () => set(ref(attacker, 'content/MOV-1/like/extra'), 1)],
      ['a negative watched duration', () => set(ref(attacker, `${ownRecord}/watchedduration`), -1)],
      ['a uid map entry for another uid', () => set(ref(attacker, 'uidmap/uid-1001'), ATTACKER)],
      [
        'one’s own uid mapped to another subscriber',
        () => set(ref(attacker, `uidmap/uid-${ATTACKER}`), VICTIM),
      ],
      ['anonymous writes the uid map', () => set(ref(anon, 'uidmap/someone'), VICTIM)],
      ['anything outside the known tree', () => set(ref(attacker, 'admin/flag'), true)],
    ];
    const succeeded: string[] = [];
    for (const [name, op] of attacks) if ((await attempt(op)) === 'done') succeeded.push(name);
    console.log(`realtime attack script: ${succeeded.length} of ${attacks.length} attacks succeed`);
    expect(succeeded).toEqual([]);

    // Nothing changed…
    const victim = store(VICTIM);
    expect((await victim.readRecord({ subscriberid: VICTIM, profileid: 'p1' }, 'MOV-1'))?.title).toBe(
      'The Desert Falcon',
    );
    expect(await victim.readContinueWatching({ subscriberid: VICTIM, profileid: 'p1' })).toHaveLength(1);
    // …and legitimate use works: counts for anyone, one's own records, one's own like, one's own uid map entry.
    const visitor = store();
    expect(await visitor.readCounts('MOV-1')).toEqual({ like: 2, dislike: 0 });
    const own = store(ATTACKER);
    const ctx = { subscriberid: ATTACKER, profileid: 'p1' };
    expect(await own.pressLike(ctx, { objectid: 'MOV-1', title: 'x' }, 'LIKE')).toEqual({
      likestatus: 'NONE',
      counts: { like: 1, dislike: 0 },
    });
    expect(await own.setInWatchlist(ctx, { objectid: 'MOV-2', title: 'y' }, true)).toBe(true);
    expect(await own.saveProgress(ctx, { objectid: 'MOV-3', title: 'z' }, 60, 3600)).toBe(true);
    expect(await own.clearProgress(ctx, 'MOV-3')).toBe(true);
    expect(await own.mapUid(`uid-${ATTACKER}`, ATTACKER)).toBe(true);
    expect(await own.unmapUid(`uid-${ATTACKER}`)).toBe(true);

    // …and right after the victim's own write, a client without a token is still nobody (firebase-server judged a
    // tokenless request as whoever wrote last; apps/realtime-server guards against it).
    const victimCtx = { subscriberid: VICTIM, profileid: 'p1' };
    expect(await victim.setInWatchlist(victimCtx, { objectid: 'MOV-7', title: 'w' }, true)).toBe(true);
    const late = rawClient();
    expect(await attempt(() => read(late, `subscriber/${VICTIM}`))).toBe('refused');
    expect(
      await attempt(() =>
        update(ref(late, `subscriber/${VICTIM}/p1/content/MOV-8`), { objectid: 'MOV-8', inwatchlist: true }),
      ),
    ).toBe('refused');
  }, 120_000);
});

describe('counts that stay true (SPEC §4 Likes)', () => {
  // Two subscribers with two profiles each; every profile is pressed from two clients (two tabs) at once.
  const PROFILES: RealtimeContext[] = ['3001', '3002'].flatMap((subscriberid) =>
    ['p1', 'p2'].map((profileid) => ({ subscriberid, profileid })),
  );
  const press = fc.constantFrom<LikeStatus>('LIKE', 'DISLIKE', 'NONE');
  let runs = 0;
  let exact = 0;

  it('§4 after any interleaving of presses from any tabs and profiles, each count equals the profiles in that state', async () => {
    const tabs = new Map(['3001', '3002'].map((sid) => [sid, [store(sid), store(sid)]] as const));
    await fc.assert(
      fc.asyncProperty(
        // per profile and tab: a short sequence of presses
        fc.array(fc.array(press, { minLength: 1, maxLength: 3 }), {
          minLength: PROFILES.length * 2,
          maxLength: PROFILES.length * 2,
        }),
        async (sequences) => {
          runs++;
          const objectid = `PROP-${runs}`;
          const content = { objectid, title: `Property ${runs}` };
          await Promise.all(
            sequences.map(async (presses, i) => {
              const ctx = PROFILES[i % PROFILES.length] as RealtimeContext;
              const tab = tabs.get(ctx.subscriberid)?.[i < PROFILES.length ? 0 : 1] as RealtimeStore;
              for (const p of presses) await tab.pressLike(ctx, content, p);
            }),
          );
          const statuses = await Promise.all(
            PROFILES.map(async (ctx) => {
              const tab = tabs.get(ctx.subscriberid)?.[0] as RealtimeStore;
              return (await tab.readRecord(ctx, objectid))?.likestatus ?? 'NONE';
            }),
          );
          const counts = await store().readCounts(objectid);
          const ok =
            counts?.like === statuses.filter((s) => s === 'LIKE').length &&
            counts?.dislike === statuses.filter((s) => s === 'DISLIKE').length;
          if (ok) exact++;
          expect({ counts, statuses }).toEqual({
            counts: {
              like: statuses.filter((s) => s === 'LIKE').length,
              dislike: statuses.filter((s) => s === 'DISLIKE').length,
            },
            statuses,
          });
        },
      ),
      { numRuns: 20 },
    );
    console.log(
      `concurrent like property: counts exact in ${exact} of ${runs} runs (${Math.round((100 * exact) / runs)} %)`,
    );
    expect(exact).toBe(runs);
  }, 300_000); // 20 runs of real clients: seconds here, longer on a busy machine (never a timed test)
});
