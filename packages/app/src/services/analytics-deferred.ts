// The analytics as the first page holds it: a small facade that loads the choice (analytics.ts, from the provider
// config) on first use, as its own chunk; calls made meanwhile wait for it.
import type { Analytics } from '../platform/types';
import { consoleAnalytics } from './stand-ins';

/** Analytics chosen on first use (the provider config is known only after start-up); a failed load logs to the console. */
export function deferredAnalytics(choose: () => Promise<Analytics>): Analytics {
  let chosen: Promise<Analytics> | null = null;
  const get = () => {
    chosen ??= choose().catch((e: unknown) => {
      console.warn('[analytics] provider unavailable', e);
      return consoleAnalytics;
    });
    return chosen;
  };
  return {
    setUserProperties: (properties) => void get().then((a) => a.setUserProperties(properties)),
    event: (name, params) => void get().then((a) => a.event(name, params)),
  };
}
