// The app:// scheme (checklist 18: not file://): registered as privileged (standard + secure, so the renderer gets a
// real origin, storage, fetch and service-worker-free secure context) and served from the renderer build directory.
// Every response carries the strict Content-Security-Policy (checklist 7).
import path from 'node:path';
import { APP_HOST, APP_SCHEME } from './config';
import type { Protocol } from './electron-api';

export { contentSecurityPolicy } from '../shared/csp';

/** Must run before app 'ready' (Electron's rule); app:// then behaves like https for the renderer. */
export function registerAppScheme(protocol: Protocol): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
    },
  ]);
}

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export interface FileReader {
  readFile(file: string): Promise<Uint8Array>;
  /** The path with every symbolic link resolved (node:fs/promises realpath). */
  realpath(file: string): Promise<string>;
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

/**
 * Resolves a request path inside `root`, or null when it would leave it (../, encoded %2e%2e, backslashes, NUL,
 * absolute or drive-letter paths).
 */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // Any ".." segment is refused outright (not normalised away): a request that tries is not a real asset.
  if (decoded.split('/').includes('..')) return null;
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (/^[A-Za-z]:/.test(relative)) return null;
  const file = path.resolve(root, relative);
  const rel = path.relative(root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return file;
}

/** Whether `file` is `root` or below it (both real paths). */
const isWithin = (root: string, file: string) => {
  const rel = path.relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/**
 * The app:// handler: GET/HEAD on app://ott/… only. A path with a file extension is that file (404 when absent); any
 * other path is a client-side route and gets index.html (the router reads the URL, SPEC §2). Only real files inside
 * the root are served: a symbolic link whose target lies outside it is not found.
 */
export function createAppProtocolHandler(opts: {
  root: string;
  fs: FileReader;
  csp: string;
  /** The start page for a route (index.html with the start-up snapshot drawn in, src/main/startup-snapshot.ts). */
  startPage?: (indexHtml: string, pathname: string) => string | Promise<string>;
}): (request: Request) => Promise<Response> {
  const root = path.resolve(opts.root);
  const headers = (ext: string) => ({
    'content-type': MIME_TYPES[ext] ?? 'application/octet-stream',
    'content-security-policy': opts.csp,
    'x-content-type-options': 'nosniff',
    'cache-control': ext === '.html' ? 'no-cache' : 'max-age=31536000, immutable',
  });
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method not allowed', { status: 405 });
    const url = new URL(request.url);
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return notFound();
    const isFile = path.posix.extname(url.pathname) !== '';
    const file = isFile ? resolveInside(root, url.pathname) : path.join(root, 'index.html');
    if (!file) return notFound();
    const ext = path.extname(file).toLowerCase();
    try {
      // The checks above are on the name; the file read is the one it really is, after every link.
      const real = await opts.fs.realpath(file);
      if (!isWithin(await opts.fs.realpath(root), real)) return notFound();
      let body = await opts.fs.readFile(real);
      if (!isFile && opts.startPage) {
        const page = await opts.startPage(new TextDecoder().decode(body), url.pathname);
        body = new TextEncoder().encode(page);
      }
      return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
        status: 200,
        headers: headers(ext),
      });
    } catch {
      return notFound();
    }
  };
}
