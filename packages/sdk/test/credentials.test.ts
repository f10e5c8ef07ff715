// SPEC §7: "Requests carry Authorization Bearer with the device token, or X-SESSION with the session token once logged
// in" — per operation, as its contract declares. The expectation is derived here from every operation's `security`
// in openapi/*.yaml (not from the generated table the transport reads), for a visitor and for a logged-in subscriber.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { type Backend, createTransport, setTransport, type Tokens } from '../src';
import { contractChecked } from '../testing/stand-in';

const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi');
const BACKEND_FILES: Record<Backend, string> = {
  sms: 'sms.yaml',
  cms: 'cms.yaml',
  crm: 'crm.yaml',
  charge: 'charge.yaml',
  config: 'config.yaml',
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Op {
  backend: Backend;
  id: string;
  method: string;
  path: string;
  schemes: string[];
  hasBody: boolean;
}

function contractOperations(): Op[] {
  const ops: Op[] = [];
  for (const [backend, file] of Object.entries(BACKEND_FILES) as [Backend, string][]) {
    const doc = parse(readFileSync(path.join(openapiDir, file), 'utf8'));
    const global: Record<string, unknown>[] = doc.security ?? [];
    for (const [p, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const security = (op.security as Record<string, unknown>[] | undefined) ?? global;
        ops.push({
          backend,
          id: String(op.operationId),
          method: method.toUpperCase(),
          path: p,
          schemes: security.flatMap((s) => Object.keys(s)),
          hasBody: Boolean(op.requestBody),
        });
      }
    }
  }
  return ops;
}

/** What the contract says the request carries, for these tokens (any one of the declared schemes). */
function expected(op: Op, tokens: Tokens): { xSession: string | null; bearer: string | null } {
  if (op.schemes.includes('session') && tokens.sessionToken)
    return { xSession: tokens.sessionToken, bearer: null };
  if (op.schemes.includes('deviceToken') && tokens.deviceToken)
    return { xSession: null, bearer: tokens.deviceToken };
  return { xSession: null, bearer: null };
}

const OPS = contractOperations();
const ports = inject('prismPorts');
const VISITOR: Tokens = { deviceToken: 'device-tok', sessionToken: null, refreshToken: null };
const SUBSCRIBER: Tokens = {
  deviceToken: 'device-tok',
  sessionToken: 'session-tok',
  refreshToken: 'refresh-tok',
};

afterEach(() => setTransport(null));

describe('§7 each operation sends the credential its contract declares', () => {
  it('reads every operation of the five contracts (none forgotten)', () => {
    expect(OPS.length).toBeGreaterThanOrEqual(80);
    // Decking is a device-token call even for a subscriber (SPEC §7).
    expect(OPS.find((o) => o.id === 'getDeckingConfig')?.schemes).toEqual(['deviceToken']);
  });

  for (const [who, tokens] of [
    ['visitor', VISITOR],
    ['subscriber', SUBSCRIBER],
  ] as const) {
    it(`as a ${who}: X-SESSION / Bearer exactly as each operation's security says`, async () => {
      const seen = new Map<string, Request>();
      let currentId = '';
      // Sent to the Prism mocks: what they answer (often a refusal of the placeholder parameters) is not the point.
      const transport = createTransport({
        baseUrl: (b) => `http://127.0.0.1:${ports[b]}`,
        tokens: () => tokens,
        recover: async () => {},
        onLogout: () => {},
        fetch: async (input) => {
          seen.set(currentId, (input as Request).clone());
          return fetch(input as Request);
        },
      });
      setTransport(transport);
      const mismatches: string[] = [];
      for (const op of OPS) {
        currentId = op.id;
        const url = op.path.replace(/\{[^}]+\}/g, 'x1');
        await transport
          .call(op.backend, url, {
            method: op.method,
            ...(op.hasBody ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
          })
          .catch(() => {});
        const req = seen.get(op.id);
        const want = expected(op, tokens);
        const got = {
          xSession: req?.headers.get('x-session') ?? null,
          bearer: req?.headers.get('authorization')?.replace(/^Bearer /, '') ?? null,
        };
        if (got.xSession !== want.xSession || got.bearer !== want.bearer)
          mismatches.push(`${op.id} [${op.schemes.join('|') || 'none'}]: sent ${JSON.stringify(got)}`);
      }
      expect(mismatches).toEqual([]);
      expect(seen.size).toBe(OPS.length);
    });
  }

  it('§4 a 401 on a device-token call of a subscriber renews the device token and never refreshes the session', async () => {
    const kinds: string[] = [];
    const tokens = { ...SUBSCRIBER };
    let calls = 0;
    const transport = createTransport({
      baseUrl: (b) => `http://127.0.0.1:9/${b}`,
      tokens: () => tokens,
      recover: async (kind) => {
        kinds.push(kind);
        tokens.deviceToken = 'device-tok-2';
      },
      onLogout: () => kinds.push('logout'),
      fetch: contractChecked(async (req) => {
        calls++;
        return req.headers.get('authorization') === 'Bearer device-tok-2'
          ? new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } })
          : new Response('{"reason":"Unauthorized"}', {
              status: 401,
              headers: { 'content-type': 'application/json' },
            });
      }) as typeof fetch,
    });
    await transport.cms.GET('/subscriber/v1/deckingconfig');
    expect(kinds).toEqual(['visitor']);
    expect(calls).toBe(2);
    expect(tokens.sessionToken).toBe('session-tok');
  });

  it('§4 a failed device re-registration does not log a subscriber out', async () => {
    let loggedOut = 0;
    const transport = createTransport({
      baseUrl: (b) => `http://127.0.0.1:9/${b}`,
      tokens: () => SUBSCRIBER,
      recover: async () => {
        throw new Error('registration failed');
      },
      onLogout: () => loggedOut++,
      fetch: contractChecked(
        async () =>
          new Response('{"reason":"Unauthorized"}', {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
      ) as typeof fetch,
    });
    await expect(transport.cms.GET('/subscriber/v1/deckingconfig')).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(loggedOut).toBe(0);
  });

  it('keeps `keepalive` on the request it sends (a progress or stream stop sent while the page closes)', async () => {
    let sent: Request | undefined;
    const transport = createTransport({
      baseUrl: (b) => `http://127.0.0.1:9/${b}`,
      tokens: () => SUBSCRIBER,
      recover: async () => {},
      onLogout: () => {},
      fetch: contractChecked(async (req) => {
        sent = req;
        return new Response(null, { status: 204 });
      }) as typeof fetch,
    });
    await transport.call('cms', '/subscriber/v1/stream/content/MOV-001', {
      method: 'DELETE',
      keepalive: true,
    });
    expect(sent?.keepalive).toBe(true);
    expect(sent?.headers.get('x-session')).toBe('session-tok');
  });
});
