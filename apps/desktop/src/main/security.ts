// Electron's security checklist, applied where a window is made and where it may go:
// secure webPreferences, navigation and window-open guards, external links through an allow-list, a permission
// handler that allows only what playback and notifications need, and no <webview>.
import type { BrowserWindowConstructorOptions } from 'electron';
import { EXTERNAL_HOSTS, SOCIAL_POPUP_HOSTS } from './config';
import type { Session, Shell, WebContents, WebPreferences } from './electron-api';

/** The webPreferences of every window (checklist items 2–4, 6, 8–10): nothing is loosened. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    safeDialogs: true,
  };
}

/** The options of the main window; bounds come from the remembered window state (window-state.ts). */
export function mainWindowOptions(input: {
  preloadPath: string;
  bounds: { x?: number; y?: number; width: number; height: number };
  title: string;
}): BrowserWindowConstructorOptions {
  return {
    ...input.bounds,
    minWidth: 480,
    minHeight: 320,
    title: input.title,
    backgroundColor: '#0d0f14',
    show: false,
    autoHideMenuBar: false,
    webPreferences: secureWebPreferences(input.preloadPath),
  };
}

/**
 * Whether `url` belongs to the app itself (same origin as what the window loaded). Custom schemes such as app:// have
 * the opaque origin "null" in WHATWG URL (so does file://): those compare by scheme and host, never by "null".
 */
export function isSameOrigin(url: string, appOrigin: string): boolean {
  try {
    const a = new URL(url);
    const b = new URL(appOrigin);
    if (b.origin !== 'null') return a.origin === b.origin;
    return a.protocol === b.protocol && a.host !== '' && a.host === b.host;
  } catch {
    return false;
  }
}

/**
 * May `url` open in the system browser? https only (no file:, javascript:, custom schemes, smb: …), no credentials in
 * the URL, and the host is one of the allow-listed hosts or a subdomain of one. `extraOrigins` (development: the
 * sandbox's checkout pages) are matched by exact origin.
 */
export function isAllowedExternal(
  url: string,
  hosts: readonly string[] = EXTERNAL_HOSTS,
  extraOrigins: readonly string[] = [],
): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  if (extraOrigins.includes(u.origin)) return true;
  if (u.protocol !== 'https:') return false;
  const host = u.hostname.toLowerCase();
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

export interface GuardOptions {
  appOrigin: string;
  shell: Shell;
  hosts?: readonly string[];
  extraOrigins?: readonly string[];
  /** Origins (besides SOCIAL_POPUP_HOSTS) whose sign-in page may be a pop-up window (development: the sandbox). */
  socialOrigins?: readonly string[];
  log?: (line: string) => void;
}

/** May `url` open as a social log-in pop-up window? The same checks as external links, on the providers' hosts. */
function isSocialPopup(url: string, socialOrigins: readonly string[] = []): boolean {
  return isAllowedExternal(url, SOCIAL_POPUP_HOSTS, socialOrigins);
}

/**
 * The pop-up of a social log-in: a small window with the same locked-down preferences as the app, without the app's
 * preload (the provider's page gets no bridge) and without a menu.
 */
function socialPopupOptions(): BrowserWindowConstructorOptions {
  const { preload: _none, ...prefs } = secureWebPreferences('');
  return { width: 500, height: 680, autoHideMenuBar: true, title: 'Sign in', webPreferences: prefs };
}

/**
 * The social pop-up may move between its provider's pages (and the sandbox's) only: anything else is stopped (an
 * allow-listed link goes to the system browser), it opens no windows of its own, and attaches no <webview>.
 */
function guardSocialPopup(contents: WebContents, opts: GuardOptions): void {
  keepWithin(contents, (url) => isSocialPopup(url, opts.socialOrigins), opts);
  contents.setWindowOpenHandler(({ url }) => {
    void openExternalIfAllowed(url, opts);
    return { action: 'deny' };
  });
}

/** Navigations and redirects go where `stays` allows; others are stopped (an allow-listed link opens outside). */
function keepWithin(contents: WebContents, stays: (url: string) => boolean, opts: GuardOptions): void {
  const leave = (event: { preventDefault(): void }, url: string) => {
    if (stays(url)) return;
    event.preventDefault();
    void openExternalIfAllowed(url, opts);
  };
  contents.on('will-navigate', (event, url) => leave(event, url ?? event.url));
  contents.on('will-redirect', (event, url) => leave(event, url ?? event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Opens an allow-listed link in the system browser; anything else is refused (and logged). Returns whether it opened. */
export async function openExternalIfAllowed(url: string, opts: GuardOptions): Promise<boolean> {
  if (!isAllowedExternal(url, opts.hosts, opts.extraOrigins)) {
    opts.log?.(`[ott] refused to open ${safeForLog(url)} externally (not on the allow-list)`);
    return false;
  }
  await opts.shell.openExternal(url, { activate: true });
  return true;
}

const safeForLog = (url: string) => url.slice(0, 200).replace(/[\r\n]/g, ' ');

/**
 * Checklist 13–15: the window never navigates away from the app's origin, never opens a new window (except the
 * guarded pop-up of a social log-in provider), and never attaches a <webview>. A link to an allow-listed https page
 * goes to the system browser instead.
 */
export function guardWebContents(contents: WebContents, opts: GuardOptions): void {
  keepWithin(contents, (url) => isSameOrigin(url, opts.appOrigin), opts);
  contents.on('will-frame-navigate', (event) => {
    if (!isSameOrigin(event.url, opts.appOrigin)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    // A social log-in page answers the app through window.opener: it opens as a guarded pop-up (SPEC §4).
    if (isSocialPopup(url, opts.socialOrigins))
      return { action: 'allow', overrideBrowserWindowOptions: socialPopupOptions() };
    if (!isSameOrigin(url, opts.appOrigin)) void openExternalIfAllowed(url, opts);
    return { action: 'deny' };
  });
  contents.on('did-create-window', (child) => guardSocialPopup(child.webContents, opts));
}

/** Playback needs fullscreen and the DRM key system (EME); notifications need notifications. Nothing else. */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set([
  'fullscreen',
  'mediaKeySystem',
  'notifications',
]);

/**
 * Checklist 5: permission requests and checks are answered for the app's own origin only, and only for the
 * permissions playback and notifications need; USB/HID/serial devices are never granted.
 */
export function installPermissionHandlers(session: Session, appOrigin: string): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    const url = details.requestingUrl || contents.getURL();
    callback(ALLOWED_PERMISSIONS.has(permission) && isSameOrigin(url, appOrigin));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => {
    return ALLOWED_PERMISSIONS.has(permission) && isSameOrigin(requestingOrigin, appOrigin);
  });
  session.setDevicePermissionHandler(() => false);
}
