// SPEC §2 /:lang?/profile/:listItem — the account page and its tabs. The page (features/account) renders one panel
// per tab; panels owned by other features (parental control: profiles; plans, bills, purchases, tickets: commerce
// and support) are handed to it by the composition root (screens.ts), so features never import each other.

/** The tabs of the account page, in display order; each is the `:listItem` of its URL. */
export const ACCOUNT_TABS = [
  'account',
  'devices',
  'parental-control',
  'plans',
  'bills',
  'purchases',
  'tickets',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab a `:listItem` names; anything else (an old or mistyped link) opens My Account. */
export function accountTabOf(listItem: string | undefined | null): AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(listItem ?? '') ? (listItem as AccountTab) : 'account';
}

/** Path of an account tab, with the optional language prefix. */
export function accountTabPath(tab: AccountTab, lang?: string | null): string {
  return lang ? `/${lang}/profile/${tab}` : `/profile/${tab}`;
}
