// The notifications list at /notifications (SPEC §2 names the screen, no route): title, message, image, time (§5 / §9),
// unread marks; opening one marks it read and follows its push action or deep link (§2); mark all read; empty state.
// Rules: the domain's notificationTarget / notificationTime; store: services/notifications.ts.
import { ltr } from '@ott/domain/format';
import { notificationTarget, notificationTime, type StoredNotification } from '@ott/domain/notifications';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { BellIcon } from '../../components/Icon';
import { Notice } from '../../components/Notice';
import { useLangPath } from '../../hooks/useLangPath';
import { useServices } from '../../hooks/useServices';
import type { ScreenProps } from '../../screen-props';
import { useNotifications } from './useNotifications';
import './notifications.css';

/** Relative times are refreshed this often while the list is open. */
const TICK_MS = 30_000;

export default function NotificationsScreen(_: ScreenProps) {
  const { notifications, now, env } = useServices();
  const { items, unread } = useNotifications();
  const ids = useId();
  const to = useLangPath();
  const navigate = useNavigate();
  const [clock, setClock] = useState(now);
  useEffect(() => {
    const t = setInterval(() => setClock(now()), TICK_MS);
    return () => clearInterval(t);
  }, [now]);

  async function open(n: StoredNotification) {
    await notifications?.markRead(n.messageId);
    const target = notificationTarget(n, window.location.origin);
    if (target?.kind === 'path') navigate(to(target.path));
    else if (target?.kind === 'external') {
      if (env.openExternal) void env.openExternal(target.url);
      else window.open(target.url, '_blank', 'noopener,noreferrer');
    }
  }

  return (
    <section className="page narrow notifications" aria-labelledby={`${ids}-h`} data-testid="notifications">
      <div className="notifications-head">
        <h1 id={`${ids}-h`}>
          <FormattedMessage id="notifications.title" defaultMessage="Notifications" />
        </h1>
        {items.length > 0 && (
          <button
            type="button"
            className="btn ghost"
            disabled={unread === 0}
            onClick={() => void notifications?.markAllRead()}
            data-testid="notifications-mark-all"
          >
            <FormattedMessage id="notifications.markAllRead" defaultMessage="Mark all as read" />
          </button>
        )}
      </div>
      <p className="notifications-summary" aria-live="polite" data-testid="notifications-summary">
        {items.length > 0 && (
          <FormattedMessage
            id="notifications.unreadSummary"
            defaultMessage="{count, plural, =0 {All read} one {# unread} other {# unread}}"
            values={{ count: unread }}
          />
        )}
      </p>
      {items.length === 0 ? (
        <Notice
          className="notifications-empty"
          testId="notifications-empty"
          heading="h2"
          title={<FormattedMessage id="notifications.empty" defaultMessage="No notifications yet" />}
          message={
            <FormattedMessage
              id="notifications.emptyHint"
              defaultMessage="New titles, offers and replies to your tickets will appear here."
            />
          }
        />
      ) : (
        <ul className="notifications-list">
          {items.map((n) => (
            <li key={n.messageId}>
              <NotificationItem n={n} now={clock} onOpen={() => void open(n)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NotificationItem({ n, now, onOpen }: { n: StoredNotification; now: number; onOpen: () => void }) {
  const intl = useIntl();
  const [imageFailed, setImageFailed] = useState(false);
  const when = notificationTime(n, now, -new Date(n.recievedDate).getTimezoneOffset());
  const time =
    when.kind === 'relative'
      ? intl.formatRelativeTime(-when.value, when.unit, { numeric: 'auto' })
      : ltr(when.text); // §9 DD MON YYYY, isolated so it keeps its order in Arabic
  return (
    <button
      type="button"
      className={n.isRead ? 'notification' : 'notification unread'}
      onClick={onOpen}
      data-testid="notification"
      data-message-id={n.messageId}
      data-read={n.isRead ? 'true' : 'false'}
    >
      {n.imageURL && !imageFailed ? (
        <img
          className="notification-image"
          src={n.imageURL}
          alt=""
          loading="lazy"
          onError={() => setImageFailed(true)}
        />
      ) : (
        <span className="notification-image placeholder" aria-hidden="true">
          <BellIcon />
        </span>
      )}
      <span className="notification-text">
        <span className="notification-title">
          {!n.isRead && (
            <span className="visually-hidden">
              <FormattedMessage id="notifications.unread" defaultMessage="Unread:" />{' '}
            </span>
          )}
          {/* The sender's text may be in another script than the page: its own direction (bidi). */}
          <bdi dir="auto">{n.title}</bdi>
        </span>
        {n.message && (
          <span className="notification-message" dir="auto">
            {n.message}
          </span>
        )}
        <time className="notification-time" dateTime={new Date(n.recievedDate).toISOString()}>
          {time}
        </time>
      </span>
      {!n.isRead && <span className="notification-dot" aria-hidden="true" />}
    </button>
  );
}
