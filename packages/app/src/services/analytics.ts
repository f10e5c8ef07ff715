// Which analytics this page uses (SPEC §4 user properties, §7 rated and user-action), from the config's `analytics`:
// Firebase Analytics (analytics-firebase.ts) where the shell admits it, otherwise the console stand-in.
import type { AnalyticsConfig } from '@ott/sdk/hooks/config';
import type { Analytics } from '../platform/types';
import { consoleAnalytics } from './stand-ins';

/** The provider for the config's `analytics`, where the shell admits it (its security policy lists gtag.js). */
export async function analyticsFor(
  config: AnalyticsConfig | undefined,
  shell: { firebaseAnalytics?: boolean | undefined },
): Promise<Analytics> {
  if (!config?.firebase) return consoleAnalytics;
  if (!shell.firebaseAnalytics) {
    console.warn('[analytics] Firebase Analytics is configured but this build does not admit it');
    return consoleAnalytics;
  }
  const { createFirebaseAnalytics } = await import('./analytics-firebase');
  return (await createFirebaseAnalytics(config.firebase)) ?? consoleAnalytics;
}
