import { describe, expect, it } from 'vitest';
import { createMemoryDatabase, createMemoryRealtime, type MemoryRealtimeDatabase } from '../src';
import { realtimeBehaviour } from './behaviour';

let database: MemoryRealtimeDatabase = createMemoryDatabase();

realtimeBehaviour('memory', {
  async setup() {
    database = createMemoryDatabase();
  },
  async teardown() {},
  client: (options) => createMemoryRealtime({ ...options, database }),
  async dump(path) {
    return database.read(path);
  },
  async seed(path, value) {
    database.write(path, value);
  },
  async fragile(options) {
    const own = createMemoryDatabase();
    return {
      store: createMemoryRealtime({ ...options, database: own }),
      breakIt: async () => own.simulateFailure(true),
    };
  },
});

describe('memory database semantics', () => {
  it('§7 a null field deletes it and empty nodes disappear, like the realtime database', () => {
    const db = createMemoryDatabase({ a: { b: { c: 1 }, d: 2 } });
    db.write('a/b/c', null);
    expect(db.getData()).toEqual({ a: { d: 2 } });
    db.write('a/d', null);
    expect(db.getData()).toBeNull();
  });

  it('§7 simulated failures can be switched off again', async () => {
    const db = createMemoryDatabase();
    const store = createMemoryRealtime({ database: db, logger: { error: () => {} } });
    db.simulateFailure(true);
    expect(await store.readCounts('x')).toBeNull();
    db.simulateFailure(false);
    expect(await store.readCounts('x')).toEqual({ like: 0, dislike: 0 });
  });
});
