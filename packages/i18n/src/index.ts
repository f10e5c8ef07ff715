// ICU message catalogues (react-intl) for the display languages of SPEC §1, loaded per locale on demand.
// lang/en.json is extracted from the app (@formatjs/cli) plus the domain's EN_MESSAGES: `npm run extract -w @ott/i18n`.
export const LOCALES = ['en', 'ar', 'ml'] as const;
export type Locale = (typeof LOCALES)[number];
export type Messages = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../lang/en.json'),
  ar: () => import('../lang/ar.json'),
  ml: () => import('../lang/ml.json'),
};

export const isLocale = (x: string | null | undefined): x is Locale =>
  (LOCALES as readonly string[]).includes(x ?? '');

/** The catalogue of a locale (unknown locales get English). */
export async function loadMessages(locale: string): Promise<Messages> {
  return (await loaders[isLocale(locale) ? locale : 'en']()).default;
}

/** Text direction of a locale: Arabic is right-to-left (SPEC §2). */
export const direction = (locale: string): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');
