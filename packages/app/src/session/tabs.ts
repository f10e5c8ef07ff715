// One session per browser: BroadcastChannel tells the other tabs what happened (they adopt the stored session); Web
// Locks let one tab renew a credential while the others wait, and elect the one tab running the 15 s timer (SPEC §4,
// §9). Without them, this tab alone: a local mutex and leader.
import type { TabMessage, TabSync } from '../platform/types';

/** The subset of the Web Locks API used here. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Exclusive locks within this page only: the fallback where `navigator.locks` is missing. */
export function createLocalLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}

export interface TabSyncOptions {
  /** Channel and lock namespace (one per app origin; tests use their own). */
  name?: string;
  locks?: LockManagerLike;
  createChannel?: (name: string) => BroadcastChannel | null;
}

export function createTabSync(options: TabSyncOptions = {}): TabSync {
  const name = options.name ?? 'ott-session';
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  const locks = options.locks ?? nav?.locks ?? createLocalLocks();
  const channel = (
    options.createChannel ??
    ((n) => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(n) : null))
  )(name);
  const listeners = new Set<(m: TabMessage) => void>();
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const message = event.data as TabMessage;
      if (!message || typeof message !== 'object' || typeof message.type !== 'string') return;
      for (const l of listeners) l(message);
    };
  }
  return {
    publish(message) {
      channel?.postMessage(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    withLock: (lock, task) => locks.request(`${name}:${lock}`, task),
    lead(lock, start) {
      let release: () => void = () => {};
      let stopped = false;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      void locks.request(`${name}:leader:${lock}`, async () => {
        if (stopped) return;
        const stop = start();
        await held;
        stop();
      });
      return () => {
        stopped = true;
        release();
      };
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}
