import { watchedFraction } from '@ott/domain/watch';
import type { RealtimeRecord } from '@ott/realtime';
import { useIntl } from 'react-intl';

/** How much of a title was watched (SPEC §4 watchedduration / duration), for the rail and the see-all page. */
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
      className={overlay ? 'cw-progress overlay' : 'cw-progress'}
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
