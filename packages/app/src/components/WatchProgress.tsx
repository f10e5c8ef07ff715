// How far a profile got into a title (SPEC §4 watchedduration of its realtime record): the bar that continue-watching
// and the details page's resume block share, and an episode's "S1 E2".
import { watchedFraction } from '@ott/domain/watch';
import type { RealtimeRecord } from '@ott/realtime';
import { useIntl } from 'react-intl';

/** How much of a title was watched (watchedduration / duration). */
export function Progress({
  record,
  label,
  overlay,
}: {
  record: Pick<RealtimeRecord, 'watchedduration' | 'duration'>;
  label: string;
  /** Drawn over the bottom of the artwork (the rail) instead of below it (the page). */
  overlay?: boolean;
}) {
  const share = watchedFraction(record);
  return (
    <div
      className={overlay ? 'progress overlay' : 'progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
      data-testid="continue-watching-progress"
    >
      <span style={{ inlineSize: `${share * 100}%` }} />
    </div>
  );
}

/** "S1 E2" for an episode's record, null for a title that is not an episode. */
export function useEpisodeLabel(record: Pick<RealtimeRecord, 'seasonnum' | 'episodenum'>): string | null {
  const intl = useIntl();
  if (record.seasonnum == null || record.episodenum == null) return null;
  return intl.formatMessage(
    { id: 'continueWatching.episode', defaultMessage: 'S{season} E{episode}' },
    { season: record.seasonnum, episode: record.episodenum },
  );
}
