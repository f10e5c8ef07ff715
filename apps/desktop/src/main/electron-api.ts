// The part of Electron's API the main-process modules use. They receive it (injected) instead of importing
// 'electron', so the unit tests run them against a faithful fake (test/fake-electron.ts) without the binary.
import type * as Electron from 'electron';

export type App = Pick<
  Electron.App,
  | 'on'
  | 'once'
  | 'quit'
  | 'whenReady'
  | 'requestSingleInstanceLock'
  | 'setAsDefaultProtocolClient'
  | 'getPath'
  | 'getVersion'
  | 'isPackaged'
  | 'setAppUserModelId'
>;
export type BrowserWindow = Electron.BrowserWindow;
type BrowserWindowConstructor = new (
  options: Electron.BrowserWindowConstructorOptions,
) => Electron.BrowserWindow;
export type WebContents = Electron.WebContents;
export type Session = Pick<
  Electron.Session,
  | 'setPermissionRequestHandler'
  | 'setPermissionCheckHandler'
  | 'setDevicePermissionHandler'
  | 'webRequest'
  | 'getUserAgent'
  | 'fetch'
>;
export type Protocol = Pick<Electron.Protocol, 'registerSchemesAsPrivileged' | 'handle'>;
export type IpcMain = Pick<Electron.IpcMain, 'handle' | 'removeHandler'>;
export type IpcMainInvokeEvent = Electron.IpcMainInvokeEvent;
export type Shell = Pick<Electron.Shell, 'openExternal'>;
export type SafeStorage = Pick<
  Electron.SafeStorage,
  'isEncryptionAvailable' | 'encryptString' | 'decryptString' | 'getSelectedStorageBackend'
>;
export type PowerSaveBlocker = Pick<Electron.PowerSaveBlocker, 'start' | 'stop' | 'isStarted'>;
export type Screen = Pick<Electron.Screen, 'getAllDisplays' | 'getPrimaryDisplay'>;
type Menu = Pick<typeof Electron.Menu, 'buildFromTemplate' | 'setApplicationMenu'>;
export type MenuItemOptions = Electron.MenuItemConstructorOptions;
export type NotificationConstructor = (new (
  options: Electron.NotificationConstructorOptions,
) => Pick<Electron.Notification, 'show' | 'on' | 'close'>) & { isSupported(): boolean };
export type Rectangle = Electron.Rectangle;
export type Display = Electron.Display;
export type WebPreferences = Electron.WebPreferences;
/** electron-updater's AppUpdater, as much of it as src/main/updates.ts uses. */
export interface AutoUpdater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string; channel?: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: string, listener: (...args: never[]) => void): unknown;
}
/** Electron for Content Security's extra module (absent from stock Electron). */
export interface Components {
  whenReady(): Promise<unknown>;
  status(): Record<string, { status: string; version?: string | null }>;
}

/** Everything the composition root (src/main/app.ts) takes from 'electron'. */
export interface ElectronApi {
  app: App;
  BrowserWindow: BrowserWindowConstructor;
  protocol: Protocol;
  session: { defaultSession: Session };
  ipcMain: IpcMain;
  shell: Shell;
  safeStorage: SafeStorage;
  powerSaveBlocker: PowerSaveBlocker;
  screen: Screen;
  Menu: Menu;
  Notification: NotificationConstructor;
  /** Present in Electron for Content Security only. */
  components?: Components;
}
