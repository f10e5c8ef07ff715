import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE_CODE,
  defaultDisplayLanguage,
  FALLBACK_LOCALE,
  isKnownLanguageCode,
  isRtl,
  localeFor,
  pageLanguage,
  STORED_LANGUAGE_CODES,
  storedLanguageCode,
  textDirection,
  toMalCode,
  urlLangFor,
} from '../src';

describe('§9 language codes', () => {
  it('§9 stored codes are eng, ara, ml and mr; the default is eng; the fallback locale is hi', () => {
    expect(STORED_LANGUAGE_CODES).toEqual(['eng', 'ara', 'ml', 'mr']);
    expect(DEFAULT_LANGUAGE_CODE).toBe('eng');
    expect(FALLBACK_LOCALE).toBe('hi');
  });

  it.each([
    ['eng', 'eng'],
    ['en', 'eng'],
    ['ara', 'ara'],
    ['AR', 'ara'],
    ['ml', 'ml'],
    ['mal', 'ml'],
    ['mr', 'mr'],
    ['mar', 'mr'],
    ['fr', 'eng'],
    [null, 'eng'],
    ['', 'eng'],
  ])('§9 %j is stored as %s (mar → mr, default eng)', (code, stored) => {
    expect(storedLanguageCode(code)).toBe(stored);
  });

  it('§9 known codes', () => {
    expect(isKnownLanguageCode('mar')).toBe(true);
    expect(isKnownLanguageCode('fr')).toBe(false);
    expect(isKnownLanguageCode(undefined)).toBe(false);
  });

  it('§9 ml → mal where needed', () => {
    expect(toMalCode('ml')).toBe('mal');
    expect(toMalCode('eng')).toBe('eng');
  });

  it('§9 locales, with fallback hi', () => {
    const locales = { eng: 'en', ara: 'ar', ml: 'ml', mar: 'mr', xx: 'hi' };
    for (const [code, locale] of Object.entries(locales)) expect(localeFor(code), code).toBe(locale);
    expect(localeFor(null)).toBe('hi');
  });

  it('§2 URL lang prefixes and direction: ar is right-to-left', () => {
    expect(urlLangFor('ara')).toBe('ar');
    expect(urlLangFor('eng')).toBe('en');
    expect(urlLangFor('unknown')).toBe('en');
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('ara')).toBe(true);
    expect(isRtl('ml')).toBe(false);
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });

  it('§3 the default display language is the entry with isdefault YES', () => {
    expect(
      defaultDisplayLanguage([
        { language: 'English', code: 'eng', isdefault: 'NO' },
        { language: 'Arabic', code: 'ara', isdefault: 'YES' },
      ])?.code,
    ).toBe('ara');
    expect(defaultDisplayLanguage([{ language: 'English', isdefault: 'NO' }])?.language).toBe('English');
    expect(defaultDisplayLanguage([])).toBeNull();
  });
});

describe('pageLanguage (§1, §2: URL prefix, else stored display language, else provider default)', () => {
  it.each([
    ['ar', 'mal', 'en', 'ar'],
    [null, 'mal', 'en', 'ml'],
    [undefined, 'ara', 'en', 'ar'],
    [null, null, 'ml', 'ml'],
    ['', '', 'en', 'en'],
  ])('url %s, stored %s, default %s → %s', (url, stored, fallback, expected) => {
    expect(pageLanguage(url, stored, fallback)).toBe(expected);
  });
});
