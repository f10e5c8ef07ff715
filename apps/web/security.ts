// The web app's security policy, built from configuration, never hand-copied: a strict CSP with Trusted Types and the
// other headers, for the build's <meta>, `_headers` / `vercel.json`, the dev server and the e2e suite. Origins:
// VITE_CONFIG_URL plus OTT_CSP_SOURCES (apps/web/README.md); script and style hashes come from the built HTML.
import { createHash } from 'node:crypto';

export interface PolicyInput {
  /** `'sha256-…'` of each inline script of index.html. */
  scriptHashes: readonly string[];
  /** `'sha256-…'` of each inline style element of index.html. */
  styleHashes: readonly string[];
  /** Origins the app fetches from, loads images and media from (http/https). */
  origins: readonly string[];
  /** Further connect-only sources (the realtime database's websocket origins). */
  sockets: readonly string[];
  /** Where the browser sends violation reports (headers only), if anywhere. */
  reportUri?: string | undefined;
  /** Development additions: Vite's client injects styles and talks to its websocket. */
  dev?: { hmrSocket: string } | undefined;
  /** Social sign-in SDKs built in (VITE_SOCIAL_SDKS): their documented sources and the `ott-social` policy. */
  social?: readonly SocialSdk[] | undefined;
  /** Firebase Analytics built in (VITE_ANALYTICS=firebase): gtag.js, its collection hosts and the SDK's policy. */
  analytics?: boolean | undefined;
}

export type SocialSdk = 'Google' | 'FB' | 'Apple';

/**
 * What each provider's official web SDK needs, from its documentation (Google Identity Services' CSP guide, the
 * Facebook JavaScript SDK, Sign in with Apple JS). Only the SDKs a build names are admitted.
 */
export const SOCIAL_SDK_SOURCES: Record<
  SocialSdk,
  Partial<Record<'script' | 'frame' | 'connect' | 'style' | 'img', string[]>>
> = {
  Google: {
    script: ['https://accounts.google.com/gsi/client'],
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
    style: ['https://accounts.google.com/gsi/style'],
  },
  FB: {
    script: ['https://connect.facebook.net'],
    frame: ['https://www.facebook.com', 'https://web.facebook.com'],
    connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
  Apple: {
    script: ['https://appleid.cdn-apple.com'],
    frame: ['https://appleid.apple.com'],
    connect: ['https://appleid.apple.com'],
  },
};

/** VITE_SOCIAL_SDKS: a comma-separated list of Google, FB, Apple (anything else stops the build). */
export function socialSdks(value: string | undefined): SocialSdk[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of list)
    if (!(s in SOCIAL_SDK_SOURCES))
      throw new Error(`VITE_SOCIAL_SDKS: "${s}" is not one of Google, FB, Apple`);
  return [...new Set(list)] as SocialSdk[];
}

/**
 * What Firebase Analytics needs: Google's CSP guide for the Google tag (GA4), plus the SDK's own calls — the web app
 * config (firebase.googleapis.com) and its installation id (firebaseinstallations.googleapis.com). The SDK loads
 * gtag.js through its Trusted Types policy `firebase-js-sdk-policy` (that one URL only).
 */
export const ANALYTICS_SOURCES: Record<'script' | 'connect' | 'img', string[]> = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://firebase.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** VITE_ANALYTICS: `firebase` or nothing (anything else stops the build). */
export function analyticsSdk(value: string | undefined): boolean {
  const v = (value ?? '').trim();
  if (v !== '' && v !== 'firebase') throw new Error(`VITE_ANALYTICS: "${v}" is not firebase`);
  return v === 'firebase';
}

const sdksOf = (p: PolicyInput, kind: 'script' | 'frame' | 'connect' | 'style' | 'img') => [
  ...(p.social ?? []).flatMap((sdk) => SOCIAL_SDK_SOURCES[sdk][kind] ?? []),
  ...(p.analytics && kind !== 'frame' && kind !== 'style' ? ANALYTICS_SOURCES[kind] : []),
];

/** The sha256 CSP source of an inline element's text. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Hashes of the inline `<script>` (without src) and `<style>` elements of an HTML document. */
export function inlineHashes(html: string): { scriptHashes: string[]; styleHashes: string[] } {
  const scriptHashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    hashSource(m[1] ?? ''),
  );
  const styleHashes = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) =>
    hashSource(m[1] ?? ''),
  );
  return { scriptHashes, styleHashes };
}

