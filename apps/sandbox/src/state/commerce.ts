import type { SandboxOptions } from '../options';

// Placeholder: the commerce area fills this in.
export type CommerceState = Record<string, never>;
export function createCommerceState(_options: SandboxOptions): CommerceState {
  return {};
}
