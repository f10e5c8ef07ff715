// Contract fuzz (the hostile client's malformed inputs): every operation of openapi/*.yaml gets wrong types, missing
// fields, 1 MB strings, ill-formed escapes, traversal and prototype keys; every answer must be one its contract
// declares (status and error shape), never a 5xx. Bounded: one pass, a few seconds.

import { deref } from '@ott/contracts/deref';
import { describe, expect, it } from 'vitest';
import { contracts, type Route } from '../src/contracts';
import { violation } from './contract-check';
import { useSandbox } from './helpers';

type Json = Record<string, unknown>;
const sandbox = useSandbox();
const { docs, routes } = contracts();
const MB = 'A'.repeat(1024 * 1024);
const PATH_VALUES = [
  '',
  '%ED%A0%80',
  '%',
  encodeURIComponent('../../etc/passwd'),
  '__proto__',
  'constructor',
  'x'.repeat(4096),
];
const QUERY_VALUES = ['%ED%A0%80', 'not-a-number', '-1', MB, '../../etc/passwd', '{"$gt":""}'];
const PROTO_BODY = '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}';

function paramsOf(route: Route, where: 'query' | 'path'): Json[] {
  const doc = docs[route.backend];
  const item = (doc.paths as Json)[route.path] as Json;
  const op = item[route.method.toLowerCase()] as Json;
  return [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]
    .map((p) => deref(doc, p))
    .filter((p) => p.in === where);
}

/** A value of the wrong JSON type for a schema (best effort: a string where anything else is wanted). */
function wrongType(schema: Json | undefined): unknown {
  const type = schema?.type;
  if (type === 'string') return 12345;
  if (type === 'array') return { not: 'an array' };
  if (type === 'object') return ['not', 'an', 'object'];
  return 'not-the-type';
}

interface Case {
  name: string;
  path: string;
  init: RequestInit;
}

/** Every malformed request for one operation, with a credential the operation accepts (so checks run past auth). */
function casesFor(route: Route, credential: Record<string, string>): Case[] {
  const pathParams = paramsOf(route, 'path');
  const query = paramsOf(route, 'query');
  const fill = (value: string | null) =>
    `/${route.backend === 'config' ? '' : `${route.backend}`}${route.path.replace(/\{([^}]+)\}/g, (_, n) => {
      const p = pathParams.find((x) => x.name === n);
      return value ?? encodeURIComponent(String(p?.example ?? 'X1'));
    })}`.replace(/^\/\//, '/');
  const base = fill(null);
  const out: Case[] = [];
  const headers = { ...credential };
  const bodyless = { method: route.method, headers };
  if (pathParams.length > 0)
    for (const v of PATH_VALUES) out.push({ name: `path ${v.slice(0, 20)}`, path: fill(v), init: bodyless });
  // Every value in the first query parameter, the type-breaking ones in the others (the run stays a few seconds).
  for (const [i, p] of query.entries())
    for (const v of i === 0 ? QUERY_VALUES : QUERY_VALUES.slice(0, 2))
      out.push({
        name: `query ${p.name}=${v.slice(0, 20)}`,
        path: `${base}?${p.name as string}=${v === '%ED%A0%80' ? v : encodeURIComponent(v)}`,
        init: bodyless,
      });
  out.push({
    name: 'query __proto__',
    path: `${base}?__proto__[polluted]=yes&constructor[prototype][polluted]=yes`,
    init: bodyless,
  });
  out.push({ name: 'no credential', path: base, init: { method: route.method } });
  if (route.body) {
    const media = route.body.media[0] ?? 'application/json';
    const send = (name: string, body: string, type = media) =>
      out.push({
        name,
        path: base,
        init: { method: route.method, headers: { ...headers, 'content-type': type }, body },
      });
    const schema = schemaOf(route, media);
    const props = Object.entries((schema?.properties as Json | undefined) ?? {});
    if (media.includes('json')) {
      send('body missing', '');
      send('body not JSON', '{"unterminated');
      send('body wrong top type', '[1,2,3]');
      send('body prototype keys', PROTO_BODY);
      send('body 1 MB field', JSON.stringify({ [props[0]?.[0] ?? 'field']: MB }));
      send(
        'body wrong types',
        JSON.stringify(
          Object.fromEntries(props.map(([k, s]) => [k, wrongType(deref(docs[route.backend], s))])),
        ),
      );
      send('body as text', 'plain', 'text/plain');
    } else {
      const form = (entries: [string, string][]) => new URLSearchParams(entries).toString();
      send('form missing', '');
      send('form empty fields', form(props.map(([k]) => [k, ''])));
      send('form 1 MB field', form([[props[0]?.[0] ?? 'field', MB]]));
      send(
        'form prototype keys',
        form([
          ['__proto__', 'x'],
          ['constructor', 'y'],
          ['__proto__[polluted]', 'yes'],
        ]),
      );
      send('form ill-formed escape', props.map(([k]) => `${k}=%ED%A0%80`).join('&') || 'a=%ED%A0%80');
      send('form as JSON', PROTO_BODY, 'application/json');
    }
  }
  return out;
}

function schemaOf(route: Route, media: string): Json | undefined {
  const doc = docs[route.backend];
  const op = ((doc.paths as Json)[route.path] as Json)[route.method.toLowerCase()] as Json;
  const rb = deref(doc, op.requestBody);
  const s = ((rb?.content as Json | undefined)?.[media] as Json | undefined)?.schema;
  return s ? deref(doc, s) : undefined;
}

describe('contract fuzz (every operation × malformed inputs: declared answers only, no 5xx)', () => {
  it('§7 every answer is declared by its contract, in its error shape; none is a 5xx', {
    timeout: 300000,
  }, async () => {
    const state = sandbox.sandbox.state();
    const started = performance.now();
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const session = state.tokens.issueSession('1001', '1001-p1').sessionToken;
      const device = state.tokens.issueDevice('4829301755329999');
      const credential: Record<string, string> = route.security.includes('session')
        ? { 'x-session': session }
        : route.security.includes('deviceToken')
          ? { authorization: `Bearer ${device}` }
          : {};
      for (const c of casesFor(route, credential)) {
        sent++;
        // A request that never answers is a failure too (599), not a hung suite.
        const res = await fetch(sandbox.sandbox.url + c.path, {
          ...c.init,
          signal: AbortSignal.timeout(5000),
        }).catch((e: Error) => new Response(`no answer: ${e.name}`, { status: 599 }));
        const text = await res.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {}
        const where = `${route.operationId} [${c.name}] → ${res.status}`;
        if (res.status >= 500) failures.push(`${where}: a server error`);
        else {
          const found = violation(route.method, c.path, { status: res.status, body, headers: res.headers });
          if (found) failures.push(`${where}: ${found}`);
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[fuzz] ${routes.length} operations, ${sent} requests, ${failures.length} off contract, ${seconds.toFixed(1)} s`,
    );
    expect(failures).toEqual([]);
    expect(({} as Json).polluted).toBeUndefined();
    expect(sent).toBeGreaterThan(routes.length * 5);
  });
});
