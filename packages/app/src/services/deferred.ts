// Push and analytics as the first page holds them: small facades that load the real choice (push.ts, analytics.ts,
// from the provider config known only after start-up) on first use, as chunks of their own; calls made meanwhile
// wait for it, and a choice that fails to load falls back to the console log.
import type { Analytics, PushProvider, PushTopics } from '../platform/types';
import { consoleAnalytics, consolePush } from './stand-ins';

/** `choose()` run once, on first use; a failure is logged and `fallback` serves instead. */
function onFirstUse<T>(label: string, choose: () => Promise<T>, fallback: T): () => Promise<T> {
  let chosen: Promise<T> | null = null;
  return () => {
    chosen ??= choose().catch((e: unknown) => {
      console.warn(`[${label}] provider unavailable`, e);
      return fallback;
    });
    return chosen;
  };
}

export const isPushProvider = (p: PushTopics | PushProvider | null | undefined): p is PushProvider =>
  typeof (p as PushProvider | undefined)?.onMessage === 'function';

/** The push provider (SPEC §4 Login needs its topics at once), chosen on first use. */
export function deferredPush(choose: () => Promise<PushTopics | PushProvider>): PushProvider {
  const get = onFirstUse<PushTopics | PushProvider>('push', choose, consolePush);
  return {
    subscribe: async (topics) => (await get()).subscribe(topics),
    unsubscribe: async (topics) => (await get()).unsubscribe(topics),
    onMessage(listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void get().then((p) => {
        if (!stopped && isPushProvider(p)) stop = p.onMessage(listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

/** The analytics, chosen on first use. */
export function deferredAnalytics(choose: () => Promise<Analytics>): Analytics {
  const get = onFirstUse('analytics', choose, consoleAnalytics);
  return {
    setUserProperties: (properties) => void get().then((a) => a.setUserProperties(properties)),
    event: (name, params) => void get().then((a) => a.event(name, params)),
  };
}
