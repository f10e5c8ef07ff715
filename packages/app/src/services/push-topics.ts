// The topic calls both push providers make (SPEC §7 Push): `POST {base}/subscribe` and `/unsubscribe` with
// `{ token, topics }` (the provider's back-end talks to the push service; a web client cannot).
import type { PushTopics } from '../platform/types';

export function topicsAt(
  base: string,
  token: () => string | Promise<string>,
  doFetch: typeof fetch = (...a) => globalThis.fetch(...a),
): PushTopics {
  const call = async (op: 'subscribe' | 'unsubscribe', topics: readonly string[]) => {
    const res = await doFetch(`${base.replace(/\/+$/, '')}/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: await token(), topics }),
    });
    if (!res.ok) throw new Error(`push ${op} answered ${res.status}`);
  };
  return {
    subscribe: (topics) => call('subscribe', topics),
    unsubscribe: (topics) => call('unsubscribe', topics),
  };
}
