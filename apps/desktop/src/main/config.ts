// Fixed facts of the desktop shell. The update feed and extra external origins come from the environment: in the
// packaged app only as baked in at build time, https only; in development also at run time (apps/desktop/README.md).

/** The renderer is served from this privileged scheme (never file://), under one host. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'ott';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The OS-level protocol of deep links (SPEC §2 forms: ott://viewContent/{id}, ott://contentPlayDeeplink/{id}, …). */
export const DEEP_LINK_SCHEME = 'ott';
export const APP_ID = 'com.ott.desktop';
export const PRODUCT_NAME = 'OTT';

/**
 * Hosts a link may open in the system browser (payment gateways, social log-in pages, help). Subdomains of an entry
 * match too. Only https, never the app window (src/main/security.ts).
 */
export const EXTERNAL_HOSTS: readonly string[] = [
  // social log-in (SPEC §3 login payload types FB, Google, Apple)
  'accounts.google.com',
  'facebook.com',
  'appleid.apple.com',
  // payment gateways (SPEC §1: several payment gateways; UPI, cards/netbanking, wallets)
  'razorpay.com',
  'payu.in',
  'paytm.com',
  'paytm.in',
  'stripe.com',
  'paypal.com',
  'checkout.com',
];

/**
 * Social log-in providers whose sign-in page may open as a pop-up window of the app (SPEC §4 social log-in): their
 * official web SDKs answer the app through `window.opener`, which a system browser cannot do. https only; subdomains
 * match. Development adds the sandbox's consent page origin (OTT_SOCIAL_ORIGINS).
 */
export const SOCIAL_POPUP_HOSTS: readonly string[] = [
  'accounts.google.com',
  'facebook.com',
  'appleid.apple.com',
];

export interface DesktopConfig {
  /** Where the renderer's files are (the vite build of src/renderer). */
  rendererDir: string;
  /** Development: the vite dev server's URL instead of app:// (live reload). */
  devServerUrl?: string | undefined;
  /** electron-updater generic feed; absent → updates are off, with one log line. */
  updateFeedUrl?: string | undefined;
  /** Extra origins allowed to open externally (e.g. the sandbox's checkout pages in development). */
  extraExternalOrigins?: readonly string[];
  /** Extra origins whose pages may open as a social log-in pop-up (development: the sandbox's consent page). */
  socialPopupOrigins?: readonly string[];
  /** Extra origins the page may fetch from besides https: (e.g. the local sandbox: http://127.0.0.1:7000). */
  connectOrigins?: readonly string[];
  isPackaged: boolean;
}

/** What the build baked into the packaged app (scripts/build.mjs, electron-builder's app-update.yml). */
export interface BuiltSettings {
  updateFeedUrl?: string | undefined;
  /** Comma-separated, as OTT_EXTERNAL_ORIGINS / OTT_SOCIAL_ORIGINS were at build time. */
  externalOrigins?: string | undefined;
  socialOrigins?: string | undefined;
}

/**
 * Reads the configuration (set by scripts/dev.mjs, or baked into the packaged app). A packaged app takes the update
 * feed and the extra external and social log-in origins from `built` only, never from its run-time environment (anyone
 * who can start it with an environment could otherwise point its updates, or the system browser, anywhere), and only
 * https ones: a non-https feed turns updates off, a non-https origin is dropped, each with a log line.
 */
export function configFromEnv(
  env: Record<string, string | undefined>,
  rendererDir: string,
  isPackaged: boolean,
  built: BuiltSettings = {},
  log: (line: string) => void = () => {},
): DesktopConfig {
  const connectOrigins = list(env.OTT_CONNECT_ORIGINS);
  if (!isPackaged)
    return {
      rendererDir,
      devServerUrl: env.OTT_DESKTOP_DEV_URL || undefined,
      updateFeedUrl: env.OTT_UPDATE_FEED_URL || undefined,
      extraExternalOrigins: list(env.OTT_EXTERNAL_ORIGINS),
      socialPopupOrigins: list(env.OTT_SOCIAL_ORIGINS),
      connectOrigins,
      isPackaged,
    };
  const httpsOnly = (what: string) => (v: string) => {
    if (isHttps(v)) return true;
    log(`[ott] ${what} ignored: not https (${v})`);
    return false;
  };
  const feed = built.updateFeedUrl;
  return {
    rendererDir,
    updateFeedUrl: feed && httpsOnly('update feed')(feed) ? feed : undefined,
    extraExternalOrigins: list(built.externalOrigins).filter(httpsOnly('external origin')),
    socialPopupOrigins: list(built.socialOrigins).filter(httpsOnly('social log-in origin')),
    // (The page's own CSP <meta>, baked at build time, bounds what a run-time addition here could allow.)
    connectOrigins,
    isPackaged,
  };
}

const isHttps = (v: string) => {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The update feed baked in at packaging time (electron-builder writes the `publish` URL of electron-builder.mjs into
 * resources/app-update.yml).
 */
export function bakedFeedUrl(
  resourcesPath: string | undefined,
  read: (file: string) => string,
): string | undefined {
  if (!resourcesPath) return undefined;
  try {
    const yml = read(`${resourcesPath}/app-update.yml`);
    return /^url:\s*['"]?([^'"\s]+)/m.exec(yml)?.[1];
  } catch {
    return undefined;
  }
}
