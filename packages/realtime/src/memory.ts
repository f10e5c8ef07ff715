// In-memory realtime database and store for the app's unit tests: a JSON tree with path listeners and the Firebase
// semantics the store relies on (null deletes, empty nodes vanish, listeners hear changes asynchronously).
// Several stores ("clients") may share one database.
import { createRealtimeStore, type RealtimeBackend } from './store';
import type { RealtimeOptions, RealtimeStore, Unsubscribe } from './types';

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function split(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/** Deep copy through JSON, dropping undefined, null and empty objects the way the database does. */
function normalize(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const prune = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(prune);
    if (!isTree(node)) return node;
    const out: Tree = {};
    for (const [key, child] of Object.entries(node)) {
      const pruned = prune(child);
      if (pruned !== null) out[key] = pruned;
    }
    return Object.keys(out).length === 0 ? null : out;
  };
  return prune(JSON.parse(JSON.stringify(value)) as unknown);
}

interface Listener {
  path: string;
  last: string | undefined;
  fire: (value: unknown) => void;
}

export interface MemoryRealtimeDatabase {
  read(path: string): unknown;
  write(path: string, value: unknown): void;
  listen(path: string, onValue: (value: unknown) => void): Unsubscribe;
  /** The whole tree (a copy). */
  getData(): unknown;
  /** Make every call of every client fail (true) or work again (false) — to exercise SPEC §8 logging. */
  simulateFailure(failing: boolean): void;
  readonly failing: boolean;
}

export function createMemoryDatabase(data?: unknown): MemoryRealtimeDatabase {
  let root: unknown = normalize(data);
  let failing = false;
  const listeners = new Set<Listener>();

  function readAt(path: string): unknown {
    let node = root;
    for (const part of split(path)) {
      if (!isTree(node)) return null;
      node = node[part];
    }
    return node === undefined ? null : normalize(node);
  }

  function deliver(listener: Listener): void {
    const value = readAt(listener.path);
    const serialized = JSON.stringify(value);
    if (serialized === listener.last) return;
    listener.last = serialized;
    queueMicrotask(() => {
      if (listeners.has(listener)) listener.fire(value);
    });
  }

  return {
    read: readAt,
    write(path, value) {
      const parts = split(path);
      const next = normalize(value);
      if (parts.length === 0) {
        root = next;
      } else {
        const copy: Tree = isTree(root) ? (JSON.parse(JSON.stringify(root)) as Tree) : {};
        let node = copy;
        for (const part of parts.slice(0, -1)) {
          if (!isTree(node[part])) node[part] = {};
          node = node[part] as Tree;
        }
        node[parts[parts.length - 1] as string] = next;
        root = normalize(copy);
      }
      for (const listener of listeners) deliver(listener);
    },
    listen(path, onValue) {
      const listener: Listener = { path, last: undefined, fire: onValue };
      listeners.add(listener);
      deliver(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getData: () => normalize(root),
    simulateFailure(on) {
      failing = on;
    },
    get failing() {
      return failing;
    },
  };
}

export interface MemoryRealtimeOptions extends RealtimeOptions {
  /** The database to use (share one between stores to get several clients). */
  database?: MemoryRealtimeDatabase;
  /** Initial tree when no database is given, e.g. `{ content: { m1: { like: { count: 3 } } } }`. */
  data?: unknown;
}

export interface MemoryRealtimeStore extends RealtimeStore {
  readonly database: MemoryRealtimeDatabase;
}

export function createMemoryRealtime(options: MemoryRealtimeOptions = {}): MemoryRealtimeStore {
  const database = options.database ?? createMemoryDatabase(options.data);
  let closed = false;
  const subscriptions = new Set<Unsubscribe>();

  function ensureOpen(): void {
    if (closed) throw new Error('memory realtime client is closed');
    if (database.failing) throw new Error('memory realtime database is unavailable (simulated failure)');
  }

  const backend: RealtimeBackend = {
    async read(path) {
      ensureOpen();
      return database.read(path);
    },
    async update(path, fields, expected) {
      ensureOpen();
      // What the real database's security rules do for a like: refuse an update computed from data that changed.
      for (const [at, value] of Object.entries(expected ?? {})) {
        if (JSON.stringify(database.read(at)) !== JSON.stringify(normalize(value)))
          throw Object.assign(new Error(`PERMISSION_DENIED: ${at} changed since it was read`), {
            code: 'PERMISSION_DENIED',
          });
      }
      // A key may be a path below `path` (a multi-location update): every change lands at once.
      const current = database.read('');
      const next: Tree = isTree(current) ? current : {};
      for (const [key, value] of Object.entries(fields)) {
        const parts = [...split(path), ...split(key)];
        let node = next;
        for (const part of parts.slice(0, -1)) {
          if (!isTree(node[part])) node[part] = {};
          node = node[part] as Tree;
        }
        const last = parts[parts.length - 1] as string;
        if (value === null || value === undefined) delete node[last];
        else node[last] = value;
      }
      database.write('', next);
    },
    async set(path, value) {
      ensureOpen();
      database.write(path, value);
    },
    async remove(path) {
      ensureOpen();
      database.write(path, null);
    },
    subscribe(path, onValue) {
      ensureOpen();
      const stop = database.listen(path, onValue);
      subscriptions.add(stop);
      return () => {
        subscriptions.delete(stop);
        stop();
      };
    },
    async close() {
      closed = true;
      for (const stop of subscriptions) stop();
      subscriptions.clear();
    },
  };

  return { ...createRealtimeStore(backend, options), database };
}
