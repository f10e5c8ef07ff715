// Local `$ref` resolution (`#/components/…`, with JSON-pointer escapes) inside one OpenAPI document. One copy for the
// example check (scripts/check-examples.mjs), the sandbox's routes and validators, and the SDK's contract tests.
const unescapePointer = (part) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** Follows `node`'s local `$ref`s to the node they name; throws on a circular or unresolved reference. */
export function deref(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map(unescapePointer)
      .reduce((o, k) => (o == null ? undefined : o[k]), doc);
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return current;
}
