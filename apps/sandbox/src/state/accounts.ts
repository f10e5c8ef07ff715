import type { SandboxOptions } from '../options';

// Placeholder: the accounts area fills this in.
export type AccountsState = Record<string, never>;
export function createAccountsState(_options: SandboxOptions): AccountsState {
  return {};
}
