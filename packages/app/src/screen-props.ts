// What the router gives every screen (router.tsx renders SCREENS[routeId] with these).
export interface ScreenProps {
  /** Route id of the domain table (e.g. 'details.season'). */
  routeId: string;
  params: Record<string, string>;
  /** URL language prefix, or null. */
  lang: string | null;
  reason?: 'notFound' | 'unsupportedLang';
}

/** A panel of the account page (SPEC §2 /profile/:listItem): what the page gives each tab it shows. */
export interface AccountPanelProps {
  lang: string | null;
  /** The `:listItem` of the URL, already resolved to a tab. */
  tab: string;
}
