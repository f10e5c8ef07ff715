// The preload's early reads of the session tokens (src/shared/early-reads.ts): start-up finds the answers waiting
// instead of a round trip to the main process, and never an answer older than the page's own write.
import { describe, expect, it } from 'vitest';
import { SESSION_SECURE_KEYS, type SecureStoreApi, withEarlyReads } from '../src/shared/early-reads';

function fakeStore(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  const calls: string[] = [];
  const store: SecureStoreApi = {
    get: async (k) => {
      calls.push(`get ${k}`);
      if (k === 'broken') throw new Error('keychain locked');
      return data.get(k) ?? null;
    },
    set: async (k, v) => {
      calls.push(`set ${k}`);
      data.set(k, v);
    },
    remove: async (k) => {
      calls.push(`remove ${k}`);
      data.delete(k);
    },
  };
  return { store, data, calls };
}

describe('secure store early reads (renderer start)', () => {
  it('reads the given keys at once; the first get of each is that read, the next one asks again', async () => {
    const { store, data, calls } = fakeStore({ sessionToken: 's1' });
    const early = withEarlyReads(store, ['sessionToken', 'refreshtoken']);
    expect(calls).toEqual(['get sessionToken', 'get refreshtoken']);
    data.set('sessionToken', 's2'); // changed behind the page's back after the early read (another window)
    expect(await early.get('sessionToken')).toBe('s1');
    expect(await early.get('refreshtoken')).toBeNull();
    expect(calls).toHaveLength(2);
    expect(await early.get('sessionToken')).toBe('s2');
    expect(calls).toEqual(['get sessionToken', 'get refreshtoken', 'get sessionToken']);
  });

  it('a key the page wrote or removed is never answered from the early read', async () => {
    const { store } = fakeStore({ sessionToken: 'old', refreshtoken: 'r-old' });
    const early = withEarlyReads(store, ['sessionToken', 'refreshtoken']);
    await early.set('sessionToken', 'new');
    await early.remove('refreshtoken');
    expect(await early.get('sessionToken')).toBe('new');
    expect(await early.get('refreshtoken')).toBeNull();
  });

  it('keys it was not given are read when asked', async () => {
    const { store, calls } = fakeStore({ other: 'x' });
    const early = withEarlyReads(store, []);
    expect(calls).toEqual([]);
    expect(await early.get('other')).toBe('x');
  });

  it('a failed early read is reported to the get that uses it, not as an unhandled rejection', async () => {
    const { store } = fakeStore({});
    const early = withEarlyReads(store, ['broken']);
    await new Promise((r) => setTimeout(r, 0)); // an unhandled rejection would surface here and fail the run
    await expect(early.get('broken')).rejects.toThrow('keychain locked');
  });

  it('the preload reads the tokens packages/app keeps in the secure store', async () => {
    const { createSessionStore } = await import('../../../packages/app/src/session/store');
    const { createStore } = await import('../../../packages/app/src/storage');
    const asked: string[] = [];
    const secure: SecureStoreApi = {
      get: async (k) => {
        asked.push(k);
        return null;
      },
      set: async () => {},
      remove: async () => {},
    };
    const memory = new Map<string, string>();
    const session = createSessionStore(
      createStore({
        getItem: (k) => memory.get(k) ?? null,
        setItem: (k, v) => void memory.set(k, v),
        removeItem: (k) => void memory.delete(k),
      } as Storage),
      secure,
    );
    await session.ready;
    expect([...asked].sort()).toEqual([...SESSION_SECURE_KEYS].sort());
  });
});
