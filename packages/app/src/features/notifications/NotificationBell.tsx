// The header's bell: a link to the notifications list whose accessible name carries the unread count; a new arrival
// is also told in the snackbar.
// Eager code of every page — kept to this file and a few lines of CSS; the list is its own chunk.
import { useIntl } from 'react-intl';
import { BellIcon, IconLink } from '../../components/Icon';
import { useLangPath } from '../../hooks/useLangPath';
import { useServices } from '../../hooks/useServices';
import { prefetchScreen } from '../../prefetch';
import { useArrivalToast } from './useArrivalToast';
import { useNotifications } from './useNotifications';
import './bell.css';

/** Shown above this count as "99+". */
const BADGE_MAX = 99;

export function NotificationBell() {
  const { notifications } = useServices();
  const snapshot = useNotifications();
  const { unread } = snapshot;
  useArrivalToast(snapshot);
  const intl = useIntl();
  const to = useLangPath();
  if (!notifications) return null;
  const label = intl.formatMessage(
    {
      id: 'notifications.bell',
      defaultMessage:
        '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
    },
    { count: unread },
  );
  return (
    <IconLink
      to={to('/notifications')}
      className="bell"
      label={label}
      data-testid="notification-bell"
      onPointerEnter={() => prefetchScreen('notifications')}
      onFocus={() => prefetchScreen('notifications')}
    >
      <BellIcon size={22} />
      {unread > 0 && (
        <span className="bell-count" aria-hidden="true" data-testid="notification-count">
          {unread > BADGE_MAX ? `${intl.formatNumber(BADGE_MAX)}+` : intl.formatNumber(unread)}
        </span>
      )}
    </IconLink>
  );
}
