// A faithful fake of the Electron API the main-process modules use (src/main/electron-api.ts): same method names,
// arguments and event shapes as Electron 45 documents them, with helpers to drive events from tests.
import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import type { ElectronApi } from '../src/main/electron-api';

type Listener = (...args: never[]) => unknown;

class Emitter {
  private readonly ee = new EventEmitter();
  on(event: string, listener: Listener) {
    this.ee.on(event, listener as (...a: unknown[]) => void);
    return this;
  }
  once(event: string, listener: Listener) {
    this.ee.once(event, listener as (...a: unknown[]) => void);
    return this;
  }
  removeListener(event: string, listener: Listener) {
    this.ee.removeListener(event, listener as (...a: unknown[]) => void);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    return this.ee.emit(event, ...args);
  }
  listenerCount(event: string) {
    return this.ee.listenerCount(event);
  }
}

/** An Electron event: preventDefault() is recorded. */
function fakeEvent(extra: Record<string, unknown> = {}) {
  const e = {
    defaultPrevented: false,
    preventDefault() {
      e.defaultPrevented = true;
    },
    ...extra,
  };
  return e;
}

let nextContentsId = 1;

export class FakeWebContents extends Emitter {
  readonly id = nextContentsId++;
  url = '';
  readonly sent: { channel: string; payload: unknown }[] = [];
  windowOpenHandler:
    | ((details: { url: string }) => { action: 'allow' | 'deny'; [k: string]: unknown })
    | null = null;
  destroyed = false;
  get mainFrame() {
    return { url: this.url, parent: null };
  }
  getURL() {
    return this.url;
  }
  send(channel: string, payload: unknown) {
    this.sent.push({ channel, payload });
  }
  setWindowOpenHandler(
    handler: (details: { url: string }) => { action: 'allow' | 'deny'; [k: string]: unknown },
  ) {
    this.windowOpenHandler = handler;
  }
  isDestroyed() {
    return this.destroyed;
  }
  /** The page tries to navigate (link click, location.href): returns true when the guard prevented it. */
  tryNavigate(url: string): boolean {
    const event = fakeEvent({ url });
    this.emit('will-navigate', event, url);
    return event.defaultPrevented;
  }
  tryRedirect(url: string): boolean {
    const event = fakeEvent({ url });
    this.emit('will-redirect', event, url);
    return event.defaultPrevented;
  }
  /** window.open / target=_blank. */
  tryOpenWindow(url: string) {
    if (!this.windowOpenHandler) return { action: 'allow' as const };
    return this.windowOpenHandler({ url });
  }
  /** window.open that the handler allowed: Electron made the window; returns the new window's contents. */
  openedWindow(): FakeWebContents {
    const child = new FakeWebContents();
    this.emit('did-create-window', { webContents: child });
    return child;
  }
  tryAttachWebview(): boolean {
    const event = fakeEvent();
    this.emit('will-attach-webview', event, {}, {});
    return event.defaultPrevented;
  }
}