/** Origins from the configuration (see the top of this file), deduplicated; websocket origins go to `sockets`. */
export function configuredSources(env: { VITE_CONFIG_URL?: string; OTT_CSP_SOURCES?: string }): {
  origins: string[];
  sockets: string[];
} {
  const all = [env.VITE_CONFIG_URL, ...(env.OTT_CSP_SOURCES ?? '').split(',')]
    .map((s) => s?.trim())
    .filter((s): s is string => Boolean(s));
  const origins = new Set<string>();
  const sockets = new Set<string>();
  for (const source of all) {
    const url = new URL(source);
    if (url.protocol === 'ws:' || url.protocol === 'wss:') sockets.add(url.origin.replace(/^http/, 'ws'));
    else if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    else throw new Error(`OTT_CSP_SOURCES: "${source}" is not an http(s) or ws(s) origin`);
  }
  return { origins: [...origins], sockets: [...sockets] };
}

/**
 * The policy. `where: 'meta'` drops what a <meta> policy cannot carry (frame-ancestors, report-uri), which the
 * headers add.
 */
export function contentSecurityPolicy(p: PolicyInput, where: 'header' | 'meta'): string {
  const own = ["'self'", ...p.origins];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...p.scriptHashes, ...sdksOf(p, 'script')]],
    // Styles: the built stylesheets and the hashed inline one; the dev client injects <style> elements.
    ['style-src', ["'self'", ...(p.dev ? ["'unsafe-inline'"] : p.styleHashes), ...sdksOf(p, 'style')]],
    ['img-src', [...own, 'data:', 'blob:', ...sdksOf(p, 'img')]],
    // MSE playback uses blob: URLs; the streams come from the media origins.
    ['media-src', [...own, 'blob:']],
    ['connect-src', [...own, ...p.sockets, ...(p.dev ? [p.dev.hmrSocket] : []), ...sdksOf(p, 'connect')]],
    ['font-src', ["'self'", 'data:']],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', p.social?.length ? sdksOf(p, 'frame') : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // The app's forms are handled by script; the payment hand-off is a navigation, not a form post.
    ['form-action', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    // Allowed: the policy that registers the service worker (src/service-worker.ts, its one URL only), when a build
    // has social SDKs the one that loads their scripts (packages/app/src/features/auth/social.ts, exact URLs only),
    // and with Firebase Analytics the SDK's own (gtag.js only). No other library here creates one.
    [
      'trusted-types',
      [
        'ott-sw',
        ...(p.social?.length ? ['ott-social'] : []),
        ...(p.analytics ? ['firebase-js-sdk-policy'] : []),
      ],
    ],
  ];
  if (where === 'header') {
    directives.push(['frame-ancestors', ["'none'"]]);
    if (p.reportUri) directives.push(['report-uri', [p.reportUri]]);
  }
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every security header of the app. */
export function securityHeaders(p: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(p, 'header'),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Playback needs autoplay, fullscreen, picture-in-picture and encrypted media; nothing else is used.
    'Permissions-Policy':
      'autoplay=(self), fullscreen=(self), picture-in-picture=(self), encrypted-media=(self), ' +
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Content-Type-Options': 'nosniff',
    // The payment gateways are opened by navigation in the same tab. Social sign-in opens a popup that answers
    // through window.opener (the providers' SDKs and the sandbox consent page): popups keep their opener, while
    // pages that open this app still get no reference to it.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** Netlify / Cloudflare Pages `_headers`. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join('\n')}\n`;
}

/** Vercel `vercel.json` (headers, and the single-page fallback every route needs). */
export function vercelJson(headers: Record<string, string>): string {
  return `${JSON.stringify(
    {
      headers: [
        { source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
      ],
      rewrites: [{ source: '/((?!assets/).*)', destination: '/index.html' }],
    },
    null,
    2,
  )}\n`;
}

/** Reads a `_headers` file back (the end-to-end server serves exactly what the build wrote). */
export function parseHeadersFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (m?.[1] && m[2]) out[m[1]] = m[2];
  }
  return out;
}
