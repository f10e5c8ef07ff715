// What the desktop shell tells the app: the provider config and secret (as the web shell does, from the build), the
// platform label (SPEC §1: the desktop says Web), the desktop's platform services from the preload bridge, and the
// downloads for offline viewing (downloads.ts).
import type { AppEnv } from '@ott/app/start';
import { PLATFORM_LABEL, SANDBOX_CONFIG_URL, SANDBOX_SECRET } from '../shared/app-env';
import { createDownloadService } from './downloads';
import { desktopServices } from './platform';

const bridge = window.ott;
if (!bridge) throw new Error('[ott] the desktop bridge (preload) is missing');

export const desktopBridge = bridge;

export const env: AppEnv = {
  configUrl: import.meta.env.VITE_CONFIG_URL ?? SANDBOX_CONFIG_URL,
  secret: import.meta.env.VITE_OTT_SECRET ?? SANDBOX_SECRET,
  platform: PLATFORM_LABEL,
  // Push: no `pushServiceWorker` — Electron has no browser push service, so FCM web push cannot run here; the provider
  // config's sandbox channel (`push.channelURL`) works as on the web, and a message that arrives while the window is
  // not looked at is shown through `notifications` (the system notifications of desktopServices).
  ...desktopServices(bridge, window.location.origin),
  // Analytics: no `firebaseAnalytics` — gtag.js is remote code, which the renderer's policy never runs (script-src
  // 'self'), and GA4 keeps its client id in cookies, which app:// has none of: the console stand-in logs the events.
  // Downloads for offline viewing: Shaka's offline storage in this origin's IndexedDB (loaded on first use).
  downloads: createDownloadService({
    store: () => import('@ott/player').then((m) => m.shakaOfflineStore()),
    storage: window.localStorage,
    ...(navigator.storage?.estimate ? { estimate: () => navigator.storage.estimate() } : {}),
  }),
};
