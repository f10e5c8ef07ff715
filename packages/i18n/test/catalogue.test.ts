import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { direction, LOCALES, loadMessages } from '../src';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (l: string) =>
  JSON.parse(readFileSync(path.join(pkg, 'lang', `${l}.json`), 'utf8')) as Record<string, string>;
const en = read('en');

describe('catalogues (SPEC §1 display languages, §9 language codes)', () => {
  it.each(LOCALES)('%s has every message id of en, none empty', (locale) => {
    const cat = read(locale);
    expect(Object.keys(en).filter((id) => !cat[id]?.trim())).toEqual([]);
    expect(Object.keys(cat).filter((id) => !(id in en))).toEqual([]);
  });

  it.each(LOCALES)('%s messages are valid ICU and keep the English placeholders', (locale) => {
    const cat = read(locale);
    const args = (m: string) =>
      JSON.stringify(
        parse(m)
          .flatMap((el) => ('value' in el && el.type !== 0 ? [String(el.value)] : []))
          .sort(),
      );
    const bad = Object.keys(en).filter((id) => {
      try {
        return args(cat[id] ?? '') !== args(en[id] ?? '');
      } catch {
        return true;
      }
    });
    expect(bad).toEqual([]);
  });

  it.each(['ar', 'ml'])('%s is translated, not a copy of English', (locale) => {
    const cat = read(locale);
    const same = Object.keys(en).filter((id) => cat[id] === en[id] && /[A-Za-z]{3,}/.test(en[id] ?? ''));
    // Brand names and codes may stay as they are; everything else must be translated.
    expect(same.length / Object.keys(en).length).toBeLessThan(0.05);
  });

  it('lang/en.json is what extraction from the app and the domain gives (not stale)', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/extract.mjs', '--check'], { cwd: pkg, stdio: 'pipe' }),
    ).not.toThrow();
  }, 60000);

  it('loads a catalogue per locale and falls back to English; Arabic is right-to-left', async () => {
    expect((await loadMessages('ar'))['snackbar.offline']).toBe(read('ar')['snackbar.offline']);
    expect((await loadMessages('xx'))['snackbar.offline']).toBe(
      'You are offline,Please check your connectivity',
    );
    expect(direction('ar')).toBe('rtl');
    expect(direction('ml')).toBe('ltr');
  });
});
