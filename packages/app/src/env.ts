// What a shell (web, desktop) tells the app about where it runs. Everything else comes from the provider config.
import type { TabSync } from './session/tabs';

/**
 * Storage out of reach of page scripts where the platform has one (the desktop shell fills it with the OS keychain
 * through Electron's safeStorage). The session and refresh tokens live there instead of localStorage.
 */
export interface SecureStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The push provider's topic API (SPEC §4, §7 Push): Firebase Cloud Messaging in production. */
export interface PushTopics {
  subscribe(topics: readonly string[]): Promise<void>;
  unsubscribe(topics: readonly string[]): Promise<void>;
}

/** The analytics provider (SPEC §4 user properties, §7 "Analytics events for rated and user-action"). */
export interface Analytics {
  setUserProperties(properties: Record<string, string>): void;
  event(name: string, params?: Record<string, unknown>): void;
}

/** Deep links from the operating system (desktop: `ott://…` links, notification clicks, the Help menu). */
export interface PlatformDeepLinks {
  /** `listener` receives app paths (e.g. /viewContent/123) already checked by the shell; returns unsubscribe. */
  subscribe(listener: (path: string) => void): () => void;
}

/** System notifications (desktop); clicking one routes like its push action (SPEC §2), through `deepLinks`. */
export interface PlatformNotifications {
  show(notification: {
    title: string;
    message: string;
    action?: { action: string; contentid?: string; ticketid?: string; planid?: string; couponid?: string };
  }): Promise<void>;
}

/** An application update (desktop auto-update): the app shows a banner when one is ready, and never interrupts playback. */
export interface PlatformUpdates {
  subscribe(
    listener: (state: {
      status: string;
      version?: string;
      percent?: number;
      message?: string;
      /** The answer to the user's own check: shown even when there is nothing new. */
      manual?: boolean;
    }) => void,
  ): () => void;
  /** Restarts into the downloaded update (only when the user asks). */
  install(): Promise<void>;
}

export interface AppEnv {
  /** URL of the remote provider config (SPEC §3, §4 start-up). */
  configUrl: string;
  /** The configured secret of device registration and email login (openapi/README.md, Encryption). */
  secret: string;
  /** SPEC §1 platform label: Web or MobWeb (the desktop shell says Web). */
  platform: 'Web' | 'MobWeb';
  /** The browser's storage (localStorage), injectable for tests. */
  storage?: Storage;
  /** The platform's secure store, when it has one (undefined on the web: tokens stay in `storage`). */
  secureStore?: SecureStore;
  /** Deep links in (desktop); undefined on the web, where the URL itself is the deep link. */
  deepLinks?: PlatformDeepLinks;
  /** Opens a link outside the app (desktop: the system browser, allow-listed hosts only); undefined → a normal link. */
  openExternal?: (url: string) => Promise<void>;
  /** System notifications (desktop); undefined → the feature shows none. */
  notifications?: PlatformNotifications;
  /** Application updates (desktop); undefined → no update banner. */
  updates?: PlatformUpdates;
  /** How the tabs of this browser share one session (default: BroadcastChannel + Web Locks); injectable for tests. */
  tabs?: TabSync;
  /** Push topics (default: a console log, for local development). */
  push?: PushTopics;
  /** Analytics (default: a console log, for local development). */
  analytics?: Analytics;
  /** The social sign-in SDKs this build's security policy admits (platform/social.ts); none by default. */
  socialSdks?: readonly ('Google' | 'FB' | 'Apple')[];
  now?: () => number;
  random?: () => number;
}

/** The local stand-ins: nothing leaves the page; each call is logged at debug level. */
export const consolePush: PushTopics = {
  subscribe: async (topics) => console.debug('[push] subscribe', topics),
  unsubscribe: async (topics) => console.debug('[push] unsubscribe', topics),
};
export const consoleAnalytics: Analytics = {
  setUserProperties: (p) => console.debug('[analytics] user properties', p),
  event: (name, params) => console.debug('[analytics] event', name, params),
};
