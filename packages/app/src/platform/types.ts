// The platform seam (DESIGN.md › Inside packages/app): what the app asks of the platform it runs on — secure storage,
// push, analytics, deep links in, notifications, updates. The web shell fills what the browser has (or the local
// stand-ins below); the desktop shell fills each with its Electron counterpart (apps/desktop/src/renderer).
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

/**
 * The push provider (SPEC §3 stored notifications, §4 topics on log-in / log-out, §7 Push): the topic API plus the
 * messages it delivers to this browser. Production: Firebase Cloud Messaging (platform/push-fcm.ts, admitted by the
 * provider config's `push.firebase` and a shell that serves the push service worker); locally: the sandbox push channel
 * (platform/push.ts, `push.channelURL`). Every open tab receives each message; the notification store dedupes.
 */
export interface PushProvider extends PushTopics {
  /** Messages delivered to this browser, as sent (unchecked: the domain's parsePushMessage reads them). */
  onMessage(listener: (payload: unknown) => void): () => void;
}

/** The provider config's `push` (openapi/config.yaml PushConfig): which push provider the page uses. */
export interface PushConfig {
  channelURL?: string;
  firebase?: {
    apiKey: string;
    authDomain?: string;
    projectId: string;
    messagingSenderId: string;
    appId: string;
    vapidKey: string;
    topicsURL: string;
  };
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

/** The local stand-ins: nothing leaves the page; each call is logged at debug level. */
export const consolePush: PushTopics = {
  subscribe: async (topics) => console.debug('[push] subscribe', topics),
  unsubscribe: async (topics) => console.debug('[push] unsubscribe', topics),
};
export const consoleAnalytics: Analytics = {
  setUserProperties: (p) => console.debug('[analytics] user properties', p),
  event: (name, params) => console.debug('[analytics] event', name, params),
};
