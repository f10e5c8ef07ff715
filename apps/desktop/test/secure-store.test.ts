import { describe, expect, it, vi } from 'vitest';
import { createSecureStore } from '../src/main/secure-store';
import { FakeSafeStorage, MemoryFs } from './fake-electron';

const FILE = '/user-data/secure-store.json';
const setup = (opts: { available?: boolean; backend?: string; platform?: string } = {}) => {
  const safeStorage = new FakeSafeStorage();
  safeStorage.available = opts.available ?? true;
  safeStorage.backend = opts.backend ?? 'gnome_libsecret';
  const fs = new MemoryFs();
  const log = vi.fn();
  const make = () =>
    createSecureStore({ safeStorage, fs, file: FILE, platform: opts.platform ?? 'linux', log });
  return { safeStorage, fs, log, make, store: make() };
};

describe('tokens at rest (safeStorage)', () => {
  it('stores encrypted blobs in a file in userData; the token never appears in clear', async () => {
    const { fs, store } = setup();
    await store.set('sessionToken', 'eyJhbGciOiJIUzI1NiJ9.session');
    await store.set('refreshtoken', 'refresh-abc');
    const file = fs.files.get(FILE)?.toString('utf8') ?? '';
    expect(file).not.toContain('eyJhbGciOiJIUzI1NiJ9.session');
    expect(file).not.toContain('refresh-abc');
    expect(Object.keys(JSON.parse(file))).toEqual(['sessionToken', 'refreshtoken']);
    expect(fs.modes.get(FILE)).toBe(0o600);
    expect(store.mode).toBe('keychain');
  });

  it('a new run reads them back (decrypted)', async () => {
    const { store, make } = setup();
    await store.set('sessionToken', 's1');
    const next = make();
    await expect(next.get('sessionToken')).resolves.toBe('s1');
    await expect(next.get('refreshtoken')).resolves.toBeNull();
  });

  it('logout: remove deletes the blob from the file', async () => {
    const { fs, store, make } = setup();
    await store.set('sessionToken', 's1');
    await store.set('refreshtoken', 'r1');
    await store.remove('sessionToken');
    await store.remove('refreshtoken');
    expect(JSON.parse(fs.files.get(FILE)?.toString('utf8') ?? '')).toEqual({});
    await expect(make().get('sessionToken')).resolves.toBeNull();
  });

  it('concurrent writes do not lose each other (read-modify-write is serialised)', async () => {
    const { store, make } = setup();
    await Promise.all([store.set('a', '1'), store.set('b', '2'), store.set('c', '3'), store.remove('a')]);
    const next = make();
    expect(await Promise.all(['a', 'b', 'c'].map((k) => next.get(k)))).toEqual([null, '2', '3']);
  });

  it('a blob that does not decrypt (another keychain) reads as absent', async () => {
    const { fs, store } = setup();
    fs.files.set(
      FILE,
      Buffer.from(JSON.stringify({ sessionToken: Buffer.from('garbage').toString('base64') })),
    );
    await expect(store.get('sessionToken')).resolves.toBeNull();
  });

  it('a corrupt file reads as empty and is replaced on the next write', async () => {
    const { fs, store } = setup();
    fs.files.set(FILE, Buffer.from('{oops'));
    await expect(store.get('sessionToken')).resolves.toBeNull();
    await store.set('sessionToken', 's');
    expect(Object.keys(JSON.parse(fs.files.get(FILE)?.toString('utf8') ?? ''))).toEqual(['sessionToken']);
  });

  it.each([
    ['no encryption at all', { available: false }],
    ['Linux without a keyring (basic_text)', { backend: 'basic_text' }],
  ])('%s: tokens stay in memory only, nothing is written, one log line', async (_n, opts) => {
    const { fs, store, log } = setup(opts);
    await store.set('sessionToken', 's1');
    await expect(store.get('sessionToken')).resolves.toBe('s1');
    expect(fs.files.size).toBe(0);
    expect(store.mode).toBe('memory');
    expect(log).toHaveBeenCalledTimes(1);
    await store.remove('sessionToken');
    await expect(store.get('sessionToken')).resolves.toBeNull();
  });

  it('basic_text is acceptable off Linux only in name: macOS/Windows use the OS keychain', async () => {
    const { fs, store } = setup({ backend: 'basic_text', platform: 'darwin' });
    await store.set('sessionToken', 's1');
    expect(fs.files.has(FILE)).toBe(true);
  });
});
