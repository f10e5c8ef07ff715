import type { Clock, KeyValueStore } from '../src';

/** An in-memory KeyValueStore for tests. */
export function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => {
      data.set(k, v);
    },
    remove: (k) => {
      data.delete(k);
    },
  };
}

/** A fake clock that only moves when told to. */
export function fakeClock(start = 0): Clock & { advance(ms: number): void } {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
}

/** Deterministic "random": cycles through the given values. */
export function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] as number;
}
