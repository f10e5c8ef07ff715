// Helpers of the contract suite: the contracts themselves, example arguments for every operation, response schemas.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deref } from '@ott/contracts/deref';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import type { Backend, OperationInfo } from '../src/generated/operations';

type Json = Record<string, unknown>;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const docs = new Map<Backend, Json>();
export function contract(b: Backend): Json {
  let d = docs.get(b);
  if (!d) {
    d = YAML.parse(readFileSync(path.join(path.join(root, 'openapi'), `${b}.yaml`), 'utf8')) as Json;
    docs.set(b, d);
  }
  return d;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** A value for a schema with no example: enough to pass validation for the simple shapes parameters use. */
function synth(doc: Json, schemaNode: unknown): unknown {
  const s = deref(doc, schemaNode);
  if (!s) return 'x';
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('default' in s) return s.default;
  if (Array.isArray(s.examples)) return s.examples[0];
  if ('example' in s) return s.example;
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (t === 'integer' || t === 'number') return typeof s.minimum === 'number' ? s.minimum : 1;
  if (t === 'boolean') return true;
  if (t === 'array') return [synth(doc, s.items)];
  if (t === 'object' || s.properties) {
    const req = (s.required as string[] | undefined) ?? [];
    return Object.fromEntries(req.map((k) => [k, synth(doc, (s.properties as Json)[k])]));
  }
  if (s.format === 'email') return 'admin@sandbox.test';
  if (s.format === 'date') return '2000-01-01';
  if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
  return 'x';
}

function exampleOf(doc: Json, p: Json): unknown {
  if ('example' in p) return p.example;
  const ex = p.examples as Json | undefined;
  if (ex) {
    const first = deref(doc, Object.values(ex)[0]);
    return first.value;
  }
  return undefined;
}

const isBinary = (doc: Json, node: unknown) => {
  const s = deref(doc, node);
  return s?.contentEncoding === 'binary' || s?.format === 'binary';
};

/** Multipart examples name their files by string: send them as files, typed as the contract's encoding says. */
function withFiles(doc: Json, media: Json, body: Json): Json {
  const props = (deref(doc, media.schema).properties ?? {}) as Json;
  const out: Json = { ...body };
  for (const [k, v] of Object.entries(body)) {
    const p = deref(doc, props[k]);
    const binary = isBinary(doc, p) || (p?.type === 'array' && isBinary(doc, p.items));
    if (!binary) continue;
    const type = String(
      ((media.encoding as Json | undefined)?.[k] as Json | undefined)?.contentType ??
        'application/octet-stream',
    )
      .split(',')[0]
      ?.trim();
    const toFile = (name: unknown) => new File([new Uint8Array([137, 80, 78, 71])], String(name), { type });
    out[k] = Array.isArray(v) ? v.map(toFile) : toFile(v);
  }
  return out;
}

/** Arguments for the orval function of an operation: path params in path order, body, query params. */
export function exampleArgs(op: OperationInfo): unknown[] {
  const doc = contract(op.backend);
  const item = (doc.paths as Json)[op.path] as Json;
  const o = item[op.method.toLowerCase()] as Json;
  const params = [...((item.parameters as unknown[]) ?? []), ...((o.parameters as unknown[]) ?? [])].map(
    (p) => deref(doc, p),
  );
  const value = (p: Json) => exampleOf(doc, p) ?? synth(doc, p.schema);
  const args: unknown[] = [];
  for (const name of [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
    const p = params.find((x) => x.in === 'path' && x.name === name);
    args.push(p ? value(p) : 'x');
  }
  if (o.requestBody) {
    const rb = deref(doc, o.requestBody);
    const [mediaType, media] = Object.entries(rb.content as Json)[0] as [string, Json];
    const body = exampleOf(doc, media) ?? synth(doc, media.schema);
    args.push(mediaType === 'multipart/form-data' ? withFiles(doc, media, body as Json) : body);
  }
  const query = params.filter((p) => p.in === 'query');
  if (query.length) {
    args.push(
      Object.fromEntries(
        query
          .filter((p) => p.required || exampleOf(doc, p) !== undefined)
          .map((p) => [p.name as string, value(p)]),
      ),
    );
  }
  return args;
}

const ajvs = new Map<Backend, Ajv2020>();
function ajvFor(b: Backend): Ajv2020 {
  let ajv = ajvs.get(b);
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(ajv);
    ajv.addSchema(contract(b), `${b}.json`);
    ajvs.set(b, ajv);
  }
  return ajv;
}

/** Validate a response body against the contract schema of (operation, status, media type); returns error text or null. */
export function checkResponse(
  op: OperationInfo,
  status: number,
  mediaType: string,
  body: unknown,
): string | null {
  const doc = contract(op.backend);
  const responses = ((doc.paths as Json)[op.path] as Json)[op.method.toLowerCase()] as Json;
  const resp = deref(doc, (responses.responses as Json)[String(status)]);
  if (!resp) return `status ${status} is not in the contract`;
  const content = resp.content as Json | undefined;
  if (!content) return null;
  const media =
    Object.keys(content).find((m) => mediaType.startsWith(m.split(';')[0] ?? m)) ?? Object.keys(content)[0];
  if (!media) return null;
  if (!media.includes('json'))
    return body instanceof Blob || typeof body === 'string' ? null : 'expected a file body';
  // The response schema itself may be a response-level $ref: point at the dereferenced location.
  const ref = (responses.responses as Json)[String(status)] as Json;
  const base =
    typeof ref.$ref === 'string'
      ? (ref.$ref as string).slice(1)
      : `/${pointer('paths', op.path, op.method.toLowerCase(), 'responses', String(status))}`;
  const validate = ajvFor(op.backend).getSchema(
    `${op.backend}.json#${base}/${pointer('content', media, 'schema')}`,
  );
  if (!validate) return `no schema at ${base}`;
  return validate(body) ? null : JSON.stringify(validate.errors?.slice(0, 3));
}

/** The lowest 2xx status of an operation (the one Prism serves by default). */
export function successStatus(op: OperationInfo): number {
  const doc = contract(op.backend);
  const o = ((doc.paths as Json)[op.path] as Json)[op.method.toLowerCase()] as Json;
  return Number(
    Object.keys(o.responses as Json)
      .filter((s) => s.startsWith('2'))
      .sort()[0],
  );
}
