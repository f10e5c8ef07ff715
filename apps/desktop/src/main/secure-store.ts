// Tokens at rest: the SecureStore seam's session and refresh tokens, encrypted with safeStorage (Keychain, DPAPI,
// libsecret/kwallet) as base64 in one userData JSON file the page never sees. Where safeStorage has no real encryption
// (Linux without a keyring: a hard-coded key) they stay in memory only: lost on restart, never written readable.
import path from 'node:path';
import type { SafeStorage } from './electron-api';

export interface StoreFs {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  writeFile(file: string, data: string, options: { mode: number }): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  mkdir(dir: string, options: { recursive: true }): Promise<unknown>;
}

export interface SecureStoreMain {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** 'keychain' when values are encrypted on disk, 'memory' when the OS has no usable encryption. */
  readonly mode: 'keychain' | 'memory';
}

function canPersistEncrypted(safeStorage: SafeStorage, platform: string): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  if (platform !== 'linux') return true;
  const backend = safeStorage.getSelectedStorageBackend();
  return backend !== 'basic_text' && backend !== 'unknown';
}

export function createSecureStore(opts: {
  safeStorage: SafeStorage;
  fs: StoreFs;
  file: string;
  platform: string;
  log?: (line: string) => void;
}): SecureStoreMain {
  const { safeStorage, fs, file } = opts;
  const persist = canPersistEncrypted(safeStorage, opts.platform);
  if (!persist)
    opts.log?.(
      '[ott] no OS keychain available: tokens are kept in memory only (log in again after a restart)',
    );
  const memory = new Map<string, string>();
  let blobs: Record<string, string> | null = null;
  // Writes are serialised so two quick set() calls never interleave their read-modify-write.
  let queue: Promise<unknown> = Promise.resolve();

  const load = async (): Promise<Record<string, string>> => {
    if (blobs) return blobs;
    try {
      const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
      blobs =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed)
          ? Object.fromEntries(
              Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
            )
          : {};
    } catch {
      blobs = {};
    }
    return blobs;
  };
  const save = async (next: Record<string, string>) => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    await fs.writeFile(tmp, JSON.stringify(next), { mode: 0o600 });
    await fs.rename(tmp, file);
    blobs = next;
  };
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };

  return {
    mode: persist ? 'keychain' : 'memory',
    get: (key) =>
      serial(async () => {
        if (!persist) return memory.get(key) ?? null;
        const blob = (await load())[key];
        if (blob === undefined) return null;
        try {
          return safeStorage.decryptString(Buffer.from(blob, 'base64'));
        } catch {
          // A blob another OS user or keychain wrote: unreadable, so absent (the app logs in again).
          return null;
        }
      }),
    set: (key, value) =>
      serial(async () => {
        if (!persist) {
          memory.set(key, value);
          return;
        }
        const current = await load();
        await save({ ...current, [key]: safeStorage.encryptString(value).toString('base64') });
      }),
    remove: (key) =>
      serial(async () => {
        memory.delete(key);
        if (!persist) return;
        const current = await load();
        if (!(key in current)) return;
        const { [key]: _gone, ...rest } = current;
        await save(rest);
      }),
  };
}
