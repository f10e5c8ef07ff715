// The data of the details screen: the content of the route (SPEC §2 details routes and their children), and where in
// it the route points (season, episode, trailer). The screen stays declarative.

import { detailsPath, storedLanguageCode } from '@ott/domain';
import { type Content, useGetContentDetails } from '@ott/sdk/hooks/cms';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../hooks/useServices';
import type { ScreenProps } from '../../screen-props';
import { isNotFound } from './errors';
import { selectedSeason } from './Seasons';

/** The content id of any of the details routes. */
function contentIdOf(params: Record<string, string>): string {
  return params.contentId ?? params.contentid ?? params.id ?? '';
}

export type DetailsState =
  | { state: 'notFound' }
  | { state: 'error'; error: unknown; retry(): void }
  | { state: 'loading' }
  | { state: 'ready'; content: Content };

/** The content of the route, in the display language; the page title follows it. */
export function useDetails(params: Record<string, string>): DetailsState {
  const intl = useIntl();
  const { lang } = useSession();
  const id = contentIdOf(params);
  const q = useGetContentDetails(id, {
    displaylanguage: storedLanguageCode(lang),
  });
  const notFound = !id || (q.isError && isNotFound(q.error));
  const title = q.data?.data.title;
  useDocumentTitle(
    notFound
      ? intl.formatMessage({ id: 'details.notFound.title', defaultMessage: 'Title not found' })
      : title || undefined,
  );
  if (notFound) return { state: 'notFound' };
  if (q.isError) return { state: 'error', error: q.error, retry: () => void q.refetch() };
  if (q.isPending) return { state: 'loading' };
  return { state: 'ready', content: q.data.data };
}

/** Where in the content the route points: its base path, the season, the episode, what the play action plays. */
export function detailsRoute(content: Content, { routeId, params }: Pick<ScreenProps, 'routeId' | 'params'>) {
  const base =
    params.title && params.contentId
      ? `/details/${encodeURIComponent(params.title)}/${encodeURIComponent(params.contentId)}`
      : detailsPath(content);
  const seasons = content.seasons ?? [];
  const season = selectedSeason(seasons, params.id);
  const episode =
    routeId === 'details.episode' ? season?.episodes.find((e) => e.objectid === params.episodeId) : undefined;
  const playEpisode = seasons.length ? (episode ?? season?.episodes[0] ?? null) : null;
  return { base, seasons, season, episode, playEpisode };
}
