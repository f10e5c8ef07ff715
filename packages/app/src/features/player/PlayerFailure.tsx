// A player error: the message (and what to do), with back and retry — never a black box. Full page (a title one may
// not play), it shows the title's poster and name, and what includes it (`offers`: plans, rentals, purchases).
import { detailsPath, posterUrl } from '@ott/domain';
import type { Content } from '@ott/sdk/hooks/cms';
import type { Availability } from '@ott/sdk/hooks/sms';
import { useLayoutEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { OfferList } from '../../components/OfferList';
import { dropHandoff } from '../../hooks/stream-prefetch';
import { useLoginHere } from '../../hooks/useLoginDialog';
import { type Failure, ownMessages } from './failure';
import { useBack } from './useBack';

export function PlayerFailure({
  failure,
  content,
  onRetry,
  login,
  inline,
  offers = [],
}: {
  failure: Failure;
  content: Content | null;
  onRetry?: () => void;
  login?: boolean;
  inline?: boolean;
  offers?: Availability[];
}) {
  const intl = useIntl();
  const back = useBack(content);
  const navigate = useNavigate();
  const loginHere = useLoginHere();
  // A stream started at the click that the player did not take stops under a failure (hooks/stream-prefetch).
  useLayoutEffect(dropHandoff, []);
  const own = ownMessages[failure.messageId as keyof typeof ownMessages];
  const message = own ? intl.formatMessage(own) : intl.formatMessage({ id: failure.messageId });
  const hint = failure.hintId
    ? (ownMessages[failure.hintId as keyof typeof ownMessages] ?? { id: failure.hintId })
    : null;
  const body = (
    <div className="player-error" data-testid="player-error" role="alert">
      <h2>{message}</h2>
      {hint && <p>{intl.formatMessage(hint)}</p>}
      {failure.code && (
        <p className="player-error-code">
          <FormattedMessage
            id="player.errorCode"
            defaultMessage="Error code {code}"
            values={{ code: failure.code }}
          />
        </p>
      )}
      <div className="player-error-actions">
        {login && (
          <button type="button" className="btn" onClick={() => loginHere()}>
            <FormattedMessage id="player.login" defaultMessage="Log in" />
          </button>
        )}
        {failure.action === 'details' && content && (
          <button type="button" className="btn" onClick={() => navigate(detailsPath(content))}>
            <FormattedMessage id="player.rentAgain" defaultMessage="Rent again" />
          </button>
        )}
        {onRetry && !failure.final && (
          <button type="button" className="btn" onClick={onRetry}>
            <FormattedMessage id="player.retry" defaultMessage="Retry" />
          </button>
        )}
        <button type="button" className="btn ghost" onClick={back}>
          <FormattedMessage id="player.back" defaultMessage="Back" />
        </button>
      </div>
    </div>
  );
  if (inline) return body;
  const poster = content ? posterUrl(content, 'LANDSCAPE') : null;
  return (
    <section className="player player-lock" data-testid="player">
      <div className="player-stage player-stage-message">
        {poster && (
          <img className="player-lock-poster" src={poster} alt="" data-testid="player-lock-poster" />
        )}
        <div className="player-lock-body">
          {content?.title && <h1 className="player-lock-title">{content.title}</h1>}
          {body}
          {content?.objectid && offers.length > 0 && (
            <div className="player-lock-offers" data-testid="player-lock-offers">
              <OfferList objectid={content.objectid} candidates={offers} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
