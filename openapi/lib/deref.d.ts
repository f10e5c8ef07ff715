/** Follows `node`'s local `$ref`s to the node they name; throws on a circular or unresolved reference. */
export function deref<T = Record<string, unknown>>(doc: unknown, node: unknown): T;
