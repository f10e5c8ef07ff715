// The sandbox's in-memory state: seeded the same way at every start from the fixture files (apps/sandbox/fixtures),
// and re-seeded by POST /__sandbox/reset. Each area owns its module under state/.
import { TokenStore } from './auth';
import type { SandboxOptions } from './options';
import { type AccountsState, createAccountsState } from './state/accounts';
import { type CatalogueState, createCatalogueState } from './state/catalogue';
import { type CommerceState, createCommerceState } from './state/commerce';
import { createSupportState, type SupportState } from './state/support';

export interface State {
  tokens: TokenStore;
  accounts: AccountsState;
  catalogue: CatalogueState;
  commerce: CommerceState;
  support: SupportState;
}

export function createState(options: SandboxOptions): State {
  const catalogue = createCatalogueState(options);
  return {
    tokens: new TokenStore(options),
    accounts: createAccountsState(options),
    catalogue,
    commerce: createCommerceState(options, (id) => catalogue.content.get(id)?.title ?? id),
    support: createSupportState(options),
  };
}
