// The one network stand-in of the app's tests, for failures and states the sandbox cannot produce: every request and
// every canned answer is checked against the contract (the sandbox's request validators, the SDK's response check);
// an off-contract one fails the test that made it.
import { checkRequest } from '@ott/sandbox';
import { BACKENDS, createTransport, findOperation, type OperationInfo, setTransport } from '@ott/sdk';
import { checkResponse } from '@ott/sdk/testing';
import { onTestFinished } from 'vitest';

type Backend = OperationInfo['backend'];
export type Handler = (url: URL, req: Request) => Response | undefined | Promise<Response | undefined>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const notFound = () => json({ errorcode: 4040, reason: 'Not found' }, 404);

interface Recorded {
  method: string;
  url: URL;
  body: string;
  keepalive: boolean;
}

const isErrorBody = (b: unknown) =>
  typeof b === 'object' &&
  b !== null &&
  Number.isInteger((b as { errorcode?: unknown }).errorcode) &&
  typeof (b as { reason?: unknown }).reason === 'string';

/**
 * What the contract refuses in this answer of `op`, or null. A server failure (5xx) no contract declares is what a
 * stand-in is for: it passes with the contracts' failure body (ApiErrorBody), as the sandbox's own 500 has.
 */
async function checkAnswer(op: OperationInfo, res: Response): Promise<string | null> {
  if (res.status === 204) return checkResponse(op, 204, '', undefined);
  const type = res.headers.get('content-type') ?? '';
  const copy = res.clone();
  const body = type.includes('json') ? await copy.json().catch(() => 'not JSON') : await copy.blob();
  const error = checkResponse(op, res.status, type, body);
  if (error && res.status >= 500 && / is not in the contract$/.test(error))
    return isErrorBody(body) ? null : 'a server failure answers { errorcode, reason }';
  return error;
}

/** The answer to a request the test does not handle: not found where the operation has it, else a server failure. */
const unhandled = (op: OperationInfo) =>
  checkResponse(op, 404, 'application/json', { errorcode: 4040, reason: 'Not found' }) === null
    ? notFound()
    : json({ errorcode: 5030, reason: 'Service unavailable (no answer in this test)' }, 503);

/**
 * Installs a transport (back-end `b` at http://b.test) whose fetch checks each request against the contract, records
 * it and answers with `handler` (unhandled: see `unhandled`), after checking the answer against the operation's responses.
 */
export function mockNetwork(handler: Handler, opts: { subscriber?: boolean } = {}) {
  const calls: Recorded[] = [];
  const offContract: string[] = [];
  onTestFinished(() => {
    if (offContract.length) throw new Error(`Off-contract traffic:\n${offContract.join('\n')}`);
  });
  const refuse = (what: string) => {
    offContract.push(what);
    throw new TypeError(`Off-contract: ${what}`);
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    calls.push({ method: req.method, url, body: await req.clone().text(), keepalive: req.keepalive });
    const backend = url.hostname.replace(/\.test$/, '') as Backend;
    const op = BACKENDS.includes(backend) ? findOperation(backend, req.method, url.pathname) : undefined;
    if (!op) return refuse(`request ${req.method} ${url.href} is no contract operation`);
    const requestError = await checkRequest(backend, url.pathname, req);
    if (requestError) return refuse(`request ${requestError}`);
    const res = (await handler(url, req)) ?? unhandled(op);
    const answerError = await checkAnswer(op, res);
    if (answerError)
      return refuse(`answer ${res.status} to ${op.operationId} (${url.pathname}): ${answerError}`);
    return res;
  };
  setTransport(
    createTransport({
      baseUrl: (b) => `http://${b}.test`,
      tokens: () => ({
        deviceToken: 'device-token',
        sessionToken: opts.subscriber ? 'session-token' : null,
        refreshToken: null,
      }),
      recover: async () => {
        throw new Error('no recovery in tests');
      },
      onLogout: () => {},
      fetch: fetch as typeof globalThis.fetch,
    }),
  );
  return {
    calls,
    /** Requests whose path ends with `suffix` (e.g. `/stream/content/authorize`), of `method` if given. */
    to: (suffix: string, method?: string) =>
      calls.filter((c) => c.url.pathname.endsWith(suffix) && (!method || c.method === method)),
  };
}
