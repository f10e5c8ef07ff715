// What the browser shell tells the app (both entries use it): the platform label (SPEC §1: MobWeb for a mobile user
// agent or a touch Mac), where the provider config lives and the configured secret.
import type { AppEnv } from '@ott/app/start';
import { platformLabel } from '@ott/domain';
import { keptHome } from './kept-home';
import { serviceWorkerShell } from './service-worker';

/** Home's kept copy, drawn at the next start (src/kept-home.ts). */
export const keptHomeCopy = keptHome(localStorage);

/** The service worker (src/sw.ts): built ones only, the development server has none (by mode: NODE_ENV may be `test`). */
export const serviceWorker = serviceWorkerShell(
  import.meta.env.MODE === 'development' ? undefined : navigator.serviceWorker,
);

export const env: AppEnv = {
  // Where the remote provider config lives; the sandbox serves one pointing at itself (README).
  configUrl: import.meta.env.VITE_CONFIG_URL ?? 'http://127.0.0.1:7000/config/provider.json', // set by vite.config.ts
  // The configured secret of device registration and email login. A production build without VITE_OTT_SECRET stops
  // (vite.config.ts requireSecret); the development server falls back to the sandbox's documented sample.
  secret: import.meta.env.VITE_OTT_SECRET ?? 'sandbox-sample-secret',
  // The social sign-in SDKs this build admits (its security policy lists their sources: apps/web/security.ts).
  socialSdks: (import.meta.env.VITE_SOCIAL_SDKS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is 'Google' | 'FB' | 'Apple' => s === 'Google' || s === 'FB' || s === 'Apple'),
  // Firebase Analytics, when the provider config names it and this build's policy admits gtag.js (security.ts).
  firebaseAnalytics: import.meta.env.VITE_ANALYTICS === 'firebase',
  // The service worker carries the push handlers FCM web push needs (src/push-sw.js); used only when the provider
  // config names Firebase Cloud Messaging (packages/app/src/services/push.ts). The sandbox push channel needs none.
  pushServiceWorker: '/sw.js',
  // A new build of the app: the update banner offers it (src/service-worker.ts).
  updates: serviceWorker.updates,
  startupSnapshot: keptHomeCopy,
  platform: platformLabel({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    platform: navigator.platform,
  }),
};
