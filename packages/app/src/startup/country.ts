// SPEC §3 session country at start-up: the public IP look-up (§7) when none is kept; a failure leaves it unknown
// (the back-ends then use the caller's own country).
import type { SessionStore } from '../session/store';

export function lookUpCountry(session: SessionStore, stopped = () => false): Promise<void> {
  if (session.get().country) return Promise.resolve();
  return import('@ott/sdk/hooks/config')
    .then(async ({ lookupIp }) => {
      if (stopped()) return;
      session.set({ country: (await lookupIp()).country });
    })
    .catch(() => {});
}
