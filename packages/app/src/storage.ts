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

/** Seals a secret with a key that never leaves this browser (the web's stand-in for the desktop's OS keychain). */
export interface DeviceSeal {
  seal(text: string): Promise<string>;
  /** Null when the text was not sealed by this browser's key (another device's, or the key is gone). */
  open(sealed: string): Promise<string | null>;
}

/** Where the seal's key is kept: IndexedDB in a browser (a CryptoKey is stored as itself, never as bytes). */
export interface SealKeyStore {
  get(): Promise<CryptoKey | null>;
  set(key: CryptoKey): Promise<void>;
}

const SEALED = 'sealed:v1:';
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * AES-GCM with a non-extractable key made on first use: a copy of this origin's local storage is useless elsewhere,
 * and log-out (clearBrowserCaches) deletes the key with the rest. Null where the browser has no WebCrypto.
 */
export function createDeviceSeal(
  keys: SealKeyStore | null = idbSealKeyStore(),
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): DeviceSeal | null {
  if (!keys || !subtle) return null;
  let key: Promise<CryptoKey> | null = null;
  const deviceKey = () => {
    key ??= keys.get().then(async (k) => {
      if (k) return k;
      const made = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await keys.set(made);
      return made;
    });
    key.catch(() => {
      key = null;
    });
    return key;
  };
  return {
    async seal(text) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const ct = await subtle.encrypt(
        { name: 'AES-GCM', iv },
        await deviceKey(),
        new TextEncoder().encode(text),
      );
      return `${SEALED}${b64(iv)}.${b64(new Uint8Array(ct))}`;
    },
    async open(sealed) {
      if (!sealed.startsWith(SEALED)) return null;
      const [iv, ct] = sealed.slice(SEALED.length).split('.');
      try {
        const k = await keys.get();
        if (!k || !iv || !ct) return null;
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv: unb64(iv) }, k, unb64(ct));
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },
  };
}

function idbSealKeyStore(idb: IDBFactory | undefined = globalThis.indexedDB): SealKeyStore | null {
  if (!idb) return null;
  const db = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const req = idb.open('ott-device-seal', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('keys');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  const run = <T>(mode: IDBTransactionMode, f: (s: IDBObjectStore) => IDBRequest<T>) =>
    db().then(
      (d) =>
        new Promise<T>((resolve, reject) => {
          const req = f(d.transaction('keys', mode).objectStore('keys'));
          req.onsuccess = () => {
            resolve(req.result);
            d.close();
          };
          req.onerror = () => {
            reject(req.error);
            d.close();
          };
        }),
    );
  return {
    get: () => run<CryptoKey | undefined>('readonly', (s) => s.get('login')).then((k) => k ?? null),
    set: (key) => run('readwrite', (s) => s.put(key, 'login')).then(() => undefined),
  };
}

/** Saves a blob to the person's disk under `name` (the browser's download). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
