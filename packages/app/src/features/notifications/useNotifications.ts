// The stored notifications of whoever is here (subscriber, else the device), from the page's notification store
// (services/notifications.ts), kept in step with the other tabs.
import { useSyncExternalStore } from 'react';
import { useServices } from '../../hooks/useServices';
import type { NotificationsSnapshot } from '../../services/notifications';

const NONE: NotificationsSnapshot = { owner: '', items: [], unread: 0 };
const noop = () => () => {};

export function useNotifications(): NotificationsSnapshot {
  const { notifications } = useServices();
  return useSyncExternalStore(
    notifications?.subscribe ?? noop,
    notifications?.get ?? (() => NONE),
    notifications?.get ?? (() => NONE),
  );
}
