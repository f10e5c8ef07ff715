// Checks an answer of the sandbox against the response its contract documents for that status (the same check the
// Prism proxy does): the area tests wrap their `http` with it, so every JSON call they make is contract-checked.

import { deref } from '@ott/contracts/deref';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { type Backend, contracts, matchRoute } from '../src/contracts';
import type { Http } from './helpers';

type Json = Record<string, unknown>;
const { docs, routes } = contracts();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const [backend, doc] of Object.entries(docs)) ajv.addSchema(doc, `${backend}-responses.json`);
const cache = new Map<string, ValidateFunction | null>();

/** The validator of the JSON body documented for (backend, method, path, status); null when none is documented. */
function validatorFor(
  backend: Backend,
  method: string,
  path: string,
  status: number,
): ValidateFunction | null {
  const key = `${backend} ${method} ${path} ${status}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const doc = docs[backend];
  const op = ((doc.paths as Json)[path] as Json)[method.toLowerCase()] as Json;
  const response = deref(doc, (op.responses as Json)[String(status)]);
  const schema = (response?.content as Json | undefined)?.['application/json'] as Json | undefined;
  let v: ValidateFunction | null = null;
  if (schema?.schema) {
    const s = schema.schema as Json;
    v = ajv.compile(
      typeof s.$ref === 'string'
        ? { $ref: `${backend}-responses.json${s.$ref}` }
        : { ...s, $id: `inline:${key}` },
    );
  }
  cache.set(key, v);
  return v;
}

/**
 * What is off contract in an answer to `method path` (null when it is one its contract documents: a contract
 * route, a documented status, and a JSON body valid against that status's schema).
 */
export function violation(
  method: string,
  path: string,
  r: { status: number; body: unknown; headers: Headers },
): string | null {
  const url = new URL(path, 'http://x');
  const [, first = '', ...rest] = url.pathname.split('/');
  const onBackend = ['sms', 'cms', 'crm', 'charge'].includes(first);
  // The config host serves at the root: its routes are contract routes, anything else there (media…) is not.
  const backend = (onBackend ? first : 'config') as Backend;
  const m = matchRoute(
    routes,
    backend,
    method.toUpperCase(),
    onBackend ? `/${rest.join('/')}` : url.pathname,
  );
  if (!m) return onBackend ? `${method} ${path} is not a contract route` : null;
  const op = ((docs[backend].paths as Json)[m.route.path] as Json)[method.toLowerCase()] as Json;
  if (!Object.keys(op.responses as Json).includes(String(r.status)))
    return `${op.operationId} does not document ${r.status}`;
  if ((r.headers.get('content-type') ?? '').includes('json')) {
    const v = validatorFor(backend, method, m.route.path, r.status);
    if (!v) return `${op.operationId} ${r.status} documents no JSON body`;
    if (!v(r.body))
      return `${op.operationId} ${r.status} off contract: ${JSON.stringify(v.errors?.slice(0, 3))}`;
  }
  return null;
}

/** Wraps `http` so that every answer must be one its contract documents (status and JSON body). */
export function contractChecked(http: Http): Http {
  return async (method, path, init) => {
    const r = await http(method, path, init);
    const found = violation(method, path, r);
    expect(found, `${method} ${path}`).toBeNull();
    return r;
  };
}
