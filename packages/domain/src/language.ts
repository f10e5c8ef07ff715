// SPEC §2 / §9 language codes: stored eng, ara, ml, mr (mar → mr); ml → mal where three letters are needed; default
// eng; fallback locale hi; ar is right to left.
import { DEFAULT_LANGUAGE_CODE, FALLBACK_LOCALE, type STORED_LANGUAGE_CODES } from './constants';
import type { DisplayLanguageEntry } from './types';

export type StoredLanguageCode = (typeof STORED_LANGUAGE_CODES)[number];

const ALIASES: Readonly<Record<string, StoredLanguageCode>> = {
  eng: 'eng',
  en: 'eng',
  ara: 'ara',
  ar: 'ara',
  ml: 'ml',
  mal: 'ml',
  mr: 'mr',
  mar: 'mr',
};

/** The stored display-language code for any spelling (mar → mr); unknown or empty → the default, eng. */
export function storedLanguageCode(code: string | null | undefined): StoredLanguageCode {
  return ALIASES[(code ?? '').trim().toLowerCase()] ?? DEFAULT_LANGUAGE_CODE;
}

/** True when the code is one of the stored codes (after mapping mar → mr). */
export function isKnownLanguageCode(code: string | null | undefined): boolean {
  return ALIASES[(code ?? '').trim().toLowerCase()] !== undefined;
}

/** SPEC §9: ml maps to mal for the uses that need it (e.g. content-language queries); others unchanged. */
export function toMalCode(code: string): string {
  return code === 'ml' ? 'mal' : code;
}

const LOCALES: Readonly<Record<StoredLanguageCode, string>> = { eng: 'en', ara: 'ar', ml: 'ml', mr: 'mr' };

/** The locale (BCP 47) for a code; an unknown code falls back to hi (§9). */
export function localeFor(code: string | null | undefined): string {
  const key = (code ?? '').trim().toLowerCase();
  const stored = ALIASES[key];
  return stored ? LOCALES[stored] : FALLBACK_LOCALE;
}

/** The URL lang prefix for a stored code (eng → en, ara → ar, ml → ml, mr → mr). */
export function urlLangFor(code: string | null | undefined): string {
  return LOCALES[storedLanguageCode(code)];
}

/** SPEC §2: Arabic is right-to-left. */
export function isRtl(code: string | null | undefined): boolean {
  return storedLanguageCode(code) === 'ara';
}

export function textDirection(code: string | null | undefined): 'rtl' | 'ltr' {
  return isRtl(code) ? 'rtl' : 'ltr';
}

/** SPEC §3: the display language marked isdefault YES, else the first, else null. */
export function defaultDisplayLanguage<E extends DisplayLanguageEntry>(entries: readonly E[]): E | null {
  return entries.find((e) => e.isdefault === 'YES') ?? entries[0] ?? null;
}

/**
 * SPEC §1, §2: the language a page shows — the URL's language prefix, else the stored display language (its URL
 * form), else the provider's default.
 */
export function pageLanguage(
  urlLang: string | null | undefined,
  storedCode: string | null | undefined,
  providerDefault: string,
): string {
  if (urlLang) return urlLang;
  return storedCode ? urlLangFor(storedCode) : providerDefault;
}
