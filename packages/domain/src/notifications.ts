// SPEC §3 stored notifications: one book per owner (subscriber id, else the device id) under the key `notifications`,
// unread when created, stored once per message id across tabs; §2 where opening one leads (`cta`: the push-action path
// or, with `isDirectDeeplink`, its converted deep link; null only marks it read); §5 / §9 how its time reads.
import { convertDeepLink, isAbsoluteHttpUrl, type PushAction, pushActionPath } from './deeplinks';
import { type TimeAgo, timeAgo } from './format';

/** SPEC §3 stored notification (the field names are the SPEC's, `recievedDate` spelling included). */
export interface StoredNotification {
  title: string;
  message: string;
  imageURL: string | null;
  contentId: string | null;
  /** Where opening it leads: an app path (push action) or the deep link (isDirectDeeplink); null: nowhere. */
  cta: string | null;
  gcmMessageId: string | null;
  isRead: boolean;
  messageId: string;
  /** Epoch milliseconds. */
  recievedDate: number;
  /** Epoch milliseconds of the last change (created, read). */
  updatedAt: number;
  /** The owner: subscriber id, or the random device id when logged out. */
  userId: string;
  isDirectDeeplink: boolean;
}

/** The §3 `notifications` value: each owner's notifications, newest first. */
export type NotificationBook = Record<string, StoredNotification[]>;

/** What a push message carries (the provider's data payload; FCM data values are strings). */
export interface PushMessage extends Partial<PushAction> {
  messageId: string;
  gcmMessageId?: string | null;
  title: string;
  message: string;
  imageURL?: string | null;
  contentId?: string | null;
  /** A direct deep link (absolute URL or app path); wins over the push action. */
  deeplink?: string | null;
  /** Epoch milliseconds of sending, when the provider tells it. */
  sentAt?: number | null;
}

/** Kept per owner: the newest this many (older ones drop off; a design choice, the SPEC names no limit). */
export const NOTIFICATIONS_MAX = 100;

/** SPEC §3: the owner of the notifications — the subscriber id when logged in, else the random device id. */
export function notificationOwner(who: { subscriberid?: string | null; deviceId: string }): string {
  return who.subscriberid || who.deviceId;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** A push message's payload checked (unknown input from the network): null when it lacks an id or a title. */
export function parsePushMessage(raw: unknown): PushMessage | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const messageId = str(r.messageId) ?? str(r.gcmMessageId);
  const title = str(r.title);
  if (!messageId || !title) return null;
  const sentAt = typeof r.sentAt === 'number' ? r.sentAt : Number(r.sentAt);
  return {
    messageId,
    gcmMessageId: str(r.gcmMessageId),
    title,
    message: str(r.message) ?? '',
    imageURL: str(r.imageURL),
    contentId: str(r.contentId) ?? str(r.contentid),
    action: str(r.action) ?? '',
    contentid: str(r.contentid) ?? str(r.contentId),
    ticketid: str(r.ticketid),
    planid: str(r.planid),
    couponid: str(r.couponid),
    deeplink: str(r.deeplink),
    sentAt: Number.isFinite(sentAt) && sentAt > 0 ? sentAt : null,
  };
}

/** SPEC §3 (flagged unread when created) and §2 (push action → path; a direct deep link kept as given). */
export function storedNotification(msg: PushMessage, owner: string, now: number): StoredNotification {
  const direct = str(msg.deeplink);
  const actionPath = msg.action ? pushActionPath({ ...msg, action: msg.action }) : null;
  return {
    title: msg.title,
    message: msg.message,
    imageURL: str(msg.imageURL),
    contentId: str(msg.contentId) ?? str(msg.contentid),
    cta: direct ?? actionPath,
    gcmMessageId: str(msg.gcmMessageId),
    isRead: false,
    messageId: msg.messageId,
    recievedDate: now,
    updatedAt: now,
    userId: owner,
    isDirectDeeplink: direct !== null,
  };
}

