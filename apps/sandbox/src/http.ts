// From a Node request to a contract operation and back: parse, validate against the contract, authorise, dispatch.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { authorised } from './auth';
import { type Backend, contracts, matchRoute, type Route } from './contracts';
import type { SandboxOptions } from './options';
import type { State } from './state';
import type { Ctx, Handler, OperationId } from './types';

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'authorization, x-session, content-type, prefer, range, x-sandbox-movies, x-sandbox-parental',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
  'access-control-expose-headers': 'content-length, content-range, content-disposition, retry-after',
};

/** Text for HTML (a sandbox page of its own): the five characters that could end an element or attribute. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** A page the sandbox serves itself (checkout, social consent), never cached; `css` and `body` are its own markup. */
export function sendPage(
  res: ServerResponse,
  status: number,
  page: { title: string; css: string; body: string },
) {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
${page.css}
</style></head><body>${page.body}</body></html>`);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  const out: Record<string, string> = {
    ...CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    ...headers,
  };
  // Compress larger answers for clients that accept it, as a production back-end or CDN does.
  if (text.length > 1024 && /\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''))) {
    out['content-encoding'] = 'gzip';
    out.vary = 'accept-encoding';
    res.writeHead(status, out);
    res.end(gzipSync(text));
    return;
  }
  res.writeHead(status, out);
  res.end(text);
}

/** SPEC-shaped refusal of a body over the limit (openapi: components/responses/PayloadTooLarge). */
export const PAYLOAD_TOO_LARGE = { errorcode: 4130, reason: 'Payload too large' } as const;

/**
 * Reads the body, at most `limit` bytes: null as soon as it is longer (the rest is never buffered). A declared
 * Content-Length over the limit is refused before anything is read.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > limit) return null;
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Answers and closes the connection; whatever the client still sends of its body is discarded, never buffered. */
export function refuseUnread(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
  sendJson(res, status, body, { connection: 'close' });
  req.resume();
}

/** Parse the body by its media type. Multipart and form bodies go through the WHATWG parser (undici). */
async function parseBody(raw: Buffer, contentType: string, url: string) {
  const files: Record<string, File[]> = {};
  if (raw.length === 0) return { body: undefined, files, media: null };
  const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (media.includes('json')) return { body: JSON.parse(raw.toString('utf8')) as unknown, files, media };
  if (media === 'application/x-www-form-urlencoded' || media === 'multipart/form-data') {
    const form = await new Request(url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
    const body: Record<string, unknown> = {};
    for (const [k, v] of form) {
      if (typeof v === 'string') {
        body[k] = k in body ? ([] as unknown[]).concat(body[k], v) : v;
      } else {
        files[k] = [...(files[k] ?? []), v];
        // Validation sees the file as a (binary) string; handlers read it from `files`.
        body[k] = k in body ? ([] as unknown[]).concat(body[k], v.name) : v.name;
      }
    }
    return { body, files, media };
  }
  return { body: raw.toString('utf8'), files, media };
}

const ajvErrors = (errs: { instancePath: string; message?: string }[] | null | undefined) =>
  (errs ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()).join('; ');

/** The 400 reason for path and query parameters the contract refuses (strings coerced in place), or null. */
function checkParams(route: Route, input: { path: Record<string, unknown>; query: Record<string, unknown> }) {
  const validateParams = route.validateParams();
  return validateParams(input) ? null : `Invalid request: ${ajvErrors(validateParams.errors)}`;
}

/** The 400 reason for a body the contract refuses (missing, of another media type, or off-schema), or null. */
function checkBody(route: Route, parsed: { body: unknown; media: string | null }) {
  if (!route.body) return null;
  if (parsed.body === undefined) return route.body.required ? 'payload not found' : null;
  const media = route.body.media.find((m) => parsed.media === m) ?? null;
  const validate = media ? route.body.validator(media) : undefined;
  if (!validate) return `Invalid request: unsupported media type ${parsed.media}`;
  return validate(parsed.body) ? null : `Invalid request: ${ajvErrors(validate.errors)}`;
}

/**
 * For test stand-ins: what the sandbox would refuse in this request (no operation, parameters, body, media type),
 * with the very validators `dispatch` uses; null when the contract allows it. `pathname` is the contract path.
 */
export async function checkRequest(
  backend: Backend,
  pathname: string,
  request: Request,
): Promise<string | null> {
  const match = matchRoute(contracts().routes, backend, request.method, pathname);
  if (!match) return `no ${backend} operation is ${request.method} ${pathname}`;
  const url = new URL(request.url);
  const query: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? ([] as unknown[]).concat(query[k], v) : v;
  const where = `${match.route.operationId} (${request.method} ${pathname})`;
  const paramsError = checkParams(match.route, { path: { ...match.params }, query });
  if (paramsError) return `${where}: ${paramsError}`;
  const raw = Buffer.from(await request.clone().arrayBuffer());
  const parsed = await parseBody(raw, request.headers.get('content-type') ?? '', url.href).catch(() => null);
  if (!parsed) return `${where}: the body could not be parsed`;
  const bodyError = checkBody(match.route, parsed);
  return bodyError ? `${where}: ${bodyError}` : null;
}

export interface Dispatch {
  routes: Route[];
  handlers: Record<string, Handler<OperationId>>;
  state: () => State;
  options: SandboxOptions;
  baseUrl: () => string;
}

/** Handle a request under /<backend>/… Returns false when no contract operation matches (caller answers 404). */
export async function dispatch(
  d: Dispatch,
  backend: Backend,
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  const method = (req.method ?? 'GET').toUpperCase();
  const match = matchRoute(d.routes, backend, method, pathname);
  if (!match) return false;
  const { route, params } = match;
  if (params === null) {
    sendJson(res, 400, {
      errorcode: 4000,
      reason: 'Invalid request: a path parameter is not well-formed UTF-8',
    });
    return true;
  }
  const query: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? ([] as unknown[]).concat(query[k], v) : v;

  const input = { path: { ...params }, query };
  const paramsError = checkParams(route, input);
  if (paramsError) {
    sendJson(res, 400, { errorcode: 4000, reason: paramsError });
    return true;
  }
  // Credentials first: an unauthorised caller's body is never read (SPEC §7 security per operation).
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const state = d.state();
  const caller = state.tokens.caller(headers);
  if (!authorised(route.security, caller)) {
    refuseUnread(req, res, 401, { errorcode: 401, reason: 'Unauthorized access' });
    return true;
  }
  const raw = await readBody(req, d.options.maxBodyBytes);
  if (raw === null) {
    refuseUnread(req, res, 413, PAYLOAD_TOO_LARGE);
    return true;
  }
  let parsed: Awaited<ReturnType<typeof parseBody>>;
  try {
    parsed = await parseBody(raw, req.headers['content-type'] ?? '', url.href);
  } catch {
    sendJson(res, 400, { errorcode: 4000, reason: 'Invalid request: the body could not be parsed' });
    return true;
  }
  const bodyError = checkBody(route, parsed);
  if (bodyError) {
    sendJson(res, 400, { errorcode: 4000, reason: bodyError });
    return true;
  }
  const handler = d.handlers[route.operationId];
  if (!handler) {
    sendJson(res, 500, { errorcode: 5000, reason: `No sandbox handler for ${route.operationId}` });
    return true;
  }
  const ctx: Ctx = {
    operationId: route.operationId as OperationId,
    params: input.path,
    query: input.query,
    body: parsed.body,
    files: parsed.files,
    headers,
    caller,
    state,
    options: d.options,
    baseUrl: d.baseUrl(),
  };
  try {
    const reply = await handler(ctx);
    if ('file' in reply) {
      res.writeHead(200, {
        ...CORS_HEADERS,
        'content-type': reply.contentType,
        ...(reply.filename ? { 'content-disposition': `attachment; filename="${reply.filename}"` } : {}),
      });
      res.end(reply.file);
    } else if (reply.status === 204) {
      res.writeHead(204, CORS_HEADERS);
      res.end();
    } else {
      sendJson(res, reply.status, reply.body, 'headers' in reply ? reply.headers : {});
    }
  } catch (e) {
    d.options.log(`[sandbox] ${route.operationId} failed: ${(e as Error).stack ?? e}`);
    sendJson(res, 500, { errorcode: 5000, reason: 'Unknown error occurred' });
  }
  return true;
}
