// Routes and request validation derived from openapi/*.yaml: the sandbox's routes come from the contracts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deref } from '@ott/contracts/deref';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { load as parseYaml } from 'js-yaml';

export const BACKENDS = ['sms', 'cms', 'crm', 'charge', 'config'] as const;
export type Backend = (typeof BACKENDS)[number];
type Json = Record<string, unknown>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Route {
  backend: Backend;
  operationId: string;
  method: string;
  path: string;
  re: RegExp;
  /** The same with empty path parameters allowed (`profile/`): tried when no route matches, so validation answers. */
  loose: RegExp;
  pathParams: string[];
  statics: number;
  security: string[];
  /** Query/path parameter validation (strings coerced to the schema's types), compiled on first use. */
  validateParams(): ValidateFunction;
  /** Request body per media type; each validator is compiled on first use (start-up time and memory). */
  body: { required: boolean; media: string[]; validator(media: string): ValidateFunction } | null;
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

const esc = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const pathRegExp = (segs: string[], param: string) =>
  new RegExp(`^${segs.map((s) => (/^\{[^}]+\}$/.test(s) ? param : esc(s))).join('/')}/?$`);

export function loadContracts(dir = path.join(root, 'openapi')): {
  docs: Record<Backend, Json>;
  routes: Route[];
} {
  const docs = {} as Record<Backend, Json>;
  const routes: Route[] = [];
  for (const backend of BACKENDS) {
    const doc = parseYaml(readFileSync(path.join(dir, `${backend}.yaml`), 'utf8')) as Json;
    docs[backend] = doc;
    hoistInlineSchemas(doc);
    // Parameters arrive as strings: coerce them to the schema's types. JSON bodies are validated as sent.
    const coercing = new Ajv2020({ strict: false, coerceTypes: 'array', useDefaults: true, allErrors: true });
    const exact = new Ajv2020({ strict: false, allErrors: true });
    for (const a of [coercing, exact]) {
      addFormats(a);
      a.addSchema(doc, `${backend}.json`);
    }
    for (const [p, itemNode] of Object.entries(doc.paths as Json)) {
      const item = itemNode as Json;
      for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const params = [
          ...((item.parameters as unknown[]) ?? []),
          ...((op.parameters as unknown[]) ?? []),
        ].map((x) => deref(doc, x));
        const schemaOf = (where: string) => ({
          type: 'object',
          properties: Object.fromEntries(
            params
              .filter((x) => x.in === where)
              .map((x) => [x.name as string, x.schema ? { $ref: refTo(doc, backend, x.schema) } : {}]),
          ),
          required: params.filter((x) => x.in === where && x.required).map((x) => x.name as string),
        });
        const validateParams = once(() =>
          coercing.compile({
            type: 'object',
            properties: { path: schemaOf('path'), query: schemaOf('query') },
          }),
        );
        let body: Route['body'] = null;
        if (op.requestBody) {
          const rb = deref(doc, op.requestBody);
          const content = rb.content as Json;
          const compiled = new Map<string, ValidateFunction>();
          body = {
            required: Boolean(rb.required),
            media: Object.keys(content),
            validator(media) {
              let v = compiled.get(media);
              if (!v) {
                const schema = (content[media] as Json).schema;
                const ajv = media.includes('json') ? exact : coercing;
                v = ajv.compile(schema ? { $ref: refTo(doc, backend, schema) } : {});
                compiled.set(media, v);
              }
              return v;
            },
          };
        }
        const segs = p.split('/');
        routes.push({
          backend,
          operationId: op.operationId as string,
          method: method.toUpperCase(),
          path: p,
          re: pathRegExp(segs, '([^/]+)'),
          loose: pathRegExp(segs, '([^/]*)'),
          pathParams: [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
          statics: segs.filter((s) => s && !s.startsWith('{')).length,
          security: ((op.security ?? doc.security ?? []) as Json[]).flatMap((s) => Object.keys(s)),
          validateParams,
          body,
        });
      }
    }
  }
  routes.sort((a, b) => b.statics - a.statics);
  return { docs, routes };
}

/** Every schema node used for validation is a $ref into its document (so nested #/components refs resolve). */
function refTo(_doc: Json, backend: Backend, schema: unknown): string {
  return `${backend}.json${(schema as Json).$ref as string}`;
}

/** Moves inline parameter and body schemas under `x-sandbox-inline` and points at them, before ajv sees the doc. */
function hoistInlineSchemas(doc: Json): void {
  const bucket: Json = {};
  let n = 0;
  const hoist = (holder: Json) => {
    const s = holder.schema as Json | undefined;
    if (!s || typeof s.$ref === 'string') return;
    const id = `i${n++}`;
    bucket[id] = s;
    holder.schema = { $ref: `#/x-sandbox-inline/${id}` };
  };
  for (const itemNode of Object.values(doc.paths as Json)) {
    const item = itemNode as Json;
    for (const x of (item.parameters as Json[] | undefined) ?? []) hoist(deref(doc, x));
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      for (const x of (op.parameters as Json[] | undefined) ?? []) hoist(deref(doc, x));
      if (op.requestBody)
        for (const m of Object.values(deref(doc, op.requestBody).content as Json)) hoist(m as Json);
    }
  }
  doc['x-sandbox-inline'] = bucket;
}

/** A path segment decoded, or null when its escapes are ill-formed (`%ED%A0%80`, a lone `%`): a 400, never a throw. */
function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The operation of a request; `params` is null when a path parameter does not decode (the caller answers 400). */
export function matchRoute(routes: Route[], backend: Backend, method: string, pathname: string) {
  for (const which of ['re', 'loose'] as const)
    for (const r of routes) {
      if (r.backend !== backend || r.method !== method) continue;
      const m = r[which].exec(pathname);
      if (!m) continue;
      const values = r.pathParams.map((_, i) => decodeSegment(m[i + 1] ?? ''));
      const params = values.every((v): v is string => v !== null)
        ? Object.fromEntries(r.pathParams.map((n, i) => [n, values[i] as string]))
        : null;
      return { route: r, params };
    }
  return null;
}

let cached: ReturnType<typeof loadContracts> | null = null;
/** The contracts of openapi/, loaded and compiled once per process. */
export function contracts(): ReturnType<typeof loadContracts> {
  cached ??= loadContracts();
  return cached;
}
