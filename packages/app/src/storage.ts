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
