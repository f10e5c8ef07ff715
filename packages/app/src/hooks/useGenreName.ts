// A genre's name in the display language: a title lists its genres by name, the genre list (the one Home's chips show,
// SPEC §9 30 a page, shared through the query cache) holds each name's titles per language.
import { GENRE_PAGE_SIZE, storedLanguageCode } from '@ott/domain';
import { getListGenresQueryOptions } from '@ott/sdk/hooks/cms';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { localized } from '../startup/screen-sections';
import { useSession } from './useServices';

/** A genre name in words of the page's language; the name itself until the list answers or when it is not listed. */
export function useGenreName(): (name: string) => string {
  const intl = useIntl();
  const { lang } = useSession();
  const q = useQuery(
    getListGenresQueryOptions({
      pagesize: GENRE_PAGE_SIZE,
      displaylanguage: storedLanguageCode(lang),
    }),
  );
  const genres = q.data?.data ?? [];
  return (name) => {
    const g = genres.find((x) => x.name === name);
    return (g && localized(g.title, intl.locale)) || name;
  };
}
