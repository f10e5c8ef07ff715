// A player error: the message (and what to do), with back and retry — never a black box.
import { detailsPath } from '@ott/domain';
import type { Content } from '@ott/sdk/hooks/cms';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLoginDialog } from '../../hooks/useLoginDialog';
import { type Failure, ownMessages } from './failure';
import { useBack } from './useBack';

export function PlayerFailure({
  failure,
  content,
  onRetry,
  login,
  inline,
}: {
  failure: Failure;
  content: Content | null;
  onRetry?: () => void;
  login?: boolean;
  inline?: boolean;
}) {
  const intl = useIntl();
  const back = useBack(content);
  const navigate = useNavigate();
  const { openLogin } = useLoginDialog();
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
          <button type="button" className="btn" onClick={() => openLogin(window.location.pathname)}>
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
  return (
    <section className="player" data-testid="player">
      <div className="player-stage player-stage-message">{body}</div>
    </section>
  );
}
