// This browser's notifications (SPEC §3, key `notifications`): received by every open tab, stored once (the domain
// dedupes by message id, inside a cross-tab lock), read by the bell and the list, kept in step across tabs over the
// BroadcastChannel. The rules are packages/domain notifications.ts.
import { PUSH_BROADCAST_TOPICS, STORAGE_KEYS } from '@ott/domain';
import {
  addNotification,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationBook,
  notificationOwner,
  notificationsKeptOnLogout,
  notificationsOf,
  parseNotificationBook,
  parsePushMessage,
  type StoredNotification,
  storedNotification,
  unreadCount,
} from '@ott/domain/notifications';
import type { PlatformNotifications, PushProvider, PushTopics, TabSync } from '../platform/types';
import { isSubscriber, type SessionStore } from '../session/store';
import { isPushProvider } from './deferred';

export interface NotificationsSnapshot {
  owner: string;
  /** The owner's notifications, newest first. */
  items: readonly StoredNotification[];
  unread: number;
}

export interface NotificationCenter {
  get(): NotificationsSnapshot;
  subscribe(listener: () => void): () => void;
  markRead(messageId: string): Promise<void>;
  markAllRead(): Promise<void>;
  /** Starts receiving (after start-up: the device id and the config are known); once per page. */
  start(): void;
  /** Stops receiving (closes the push stream). */
  stop(): void;
  /** SPEC §4 Logout clears local data: what stays of the stored notifications (the device's own). */
  keptOnLogout(): Promise<NotificationBook>;
}

export function createNotificationCenter(deps: {
  session: SessionStore;
  tabs: TabSync;
  push: PushTopics | PushProvider;
  now: () => number;
  /** System notifications (desktop), shown for a message that arrives while no window is looked at. */
  system?: PlatformNotifications | undefined;
}): NotificationCenter {
  const { session, tabs, push, now } = deps;
  const storage = session.storage;
  const listeners = new Set<() => void>();
  const stops: (() => void)[] = [];
  const read = (): NotificationBook => parseNotificationBook(storage.getJson(STORAGE_KEYS.notifications));
  const owner = () => {
    const s = session.get();
    return notificationOwner({
      subscriberid: isSubscriber(s) ? (s.subscriber?.subscriberid ?? null) : null,
      deviceId: storage.get(STORAGE_KEYS.random) ?? '',
    });
  };
  let snapshot: NotificationsSnapshot = { owner: '', items: [], unread: 0 };
  const refresh = () => {
    const o = owner();
    const book = read();
    const items = notificationsOf(book, o);
    const unread = unreadCount(book, o);
    if (o === snapshot.owner && unread === snapshot.unread && sameItems(items, snapshot.items)) return;
    snapshot = { owner: o, items, unread };
    for (const l of listeners) l();
  };
  refresh();

  /** Read-modify-write of the book under this browser's lock (two tabs never lose each other's change). */
  async function change(
    apply: (book: NotificationBook, owner: string) => NotificationBook,
  ): Promise<boolean> {
    const changed = await tabs.withLock('notifications', async () => {
      const before = read();
      const after = apply(before, owner());
      if (after === before) return false;
      storage.setJson(STORAGE_KEYS.notifications, after);
      return true;
    });
    if (changed) tabs.publish({ type: 'notifications' });
    refresh();
    return changed;
  }

  async function receive(payload: unknown) {
    const msg = parsePushMessage(payload);
    if (!msg || !storage.get(STORAGE_KEYS.random)) return;
    const added = await change((book, o) => addNotification(book, storedNotification(msg, o, now())).book);
    // Exactly one tab stored it: that tab alone shows the system notification (desktop), when no window is looked at;
    // clicking it routes like its push action (SPEC §2) through the shell's deep links.
    if (added && deps.system && globalThis.document?.visibilityState !== 'visible') {
      const { action, contentid, ticketid, planid, couponid } = msg;
      void deps.system
        .show({
          title: msg.title,
          message: msg.message,
          ...(action
            ? {
                action: {
                  action,
                  ...(contentid ? { contentid } : {}),
                  ...(ticketid ? { ticketid } : {}),
                  ...(planid ? { planid } : {}),
                  ...(couponid ? { couponid } : {}),
                },
              }
            : {}),
        })
        .catch(() => undefined);
    }
  }

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markRead: (messageId) =>
      change((book, o) => markNotificationRead(book, o, messageId, now())).then(() => {}),
    markAllRead: () => change((book, o) => markAllNotificationsRead(book, o, now())).then(() => {}),
    start() {
      if (stops.length > 0) return;
      stops.push(
        session.subscribe(refresh),
        tabs.subscribe((m) => {
          if (m.type === 'notifications' || m.type === 'session' || m.type === 'logout') refresh();
        }),
      );
      // Browsers copy localStorage to the other tabs' processes asynchronously: the channel's message may arrive before
      // the change is readable there, so the `storage` event (fired once it is) refreshes too.
      const onStorage = (e: StorageEvent) => {
        if (e.key === STORAGE_KEYS.notifications || e.key === null) refresh();
      };
      if (typeof globalThis.addEventListener === 'function') {
        globalThis.addEventListener('storage', onStorage);
        stops.push(() => globalThis.removeEventListener('storage', onStorage));
      }
      refresh();
      if (isPushProvider(push)) {
        // SPEC §7: the browser's token is on the BROADCAST and PC topics, logged in or not (§4 Logout removes only the
        // subscriber and country topics); the subscriber's own topics come with the log-in (session/account.ts).
        void push
          .subscribe([...PUSH_BROADCAST_TOPICS])
          .catch((e: unknown) => console.warn('[ott] push broadcast topics failed', e));
        stops.push(push.onMessage((payload) => void receive(payload)));
      }
    },
    stop() {
      for (const stop of stops.splice(0)) stop();
    },
    keptOnLogout: async () => notificationsKeptOnLogout(read(), storage.get(STORAGE_KEYS.random) ?? ''),
  };
}

function sameItems(a: readonly StoredNotification[], b: readonly StoredNotification[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (n, i) =>
        n.messageId === b[i]?.messageId && n.isRead === b[i]?.isRead && n.updatedAt === b[i]?.updatedAt,
    )
  );
}
