// Fixed facts of the desktop shell. The update feed and extra external hosts come from the environment at build or
// run time (apps/desktop/README.md); nothing here is a secret.

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
  /**
   * The renderer's provider config URL and registration secret (baked into both bundles at build time): the start-up
   * calls of a first launch use them (src/main/first-launch.ts). Absent → the renderer makes every call itself.
   */
  firstLaunch?: { configUrl: string; secret: string } | undefined;
  isPackaged: boolean;
}

/** Reads the run-time configuration from the environment (set by scripts/dev.mjs or the packaged app). */
export function configFromEnv(
  env: Record<string, string | undefined>,
  rendererDir: string,
  isPackaged: boolean,
): DesktopConfig {
  const devServerUrl = isPackaged ? undefined : env.OTT_DESKTOP_DEV_URL || undefined;
  return {
    rendererDir,
    devServerUrl,
    updateFeedUrl: env.OTT_UPDATE_FEED_URL || undefined,
    extraExternalOrigins: list(env.OTT_EXTERNAL_ORIGINS),
    socialPopupOrigins: list(env.OTT_SOCIAL_ORIGINS),
    connectOrigins: list(env.OTT_CONNECT_ORIGINS),
    isPackaged,
  };
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The update feed: OTT_UPDATE_FEED_URL at run time, else the one baked in at packaging time (electron-builder writes
 * the `publish` URL of electron-builder.mjs into resources/app-update.yml).
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
