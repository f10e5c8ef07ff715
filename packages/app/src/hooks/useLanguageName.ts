// SPEC §9 language names (subtitle and audio tracks, a title's languages), one way: the catalogue's translation of
// the SPEC's names, else the language's own name from the public languages file (§7), else the browser's, else the code.
import { trackLanguageName } from '@ott/domain';
import { getListLanguagesQueryOptions } from '@ott/sdk/hooks/config';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const LANGUAGE_NAMES = defineMessages({
  Arabic: { id: 'player.language.arabic', defaultMessage: 'Arabic' },
  Turkish: { id: 'player.language.turkish', defaultMessage: 'Turkish' },
  Russian: { id: 'player.language.russian', defaultMessage: 'Russian' },
  Hindi: { id: 'player.language.hindi', defaultMessage: 'Hindi' },
  English: { id: 'player.language.english', defaultMessage: 'English' },
  Kazakh: { id: 'player.language.kazakh', defaultMessage: 'Kazakh' },
  Uzbek: { id: 'player.language.uzbek', defaultMessage: 'Uzbek' },
  Korean: { id: 'player.language.korean', defaultMessage: 'Korean' },
  Chinese: { id: 'player.language.chinese', defaultMessage: 'Chinese' },
  Malayalam: { id: 'player.language.malayalam', defaultMessage: 'Malayalam' },
});

function intlName(code: string, locale: string): string | null {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

/** A language's name in the page's language, from its ISO 639-1 or -2 code (a stream's own label before the code). */
export function useLanguageName(): (code: string, label?: string | null) => string {
  const intl = useIntl();
  const file = useQuery({ ...getListLanguagesQueryOptions(), staleTime: Number.POSITIVE_INFINITY, retry: 1 });
  return useMemo(() => {
    const byCode = new Map<string, string>();
    for (const l of file.data ?? []) {
      const own = l.nativename ?? l.name;
      byCode.set(l.code.toLowerCase(), own);
      if (l.code3) byCode.set(l.code3.toLowerCase(), own);
    }
    return (code, label) => {
      const msg = LANGUAGE_NAMES[trackLanguageName(code) as keyof typeof LANGUAGE_NAMES];
      if (msg) return intl.formatMessage(msg);
      const base = code.toLowerCase().split(/[-_]/)[0] ?? code;
      return byCode.get(base) ?? label ?? intlName(code, intl.locale) ?? code;
    };
  }, [file.data, intl]);
}
