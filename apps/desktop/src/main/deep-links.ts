// One instance, and deep links from the OS: a second launch or an ott://… link focuses the running window and hands
// the link to the renderer, which routes it with the domain's rules (src/renderer/deep-links.ts). The main process
// only recognises the scheme; it never parses routes.
import { DEEP_LINK_SCHEME } from './config';
import type { App, BrowserWindow } from './electron-api';

const PREFIX = `${DEEP_LINK_SCHEME}://`;
const MAX_LINK = 2048;

/** The first `ott://…` argument of a command line (Windows and Linux pass the link as an argument). */
export function deepLinkFromArgv(argv: readonly string[]): string | null {
  for (const arg of argv) {
    if (typeof arg === 'string' && arg.length <= MAX_LINK && arg.toLowerCase().startsWith(PREFIX)) return arg;
  }
  return null;
}

function isDeepLink(url: unknown): url is string {
  return typeof url === 'string' && url.length <= MAX_LINK && url.toLowerCase().startsWith(PREFIX);
}

/** Brings the window to the front (restored if minimised, shown if hidden). */
export function focusWindow(win: BrowserWindow | null): void {
  if (!win || win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  if (!win.isVisible()) win.show();
  win.focus();
}

export interface DeepLinkRouter {
  /** A link from anywhere (argv, open-url, second instance): focus and route, or queue until the page listens. */
  open(url: string): void;
  /** The page subscribed (IPC deep-link:ready): queued links go now. */
  rendererReady(): void;
  /** The page reloaded or the window closed: queue again until it subscribes anew. */
  rendererGone(): void;
  /** A second launch without a link: just bring the window forward. */
  focus(): void;
}

export function createDeepLinkRouter(opts: {
  getWindow: () => BrowserWindow | null;
  send: (url: string) => void;
}): DeepLinkRouter {
  let ready = false;
  const queue: string[] = [];
  return {
    open(url) {
      if (!isDeepLink(url)) return;
      focusWindow(opts.getWindow());
      if (ready) opts.send(url);
      else queue.push(url);
    },
    rendererReady() {
      ready = true;
      for (const url of queue.splice(0)) opts.send(url);
    },
    rendererGone() {
      ready = false;
    },
    focus() {
      focusWindow(opts.getWindow());
    },
  };
}

/**
 * Takes the single-instance lock. Returns false when another instance holds it: this one hands over its command
 * line (Electron passes it to the first instance's 'second-instance') and quits.
 */
export function setupSingleInstance(opts: {
  app: App;
  argv: readonly string[];
  router: DeepLinkRouter;
  /** process.defaultApp: running unpackaged (`electron .`), so the protocol client needs the script path. */
  defaultApp: boolean;
  execPath: string;
  scriptPath?: string | undefined;
}): boolean {
  const { app, router } = opts;
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  if (opts.defaultApp && opts.scriptPath)
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, opts.execPath, [opts.scriptPath]);
  else app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);

  app.on('second-instance', (_event, argv) => {
    const link = deepLinkFromArgv(argv);
    if (link) router.open(link);
    else router.focus();
  });
  // macOS delivers links (also the one that launched the app) through open-url.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    router.open(url);
  });
  const first = deepLinkFromArgv(opts.argv);
  if (first) router.open(first);
  return true;
}
