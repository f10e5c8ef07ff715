// The platform seam (packages/app/README.md): what the app asks of the platform it runs on — secure storage,
// push, analytics, deep links in, notifications, updates. The web shell fills what the browser has (or the local
// stand-ins below); the desktop shell fills each with its Electron counterpart (apps/desktop/src/renderer).
import type { DownloadEntry } from '@ott/domain';

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
 * messages it delivers to this browser. Production: Firebase Cloud Messaging (services/push-fcm.ts, admitted by the
 * provider config's `push.firebase` and a shell that serves the push service worker); locally: the sandbox push channel
 * (services/push.ts, `push.channelURL`). Every open tab receives each message; the notification store dedupes.
 */
export interface PushProvider extends PushTopics {
  /** Messages delivered to this browser, as sent (unchecked: the domain's parsePushMessage reads them). */
  onMessage(listener: (payload: unknown) => void): () => void;
}

/** The provider config's `push` (openapi/config.yaml PushConfig): which push provider the page uses. */
export type { PushConfig } from '@ott/sdk/hooks/config';

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

/** The shell's updater, as it reports itself. */
export interface PlatformUpdateState {
  status: string;
  version?: string;
  percent?: number;
  message?: string;
  /** The answer to the user's own check: shown even when there is nothing new. */
  manual?: boolean;
}

/** An application update (desktop auto-update): the app shows a banner when one is ready, and never interrupts playback. */
export interface PlatformUpdates {
  subscribe(listener: (state: PlatformUpdateState) => void): () => void;
  /** Restarts into the downloaded update (only when the user asks). */
  install(): Promise<void>;
}

/**
 * Downloads for offline viewing (SPEC §3 download states). The desktop shell keeps titles with Shaka's
 * offline storage; the web shell offers none (AppEnv.downloads undefined: no download button, and the Downloads
 * screen says where they are offered). The queue's rules are the domain's (@ott/domain downloads).
 */
export interface PlatformDownloads {
  /** The downloads, in the order asked for (a snapshot; a new array after every change). */
  list(): readonly DownloadItem[];
  /** Called after every change (state, progress); returns unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The video renditions the stream offers (the app filters them by the plan, as the player's quality menu). */
  renditions(
    source: DownloadSource,
  ): Promise<{ id: number; width: number | null; height: number | null; bandwidth: number }[]>;
  /** Queues a title in a rendition (its height; null: the highest the stream has). */
  start(request: { content: DownloadContent; source: DownloadSource; height: number | null }): Promise<void>;
  pause(id: string): Promise<void>;
  /** Resumes a paused download, or retries a failed one. */
  resume(id: string): Promise<void>;
  /** Deletes the download and what it stored. */
  remove(id: string): Promise<void>;
  /** What plays a complete download offline (an `offline:` address and its DRM), or null: a partial never plays. */
  playable(id: string): Promise<PlayableDownload | null>;
}

/** The stream to keep: the package call's answer as the player takes it. */
export interface DownloadSource {
  manifestUrl: string;
  drm: {
    scheme: 'WIDEVINE' | 'FAIRPLAY' | 'CLEARKEY' | 'NONE';
    licenseUrl?: string | null;
    licenseHeaders?: Readonly<Record<string, string>>;
    certificateUrl?: string | null;
    clearKeys?: readonly { keyid: string; key: string }[] | null;
  } | null;
}

/** The title as the details call returned it (kept with the download: the offline player shows it without network). */
interface DownloadContent {
  objectid: string;
  title: string;
  [field: string]: unknown;
}

export interface DownloadItem extends DownloadEntry {
  content: DownloadContent;
}

export interface PlayableDownload {
  manifestUrl: string;
  drm: DownloadSource['drm'];
  content: DownloadContent;
}

/**
 * Home as it last looked, kept by a shell that can show it before the app's scripts have run (desktop: the main
 * process writes it into the start page on the next launch, startup/startup-snapshot.ts). Only what is needed to draw
 * the top of Home again: the header's height and the first poster rails' titles, layouts and cards.
 */
export interface HomeSnapshot {
  /** The Home path it was taken at (/, /ar, /ml): shown only when the app starts at the same one. */
  path: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Height of the header's content box (px), so the rails start where the app's will. */
  headerHeight: number;
  rails: {
    title: string;
    /** Height of the rail's head (its title and tools, px). */
    headHeight: number;
    layout: 'LANDSCAPE' | 'PORTRAIT' | 'SQUARE' | 'BANNER';
    cards: { title: string; image: string; caption?: string }[];
  }[];
}

/**
 * A start-up snapshot of Home (desktop). `identity` says who is watching and how (subscriber, profile, kids mode,
 * parental control, language) whenever that changes; a snapshot saved under another identity is never shown (a kids
 * profile never sees the last adult Home; after log-out nothing personal is shown).
 */
export interface PlatformStartupSnapshot {
  identity(key: string): void;
  save(identity: string, snapshot: HomeSnapshot): void;
}

/** How the tabs of this browser share one session (session/tabs.ts fills it with BroadcastChannel + Web Locks). */
export type TabMessage =
  /** Credentials, subscriber or profile changed in storage: adopt them. */
  | { type: 'session' }
  /** The subscriber logged out in another tab (SPEC §4 Logout: local data cleared, reload after 1 s). */
  | { type: 'logout' }
  /** The display language was changed by the user in another tab. */
  | { type: 'language'; lang: string }
  /** The stored notifications changed (one received, read): re-read them (services/notifications.ts). */
  | { type: 'notifications' };

export interface TabSync {
  /** Tell the other tabs (never this one). */
  publish(message: TabMessage): void;
  /** Messages from the other tabs. */
  subscribe(listener: (message: TabMessage) => void): () => void;
  /** Runs `task` while holding the named lock of this browser profile (every tab of the origin). */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
  /**
   * Calls `start` when this tab becomes the leader for `name` (at once if no other tab is; else when the leader
   * closes). `start` returns its own stop. The returned function gives the leadership up.
   */
  lead(name: string, start: () => () => void): () => void;
  close(): void;
}
