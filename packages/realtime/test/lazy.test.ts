import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLazyFirebaseRealtime, createMemoryRealtime, type RealtimeStore } from '../src';

const srcDir = join(import.meta.dirname, '..', 'src');

describe('lazy firebase loading', () => {
  it('only firebase.ts imports the firebase SDK; index.ts reaches it through a dynamic import', () => {
    const importers = readdirSync(srcDir).filter((file) =>
      /from\s+['"]firebase(\/|['"])/.test(readFileSync(join(srcDir, file), 'utf8')),
    );
    expect(importers).toEqual(['firebase.ts']);
    const index = readFileSync(join(srcDir, 'index.ts'), 'utf8');
    expect(index).toMatch(/await import\('\.\/firebase'\)/);
    expect(index).not.toMatch(/^import (?!type)[^;]*'\.\/firebase'/m);
  });

  it('§4 the lazy store loads the adapter once, on first use, and delegates to it', async () => {
    const memory = createMemoryRealtime({ logger: { error: () => {} } });
    const load = vi.fn(async (): Promise<RealtimeStore> => memory);
    const store = createLazyFirebaseRealtime({ databaseURL: 'http://127.0.0.1:1?ns=x' }, load);
    expect(load).not.toHaveBeenCalled();
    const ctx = { subscriberid: 's', profileid: 'p' };
    const seen: number[] = [];
    const stop = store.watchCounts('m1', (counts) => seen.push(counts.like));
    expect(await store.pressLike(ctx, { objectid: 'm1' }, 'LIKE')).toEqual({
      likestatus: 'LIKE',
      counts: { like: 1, dislike: 0 },
    });
    expect(await store.readCounts('m1')).toEqual({ like: 1, dislike: 0 });
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
    stop();
    expect(load).toHaveBeenCalledTimes(1);
    await store.close();
  });

  it('§8 when the adapter cannot be loaded, the failure is logged and calls resolve safe values', async () => {
    const logger = { error: vi.fn() };
    const store = createLazyFirebaseRealtime({ databaseURL: 'http://127.0.0.1:1?ns=x', logger }, async () => {
      throw new Error('chunk failed');
    });
    const ctx = { subscriberid: 's', profileid: 'p' };
    expect(await store.pressLike(ctx, { objectid: 'm1' }, 'LIKE')).toBeNull();
    expect(await store.setInWatchlist(ctx, { objectid: 'm1' }, true)).toBe(false);
    expect(await store.readContinueWatching(ctx)).toEqual([]);
    const stop = store.watchWatchlist(ctx, () => {});
    stop();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      'loading the firebase realtime adapter failed',
      expect.any(Error),
    );
    await store.close();
  });
});
