// A title the profile is part-way through (SPEC §4 INPROGRESS with a watchedduration): how far, how long is left, and
// a way back in at that point (the player resumes from the record, as continue-watching does).
import { playerPath } from '@ott/domain';
import { isContinueWatching } from '@ott/domain/watch';
import type { Content } from '@ott/sdk/hooks/cms';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Progress, useEpisodeLabel } from '../../components/WatchProgress';
import { useProfileRecord } from '../../hooks/realtime';
import { useDuration } from '../../hooks/useDuration';

export function Resume({ content }: { content: Content }) {
  const intl = useIntl();
  const duration = useDuration();
  const { record } = useProfileRecord(content);
  const value = record.status === 'ready' ? record.value : null;
  const episode = useEpisodeLabel(value ?? {});
  if (!value || !isContinueWatching(value)) return null;
  const total = value.duration ?? content.duration ?? 0;
  const left = Math.max(0, total - (value.watchedduration ?? 0));
  const share = intl.formatNumber(total > 0 ? (value.watchedduration ?? 0) / total : 0, {
    style: 'percent',
  });
  return (
    <div className="details-resume" data-testid="details-resume">
      <Link
        className="btn ghost details-resume-link"
        to={playerPath(value)}
        data-testid="details-resume-link"
      >
        <FormattedMessage id="details.resume" defaultMessage="Resume" />
        {episode && <span className="details-resume-episode">{episode}</span>}
      </Link>
      <div className="details-resume-bar">
        <Progress
          record={{ watchedduration: value.watchedduration, duration: total }}
          label={intl.formatMessage(
            { id: 'continueWatching.progress', defaultMessage: '{share} watched' },
            { share },
          )}
        />
        {total > 0 && (
          <span className="details-resume-left" data-testid="details-time-left">
            <FormattedMessage
              id="details.timeLeft"
              defaultMessage="{time} left"
              values={{ time: <bdi>{duration(left)}</bdi> }}
            />
          </span>
        )}
      </div>
    </div>
  );
}
