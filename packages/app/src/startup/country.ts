// SPEC §3 session country at start-up: the public IP look-up (§7) when none is kept; a failure leaves it unknown
// (the back-ends then use the caller's own country).
import type { SessionStore } from '../session/store';

export function lookUpCountry(session: SessionStore, stopped = () => false): Promise<void> {
  if (session.get().country) return Promise.resolve();
  return import('@ott/sdk/hooks/config')
    .then(({ lookupIp }) => (stopped() ? Promise.reject(new Error('stopped')) : lookupIp()))
    .then(
      (r) => session.set({ country: r.country }),
      () => {},
    );
}
