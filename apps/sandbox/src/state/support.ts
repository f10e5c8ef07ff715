import type { SandboxOptions } from '../options';

// Placeholder: the support area fills this in.
export type SupportState = Record<string, never>;
export function createSupportState(_options: SandboxOptions): SupportState {
  return {};
}
