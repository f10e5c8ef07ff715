// Contract suite: every SDK operation is called at least once against Prism mock servers started from
// openapi/*.yaml, through the real transport and the generated functions, and each response is checked against the
// contract schema its generated type comes from. Coverage is computed from the contracts, not from this file.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTransport, findOperation, refreshTokens, setTransport, type Tokens } from '../../src';
import * as charge from '../../src/generated/hooks/charge';
import * as cms from '../../src/generated/hooks/cms';
import * as config from '../../src/generated/hooks/config';
import * as crm from '../../src/generated/hooks/crm';
import * as sms from '../../src/generated/hooks/sms';
import { BACKENDS, type Backend, OPERATIONS, type OperationInfo } from '../../src/generated/operations';
import { checkResponse, exampleArgs, successStatus } from '../../testing/contract';

const modules: Record<Backend, Record<string, unknown>> = { sms, cms, crm, charge, config };
type Fn = (...args: unknown[]) => Promise<unknown>;

const ports = inject('prismPorts');
const tokens: Tokens = { deviceToken: null, sessionToken: null, refreshToken: null };
const covered = new Map<string, { status: number; type: string }>();
let refreshCalls = 0;
let prefer401For: string | null = null;

const transport = createTransport({
  baseUrl: (b) => `http://127.0.0.1:${ports[b]}`,
  tokens: () => tokens,
  async recover() {
    const r = await refreshTokens(transport, tokens.refreshToken ?? 'rt');
    tokens.sessionToken = r.sessionToken;
  },
  onLogout() {
    throw new Error('unexpected logout');
  },
  async fetch(input) {
    const req = input as Request;
    const url = new URL(req.url);
    const backend = BACKENDS.find((b) => String(ports[b]) === url.port) as Backend;
    const op = findOperation(backend, req.method, url.pathname);
    if (op?.operationId === 'refreshSessionToken') refreshCalls++;
    let sent = req;
    if (prefer401For && req.headers.get('x-session') === prefer401For) {
      sent = new Request(req, { headers: new Headers([...req.headers, ['Prefer', 'code=401']]) });
    }
    const res = await fetch(sent);
    if (op) covered.set(op.operationId, { status: res.status, type: res.headers.get('content-type') ?? '' });
    return res;
  },
});

beforeAll(() => setTransport(transport));
afterAll(() => setTransport(null));

function credentialsFor(op: OperationInfo): RequestInit {
  tokens.sessionToken = op.security.includes('session') ? 'st.contract' : null;
  tokens.deviceToken =
    op.security.includes('deviceToken') || op.security.includes('session') ? 'dt.contract' : null;
  return op.security.length === 1 && op.security[0] === 'refreshToken'
    ? { headers: { Authorization: 'Bearer rt.contract' } }
    : {};
}

describe.each(BACKENDS)('contract %s', (backend) => {
  const ops = OPERATIONS.filter((o) => o.backend === backend) as readonly OperationInfo[];
  it.each(ops.map((o) => [o.operationId, o] as const))(
    '%s answers on-contract through the SDK',
    async (_id, op) => {
      const fn = modules[backend][op.operationId] as Fn | undefined;
      expect(fn, `generated function ${op.operationId}`).toBeTypeOf('function');
      const init = credentialsFor(op);
      const body = await (fn as Fn)(...exampleArgs(op), init);
      const seen = covered.get(op.operationId);
      expect(seen?.status).toBe(successStatus(op));
      expect(checkResponse(op, seen?.status ?? 0, seen?.type ?? '', body)).toBeNull();
    },
  );
});

describe('negative cases against Prism', () => {
  it('an invalid request is refused by Prism with the contract error shape (400) — not sent upstream', async () => {
    tokens.deviceToken = 'dt.contract';
    tokens.sessionToken = null;
    // logintype must be one of the LoginType enum values.
    const err = await sms.loginSubscriber({ logintype: 'Bogus' as never }).catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: expect.toBeOneOf([400, 422]) });
  });

  it('§8 Prefer code=401 with many requests in flight: exactly one refresh call, every request retried and answered', async () => {
    tokens.deviceToken = 'dt.contract';
    tokens.sessionToken = 'st.expired';
    tokens.refreshToken = 'rt.contract';
    prefer401For = 'st.expired';
    refreshCalls = 0;
    const before = transport.recoveries;
    const results = await Promise.all(Array.from({ length: 10 }, () => sms.getSubscriberDetails()));
    prefer401For = null;
    expect(refreshCalls).toBe(1);
    expect(transport.recoveries - before).toBe(1);
    expect(tokens.sessionToken).not.toBe('st.expired');
    expect(results.every((r) => typeof r.data.subscriberid === 'string')).toBe(true);
  });
});

afterAll(() => {
  // Coverage from the contracts: every operation must have been exercised.
  const lines: string[] = [];
  const missing: string[] = [];
  for (const b of BACKENDS) {
    const ops = OPERATIONS.filter((o) => o.backend === b);
    const hit = ops.filter((o) => covered.has(o.operationId));
    missing.push(...ops.filter((o) => !covered.has(o.operationId)).map((o) => `${b}.${o.operationId}`));
    lines.push(`${b}: operations covered: ${hit.length}/${ops.length}`);
  }
  console.log(lines.join('\n'));
  if (missing.length) throw new Error(`operations not exercised: ${missing.join(', ')}`);
});
