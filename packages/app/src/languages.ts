// The provider config's languages (SPEC §1, §3 supportedLanguages), without React: the router, the layout and the
// start-up (which runs before React) share them.
import { type DisplayLanguageEntry, defaultDisplayLanguage, pageLanguage } from '@ott/domain';
import { LOCALES } from '@ott/i18n';

type Languages = { supportedLanguages?: readonly DisplayLanguageEntry[] } | null;

/**
 * URL languages the provider supports; without a provider config (not known yet, or it could not be loaded) the ones
 * the app has catalogues for, so /ar still shows Arabic — the "could not be loaded" screen included — not "Page not
 * found" in English.
 */
export const supportedLangs = (config: Languages): string[] =>
  config?.supportedLanguages?.map((l) => l.language) ?? [...LOCALES];

/** The provider's default language: links in it carry no prefix. */
export const defaultLang = (config: Languages): string =>
  defaultDisplayLanguage(config?.supportedLanguages ?? [])?.language ?? 'en';

/**
 * The page's display language: the URL's language, else the stored one, else the provider's default (domain
 * pageLanguage). The app's shell sets it (App.tsx); start-up draws Home's top in it before the shell has run.
 */
export const displayLanguageOf = (urlLang: string | null, stored: string | null, config: Languages): string =>
  pageLanguage(urlLang, stored, defaultLang(config));

/** The same page in another language: the prefix changes, the rest of the path stays (/ar/details/… ↔ /details/…). */
export function pathInLanguage(pathname: string, lang: string, config: Languages): string {
  const segs = pathname.split('/').filter(Boolean);
  if (segs[0] && supportedLangs(config).includes(segs[0])) segs.shift();
  const prefix = lang === defaultLang(config) ? '' : `/${lang}`;
  return `${prefix}/${segs.join('/')}`.replace(/\/$/, '') || '/';
}
