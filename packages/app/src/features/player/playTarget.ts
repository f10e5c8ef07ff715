// What a player route asks to play (SPEC §2 player routes and deep links).

/** `isPlayBackActive` of the details child routes: 1 or true plays. */
export const isPlaybackActive = (params: Record<string, string>) =>
  ['1', 'true'].includes((params.isPlayBackActive ?? '').toLowerCase());

/** What a player route asks to play: the content id (an episode's own id) and an explicit trailer, if any. */
export function playTarget(
  routeId: string,
  params: Record<string, string>,
  search: URLSearchParams,
): { contentId: string; trailerId: string | null } {
  switch (routeId) {
    case 'trailerDeeplink':
      return { contentId: params.contentId ?? '', trailerId: search.get('trailerId') };
    case 'details.trailerPlay':
      return { contentId: params.contentId ?? '', trailerId: params.trailerId ?? null };
    case 'details.episode':
      return { contentId: params.episodeId ?? '', trailerId: null };
    default:
      return { contentId: params.contentId ?? '', trailerId: null };
  }
}
