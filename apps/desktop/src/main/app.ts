// The composition root of the main process: wires the small modules to the Electron API it is given. src/main/index.ts
// passes the real 'electron'; the unit tests pass test/fake-electron.ts and drive the whole start-up.
import path from 'node:path';
import type { UpdateState } from '../shared/bridge';
import { EVENTS } from '../shared/ipc';
import { APP_ID, APP_ORIGIN, type DesktopConfig, PRODUCT_NAME } from './config';
import { createDeepLinkRouter, type DeepLinkRouter, setupSingleInstance } from './deep-links';
import { whenDrmReady } from './drm';
import type { AutoUpdater, BrowserWindow, ElectronApi } from './electron-api';
import { registerIpc } from './ipc';
import { menuTemplate } from './menu';
import { createNotifier } from './notifications';
import { createKeepAwake, type KeepAwake } from './power';
import {
  contentSecurityPolicy,
  createAppProtocolHandler,
  type FileReader,
  registerAppScheme,
} from './protocol';
import { createSecureStore, type SecureStoreMain, type StoreFs } from './secure-store';
import {
  guardWebContents,
  installPermissionHandlers,
  mainWindowOptions,
  openExternalIfAllowed,
} from './security';
import { createStartupSnapshots, type StartupSnapshots, snapshotHandlers } from './startup-snapshot';
import { createUpdates, type Updates } from './updates';
import {
  boundsOnScreen,
  parseWindowState,
  restoreFlags,
  trackWindowState,
  type WindowState,
} from './window-state';

export interface DesktopDeps {
  config: DesktopConfig;
  autoUpdater: AutoUpdater | null;
  fs: StoreFs & FileReader;
  preloadPath: string;
  argv: readonly string[];
  platform: string;
  defaultApp: boolean;
  execPath: string;
  scriptPath?: string | undefined;
  log: (line: string) => void;
}

export interface Desktop {
  getWindow(): BrowserWindow | null;
  createWindow(): Promise<BrowserWindow>;
  router: DeepLinkRouter;
  updates: Updates;
  keepAwake: KeepAwake;
  secureStore: SecureStoreMain;
  snapshots: StartupSnapshots;
  appOrigin: string;
}

