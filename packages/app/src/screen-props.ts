// What the router gives every screen (router.tsx renders SCREENS[routeId] with these).
export interface ScreenProps {
  /** Route id of the domain table (e.g. 'details.season'). */
  routeId: string;
  params: Record<string, string>;
  /** URL language prefix, or null. */
  lang: string | null;
  reason?: 'notFound' | 'unsupportedLang';
}