export class FakeBrowserWindow extends Emitter {
  static instances: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  readonly options: BrowserWindowConstructorOptions;
  bounds: { x: number; y: number; width: number; height: number };
  minimized = false;
  visible = false;
  focused = false;
  maximized = false;
  fullScreen = false;
  destroyed = false;
  constructor(options: BrowserWindowConstructorOptions) {
    super();
    this.options = options;
    this.bounds = {
      x: options.x ?? 0,
      y: options.y ?? 0,
      width: options.width ?? 800,
      height: options.height ?? 600,
    };
    this.visible = options.show !== false;
    FakeBrowserWindow.instances.push(this);
  }
  async loadURL(url: string) {
    this.webContents.url = url;
    this.webContents.emit('did-start-loading');
    this.emit('ready-to-show');
  }
  isDestroyed() {
    return this.destroyed;
  }
  isMinimized() {
    return this.minimized;
  }
  minimize() {
    this.minimized = true;
    this.focused = false;
  }
  restore() {
    this.minimized = false;
  }
  isVisible() {
    return this.visible;
  }
  show() {
    this.visible = true;
  }
  hide() {
    this.visible = false;
  }
  focus() {
    this.focused = true;
  }
  isMaximized() {
    return this.maximized;
  }
  maximize() {
    this.maximized = true;
    this.emit('maximize');
  }
  unmaximize() {
    this.maximized = false;
    this.emit('unmaximize');
  }
  isFullScreen() {
    return this.fullScreen;
  }
  setFullScreen(on: boolean) {
    this.fullScreen = on;
    this.emit(on ? 'enter-full-screen' : 'leave-full-screen');
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  setBounds(b: Partial<{ x: number; y: number; width: number; height: number }>) {
    this.bounds = { ...this.bounds, ...b };
  }
  close() {
    const event = fakeEvent();
    this.emit('close', event);
    if (event.defaultPrevented) return;
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

export class FakeApp extends Emitter {
  gotLock = true;
  quitCalled = false;
  isPackaged = false;
  readonly protocolClients: { scheme: string; path?: string; args?: string[] }[] = [];
  userModelId: string | null = null;
  constructor(private readonly userData = '/user-data') {
    super();
  }
  whenReady() {
    return Promise.resolve();
  }
  requestSingleInstanceLock() {
    return this.gotLock;
  }
  quit() {
    this.quitCalled = true;
  }
  exit() {
    this.quitCalled = true;
  }
  setAsDefaultProtocolClient(scheme: string, path?: string, args?: string[]) {
    this.protocolClients.push({ scheme, ...(path ? { path } : {}), ...(args ? { args } : {}) });
    return true;
  }
  getPath(name: string) {
    if (name !== 'userData') throw new Error(`fake app: getPath(${name}) not modelled`);
    return this.userData;
  }
  getVersion() {
    return '46.4.0';
  }
  setAppUserModelId(id: string) {
    this.userModelId = id;
  }
  /** Another launch of the app (Electron passes its argv to the running instance). */
  secondInstance(argv: string[]) {
    this.emit('second-instance', fakeEvent(), argv, '/', {});
  }
  /** macOS: a link opened from the OS. */
  openUrl(url: string) {
    const event = fakeEvent();
    this.emit('open-url', event, url);
    return event;
  }
}

export class FakeProtocol {
  privileged: { scheme: string; privileges?: Record<string, boolean> }[] = [];
  readonly handlers = new Map<string, (request: Request) => Response | Promise<Response>>();
  registeredAfterReady = false;
  registerSchemesAsPrivileged(schemes: { scheme: string; privileges?: Record<string, boolean> }[]) {
    this.privileged.push(...schemes);
  }
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>) {
    this.handlers.set(scheme, handler);
  }
  fetch(url: string, init?: RequestInit) {
    const scheme = url.split(':')[0] ?? '';
    const handler = this.handlers.get(scheme);
    if (!handler) throw new Error(`no handler for ${scheme}:`);
    return handler(new Request(url, init));
  }
}

type PermissionRequestHandler = (
  contents: { getURL(): string },
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl: string },
) => void;
type PermissionCheckHandler = (contents: unknown, permission: string, requestingOrigin: string) => boolean;

export class FakeSession {
  requestHandler: PermissionRequestHandler | null = null;
  checkHandler: PermissionCheckHandler | null = null;
  deviceHandler: ((details: unknown) => boolean) | null = null;
  webRequest = {};
  /** The window's user agent, as Chromium's on Linux. */
  userAgent =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) OTT/46.4.0 Chrome/140.0.0.0 Electron/45.3.4 Safari/537.36';
  getUserAgent() {
    return this.userAgent;
  }
  /** The session's network stack: here Node's own (the tests point it at a local sandbox). */
  fetched: string[] = [];
  fetch(input: string | Request, init?: RequestInit) {
    const req = new Request(input, init);
    this.fetched.push(`${req.method} ${new URL(req.url).pathname}`);
    return globalThis.fetch(req);
  }
  setPermissionRequestHandler(h: PermissionRequestHandler | null) {
    this.requestHandler = h;
  }
  setPermissionCheckHandler(h: PermissionCheckHandler | null) {
    this.checkHandler = h;
  }
  setDevicePermissionHandler(h: ((details: unknown) => boolean) | null) {
    this.deviceHandler = h;
  }
  /** What a page at `url` gets when it asks for `permission` (Electron's request path). */
  request(permission: string, url: string): boolean {
    if (!this.requestHandler) return true; // Electron's default: granted
    let granted: boolean | null = null;
    this.requestHandler({ getURL: () => url }, permission, (g) => (granted = g), { requestingUrl: url });
    if (granted === null) throw new Error('permission callback never called');
    return granted;
  }
  check(permission: string, origin: string): boolean {
    return this.checkHandler ? this.checkHandler(null, permission, origin) : true;
  }
}

type InvokeHandler = (event: unknown, ...args: unknown[]) => unknown;

