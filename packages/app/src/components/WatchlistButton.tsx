// SPEC §4 watchlist toggle: adds or removes the title from the profile's watchlist (per-profile realtime record,
// `inwatchlist`). A visitor is asked to log in. A failed write is logged, the button returns to its saved state
// and says the watchlist is unavailable (SPEC §8).
import type { Content } from '@ott/sdk/hooks/cms';
import { useRef, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { toRealtimeContent, useProfileRecord, useRealtimeActions } from '../hooks/realtime';
import { useAnalytics } from '../hooks/useAnalytics';
import { useLoginHere } from '../hooks/useLoginDialog';
import { useSession } from '../hooks/useServices';

const LOGIN_REASON = defineMessage({
  id: 'watchlist.loginReason',
  defaultMessage: 'Log in to add titles to your watchlist.',
});

export function WatchlistButton({ content }: { content: Content }) {
  const intl = useIntl();
  const session = useSession();
  const loginHere = useLoginHere();
  const { record, patch } = useProfileRecord(content);
  const actions = useRealtimeActions();
  const analytics = useAnalytics();
  const [pending, setPending] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);

  const saved = record.status === 'ready' && record.value?.inwatchlist === true;
  const on = pending ?? saved;

  async function toggle() {
    if (!actions.ctx) {
      loginHere(LOGIN_REASON);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const next = !on;
    setPending(next);
    const ok = await actions.setInWatchlist(toRealtimeContent(content, session.lang), next);
    busy.current = false;
    setPending(null);
    setFailed(!ok);
    if (!ok) return;
    patch({ inwatchlist: next });
    analytics.event('user-action', {
      action: next ? 'watchlist-add' : 'watchlist-remove',
      contentid: content.objectid,
    });
  }

  return (
    <button
      type="button"
      className="btn ghost"
      data-testid="watchlist-button"
      aria-pressed={on}
      aria-busy={pending !== null}
      title={
        failed
          ? intl.formatMessage({
              id: 'watchlist.unavailable',
              defaultMessage: 'The watchlist is unavailable right now',
            })
          : undefined
      }
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{on ? '✓' : '+'}</span>
      {/* A toggle keeps one name; aria-pressed (and the mark) says whether the title is in the list. */}
      <FormattedMessage id="watchlist.toggle" defaultMessage="Watchlist" />
      {failed && (
        <span className="visually-hidden" role="status">
          <FormattedMessage
            id="watchlist.unavailable"
            defaultMessage="The watchlist is unavailable right now"
          />
        </span>
      )}
    </button>
  );
}
