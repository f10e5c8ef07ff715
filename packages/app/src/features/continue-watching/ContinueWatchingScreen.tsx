// SPEC §2 `/:lang?/seeallcontinuewatch`: the profile's whole continue-watching list (SPEC §4: INPROGRESS items with a
// watchedduration, most recent first — the realtime store applies the domain's order), live, as a grid with each
// title's progress and a remove action. A visitor is asked to log in; a realtime failure shows a message (§8).

import { detailsPath } from '@ott/domain';
import type { RealtimeRecord } from '@ott/realtime';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LoginFirst } from '../../components/CallState';
import { homeAction, Notice, retryLabel } from '../../components/Notice';
import { Artwork, PosterSkeletons } from '../../components/PosterCard';
import { Progress, useEpisodeLabel } from '../../components/WatchProgress';
import {
  useContinueWatching,
  useRealtimeActions,
  useRealtimeContext,
  useRemoval,
} from '../../hooks/realtime';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useDuration } from '../../hooks/useDuration';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import type { ScreenProps } from '../../screen-props';
import { isSubscriber } from '../../session/store';
import { RemoveButton } from './RemoveButton';

/** Where a record leads: its details page (an episode's record leads to its series). */
export const recordPath = (r: RealtimeRecord) =>
  detailsPath({ objectid: r.seriesid ?? r.objectid, title: r.title ?? r.objectid });

function Item({ record, onRemove }: { record: RealtimeRecord; onRemove(): void }) {
  const intl = useIntl();
  const duration = useDuration();
  const to = useLangPath();
  const title = record.title ?? record.objectid;
  const src = record.poster?.landscape ?? record.poster?.portrait ?? record.poster?.square;
  const left = record.duration ? Math.max(0, record.duration - (record.watchedduration ?? 0)) : null;
  const episode = useEpisodeLabel(record);
  return (
    <li className="cw-item" data-testid="continue-watching-item" data-objectid={record.objectid}>
      <Link className="card" to={to(recordPath(record))}>
        <Artwork src={src} layout="LANDSCAPE" />
        <div className="title">
          {title}
          {episode && <span className="muted"> · {episode}</span>}
        </div>
      </Link>
      <Progress
        record={record}
        label={intl.formatMessage(
          { id: 'continueWatching.progressOf', defaultMessage: 'Progress of {title}' },
          { title },
        )}
      />
      <div className="cw-meta">
        <span className="muted">
          {left !== null && (
            <FormattedMessage
              id="continueWatching.left"
              defaultMessage="{time} left"
              values={{ time: duration(left) }}
            />
          )}
        </span>
        <RemoveButton title={title} onRemove={onRemove} className="link-button" />
      </div>
    </li>
  );
}

function ProfileList() {
  const list = useContinueWatching();
  const actions = useRealtimeActions();
  const to = useLangPath();
  const removal = useRemoval(actions.clearProgress);

  if (list.status === 'loading') {
    return (
      <ul className="cw-grid" aria-busy="true">
        <PosterSkeletons layout="LANDSCAPE" count={4} />
      </ul>
    );
  }
  if (list.status === 'unavailable') {
    return (
      <Notice
        className="inline-error"
        role="alert"
        testId="continue-watching-unavailable"
        message={
          <FormattedMessage
            id="continueWatching.unavailable"
            defaultMessage="Your viewing history is not available right now. Try again later."
          />
        }
        action={{ label: retryLabel, onClick: () => window.location.reload(), ghost: true }}
      />
    );
  }
  const items = removal.shown(list.value);
  if (items.length === 0) {
    return (
      <Notice
        className="page empty"
        testId="continue-watching-empty"
        message={
          <FormattedMessage
            id="continueWatching.empty"
            defaultMessage="Nothing in progress. Titles you start watching appear here."
          />
        }
        action={homeAction(to)}
      />
    );
  }
  return (
    <ul className="cw-grid" data-testid="continue-watching-list">
      {items.map((r) => (
        <Item key={r.objectid} record={r} onRemove={() => void removal.remove(r)} />
      ))}
    </ul>
  );
}

export default function ContinueWatchingScreen(_: ScreenProps) {
  const intl = useIntl();
  const session = useSession();
  const ctx = useRealtimeContext();
  const title = intl.formatMessage({ id: 'continueWatching.title', defaultMessage: 'Continue watching' });
  useDocumentTitle(title);
  return (
    <div data-testid="continue-watching-page">
      <h1 className="page-title">{title}</h1>
      {isSubscriber(session) && ctx ? (
        <ProfileList />
      ) : (
        <LoginFirst
          testId="continue-watching-login"
          message={
            <FormattedMessage
              id="continueWatching.loginPrompt"
              defaultMessage="Log in to see the titles you have started watching."
            />
          }
          label={<FormattedMessage id="nav.login" defaultMessage="Log in" />}
        />
      )}
    </div>
  );
}