function isStored(v: unknown): v is StoredNotification {
  if (!v || typeof v !== 'object') return false;
  const n = v as Record<string, unknown>;
  return (
    typeof n.messageId === 'string' &&
    typeof n.title === 'string' &&
    typeof n.isRead === 'boolean' &&
    typeof n.recievedDate === 'number'
  );
}

/** The stored book, whatever is in storage (a broken or foreign value reads as empty, entries checked one by one). */
export function parseNotificationBook(raw: unknown): NotificationBook {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: NotificationBook = {};
  for (const [owner, list] of Object.entries(raw as Record<string, unknown>)) {
    if (Array.isArray(list)) out[owner] = list.filter(isStored);
  }
  return out;
}

/** One owner's notifications, newest first. */
export function notificationsOf(book: NotificationBook, owner: string): StoredNotification[] {
  return book[owner] ?? [];
}

/**
 * Stores a notification for its owner, newest first, at most NOTIFICATIONS_MAX. A message id already stored is not
 * stored again (every open tab receives the same message): `added` false, the book unchanged.
 */
export function addNotification(
  book: NotificationBook,
  n: StoredNotification,
): { book: NotificationBook; added: boolean } {
  const list = notificationsOf(book, n.userId);
  if (list.some((x) => x.messageId === n.messageId)) return { book, added: false };
  const next = [n, ...list].sort((a, b) => b.recievedDate - a.recievedDate).slice(0, NOTIFICATIONS_MAX);
  return { book: { ...book, [n.userId]: next }, added: true };
}

/** How many of one owner's notifications are unread. */
export function unreadCount(book: NotificationBook, owner: string): number {
  return notificationsOf(book, owner).filter((n) => !n.isRead).length;
}

/** Marks one notification read (opening it); unchanged when it is already read or unknown. */
export function markNotificationRead(
  book: NotificationBook,
  owner: string,
  messageId: string,
  now: number,
): NotificationBook {
  const list = notificationsOf(book, owner);
  if (!list.some((n) => n.messageId === messageId && !n.isRead)) return book;
  return {
    ...book,
    [owner]: list.map((n) => (n.messageId === messageId ? { ...n, isRead: true, updatedAt: now } : n)),
  };
}

/** Marks every notification of the owner read. */
export function markAllNotificationsRead(
  book: NotificationBook,
  owner: string,
  now: number,
): NotificationBook {
  const list = notificationsOf(book, owner);
  if (!list.some((n) => !n.isRead)) return book;
  return { ...book, [owner]: list.map((n) => (n.isRead ? n : { ...n, isRead: true, updatedAt: now })) };
}

/**
 * SPEC §4 Logout clears local data: the subscriber's notifications go with it; the device's own (received while
 * logged out) stay, like the random device id they belong to.
 */
export function notificationsKeptOnLogout(book: NotificationBook, deviceId: string): NotificationBook {
  return book[deviceId] ? { [deviceId]: book[deviceId] } : {};
}

export type NotificationTarget = { kind: 'path'; path: string } | { kind: 'external'; url: string } | null;

/**
 * Where opening a notification leads (SPEC §2): a push action's path as is; a direct deep link converted from the
 * site origin — inside the site it is a path of the app, an absolute link elsewhere is opened outside the app.
 */
export function notificationTarget(
  n: Pick<StoredNotification, 'cta' | 'isDirectDeeplink'>,
  origin: string,
): NotificationTarget {
  if (!n.cta) return null;
  if (!n.isDirectDeeplink) return { kind: 'path', path: n.cta };
  const url = convertDeepLink({ kind: 'url', url: n.cta }, origin);
  const base = origin.replace(/\/+$/, '');
  if (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`)) {
    const u = new URL(url);
    return { kind: 'path', path: `${u.pathname}${u.search}${u.hash}` };
  }
  return isAbsoluteHttpUrl(url) ? { kind: 'external', url } : null;
}

/** SPEC §5 / §9: the time shown for a notification — relative under 24 h, otherwise the full DD MON YYYY date. */
export function notificationTime(
  n: Pick<StoredNotification, 'recievedDate'>,
  now: number,
  offsetMinutes = 0,
): TimeAgo {
  return timeAgo(n.recievedDate, now, offsetMinutes);
}
