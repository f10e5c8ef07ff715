#!/usr/bin/env node
// Validates every example of the given OpenAPI 3.1 documents against its schema (JSON Schema 2020-12, ajv), and the
// conventions of openapi/README.md; exits 1 on any failure.
// Usage: node openapi/scripts/check-examples.mjs openapi/sms.yaml openapi/cms.yaml …
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import { deref as derefIn } from '../lib/deref.js';

// Per document: request bodies, responses and parameters validate (`example` / `examples.*.value`); every media type
// has an example (they feed Prism and the docs); no schema is named `Error`; schema-level `examples` validate;
// form-urlencoded bodies are flat (string, number, integer, boolean). Across documents: operationIds are unique.
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
// OpenAPI 3.1 schema keywords that are not JSON Schema validation keywords.
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: check-examples.mjs <openapi.yaml>...');
  process.exit(2);
}

const failures = [];
const operationIds = new Map();
let checked = 0;

for (const file of files) {
  const doc = YAML.parse(readFileSync(file, 'utf8'));
  const name = basename(file);
  const base = `https://contracts.local/${name}`;
  const ajv = new Ajv2020({
    strictRequired: false,
    strict: true,
    allErrors: true,
    strictTypes: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: OPENAPI_KEYWORDS });
  // Rewrite "#/components/..." refs to absolute refs into the document added below, and drop x-* extensions
  // (but keep properties that happen to be named x-…).
  const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas', 'schemas']);
  const rebase = (node, parentKey = '') => {
    if (Array.isArray(node)) return node.map((item) => rebase(item));
    if (node && typeof node === 'object') {
      const out = {};
      for (const [k, v] of Object.entries(node)) {
        if (k.startsWith('x-') && !NAME_MAPS.has(parentKey)) continue;
        out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${base}${v}` : rebase(v, k);
      }
      return out;
    }
    return node;
  };
  ajv.addKeyword({ keyword: 'components' });
  ajv.addSchema({ $id: base, components: rebase({ schemas: doc.components?.schemas ?? {} }) });

  /** @returns {any} a node of the parsed YAML, whatever its shape */
  const deref = (node) => {
    try {
      return derefIn(doc, node);
    } catch (e) {
      throw new Error(`${name}: ${e.message}`);
    }
  };

  const compiled = new Map();
  const validatorFor = (schema) => {
    const key = JSON.stringify(schema);
    if (!compiled.has(key)) compiled.set(key, ajv.compile(rebase(schema)));
    return compiled.get(key);
  };

  const check = (where, schema, value) => {
    checked += 1;
    let validate;
    try {
      validate = validatorFor(schema);
    } catch (err) {
      failures.push(`${name} ${where}: schema does not compile: ${err.message}`);
      return;
    }
    if (!validate(value)) {
      const errors = validate.errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      failures.push(`${name} ${where}: ${errors}`);
    }
  };

  // A form body is one level of scalars: collect the properties of the schema (through $ref, allOf, anyOf, oneOf)
  // and refuse any whose type is not a scalar.
  const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);
  const checkFlat = (where, schema, seen = new Set()) => {
    const node = deref(schema);
    if (seen.has(node)) return;
    seen.add(node);
    for (const key of ['allOf', 'anyOf', 'oneOf'])
      for (const sub of node[key] ?? []) checkFlat(where, sub, seen);
    for (const [prop, propSchema] of Object.entries(node.properties ?? {})) {
      const resolved = deref(propSchema);
      const types = [resolved.type ?? []].flat();
      const scalar =
        types.length > 0 ? types.every((t) => SCALARS.has(t)) : resolved.enum || resolved.const !== undefined;
      if (!scalar) failures.push(`${name} ${where}: form property "${prop}" is not a string/number/boolean`);
    }
  };

  const checkContent = (where, content, { requireExample }) => {
    for (const [mediaType, media] of Object.entries(content ?? {})) {
      const at = `${where} ${mediaType}`;
      const examples = [];
      if (media.example !== undefined) examples.push(['example', media.example]);
      for (const [exName, ex] of Object.entries(media.examples ?? {})) {
        const resolved = deref(ex);
        if (resolved.externalValue !== undefined && resolved.value === undefined) continue;
        examples.push([exName, resolved.value]);
      }
      if (requireExample && examples.length === 0) failures.push(`${name} ${at}: no example`);
      if (!media.schema) {
        failures.push(`${name} ${at}: no schema`);
        continue;
      }
      for (const [exName, value] of examples) check(`${at} example "${exName}"`, media.schema, value);
      if (mediaType === 'application/x-www-form-urlencoded') checkFlat(at, media.schema);
    }
  };

  const checkParameters = (where, parameters) => {
    for (const p of parameters ?? []) {
      const param = deref(p);
      const at = `${where} parameter ${param.in}:${param.name}`;
      if (!param.schema) continue;
      if (param.example !== undefined) check(`${at} example`, param.schema, param.example);
      for (const [exName, ex] of Object.entries(param.examples ?? {})) {
        check(`${at} example "${exName}"`, param.schema, deref(ex).value);
      }
    }
  };

  if (doc.components?.schemas && Object.hasOwn(doc.components.schemas, 'Error')) {
    failures.push(`${name}: components.schemas must not name a schema "Error"`);
  }

  for (const [schemaName, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (!Array.isArray(schema?.examples)) continue;
    schema.examples.forEach((value, i) => {
      check(
        `components.schemas.${schemaName} examples[${i}]`,
        { $ref: `#/components/schemas/${schemaName}` },
        value,
      );
    });
  }

  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const pathItem = deref(item);
    checkParameters(path, pathItem.parameters);
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (op.operationId) {
        const previous = operationIds.get(op.operationId);
        if (previous)
          failures.push(`operationId "${op.operationId}" used twice: ${previous} and ${name} ${where}`);
        else operationIds.set(op.operationId, `${name} ${where}`);
      } else {
        failures.push(`${name} ${where}: no operationId`);
      }
      checkParameters(where, op.parameters);
      if (op.requestBody) {
        checkContent(`${where} request`, deref(op.requestBody).content, { requireExample: true });
      }
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        checkContent(`${where} ${status}`, deref(response).content, { requireExample: true });
      }
    }
  }
}

if (failures.length > 0) {
  console.error(`${failures.length} problem(s) in ${files.join(', ')}:`);
  for (const f of failures) console.error(`  - ${f}`);
  process.exit(1);
}
console.log(
  `check-examples: ${checked} example(s) valid in ${files.map((f) => basename(resolve(f))).join(', ')}`,
);
