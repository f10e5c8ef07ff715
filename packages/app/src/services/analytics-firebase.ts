// Firebase Analytics (Google Analytics 4 through gtag.js), a lazy chunk loaded when the provider config has
// `analytics.firebase` and the shell's security policy admits gtag.js (SPEC §4 user properties and the live-event
// put, §7 rated and user-action). GA4 takes names of letters, digits and underscores only, and flat values.
import type { AnalyticsConfig } from '@ott/sdk/hooks/config';
import type { Analytics } from '../platform/types';
import { firebaseApp } from './firebase-app';

type FirebaseAnalyticsConfig = NonNullable<AnalyticsConfig['firebase']>;

/** A name as GA4 keeps it: `user-action` → `user_action`, at most 40 characters, starting with a letter. */
export function gaName(name: string): string {
  const clean = name.replace(/[^A-Za-z0-9_]/g, '_');
  return (/^[A-Za-z]/.test(clean) ? clean : `e_${clean}`).slice(0, 40);
}

/** Parameters as GA4 keeps them: names cleaned, strings, numbers and booleans kept, anything else dropped. */
export function gaParams(params: Record<string, unknown> = {}): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[gaName(key)] = value.slice(0, 100);
    else if (typeof value === 'number' && Number.isFinite(value)) out[gaName(key)] = value;
    else if (typeof value === 'boolean') out[gaName(key)] = String(value);
  }
  return out;
}

/** The adapter, or null where Firebase Analytics cannot run (no cookies or IndexedDB, a browser extension). */
export async function createFirebaseAnalytics(cfg: FirebaseAnalyticsConfig): Promise<Analytics | null> {
  const ga = await import('firebase/analytics');
  if (!(await ga.isSupported())) return null;
  const analytics = ga.getAnalytics(await firebaseApp('ott-analytics', cfg));
  return {
    setUserProperties: (properties) => ga.setUserProperties(analytics, gaParams(properties)),
    event: (name, params) => ga.logEvent(analytics, gaName(name), gaParams(params)),
  };
}