export class FakeIpcMain {
  readonly handlers = new Map<string, InvokeHandler>();
  handle(channel: string, handler: InvokeHandler) {
    if (this.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  /** ipcRenderer.invoke from `sender` (its top frame at its URL unless `frame` says otherwise). */
  async invoke(
    sender: { id: number; url: string },
    channel: string,
    args: unknown[],
    frame: { url?: string; parent?: unknown } | null = {},
  ) {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    const senderFrame =
      frame === null ? null : { url: frame.url ?? sender.url, parent: frame.parent ?? null };
    return handler({ sender, senderFrame, processId: 1, frameId: 1 }, ...args);
  }
}

export class FakeShell {
  readonly opened: string[] = [];
  async openExternal(url: string) {
    this.opened.push(url);
  }
}

/** safeStorage: "encrypts" reversibly with a marker, so a test can tell ciphertext from plain text. */
export class FakeSafeStorage {
  available = true;
  backend = 'gnome_libsecret';
  isEncryptionAvailable() {
    return this.available;
  }
  getSelectedStorageBackend() {
    return this.backend as 'gnome_libsecret';
  }
  encryptString(plain: string) {
    if (!this.available) throw new Error('Encryption is not available.');
    return Buffer.concat([Buffer.from('ENC1'), Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a)]);
  }
  decryptString(blob: Buffer) {
    if (blob.subarray(0, 4).toString() !== 'ENC1') throw new Error('Error while decrypting the ciphertext');
    return Buffer.from(blob.subarray(4).map((b) => b ^ 0x5a)).toString('utf8');
  }
}

export class FakePowerSaveBlocker {
  private next = 0;
  readonly active = new Map<number, string>();
  start(type: 'prevent-app-suspension' | 'prevent-display-sleep') {
    const id = this.next++;
    this.active.set(id, type);
    return id;
  }
  stop(id: number) {
    return this.active.delete(id);
  }
  isStarted(id: number) {
    return this.active.has(id);
  }
}

export function display(id: number, x: number, y: number, width: number, height: number) {
  return { id, bounds: { x, y, width, height }, workArea: { x, y: y + 25, width, height: height - 25 } };
}

export class FakeScreen {
  displays = [display(1, 0, 0, 1920, 1080)];
  getAllDisplays() {
    return this.displays as never[];
  }
  getPrimaryDisplay() {
    return this.displays[0] as never;
  }
}

/** Menu: buildFromTemplate keeps the template; setApplicationMenu records what was applied. */
export const FakeMenu = {
  applied: null as { template: MenuItemConstructorOptions[] } | null,
  buildFromTemplate(template: MenuItemConstructorOptions[]) {
    return { template } as never;
  },
  setApplicationMenu(menu: { template: MenuItemConstructorOptions[] } | null) {
    FakeMenu.applied = menu;
  },
};

export class FakeNotification extends Emitter {
  static instances: FakeNotification[] = [];
  static supported = true;
  static isSupported() {
    return FakeNotification.supported;
  }
  shown = false;
  constructor(readonly options: { title?: string; body?: string }) {
    super();
    FakeNotification.instances.push(this);
  }
  show() {
    this.shown = true;
  }
  close() {
    this.emit('close', fakeEvent());
  }
  click() {
    this.emit('click', fakeEvent());
  }
}

/** electron-updater's autoUpdater: tests script what the feed answers. */
export class FakeAutoUpdater extends Emitter {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  feed: unknown = null;
  checks = 0;
  installed: unknown[] | null = null;
  answer: (u: FakeAutoUpdater) => void = (u) => u.emit('update-not-available', {});
  setFeedURL(options: unknown) {
    this.feed = options;
  }
  async checkForUpdates() {
    this.checks++;
    this.emit('checking-for-update');
    this.answer(this);
    return null;
  }
  quitAndInstall(...args: unknown[]) {
    this.installed = args;
  }
}

/** An in-memory node:fs/promises subset (readFile, writeFile, rename, mkdir) with the same errors. */
export class MemoryFs {
  readonly files = new Map<string, Buffer>();
  readonly modes = new Map<string, number>();
  async readFile(file: string, encoding?: 'utf8'): Promise<never> {
    const data = this.files.get(this.follow(file)); // as a disk does: through links
    if (!data) throw Object.assign(new Error(`ENOENT: no such file, open '${file}'`), { code: 'ENOENT' });
    return (encoding ? data.toString('utf8') : new Uint8Array(data)) as never;
  }
  async writeFile(file: string, data: string | Uint8Array, options?: { mode?: number }) {
    this.files.set(file, Buffer.from(data));
    if (options?.mode !== undefined) this.modes.set(file, options.mode);
  }
  async rename(from: string, to: string) {
    const data = this.files.get(from);
    if (!data) throw Object.assign(new Error(`ENOENT: rename '${from}'`), { code: 'ENOENT' });
    this.files.set(to, data);
    this.files.delete(from);
    const mode = this.modes.get(from);
    if (mode !== undefined) this.modes.set(to, mode);
  }
  async mkdir() {
    return undefined;
  }
  /** Symbolic links: a path (or a folder above it) → where it points. */
  readonly links = new Map<string, string>();
  private follow(file: string): string {
    for (const [link, target] of this.links)
      if (file === link || file.startsWith(`${link}/`)) return this.follow(target + file.slice(link.length));
    return file;
  }
  async realpath(file: string): Promise<string> {
    const real = this.follow(file);
    const isFolder = [...this.files.keys()].some((f) => f.startsWith(`${real}/`));
    if (!this.files.has(real) && !isFolder)
      throw Object.assign(new Error(`ENOENT: no such file, realpath '${file}'`), { code: 'ENOENT' });
    return real;
  }
}

export function fakeElectron() {
  FakeBrowserWindow.instances = [];
  FakeNotification.instances = [];
  FakeMenu.applied = null;
  const session = new FakeSession();
  const fake = {
    app: new FakeApp(),
    BrowserWindow: FakeBrowserWindow,
    protocol: new FakeProtocol(),
    session: { defaultSession: session },
    ipcMain: new FakeIpcMain(),
    shell: new FakeShell(),
    safeStorage: new FakeSafeStorage(),
    powerSaveBlocker: new FakePowerSaveBlocker(),
    screen: new FakeScreen(),
    Menu: FakeMenu,
    Notification: FakeNotification,
  };
  return { fake, api: fake as unknown as ElectronApi };
}
