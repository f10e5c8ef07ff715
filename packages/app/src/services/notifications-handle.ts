// The notification store as the first page holds it: the bell reads it at once, while the store itself (its domain
// rules and the push channel) is a chunk loaded after start-up (the first page does not grow).
// Before it is loaded the snapshot is empty; listeners hear once when it arrives.
import type { NotificationCenter, NotificationsSnapshot } from './notifications';

const EMPTY: NotificationsSnapshot = { owner: '', items: [], unread: 0 };

export function lazyNotificationCenter(load: () => Promise<NotificationCenter>): NotificationCenter {
  let center: NotificationCenter | null = null;
  let loading: Promise<NotificationCenter> | null = null;
  let stopped = false;
  const listeners = new Set<() => void>();
  const get = () => {
    loading ??= load().then((c) => {
      center = c;
      c.subscribe(() => {
        for (const l of listeners) l();
      });
      for (const l of listeners) l();
      return c;
    });
    return loading;
  };
  return {
    get: () => center?.get() ?? EMPTY,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markRead: async (messageId) => (await get()).markRead(messageId),
    markAllRead: async () => (await get()).markAllRead(),
    start() {
      stopped = false;
      void get().then(
        (c) => {
          if (!stopped) c.start();
        },
        (e: unknown) => console.warn('[ott] notifications unavailable', e),
      );
    },
    stop() {
      stopped = true;
      center?.stop();
    },
    keptOnLogout: async () => (await get()).keptOnLogout(),
  };
}
