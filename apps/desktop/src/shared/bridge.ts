// The one API the preload exposes to the page (window.ott, through contextBridge). The renderer's platform services
// (src/renderer/platform.ts) are written against this type; the end-to-end journeys give the page a test double of it.
import type { HomeSnapshot } from '@ott/app/start';

export interface PushActionLike {
  action: string;
  contentid?: string | undefined;
  ticketid?: string | undefined;
  planid?: string | undefined;
  couponid?: string | undefined;
}

export type UpdateState =
  | { status: 'idle' }
  | { status: 'disabled'; reason: string }
  | { status: 'checking' }
  /** `manual`: the answer to the user's own check (menu), which the page acknowledges; a start-up check stays silent. */
  | { status: 'none'; manual?: boolean }
  | { status: 'available'; version: string }
  | { status: 'downloading'; version: string; percent: number }
  | { status: 'ready'; version: string }
  | { status: 'error'; message: string; manual?: boolean };

interface AppInfo {
  version: string;
  /** process.platform of the main process: darwin, win32 or linux. */
  os: string;
  /** Whether Widevine (Electron for Content Security) is present in this build. */
  widevine: boolean;
}

/** Home's top, kept for the next launch (packages/app's type; the main process checks it, src/shared/ipc.ts). */
export type { HomeSnapshot };

type Unsubscribe = () => void;

export interface DesktopBridge {
  secureStore: {
    get(key: string): Promise<string | null>;
    set(key: string, value: string): Promise<void>;
    remove(key: string): Promise<void>;
  };
  openExternal(url: string): Promise<void>;
  showNotification(n: { title: string; body: string; action?: PushActionLike }): Promise<void>;
  keepAwake(on: boolean): Promise<void>;
  checkForUpdates(): Promise<void>;
  installUpdate(): Promise<void>;
  info(): Promise<AppInfo>;
  /** Raw `ott://…` links from the OS (launch, second instance, open-url); the first call also flushes queued ones. */
  onDeepLink(listener: (url: string) => void): Unsubscribe;
  onNotificationClick(listener: (action: PushActionLike) => void): Unsubscribe;
  onUpdate(listener: (state: UpdateState) => void): Unsubscribe;
  /** The start-up snapshot of Home (src/main/startup-snapshot.ts): who is watching now, and Home as last shown. */
  startupSnapshot: {
    identity(key: string): Promise<void>;
    save(identity: string, snapshot: HomeSnapshot): Promise<void>;
  };
}

declare global {
  interface Window {
    ott?: DesktopBridge;
  }
}