/** Starts the desktop app; resolves to null when another instance is already running (this one quits). */
export async function startDesktop(e: ElectronApi, deps: DesktopDeps): Promise<Desktop | null> {
  const { config, log } = deps;
  registerAppScheme(e.protocol);
  let win: BrowserWindow | null = null;
  const send = (channel: string, payload: unknown) => {
    if (win && !win.isDestroyed()) win.webContents.send(channel, payload);
  };
  const router = createDeepLinkRouter({ getWindow: () => win, send: (url) => send(EVENTS.deepLink, url) });
  const locked = setupSingleInstance({
    app: e.app,
    argv: deps.argv,
    router,
    defaultApp: deps.defaultApp,
    execPath: deps.execPath,
    scriptPath: deps.scriptPath,
  });
  if (!locked) return null;
  if (deps.platform === 'win32') e.app.setAppUserModelId(APP_ID);

  await e.app.whenReady();
  const drm = await whenDrmReady(e, log);
  const appOrigin = config.devServerUrl ? new URL(config.devServerUrl).origin : APP_ORIGIN;
  const extraOrigins = config.extraExternalOrigins ?? [];
  const csp = contentSecurityPolicy(config.connectOrigins ?? []);
  const userData = e.app.getPath('userData');
  const secureStore = createSecureStore({
    safeStorage: e.safeStorage,
    fs: deps.fs,
    file: path.join(userData, 'secure-store.json'),
    platform: deps.platform,
    log,
  });
  const snapshots = createStartupSnapshots({
    fs: deps.fs,
    file: path.join(userData, 'startup-snapshot.json'),
    log,
    sessionOutlivesRestart: secureStore.mode === 'keychain',
  });
  await snapshots.load();
  e.protocol.handle(
    'app',
    createAppProtocolHandler({
      root: config.rendererDir,
      fs: deps.fs,
      csp,
      startPage: snapshots.startPage,
    }),
  );
  installPermissionHandlers(e.session.defaultSession, appOrigin);

  const keepAwake = createKeepAwake(e.powerSaveBlocker);
  const updates = createUpdates({
    autoUpdater: deps.autoUpdater,
    feedUrl: config.updateFeedUrl,
    isPackaged: config.isPackaged,
    send: (state: UpdateState) => send(EVENTS.update, state),
    log,
  });
  const notifier = createNotifier({
    Notification: e.Notification,
    getWindow: () => win,
    onClick: (action) => send(EVENTS.notificationClick, action),
  });
  const guard = {
    appOrigin,
    shell: e.shell,
    extraOrigins,
    socialOrigins: config.socialPopupOrigins ?? [],
    log,
  };

  registerIpc(
    e.ipcMain,
    {
      'secure-store:get': (key) => secureStore.get(key),
      'secure-store:set': (key, value) => secureStore.set(key, value),
      'secure-store:remove': (key) => secureStore.remove(key),
      'external:open': async (url) => {
        if (!(await openExternalIfAllowed(url, guard)))
          throw new Error('external:open refused: the link is not on the allow-list');
      },
      'notification:show': (n) => {
        notifier.show(n);
      },
      'power:keep-awake': (on) => {
        if (win) keepAwake.set(win.webContents.id, on);
      },
      'update:check': () => updates.check(true),
      'update:install': () => updates.install(),
      'update:state': () => updates.state,
      'deep-link:ready': () => router.rendererReady(),
      'app:info': () => ({ version: e.app.getVersion(), os: deps.platform, widevine: drm.widevine }),
      ...snapshotHandlers(snapshots),
    },
    { appOrigin, isOurWindow: (id) => win !== null && !win.isDestroyed() && win.webContents.id === id, log },
  );

  e.Menu.setApplicationMenu(
    e.Menu.buildFromTemplate(
      menuTemplate({
        platform: deps.platform,
        isDev: !config.isPackaged,
        actions: {
          openLink: (url) => router.open(url),
          checkForUpdates: () => void updates.check(true),
          updatesEnabled: updates.enabled,
        },
      }),
    ),
  );

  // Every web contents, not only the main window's: no new windows, no <webview>.
  e.app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });

  const statePath = path.join(userData, 'window-state.json');
  const readState = async () => {
    try {
      return parseWindowState(await deps.fs.readFile(statePath, 'utf8'));
    } catch {
      return parseWindowState(null);
    }
  };
  const writeState = (state: WindowState) =>
    deps.fs.writeFile(statePath, JSON.stringify(state), { mode: 0o600 }).catch(() => {});

  const createWindow = async () => {
    const state = await readState();
    const w = new e.BrowserWindow(
      mainWindowOptions({
        preloadPath: deps.preloadPath,
        bounds: boundsOnScreen(state, e.screen),
        title: PRODUCT_NAME,
      }),
    );
    win = w;
    const contentsId = w.webContents.id;
    guardWebContents(w.webContents, guard);
    restoreFlags(w, state);
    trackWindowState(w, e.screen, (s) => void writeState(s));
    w.once('ready-to-show', () => w.show());
    // A reload (development) or a crash: the page must subscribe again before links are delivered.
    w.webContents.on('did-start-loading', () => {
      router.rendererGone();
      keepAwake.release(contentsId);
    });
    w.on('closed', () => {
      keepAwake.release(contentsId);
      router.rendererGone();
      if (win === w) win = null;
    });
    await w.loadURL(config.devServerUrl ?? `${APP_ORIGIN}/`);
    return w;
  };

  e.app.on('activate', () => {
    if (!win) void createWindow();
  });
  e.app.on('window-all-closed', () => {
    if (deps.platform !== 'darwin') e.app.quit();
  });

  await createWindow();
  if (updates.enabled) void updates.check();
  return {
    getWindow: () => win,
    createWindow,
    router,
    updates,
    keepAwake,
    secureStore,
    snapshots,
    appOrigin,
  };
}
