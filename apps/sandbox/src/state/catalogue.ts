import type { SandboxOptions } from '../options';

// Placeholder: the catalogue area fills this in.
export type CatalogueState = Record<string, never>;
export function createCatalogueState(_options: SandboxOptions): CatalogueState {
  return {};
}
