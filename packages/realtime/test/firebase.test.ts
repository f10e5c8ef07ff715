/**
 * The shared behaviour suite against the firebase 12 SDK talking to a real apps/realtime-server.
 */
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeOptions, RealtimeStore } from '../src';
import { createFirebaseRealtime } from '../src/firebase';
import { realtimeBehaviour } from './behaviour';

type RealtimeServer = import('@ott/realtime-server').RealtimeServer;

// apps/realtime-server is CommonJS (firebase-server); load it with node's own require.
const { startRealtimeServer } = createRequire(import.meta.url)(
  '@ott/realtime-server',
) as typeof import('@ott/realtime-server');

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

function client(options: RealtimeOptions = {}, url = server.url): RealtimeStore {
  const store = createFirebaseRealtime({ ...options, databaseURL: url, timeoutMs: 1500 });
  clients.push(store);
  return store;
}

realtimeBehaviour('firebase 12 SDK against apps/realtime-server', {
  async setup() {
    server = await startRealtimeServer({ port: 0 });
  },
  async teardown() {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
  },
  client: (options) => client(options),
  async dump(path) {
    return at(await server.getData(), path);
  },
  async seed(path, value) {
    await server.reset(withValue(await server.getData(), path, value));
  },
  async fragile(options) {
    const own = await startRealtimeServer({ port: 0 });
    return { store: client(options, own.url), breakIt: () => own.close() };
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
