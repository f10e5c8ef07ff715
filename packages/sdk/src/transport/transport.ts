// The one hand-written transport: every request goes through one openapi-fetch client per back-end and this
// middleware — route, "payload not found" (SPEC §5, §8), base URL and config paths, auth per contract (SPEC §7),
// single-flight 401 recovery per credential, errors as ApiError (SPEC §8).
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, errorFromBody, PAYLOAD_NOT_FOUND, toApiError } from '../errors';
import { BACKENDS, type Backend, OPERATIONS, type OperationInfo } from '../generated/operations';
import type { paths as ChargePaths } from '../generated/types/charge';
import type { paths as CmsPaths } from '../generated/types/cms';
import type { paths as ConfigPaths } from '../generated/types/config';
import type { paths as CrmPaths } from '../generated/types/crm';
import type { paths as SmsPaths } from '../generated/types/sms';

export type { Backend };

export interface Tokens {
  deviceToken: string | null;
  sessionToken: string | null;
  refreshToken: string | null;
}

/** The provider config's run-time path overrides (SPEC §3): whole paths (extrapath) and prefixes (apiUtilities). */
export interface PathOverrides {
  extrapath?: Partial<Record<string, string>>;
  apiUtilities?: Partial<Record<string, string>>;
}

export interface TransportOptions {
  /** Base URL per back-end, read at request time (the provider config may be replaced while the app runs). */
  baseUrl(backend: Backend): string;
  tokens(): Tokens;
  pathOverrides?(): PathOverrides | undefined;
  /**
   * Renew credentials after a 401: 'subscriber' = refresh the session token, 'visitor' = register the device again.
   * Must update what tokens() returns; throw when it cannot.
   */
  recover(kind: 'subscriber' | 'visitor'): Promise<void>;
  /** Called once when a session recovery fails (SPEC §4: the subscriber is logged out). */
  onLogout(): void;
  fetch?: typeof globalThis.fetch;
  /**
   * How long a request may wait for its answer before it fails with a TimeoutError (the caller's own signal still
   * applies). Default REQUEST_TIMEOUT_MS: a back-end that accepts the connection and never answers must not leave a
   * screen loading for good — the request fails like a lost network, and the screen offers its retry.
   */
  timeoutMs?: number;
  /** The same for a request whose body is over LARGE_BODY_BYTES (a ticket's attachments). Default UPLOAD_TIMEOUT_MS. */
  uploadTimeoutMs?: number;
}

/** A call's options: fetch's, plus its own limit where it must be shorter than the transport's (start-up's config). */
export type CallInit = RequestInit & { timeoutMs?: number };

export const REQUEST_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 300_000;
export const LARGE_BODY_BYTES = 256 * 1024;

