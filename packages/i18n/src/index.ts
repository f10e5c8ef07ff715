// ICU message catalogues (react-intl) for the display languages of SPEC §1, loaded per locale on demand.
// lang/en.json is extracted from the app (@formatjs/cli) plus the domain's EN_MESSAGES: `npm run extract -w @ott/i18n`.
export const LOCALES = ['en', 'ar', 'ml'] as const;
export type Locale = (typeof LOCALES)[number];
export type Messages = Record<string, string>;

type Load = () => Promise<{ default: Messages }>;
// A production build splits each catalogue (packages/app/tooling/vite-plugins.ts, precompiledMessages): `lang/xx.json`
// is the part the first page names, `src/rest/xx.ts` the messages only lazy chunks name. Elsewhere (dev server, tests)
// the first import is the whole catalogue and the second repeats it.
const loaders: Record<Locale, Load> = {
  en: () => import('../lang/en.json'),
  ar: () => import('../lang/ar.json'),
  ml: () => import('../lang/ml.json'),
};
const restLoaders: Record<Locale, Load> = {
  en: () => import('./rest/en'),
  ar: () => import('./rest/ar'),
  ml: () => import('./rest/ml'),
};

export const isLocale = (x: string | null | undefined): x is Locale =>
  (LOCALES as readonly string[]).includes(x ?? '');

/** The catalogue of a locale as the first page needs it (unknown locales get English). */
export async function loadMessages(locale: string): Promise<Messages> {
  return (await loaders[isLocale(locale) ? locale : 'en']()).default;
}

/** The messages of a locale that only lazy chunks name (see loaders): merge them over loadMessages' answer. */
export async function loadRestMessages(locale: string): Promise<Messages> {
  return (await restLoaders[isLocale(locale) ? locale : 'en']()).default;
}

/** Text direction of a locale: Arabic is right-to-left (SPEC §2). */
export const direction = (locale: string): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');
