// SPEC §3 local storage, behind the domain's KeyValueStore interface. Values are strings; JSON helpers on top.
import type { KeyValueStore } from '@ott/domain';

export function createStore(storage: Storage | undefined): KeyValueStore & {
  getJson<T>(key: string): T | null;
  setJson(key: string, value: unknown): void;
  clear(): void;
} {
  const mem = new Map<string, string>();
  const safe = <T>(f: () => T, fallback: T): T => {
    try {
      return f();
    } catch {
      return fallback; // private mode / quota: keep working in memory
    }
  };
  const get = (k: string) =>
    safe(() => (storage ? storage.getItem(k) : (mem.get(k) ?? null)), mem.get(k) ?? null);
  const set = (k: string, v: string) => {
    mem.set(k, v);
    safe(() => storage?.setItem(k, v), undefined);
  };
  const remove = (k: string) => {
    mem.delete(k);
    safe(() => storage?.removeItem(k), undefined);
  };
  return {
    get,
    set,
    remove,
    getJson<T>(k: string): T | null {
      const raw = get(k);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson: (k, v) => set(k, JSON.stringify(v)),
    clear: () => {
      mem.clear();
      safe(() => storage?.clear(), undefined);
    },
  };
}
export type AppStorage = ReturnType<typeof createStore>;

/**
 * Deletes this origin's IndexedDB databases (the realtime SDK's and any other cache of the signed-in person) — part
 * of clearing local data at logout (SPEC §4). Failures are logged, never thrown (§8: logout failures are silent).
 */
export async function clearBrowserCaches(idb: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  if (!idb?.databases) return;
  try {
    const dbs = await idb.databases();
    await Promise.all(
      dbs.map(
        (db) =>
          new Promise<void>((resolve) => {
            if (!db.name) return resolve();
            const req = idb.deleteDatabase(db.name);
            req.onsuccess = req.onerror = req.onblocked = () => resolve();
          }),
      ),
    );
  } catch (e) {
    console.warn('[ott] clearing IndexedDB at logout failed', e);
  }
}
