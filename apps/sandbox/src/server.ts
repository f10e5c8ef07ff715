// One Node process serves every back-end of the product: SMS, CMS, CRM and charge under their own path
// prefix, the config host at the root, media, posters, the ClearKey licence, sandbox-hosted pages and test controls.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKENDS, type Backend, contracts } from './contracts';
import { handlers } from './handlers';
import { extraRoutes } from './handlers/extra';
import { CORS_HEADERS, dispatch, refuseUnread, sendJson } from './http';
import { serveLive } from './media/live';
import { serveStatic } from './media/static';
import { resolveOptions, type SandboxOptions } from './options';
import { createState, type State } from './state';

const here = path.dirname(fileURLToPath(import.meta.url));
const MEDIA_ROOT = path.resolve(here, '../media');
/** The longest address answered (a real gateway's limit is about this); longer ones are a 400. */
const MAX_URL_LENGTH = 16 * 1024;
/** Request heads up to this size reach the sandbox (Node's default, 16 KiB, answers 431 without the error shape). */
const MAX_HEAD_BYTES = 4 * 1024 * 1024;

export interface Sandbox {
  /** e.g. http://127.0.0.1:7000 */
  url: string;
  port: number;
  options: SandboxOptions;
  state(): State;
  /** Re-seed every store from the fixtures (also POST /__sandbox/reset). */
  reset(): void;
  /**
   * The realtime server's check of a token's claims (its `acceptToken`): true while the log-in it was issued under
   * is live, false after log-out.
   */
  acceptRealtimeToken(claims: Record<string, unknown>): boolean;
  close(): Promise<void>;
}

export async function createSandbox(partial: Partial<SandboxOptions> = {}): Promise<Sandbox> {
  const options = resolveOptions(partial);
  const { routes } = contracts();
  let state = createState(options);
  let baseUrl = '';

  const d = { routes, handlers, state: () => state, options, baseUrl: () => baseUrl };
  const reset = () => {
    state = createState(options);
    for (const r of extraRoutes) r.onReset?.(options);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Node refuses long heads itself (431, no body); the sandbox takes them (maxHeaderSize below) and refuses an
    // address over this length in the contracts' error shape.
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      refuseUnread(req, res, 400, { errorcode: 4000, reason: 'Invalid request: the address is too long' });
      return;
    }
    const url = new URL(req.url ?? '/', baseUrl);
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...CORS_HEADERS, 'access-control-max-age': '600' });
      res.end();
      return;
    }
    if (url.pathname === '/__sandbox/reset' && method === 'POST') {
      reset();
      options.log('[sandbox] state reset to the fixtures');
      sendJson(res, 200, { data: { reset: true } });
      return;
    }
    if (url.pathname === '/__sandbox/health') {
      sendJson(res, 200, { data: { ok: true } });
      return;
    }
    for (const r of extraRoutes) {
      const match = r.method === method ? r.path.exec(url.pathname) : null;
      if (match) {
        await r.handle({ req, res, url, match, state, options, baseUrl });
        return;
      }
    }
    if (
      url.pathname.startsWith('/media/live/') &&
      serveLive(req, res, { mediaRoot: MEDIA_ROOT, now: options.now })
    )
      return;
    if (url.pathname.startsWith('/media/') && serveStatic(req, res, { root: MEDIA_ROOT, prefix: '/media' }))
      return;
    const [, first = '', ...rest] = url.pathname.split('/');
    if ((BACKENDS as readonly string[]).includes(first) && first !== 'config') {
      if (await dispatch(d, first as Backend, `/${rest.join('/')}`, req, res)) return;
    } else if (await dispatch(d, 'config', url.pathname, req, res)) {
      return;
    }
    sendJson(res, 404, { errorcode: 404, reason: `No such sandbox route: ${method} ${url.pathname}` });
  }

  const server: Server = createServer({ maxHeaderSize: MAX_HEAD_BYTES }, (req, res) => {
    handle(req, res).catch((e: unknown) => {
      options.log(`[sandbox] ${req.method} ${req.url} crashed: ${(e as Error).stack ?? e}`);
      if (!res.headersSent) sendJson(res, 500, { errorcode: 5000, reason: 'Unknown error occurred' });
      else res.end();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : options.port;
  baseUrl = `http://${options.host}:${port}`;
  return {
    url: baseUrl,
    port,
    options,
    state: () => state,
    reset,
    acceptRealtimeToken: (claims) => typeof claims.login === 'string' && state.tokens.loginLive(claims.login),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
