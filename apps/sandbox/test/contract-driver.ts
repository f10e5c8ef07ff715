// Drives every contract operation through the SDK against a sandbox, each with a fresh real session (reset, register,
// log in, then the operation with its contract's credentials and example arguments, which are fixture ids).
// Used by the proxy contract test (behind `prism proxy --errors`) and `npm run bench:sandbox`.
import {
  type Backend,
  createTransport,
  encryptWithSecret,
  OPERATIONS,
  type OperationInfo,
  registerDevice,
  setTransport,
  type Tokens,
} from '@ott/sdk';
import * as charge from '@ott/sdk/hooks/charge';
import * as cms from '@ott/sdk/hooks/cms';
import * as config from '@ott/sdk/hooks/config';
import * as crm from '@ott/sdk/hooks/crm';
import * as sms from '@ott/sdk/hooks/sms';
import { exampleArgs } from '@ott/sdk/testing';
import { SAMPLE_PROVIDER_ID, SAMPLE_SECRET } from '../src/options';
import { sampleIdentity } from './helpers';

const modules: Record<Backend, Record<string, unknown>> = { sms, cms, crm, charge, config };
type Fn = (...args: unknown[]) => Promise<unknown>;

export interface OperationResult {
  operationId: string;
  status: number;
  /** Set when the response came from Prism itself (a violation or a refused request), not from the sandbox. */
  prismError: string | null;
}

/** Destructive calls run last so they do not end the session the others need (each op gets a fresh one anyway). */
const LAST = new Set(['deleteAccount', 'logoutSubscriber']);

export async function driveAllOperations(opts: {
  sandboxUrl: string;
  baseUrl(b: Backend): string;
}): Promise<OperationResult[]> {
  const tokens: Tokens = { deviceToken: null, sessionToken: null, refreshToken: null };
  const results: OperationResult[] = [];
  let current: string | null = null;
  const transport = createTransport({
    baseUrl: opts.baseUrl,
    tokens: () => tokens,
    recover: async () => {
      throw new Error('no recovery in the contract drive');
    },
    onLogout: () => {},
    async fetch(input) {
      const res = await fetch(input as Request);
      if (current) {
        const body = res.status >= 400 ? await res.clone().text() : '';
        const prism =
          /stoplight\.io\/prism\/errors#([A-Z_]+)/.exec(body)?.[1] ??
          (res.headers.get('sl-violations') ? 'VIOLATIONS' : null);
        results.push({ operationId: current, status: res.status, prismError: prism });
      }
      return res;
    },
  });
  setTransport(transport);

  const ordered = [...OPERATIONS].sort(
    (a, b) => Number(LAST.has(a.operationId)) - Number(LAST.has(b.operationId)),
  );
  for (const op of ordered as OperationInfo[]) {
    await fetch(`${opts.sandboxUrl}/__sandbox/reset`, { method: 'POST' });
    current = null;
    Object.assign(tokens, { deviceToken: null, sessionToken: null, refreshToken: null });
    const { deviceToken } = await registerDevice(transport, {
      providerId: SAMPLE_PROVIDER_ID,
      secret: SAMPLE_SECRET,
      identity: sampleIdentity('4829301755329100'),
    });
    tokens.deviceToken = deviceToken;
    const login = await sms.loginSubscriber({
      logintype: 'Email',
      email: 'admin@sandbox.test',
      password: await encryptWithSecret(SAMPLE_SECRET, 'Sandbox#123'),
    });
    const session = login.success ?? null;
    const refresh = login.refreshtoken ?? null;

    tokens.sessionToken = op.security.includes('session') ? session : null;
    const init: RequestInit =
      op.security.length === 1 && op.security[0] === 'refreshToken'
        ? { headers: { Authorization: `Bearer ${refresh}` } }
        : {};
    current = op.operationId;
    const fn = modules[op.backend][op.operationId] as Fn;
    await fn(...exampleArgs(op), init).catch(() => undefined); // documented errors are fine; violations are counted
    current = null;
  }
  return results;
}
