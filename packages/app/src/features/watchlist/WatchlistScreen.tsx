// SPEC §2 /:lang?/watchlist (subscribers; the router sends visitors Home): the profile's watchlist, live, as posters at
// file index 1 (§9). Titles are re-read in one CMS `contentlist` call for their posters (on failure, the record's own
// fields); remove takes one off; realtime failures show a quiet note.
import { detailsPath } from '@ott/domain';
import type { RealtimeRecord } from '@ott/realtime';
import { type Content, getListContentQueryOptions } from '@ott/sdk/hooks/cms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Notice } from '../../components/Notice';
import { PosterCard, PosterSkeletons } from '../../components/PosterCard';
import { useRealtimeActions, useRemoval, useWatchlist } from '../../hooks/realtime';
import { useLangPath } from '../../hooks/useLangPath';
import type { ScreenProps } from '../../screen-props';
import './watchlist.css';

/** A record as far as a card needs it, when the CMS did not answer for it. */
function recordAsContent(r: RealtimeRecord): Content {
  const url = r.poster?.portrait ?? r.poster?.landscape ?? r.poster?.square ?? null;
  return {
    objectid: r.objectid,
    title: r.title ?? r.objectid,
    objecttype: (r.objecttype ?? 'MOVIE') as Content['objecttype'],
    category: (r.category ?? 'MOVIE') as Content['category'],
    poster: url ? [{ postertype: 'PORTRAIT', file: [{ size: 'record', width: 400, height: 600, url }] }] : [],
  };
}

export default function WatchlistScreen(_: ScreenProps) {
  const intl = useIntl();
  const to = useLangPath();
  const list = useWatchlist();
  const actions = useRealtimeActions();
  const removal = useRemoval((r) => actions.setInWatchlist(r, false));

  const records = list.status === 'ready' ? removal.shown(list.value) : [];
  const ids = records.map((r) => r.objectid);
  const contents = useQuery({
    ...getListContentQueryOptions({ contentlist: JSON.stringify([...ids].sort()) }),
    enabled: ids.length > 0,
    // Keep the posters of the previous list while the changed list loads (no flash on remove).
    placeholderData: keepPreviousData,
  });
  const byId = new Map((contents.data?.data ?? []).map((c) => [c.objectid, c]));

  return (
    <section className="page watchlist-page" data-testid="watchlist" aria-labelledby="watchlist-title">
      <h1 id="watchlist-title">
        <FormattedMessage id="watchlist.title" defaultMessage="My watchlist" />
      </h1>
      {(list.status === 'unavailable' || removal.failed) && (
        <p className="watchlist-note" role="status" data-testid="watchlist-unavailable">
          <FormattedMessage
            id="watchlist.unavailable"
            defaultMessage="The watchlist is unavailable right now"
          />
        </p>
      )}
      {list.status === 'loading' && (
        <ul className="grid watchlist-grid" aria-busy="true">
          <PosterSkeletons layout="PORTRAIT" count={6} />
        </ul>
      )}
      {list.status === 'ready' && records.length === 0 && (
        <Notice
          className="watchlist-empty"
          testId="watchlist-empty"
          message={
            <FormattedMessage
              id="watchlist.empty"
              defaultMessage="Your watchlist is empty. Add titles with the Watchlist button on their page."
            />
          }
          action={{
            label: <FormattedMessage id="watchlist.browse" defaultMessage="Browse titles" />,
            to: to('/'),
          }}
        />
      )}
      {records.length > 0 && (
        <ul className="grid watchlist-grid">
          {records.map((r) => {
            const content = byId.get(r.objectid) ?? recordAsContent(r);
            return (
              <li key={r.objectid} className="watchlist-item" data-testid="watchlist-item">
                <PosterCard content={content} layout="PORTRAIT" to={to(detailsPath(content))} watchlist />
                <button
                  type="button"
                  className="btn ghost watchlist-remove"
                  data-testid="watchlist-remove"
                  aria-label={intl.formatMessage(
                    { id: 'watchlist.removeTitle', defaultMessage: 'Remove {title} from the watchlist' },
                    { title: content.title },
                  )}
                  onClick={() => void removal.remove(r)}
                >
                  <FormattedMessage id="watchlist.remove" defaultMessage="Remove" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
