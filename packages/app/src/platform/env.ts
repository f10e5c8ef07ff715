// What a shell (web, desktop) tells the app about where it runs. Everything else comes from the provider config.
import type {
  Analytics,
  PlatformDeepLinks,
  PlatformDownloads,
  PlatformNotifications,
  PlatformStartupSnapshot,
  PlatformUpdates,
  PushProvider,
  PushTopics,
  SecureStore,
  TabSync,
} from './types';

export type {
  Analytics,
  HomeSnapshot,
  PushTopics,
} from './types';

export interface AppEnv {
  /** URL of the remote provider config (SPEC §3, §4 start-up). */
  configUrl: string;
  /** The configured secret of device registration and email login (openapi/README.md, Encryption). */
  secret: string;
  /** SPEC §1 platform label: Web or MobWeb (the desktop shell says Web). */
  platform: 'Web' | 'MobWeb';
  /** The browser's storage (localStorage), injectable for tests. */
  storage?: Storage;
  /** This tab's own storage, kept across its reloads (sessionStorage), injectable for tests. */
  tabStorage?: Storage;
  /** The platform's secure store, when it has one (undefined on the web: tokens stay in `storage`). */
  secureStore?: SecureStore;
  /** Deep links in (desktop); undefined on the web, where the URL itself is the deep link. */
  deepLinks?: PlatformDeepLinks;
  /** Opens a link outside the app (desktop: the system browser, allow-listed hosts only); undefined → a normal link. */
  openExternal?: (url: string) => Promise<void>;
  /** System notifications (desktop); undefined → the feature shows none. */
  notifications?: PlatformNotifications;
  /** Downloads for offline viewing (desktop); undefined → not offered (the web). */
  downloads?: PlatformDownloads;
  /** Application updates (desktop releases, the web's new builds); undefined → no update banner. */
  updates?: PlatformUpdates;
  /** Home drawn again at the next start before start-up's calls (desktop, web); undefined → none. */
  startupSnapshot?: PlatformStartupSnapshot;
  /** How the tabs of this browser share one session (default: BroadcastChannel + Web Locks); injectable for tests. */
  tabs?: TabSync;
  /**
   * The push provider, when the shell gives one itself (tests). Otherwise the provider config chooses (services/push.ts):
   * the sandbox channel, Firebase Cloud Messaging (needs `pushServiceWorker`), or a console log of the topics.
   */
  push?: PushTopics | PushProvider;
  /** The shell's push service worker script (web: /sw.js), which FCM web push needs; undefined → no FCM. */
  pushServiceWorker?: string;
  /**
   * Analytics, when the shell gives them itself (tests). Otherwise the provider config chooses (services/analytics.ts):
   * Firebase Analytics (needs `firebaseAnalytics`), or a console log.
   */
  analytics?: Analytics;
  /** This build's security policy admits Firebase Analytics' gtag.js (web: VITE_ANALYTICS); false by default. */
  firebaseAnalytics?: boolean;
  /** The social sign-in SDKs this build's security policy admits (features/auth/social.ts); none by default. */
  socialSdks?: readonly ('Google' | 'FB' | 'Apple')[];
  /** Reloads the page (SPEC §4 HTTP 401 and log-out); default `location.reload()`. Injectable for tests. */
  reload?: () => void;
  now?: () => number;
  random?: () => number;
}
