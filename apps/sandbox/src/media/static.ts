// Static media serving on Node's `http` (`serveStatic(req, res, { root, prefix })`, false for other URLs): what players
// need from a media origin — MIME types, CORS exposing range headers, byte ranges (206/416), ETag / Last-Modified (304),
// streaming. Path traversal is refused (403), unknown files are 404.
import { createReadStream, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

export interface StaticOptions {
  /** Directory whose files are served. */
  root: string;
  /** URL path prefix, e.g. `/media` (a leading slash, no trailing slash needed; `''` or `/` for the site root). */
  prefix: string;
  /** `Cache-Control` value; default `public, max-age=300` (the media never changes while the sandbox runs). */
  cacheControl?: string;
}

/** Content types by file extension (lower case, with the dot). */
const MIME_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.mpd': 'application/dash+xml',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.cmfv': 'video/mp4',
  '.cmfa': 'audio/mp4',
  '.ts': 'video/mp2t',
  '.aac': 'audio/aac',
  '.mp3': 'audio/mpeg',
  '.webm': 'video/webm',
  '.weba': 'audio/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.ttml': 'application/ttml+xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.xml': 'application/xml',
  '.bin': 'application/octet-stream',
});

/**
 * The content type of a file. Media segments of an audio-only rendition are `audio/mp4`: the file name
 * convention of `make-media.sh` cannot tell, so `.m4s` is `video/mp4` (what MSE players accept for both).
 */
export function contentTypeFor(path: string): string {
  return MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export const CORS_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers':
    'Range, If-None-Match, If-Modified-Since, Content-Type, Authorization, X-SESSION',
  'Access-Control-Expose-Headers':
    'Content-Range, Content-Length, Accept-Ranges, ETag, Last-Modified, Content-Type',
  'Access-Control-Max-Age': '600',
});

export type ByteRange = { start: number; end: number };

/**
 * Parse a `Range` header against a file size (RFC 9110 §14.1.2, single range).
 * Returns the inclusive range, `'unsatisfiable'` (→ 416), or `undefined` when the header is absent or not a
 * single `bytes=` range we understand (→ the whole file, as RFC 9110 allows a server to ignore Range).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return undefined;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return undefined;
  if (a === '') {
    // suffix range: the last N bytes
    const n = Number(b);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (b !== '' && Number(b) < start) return undefined; // syntactically invalid: ignore
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

function stripPrefix(pathname: string, prefix: string): string | undefined {
  const p = prefix.replace(/\/+$/, '');
  if (p === '') return pathname;
  if (pathname === p) return '/';
  return pathname.startsWith(`${p}/`) ? pathname.slice(p.length) : undefined;
}

function send(
  res: ServerResponse,
  status: number,
  text: string,
  head: boolean,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...extra,
  });
  res.end(head ? undefined : text);
}

/**
 * Serve `req` from `options.root` if its path is under `options.prefix`.
 * Returns `true` when it answered the request (any status; a body may still be streaming), `false` when the
 * URL is not under the prefix (nothing written). Synchronous on purpose: `if (serveStatic(…)) return;` works.
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, options: StaticOptions): boolean {
  // The raw path, NOT new URL(…).pathname: URL parsing folds "/media/../x" into "/x", which would let a
  // traversal attempt slip past this handler to another one instead of being refused here.
  const rawUrl = req.url ?? '/';
  const rawPath = /^[a-z][a-z0-9+.-]*:\/\//i.test(rawUrl)
    ? rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    : rawUrl;
  const rest = stripPrefix(rawPath.split(/[?#]/, 1)[0] || '/', options.prefix);
  if (rest === undefined) return false;
  const method = (req.method ?? 'GET').toUpperCase();
  const head = method === 'HEAD';

  if (method === 'OPTIONS') {
    res.writeHead(204, { ...CORS_HEADERS, 'Content-Length': '0' });
    res.end();
    return true;
  }
  if (method !== 'GET' && !head) {
    send(res, 405, 'Method Not Allowed', false, { Allow: 'GET, HEAD, OPTIONS' });
    return true;
  }

  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    send(res, 400, 'Bad Request', head);
    return true;
  }
  // Refuse traversal outright, before touching the file system: "..", backslashes, NUL.
  const segments = decoded.split('/');
  if (decoded.includes('\0') || decoded.includes('\\') || segments.some((s) => s === '..')) {
    send(res, 403, 'Forbidden', head);
    return true;
  }

  const root = resolve(options.root);
  const target = resolve(root, `.${decoded}`);
  let realRoot: string;
  let realTarget: string;
  try {
    realRoot = realpathSync(root);
    realTarget = realpathSync(target);
  } catch {
    send(res, 404, 'Not Found', head);
    return true;
  }
  // Also refuse symbolic links leading out of the root.
  const rel = relative(realRoot, realTarget);
  if (rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    send(res, 403, 'Forbidden', head);
    return true;
  }

  const info = statSync(realTarget, { throwIfNoEntry: false });
  if (!info?.isFile()) {
    send(res, 404, 'Not Found', head);
    return true;
  }

  const size = info.size;
  const etag = `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
  const common: Record<string, string> = {
    ...CORS_HEADERS,
    'Content-Type': contentTypeFor(realTarget),
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': lastModified,
    'Cache-Control': options.cacheControl ?? 'public, max-age=300',
    'X-Content-Type-Options': 'nosniff',
  };

  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const notModified =
    ifNoneMatch !== undefined
      ? ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')
      : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(lastModified);
  if (notModified) {
    res.writeHead(304, common);
    res.end();
    return true;
  }

  // If-Range: only honour Range when the validator still matches.
  const ifRange = req.headers['if-range'];
  const rangeHeader =
    ifRange === undefined || ifRange === etag || ifRange === lastModified ? req.headers.range : undefined;
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    send(res, 416, 'Range Not Satisfiable', head, {
      'Content-Range': `bytes */${size}`,
      'Accept-Ranges': 'bytes',
    });
    return true;
  }

  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  const length = size === 0 ? 0 : end - start + 1;
  const headers: Record<string, string> = { ...common, 'Content-Length': String(length) };
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  res.writeHead(range ? 206 : 200, headers);
  if (head || length === 0) {
    res.end();
    return true;
  }
  const stream = createReadStream(realTarget, { start, end });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
  return true;
}
