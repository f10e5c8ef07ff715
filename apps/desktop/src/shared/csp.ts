// The renderer's Content-Security-Policy: sent as a header on app:// (src/main/protocol.ts) and written as a <meta>
// into index.html by the renderer build (vite.config.ts). No imports: vite's config loads this file directly.

/**
 * The renderer's CSP. Scripts only from the app itself (no inline script, no eval); the back-ends' addresses come
 * from the remote provider config (SPEC §3), so data, images and media may come from any https origin (plus the
 * origins given, e.g. the local sandbox in development); no plugins, no <base>, no framing, no form posts.
 */
export function contentSecurityPolicy(extraOrigins: readonly string[] = []): string {
  // Only origins are valid sources: a URL's path or query (e.g. the realtime database's ?ns=) is dropped.
  const origins = [...new Set(extraOrigins.map((o) => new URL(o).origin))];
  const extra = origins.length ? ` ${origins.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: https:${extra}`,
    `media-src 'self' blob: https:${extra}`,
    `connect-src 'self' https: wss:${extra}${extra.replace(/http(s?):/g, 'ws$1:')}`,
    "font-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
  ].join('; ');
}
