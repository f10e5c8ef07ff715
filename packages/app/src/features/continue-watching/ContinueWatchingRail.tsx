// SPEC §4 continue-watching on Home for a subscriber: INPROGRESS titles newest first (the domain's order), progress, a
// resume link, remove (deletes watchedduration and status), "See all" → /seeallcontinuewatch. Nothing for a visitor,
// while loading, or when realtime is down (§8).
import { playerPath } from '@ott/domain';
import { watchedFraction } from '@ott/domain/watch';
import type { RealtimeRecord } from '@ott/realtime';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Artwork } from '../../components/PosterCard';
import { Rail } from '../../components/Rail';
import { Progress, useEpisodeLabel } from '../../components/WatchProgress';
import {
  useContinueWatching,
  useRealtimeActions,
  useRealtimeContext,
  useRemoval,
} from '../../hooks/realtime';
import { RemoveButton } from './RemoveButton';

function Item({ record, onRemove }: { record: RealtimeRecord; onRemove(): void }) {
  const intl = useIntl();
  const title = record.title ?? record.objectid;
  const url = record.poster?.landscape ?? record.poster?.portrait ?? record.poster?.square ?? null;
  const episode = useEpisodeLabel(record);
  const progress = intl.formatMessage(
    { id: 'continueWatching.progress', defaultMessage: '{share} watched' },
    { share: intl.formatNumber(watchedFraction(record), { style: 'percent' }) },
  );
  return (
    <div className="cw-item" data-testid="continue-watching-item" data-objectid={record.objectid}>
      <Link
        className="card"
        to={playerPath(record)}
        aria-label={intl.formatMessage(
          { id: 'continueWatching.resume', defaultMessage: 'Resume {title}' },
          { title: episode ? `${title} ${episode}` : title },
        )}
      >
        <Artwork src={url} layout="LANDSCAPE">
          <Progress record={record} label={progress} overlay />
        </Artwork>
      </Link>
      <div className="cw-meta">
        <span className="title cw-title">
          {title}
          {episode && <span className="muted"> · {episode}</span>}
        </span>
        <RemoveButton title={title} onRemove={onRemove} className="link-button" />
      </div>
    </div>
  );
}

export default function ContinueWatchingRail() {
  const intl = useIntl();
  const ctx = useRealtimeContext();
  const list = useContinueWatching();
  const actions = useRealtimeActions();
  const removal = useRemoval(actions.clearProgress);
  if (!ctx || list.status !== 'ready') return null;
  const items = removal.shown(list.value);
  if (items.length === 0) return null;

  return (
    <Rail
      title={intl.formatMessage({ id: 'continueWatching.title', defaultMessage: 'Continue watching' })}
      items={[]}
      layout="LANDSCAPE"
      seeAll="/seeallcontinuewatch"
      testId="continue-watching"
    >
      {items.map((r) => (
        <Item key={r.objectid} record={r} onRemove={() => void removal.remove(r)} />
      ))}
    </Rail>
  );
}
