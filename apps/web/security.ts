// The web app's security policy (DESIGN.md "Security by construction", issue 9): one strict Content-Security-Policy
// with Trusted Types, and the other security headers, built from configuration — never hand-copied:
// - `vite build` puts the policy in a <meta> of index.html (static hosting) and writes the headers for common hosts
//   (`_headers`: Netlify and Cloudflare Pages; `vercel.json`) into the build output;
// - the dev server sends the same policy as a header, with only what Vite's development client needs added;
// - the end-to-end suite serves the build with the headers of `_headers` and fails on any violation.
// The origins the app talks to come from the provider config at run time, so the build is told them:
// VITE_CONFIG_URL (the config host; the sandbox serves every back-end, posters and media from it) plus
// OTT_CSP_SOURCES, a comma-separated list of further origins (API, media or licence hosts of a real provider; the
// realtime database, e.g. `wss://<project>.firebaseio.com`). Script and style hashes come from the built HTML.
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
}

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
    ['script-src', ["'self'", ...p.scriptHashes]],
    // Styles: the built stylesheets and the hashed inline one; the dev client injects <style> elements.
    ['style-src', ["'self'", ...(p.dev ? ["'unsafe-inline'"] : p.styleHashes)]],
    ['img-src', [...own, 'data:', 'blob:']],
    // MSE playback uses blob: URLs; the streams come from the media origins.
    ['media-src', [...own, 'blob:']],
    ['connect-src', [...own, ...p.sockets, ...(p.dev ? [p.dev.hmrSocket] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // The app's forms are handled by script; the payment hand-off is a navigation, not a form post.
    ['form-action', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    // No library here creates a Trusted Types policy (React, Shaka, Firebase): none is allowed.
    ['trusted-types', ["'none'"]],
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
    // The payment gateways are opened by navigation in the same tab (no window reference is kept).
    'Cross-Origin-Opener-Policy': 'same-origin',
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
