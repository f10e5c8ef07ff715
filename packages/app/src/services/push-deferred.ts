// The push provider as the first page holds it (SPEC §4 Login needs its topics at once): a small facade that loads the
// real choice (push.ts: the sandbox channel or FCM, from the provider config) on first use, as its own chunk.
import type { PushProvider, PushTopics } from '../platform/types';
import { consolePush } from './stand-ins';

export const isPushProvider = (p: PushTopics | PushProvider | null | undefined): p is PushProvider =>
  typeof (p as PushProvider | undefined)?.onMessage === 'function';

/**
 * A provider that is chosen on first use (the provider config is known only after start-up). Calls made before it
 * is known wait for it; a provider that fails to load falls back to the console log.
 */
export function deferredPush(choose: () => Promise<PushTopics | PushProvider>): PushProvider {
  let chosen: Promise<PushTopics | PushProvider> | null = null;
  const get = () => {
    chosen ??= choose().catch((e: unknown) => {
      console.warn('[push] provider unavailable', e);
      return consolePush;
    });
    return chosen;
  };
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
