// SPEC §4 continue-watching on Home, for a subscriber: the profile's INPROGRESS titles, newest first (the domain's
// order, applied by the realtime store), each with its progress (watchedduration / duration), a link that resumes it
// in the player, and a remove action that clears the progress (SPEC §4: deletes watchedduration and status).
// "See all" goes to /seeallcontinuewatch. Nothing shows for a visitor, while loading, or when realtime is down (§8).
import { RemoveButton } from './RemoveButton';
import type { RealtimeRecord } from '@ott/realtime';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Rail } from '../../components/Rail';
import { useContinueWatching, useRealtimeActions, useRealtimeContext } from '../../components/realtime-hooks';

/** SPEC §2 player route: /movie/:title/:contentId/play (no language prefix in the route table). */
export const resumePath = (r: Pick<RealtimeRecord, 'objectid' | 'title'>) =>
  `/movie/${encodeURIComponent((r.title ?? r.objectid).replace(/\s+/g, '-').toLowerCase())}/${r.objectid}/play`;

/** Share of the title watched, 0..1 (0 when the duration is unknown). */
export function watchedShare(r: Pick<RealtimeRecord, 'watchedduration' | 'duration'>): number {
  const watched = r.watchedduration ?? 0;
  const duration = r.duration ?? 0;
  if (duration <= 0) return 0;
  return Math.min(1, Math.max(0, watched / duration));
}

const itemStyle: CSSProperties = { display: 'grid', gap: 4, alignContent: 'start' };
const artStyle: CSSProperties = { position: 'relative' };
const barStyle: CSSProperties = {
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  blockSize: 4,
  background: 'rgba(255,255,255,0.25)',
};
const metaStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 6,
};
const removeStyle: CSSProperties = {
  font: 'inherit',
  fontSize: '0.8rem',
  color: 'var(--fg-2)',
  background: 'none',
  border: 0,
  padding: '4px 6px',
  cursor: 'pointer',
  textDecoration: 'underline',
  flex: 'none',
};

function Item({ record, onRemove }: { record: RealtimeRecord; onRemove(): void }) {
  const intl = useIntl();
  const share = watchedShare(record);
  const title = record.title ?? record.objectid;
  const url = record.poster?.landscape ?? record.poster?.portrait ?? record.poster?.square ?? null;
  const episode =
    record.seasonnum != null && record.episodenum != null
      ? intl.formatMessage(
          { id: 'continueWatching.episode', defaultMessage: 'S{season} E{episode}' },
          { season: record.seasonnum, episode: record.episodenum },
        )
      : null;
  const progress = intl.formatMessage(
    { id: 'continueWatching.progress', defaultMessage: '{share} watched' },
    { share: intl.formatNumber(share, { style: 'percent' }) },
  );
  return (
    <div style={itemStyle} data-testid="continue-watching-item" data-objectid={record.objectid}>
      <Link
        className="card"
        to={resumePath(record)}
        aria-label={intl.formatMessage(
          { id: 'continueWatching.resume', defaultMessage: 'Resume {title}' },
          { title: episode ? `${title} ${episode}` : title },
        )}
      >
        <div className={`art LANDSCAPE${url ? '' : ' skeleton'}`} style={artStyle}>
          {url && <img src={url} alt="" loading="lazy" decoding="async" />}
          <div
            style={barStyle}
            role="progressbar"
            aria-label={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
            data-testid="continue-watching-progress"
          >
            <div style={{ blockSize: '100%', inlineSize: `${share * 100}%`, background: 'var(--accent)' }} />
          </div>
        </div>
      </Link>
      <div style={metaStyle}>
        <span
          className="title"
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {title}
          {episode && <span style={{ color: 'var(--fg-2)' }}> · {episode}</span>}
        </span>
        <RemoveButton title={title} onRemove={onRemove} style={removeStyle} />
      </div>
    </div>
  );
}

export default function ContinueWatchingRail() {
  const intl = useIntl();
  const ctx = useRealtimeContext();
  const list = useContinueWatching();
  const actions = useRealtimeActions();
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  if (!ctx || list.status !== 'ready') return null;
  const items = list.value.filter((r) => !hidden.has(r.objectid));
  if (items.length === 0) return null;

  async function remove(record: RealtimeRecord) {
    setHidden((s) => new Set(s).add(record.objectid));
    await actions.clearProgress(record);
    // Cleared: the live list no longer has it. Failed (logged): it shows again.
    setHidden((s) => {
      const next = new Set(s);
      next.delete(record.objectid);
      return next;
    });
  }

  return (
    <Rail
      title={intl.formatMessage({ id: 'continueWatching.title', defaultMessage: 'Continue watching' })}
      items={[]}
      layout="LANDSCAPE"
      seeAll="/seeallcontinuewatch"
      testId="continue-watching"
    >
      {items.map((r) => (
        <Item key={r.objectid} record={r} onRemove={() => void remove(r)} />
      ))}
    </Rail>
  );
}
