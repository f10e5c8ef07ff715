// The shared behaviour suite against firebase 12 and a real apps/realtime-server enforcing database.rules.json and
// token auth. Each "client" signs in as the subscriber a call is about (the rules allow only its own records);
// counts are read anonymously.
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeContext, RealtimeOptions, RealtimeStore } from '../src';
import { createFirebaseRealtime } from '../src/firebase';
import { realtimeBehaviour } from './behaviour';

type RealtimeServer = import('@ott/realtime-server').RealtimeServer;

// apps/realtime-server is CommonJS (firebase-server); load it with node's own require.
const { startRealtimeServer, mintRealtimeToken } = createRequire(import.meta.url)(
  '@ott/realtime-server',
) as typeof import('@ott/realtime-server');

const SECRET = 'behaviour-suite-secret';

let server: RealtimeServer;
const clients: RealtimeStore[] = [];

function at(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('/')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return node ?? null;
}

function withValue(tree: unknown, path: string, value: unknown): unknown {
  const root = (typeof tree === 'object' && tree !== null ? structuredClone(tree) : {}) as Record<
    string,
    unknown
  >;
  const parts = path.split('/');
  let node = root;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
  return root;
}

/** `timeoutMs`: short only where the database is made unreachable on purpose; elsewhere the store's own (a call on a
 * loaded machine, a new client connecting and signing in, may take seconds). */
function client(
  options: RealtimeOptions & { authToken?: string } = {},
  url = server.url,
  timeoutMs?: number,
): RealtimeStore {
  const store = createFirebaseRealtime({ ...options, databaseURL: url, timeoutMs });
  clients.push(store);
  return store;
}

/** A store whose calls go through a client signed in as the subscriber (or uid) each call is about. */
function routedClient(options: RealtimeOptions = {}): RealtimeStore {
  const signedIn = new Map<string, RealtimeStore>();
  let closed = false;
  const as = (uid: string, subscriberid: string) => {
    if (closed) return anonymous; // closed too: the calls log and answer their safe values
    const key = `${uid}|${subscriberid}`;
    let c = signedIn.get(key);
    if (!c) {
      // The suite's profiles: p1 and p2 (behaviour.ts ids()), p0…p5 (its concurrent likes).
      const claims = { subscriberid, profiles: '|p0|p1|p2|p3|p4|p5|' };
      c = client({ ...options, authToken: mintRealtimeToken(SECRET, { uid, claims }) });
      signedIn.set(key, c);
    }
    return c;
  };
  const forCtx = (ctx: RealtimeContext) => as(`uid-${ctx.subscriberid}`, ctx.subscriberid);
  const anonymous = client(options);
  return {
    watchCounts: (...a) => anonymous.watchCounts(...a),
    readCounts: (...a) => anonymous.readCounts(...a),
    readRecord: (ctx, ...a) => forCtx(ctx).readRecord(ctx, ...a),
    watchRecord: (ctx, ...a) => forCtx(ctx).watchRecord(ctx, ...a),
    pressLike: (ctx, ...a) => forCtx(ctx).pressLike(ctx, ...a),
    setInWatchlist: (ctx, ...a) => forCtx(ctx).setInWatchlist(ctx, ...a),
    watchWatchlist: (ctx, ...a) => forCtx(ctx).watchWatchlist(ctx, ...a),
    saveProgress: (ctx, ...a) => forCtx(ctx).saveProgress(ctx, ...a),
    clearProgress: (ctx, ...a) => forCtx(ctx).clearProgress(ctx, ...a),
    watchContinueWatching: (ctx, ...a) => forCtx(ctx).watchContinueWatching(ctx, ...a),
    readContinueWatching: (ctx) => forCtx(ctx).readContinueWatching(ctx),
    mapUid: (uid, subscriberid) => as(uid, subscriberid).mapUid(uid, subscriberid),
    unmapUid: (uid) =>
      [...signedIn.entries()].find(([k]) => k.startsWith(`${uid}|`))?.[1].unmapUid(uid) ??
      anonymous.unmapUid(uid),
    signIn: () => anonymous.signIn(),
    signOut: () => anonymous.signOut(),
    close: async () => {
      closed = true;
      await Promise.all([anonymous, ...signedIn.values()].map((c) => c.close()));
    },
  };
}

realtimeBehaviour('firebase 12 SDK against apps/realtime-server', {
  async setup() {
    server = await startRealtimeServer({ port: 0, rules: 'production', authSecret: SECRET });
  },
  async teardown() {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
  },
  client: (options) => routedClient(options),
  async dump(path) {
    return at(await server.getData(), path);
  },
  async seed(path, value) {
    await server.reset(withValue(await server.getData(), path, value));
  },
  async fragile(options) {
    const own = await startRealtimeServer({ port: 0 });
    return { store: client(options, own.url, 1500), breakIt: () => own.close() };
  },
});

describe('firebase adapter set-up (SPEC §8)', () => {
  it('§8 a malformed databaseURL is logged and the store still answers with safe values', async () => {
    const logger = { error: vi.fn<(message: string, error?: unknown) => void>() };
    const store = createFirebaseRealtime({ databaseURL: 'not a url', logger });
    expect(logger.error).toHaveBeenCalledWith(
      'connecting to the realtime database failed',
      expect.any(Error),
    );
    expect(await store.readCounts('m1')).toBeNull();
    expect(await store.mapUid('u', 's')).toBe(false);
    const stop = store.watchCounts('m1', () => {});
    stop();
    expect(logger.error).toHaveBeenCalledTimes(4);
    await store.close();
  });
});
