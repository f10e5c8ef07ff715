// Which push provider this page uses (SPEC §7 Push), from the config's `push`: `channelURL` (the sandbox channel,
// Server-Sent Events; token = the §3 random device id, shared by the tabs), `firebase` where the shell serves a push
// worker (push-fcm.ts), or neither (topics only logged).
import type { PushConfig, PushProvider, PushTopics } from '../platform/types';
import { topicsAt } from './push-topics';
import { consolePush } from './stand-ins';

interface EventSourceLike {
  addEventListener(type: string, listener: (e: MessageEvent) => void): void;
  close(): void;
}

/** The sandbox push channel for one push token. The stream opens with the first listener and closes with the last. */
function sandboxPush(
  channelURL: string,
  token: string,
  deps: {
    fetch?: typeof fetch;
    eventSource?: (url: string) => EventSourceLike;
  } = {},
): PushProvider {
  const base = channelURL.replace(/\/+$/, '');
  const open =
    deps.eventSource ?? (typeof EventSource === 'function' ? (url: string) => new EventSource(url) : null);
  const listeners = new Set<(payload: unknown) => void>();
  let source: EventSourceLike | null = null;
  return {
    ...topicsAt(`${base}/topics`, () => token, deps.fetch),
    onMessage(listener) {
      if (!open) {
        console.warn('[push] no EventSource here: the sandbox push channel delivers nothing');
        return () => {};
      }
      listeners.add(listener);
      if (!source) {
        source = open(`${base}/stream?token=${encodeURIComponent(token)}`);
        source.addEventListener('push', (e) => {
          let payload: unknown;
          try {
            payload = JSON.parse(String(e.data));
          } catch {
            return;
          }
          for (const l of listeners) l(payload);
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          source?.close();
          source = null;
        }
      };
    },
  };
}

/** The provider for this page from the config (see the top of this file). */
export async function pushFor(
  config: PushConfig | undefined,
  shell: { token: () => string; serviceWorker?: string | undefined },
): Promise<PushTopics | PushProvider> {
  if (config?.channelURL) return sandboxPush(config.channelURL, shell.token());
  if (config?.firebase && shell.serviceWorker) {
    const { createFcmPush } = await import('./push-fcm');
    return (await createFcmPush(config.firebase, shell.serviceWorker)) ?? consolePush;
  }
  return consolePush;
}