/** `signal` that also aborts after `ms` (a TimeoutError); `clear` stops the clock once the answer is in. */
function withDeadline(signal: AbortSignal, ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const follow = () => controller.abort(signal.reason);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${Math.round(ms / 1000)} s`, 'TimeoutError')),
    ms,
  );
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      signal.removeEventListener('abort', follow);
    },
  };
}

export interface BackendClients {
  sms: Client<SmsPaths>;
  cms: Client<CmsPaths>;
  crm: Client<CrmPaths>;
  charge: Client<ChargePaths>;
  config: Client<ConfigPaths>;
}

export interface Transport extends BackendClients {
  /** The mutators' entry: send `url` (contract path + query, already filled) to `backend`; resolves the parsed body. */
  call<T>(backend: Backend, url: string, init?: CallInit): Promise<T>;
  /** How many recoveries have started (observability for tests and the dev overlay). */
  readonly recoveries: number;
  /** Requests sent and not yet answered, a 401's retry included (the app reloads after a 401 only once it is 0). */
  readonly inFlight: number;
}

type Scheme = 'session' | 'deviceToken';
type RecoveryKind = 'subscriber' | 'visitor';

/**
 * The credential a request carries (SPEC §7), from its operation's contract `security` (any one of the schemes):
 * the session token when the operation accepts it and the subscriber is logged in, else the device token when the
 * operation accepts it; null = no credential (public operations, or a session-only call without a session, which
 * the back-end then refuses). Off-contract requests are treated like operations that accept either.
 */
export function schemeFor(op: Pick<OperationInfo, 'security'> | undefined, tokens: Tokens): Scheme | null {
  const accepts = (s: Scheme) => !op || op.security.includes(s);
  if (accepts('session') && tokens.sessionToken) return 'session';
  if (accepts('deviceToken') && tokens.deviceToken) return 'deviceToken';
  return null;
}

/** Default prefix of apiUtilities.* paths (SPEC §3). */
export const DEFAULT_API_PREFIX = 'subscriber/v1';
const PLACEHOLDER = (b: Backend) => `http://${b}.sdk.invalid`;
/** Internal marker header: this request is a retry and must not start another recovery. */
const RETRIED = 'x-ott-retried';

interface Compiled {
  op: OperationInfo;
  re: RegExp;
  statics: number;
}
const compiled = new Map<Backend, Compiled[]>();
function routes(backend: Backend): Compiled[] {
  let list = compiled.get(backend);
  if (!list) {
    list = OPERATIONS.filter((o) => o.backend === backend)
      .map((op) => {
        const segs = op.path.split('/');
        const re = new RegExp(
          `^${segs.map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}/?$`,
        );
        return { op: op as OperationInfo, re, statics: segs.filter((s) => s && !s.startsWith('{')).length };
      })
      // More literal segments first: /content/search wins over /content/{contentId}, /{token} comes last.
      .sort((a, b) => b.statics - a.statics);
    compiled.set(backend, list);
  }
  return list;
}

/** The contract operation a request is for, or undefined (an off-contract call). */
export function findOperation(backend: Backend, method: string, pathname: string): OperationInfo | undefined {
  return routes(backend).find((c) => c.op.method === method && c.re.test(pathname))?.op;
}

/** Apply a provider-config path override (SPEC §3 extrapath / apiUtilities) to a contract path. */
export function overridePath(
  op: OperationInfo | undefined,
  pathname: string,
  overrides: PathOverrides | undefined,
): string {
  if (!op?.configPath || !overrides) return pathname;
  const [group, key] = op.configPath.split('.') as ['extrapath' | 'apiUtilities', string];
  const value = overrides[group]?.[key]?.replace(/^\/+|\/+$/g, '');
  if (!value) return pathname;
  if (group === 'extrapath') return `/${value}`;
  const prefix = `/${DEFAULT_API_PREFIX}`;
  return pathname.startsWith(prefix) ? `/${value}${pathname.slice(prefix.length)}` : pathname;
}

function joinUrl(base: string, pathAndQuery: string): string {
  return base.replace(/\/+$/, '') + pathAndQuery;
}

export function createTransport(options: TransportOptions): Transport {
  const doFetch = (r: Request) => (options.fetch ?? globalThis.fetch)(r);
  const flights = new Map<RecoveryKind, Promise<boolean>>();
  let recoveries = 0;
  let inFlight = 0;
  // Per request id: a clone for the one retry, the scheme and credential it was sent with, whether recovery applies.
  const pending = new Map<
    string,
    {
      clone: Request;
      scheme: Scheme | null;
      credential: string | null;
      recoverable: boolean;
      deadline: { clear(): void };
    }
  >();
  const current = (scheme: Scheme) => {
    const t = options.tokens();
    return scheme === 'session' ? t.sessionToken : t.deviceToken;
  };

  function authorise(headers: Headers, scheme: Scheme | null): string | null {
    headers.delete('authorization');
    headers.delete('x-session');
    const t = options.tokens();
    if (scheme === 'session' && t.sessionToken) {
      headers.set('X-SESSION', t.sessionToken);
      return t.sessionToken;
    }
    if (scheme === 'deviceToken' && t.deviceToken) {
      headers.set('Authorization', `Bearer ${t.deviceToken}`);
      return t.deviceToken;
    }
    return null;
  }

  // A 401 renews the credential that met it (a device-token call never renews the session). Concurrent 401s share one
  // recovery per credential; each failed request is retried once after it; a failed session recovery logs out.
  function recoverOnce(kind: RecoveryKind): Promise<boolean> {
    let flight = flights.get(kind);
    if (!flight) {
      recoveries++;
      flight = options
        .recover(kind)
        .then(
          () => true,
          () => {
            if (kind === 'subscriber') options.onLogout();
            return false;
          },
        )
        .finally(() => flights.delete(kind));
      flights.set(kind, flight);
    }
    return flight;
  }

  async function settle(response: Response): Promise<Response> {
    if (!response.ok) throw await toApiError(response);
    // A 2xx JSON body that carries errorcode/reason and no data is a failure too (SPEC §7).
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if (body && typeof body === 'object' && !('data' in body) && !(body as { success?: unknown }).success) {
        const err = errorFromBody(response.status, body);
        if (err) throw err;
      }
    }
    return response;
  }

  const middleware = (backend: Backend): Middleware => ({
    async onRequest({ request, id }) {
      const url = new URL(request.url);
      const op = findOperation(backend, request.method, url.pathname);
      if (op?.bodyRequired && request.body === null) {
        throw new ApiError({ statusCode: 0, reason: PAYLOAD_NOT_FOUND });
      }
      const target = joinUrl(
        options.baseUrl(backend),
        overridePath(op, url.pathname, options.pathOverrides?.()) + url.search,
      );
      const headers = new Headers(request.headers);
      const explicit = headers.has('authorization') || headers.has('x-session');
      const scheme = explicit ? null : schemeFor(op, options.tokens());
      const credential = explicit ? null : authorise(headers, scheme);
      const retried = headers.has(RETRIED);
      headers.delete(RETRIED);
      // Buffer the body (JSON, form or multipart: small): a stream body would need HTTP/2 in Chromium, and the
      // bytes are kept for the one retry after a 401. `keepalive` is kept (a request sent while the page closes).
      const body = request.body === null ? null : await request.arrayBuffer();
      const deadline = withDeadline(
        request.signal,
        body && body.byteLength > LARGE_BODY_BYTES
          ? (options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS)
          : (options.timeoutMs ?? REQUEST_TIMEOUT_MS),
      );
      const init: RequestInit = {
        method: request.method,
        headers,
        body,
        signal: deadline.signal,
        keepalive: request.keepalive,
      };
      const out = new Request(target, init);
      pending.set(id, {
        deadline,
        clone: new Request(target, init),
        scheme,
        credential,
        recoverable: scheme !== null && !retried,
      });
      inFlight++;
      return out;
    },
    async onResponse({ response, id }) {
      const info = pending.get(id);
      pending.delete(id);
      try {
        if (response.status !== 401 || !info?.recoverable || !info.scheme) return await settle(response);
        // Another request's recovery may already have renewed the credential: then only retry.
        const renewed = current(info.scheme) !== info.credential;
        const ok = renewed || (await recoverOnce(info.scheme === 'session' ? 'subscriber' : 'visitor'));
        if (!ok) return await settle(response);
        const headers = new Headers(info.clone.headers);
        authorise(headers, info.scheme);
        const retry = new Request(info.clone, { headers });
        return await settle(await doFetch(retry));
      } finally {
        info?.deadline.clear();
        if (info) inFlight--;
      }
    },
    onError({ id }) {
      pending.get(id)?.deadline.clear();
      if (pending.delete(id)) inFlight--;
    },
  });

  const make = <P extends {}>(backend: Backend): Client<P> => {
    const client = createClient<P>({ baseUrl: PLACEHOLDER(backend), fetch: (r: Request) => doFetch(r) });
    client.use(middleware(backend));
    return client;
  };
  const clients = Object.fromEntries(BACKENDS.map((b) => [b, make(b)])) as unknown as BackendClients;

  interface LooseClient {
    request(
      method: string,
      url: string,
      init: Record<string, unknown>,
    ): Promise<{ data?: unknown; response: Response }>;
  }

  async function call<T>(backend: Backend, url: string, init: CallInit = {}): Promise<T> {
    const client = clients[backend] as unknown as LooseClient;
    // Its own limit covers reading the body too; the transport's (the longer one) still applies underneath.
    const own = init.timeoutMs
      ? withDeadline(init.signal ?? new AbortController().signal, init.timeoutMs)
      : null;
    try {
      const { response } = await client.request((init.method ?? 'GET').toLowerCase(), url, {
        body: init.body ?? undefined,
        headers: init.headers,
        signal: own?.signal ?? init.signal ?? undefined,
        ...(init.keepalive ? { keepalive: true } : {}),
        // orval already serialised the body (JSON text, URLSearchParams or FormData): send it as it is.
        bodySerializer: (b: unknown) => b,
        parseAs: 'stream',
      });
      if (response.status === 204 || response.headers.get('content-length') === '0') return undefined as T;
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('json')) return (await response.json()) as T;
      if (type.startsWith('text/')) return (await response.text()) as T;
      return (await response.blob()) as T;
    } finally {
      own?.clear();
    }
  }

  return {
    ...clients,
    call,
    get recoveries() {
      return recoveries;
    },
    get inFlight() {
      return inFlight;
    },
  };
}

let current: Transport | null = null;
/** Install the transport the generated hooks (mutators) use. Called once by the app at start-up. */
export function setTransport(t: Transport | null): void {
  current = t;
}
export function getTransport(): Transport {
  if (!current) throw new Error('@ott/sdk: setTransport() was not called before the first request');
  return current;
}
