/**
 * apps/realtime-server: a real server on a free port, written to and read back with the firebase 12 SDK.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Api = typeof import('../src/types');

const require = createRequire(import.meta.url);
const { startRealtimeServer, DEFAULT_NAMESPACE } = require('../src/index.js') as Api;

// The firebase 12 SDK the app uses is @ott/realtime's dependency (this package nests firebase 8 for firebase-server),
// so it is resolved from there.
const realtimeRequire = createRequire(join(import.meta.dirname, '../../../packages/realtime/package.json'));
// Only the slice of the modular SDK used here (this package's own `firebase` types are the nested v8 ones).
interface Snapshot {
  val(): unknown;
}
type Db = object;
type Ref = object;
interface AppSdk {
  initializeApp(options: object, name: string): object;
  deleteApp(app: object): Promise<void>;
}
interface DatabaseSdk {
  forceWebSockets(): void;
  getDatabase(app: object, url?: string): Db;
  connectDatabaseEmulator(db: Db, host: string, port: number): void;
  ref(db: Db, path?: string): Ref;
  onValue(
    ref: Ref,
    cb: (snapshot: Snapshot) => void,
    cancel?: (error: Error) => void,
    options?: { onlyOnce?: boolean },
  ): () => void;
  set(ref: Ref, value: unknown): Promise<void>;
  update(ref: Ref, values: object): Promise<void>;
  remove(ref: Ref): Promise<void>;
  runTransaction(
    ref: Ref,
    fn: (current: unknown) => unknown,
  ): Promise<{ committed: boolean; snapshot: Snapshot }>;
}
async function sdk(): Promise<{ app: AppSdk; database: DatabaseSdk }> {
  const app = (await import(pathToFileURL(realtimeRequire.resolve('firebase/app')).href)) as AppSdk;
  const database = (await import(
    pathToFileURL(realtimeRequire.resolve('firebase/database')).href
  )) as DatabaseSdk;
  return { app, database };
}

describe('apps/realtime-server', () => {
  let server: Awaited<ReturnType<Api['startRealtimeServer']>>;
  let client: { db: Db; close(): Promise<void> };
  let fb: { app: AppSdk; database: DatabaseSdk };

  beforeAll(async () => {
    server = await startRealtimeServer({ port: 0, data: { content: { seeded: { like: { count: 7 } } } } });
    fb = await sdk();
    const app = fb.app.initializeApp({ databaseURL: server.url }, 'server-test');
    fb.database.forceWebSockets();
    const db = fb.database.getDatabase(app, server.url);
    fb.database.connectDatabaseEmulator(db, server.host, server.port);
    client = { db, close: () => fb.app.deleteApp(app) };
  });

  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  const readOnce = (path: string) =>
    new Promise<unknown>((resolve, reject) =>
      fb.database.onValue(fb.database.ref(client.db, path), (s) => resolve(s.val()), reject, {
        onlyOnce: true,
      }),
    );

  it('§7 listens on a free port and gives a databaseURL the SDK accepts', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}?ns=ott-sandbox`);
    expect(server.namespace).toBe('ott-sandbox');
    expect(DEFAULT_NAMESPACE).toBe('ott-sandbox');
  });

  it('§7 serves seeded data to the firebase 12 SDK', async () => {
    expect(await readOnce('content/seeded/like/count')).toBe(7);
  });

  it('§7 set / update / remove from the SDK are visible in getData()', async () => {
    const { ref, set, update, remove } = fb.database;
    await set(ref(client.db, 'content/m1/like/count'), 2);
    await update(ref(client.db, 'subscriber/s1/p1/content/m1'), { likestatus: 'LIKE', inwatchlist: true });
    await remove(ref(client.db, 'subscriber/s1/p1/content/m1/inwatchlist'));
    expect(await server.getData()).toMatchObject({
      content: { m1: { like: { count: 2 } }, seeded: { like: { count: 7 } } },
      subscriber: { s1: { p1: { content: { m1: { likestatus: 'LIKE' } } } } },
    });
    expect(await readOnce('subscriber/s1/p1/content/m1')).toEqual({ likestatus: 'LIKE' });
  });

  it('§4 counts: runTransaction works (the way counts change; increment() is not supported here)', async () => {
    const { ref, runTransaction } = fb.database;
    const counter = ref(client.db, 'content/tx/dislike/count');
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        runTransaction(counter, (current) => (typeof current === 'number' ? current : 0) + 1),
      ),
    );
    expect(results.every((r) => r.committed)).toBe(true);
    expect(await readOnce('content/tx/dislike/count')).toBe(3);
  });

  it('§7 reset() replaces the data and pushes it to listening clients', async () => {
    const seen: unknown[] = [];
    const stop = fb.database.onValue(fb.database.ref(client.db, 'content/reset'), (s) => seen.push(s.val()));
    await server.reset({ content: { reset: { like: { count: 1 } } } });
    await expect.poll(() => seen.at(-1), { timeout: 10000 }).toEqual({ like: { count: 1 } });
    expect(await server.getData()).toEqual({ content: { reset: { like: { count: 1 } } } });
    await server.reset();
    await expect.poll(() => seen.at(-1), { timeout: 10000 }).toBeNull();
    expect(await server.getData()).toBeNull();
    stop();
  });

  it('answers plain HTTP with 404 (websocket only)', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/content.json`);
    expect(response.status).toBe(404);
  });

  it('close() frees the port', async () => {
    const other = await startRealtimeServer({ port: 0 });
    await other.close();
    await expect(fetch(`http://127.0.0.1:${other.port}/`)).rejects.toThrow();
    await other.close(); // idempotent
  });

  it('the CLI prints the databaseURL and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [join(import.meta.dirname, '../src/cli.js'), '--port', '0']);
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.trim());
      });
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`cli exited early with ${code}`)));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\?ns=ott-sandbox$/);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
