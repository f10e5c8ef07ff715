import { describe, expect, it } from 'vitest';
import {
  addNotification,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_MAX,
  type NotificationBook,
  notificationOwner,
  notificationsKeptOnLogout,
  notificationsOf,
  notificationTarget,
  notificationTime,
  type PushMessage,
  parseNotificationBook,
  parsePushMessage,
  storedNotification,
  unreadCount,
} from '../src/notifications';

const T = Date.UTC(2024, 2, 5, 10, 0, 0); // 05 MAR 2024 10:00 UTC
const ORIGIN = 'https://ott.example';
const msg = (id: string, extra: Partial<PushMessage> = {}): PushMessage => ({
  messageId: id,
  title: `Title ${id}`,
  message: `Body ${id}`,
  ...extra,
});

describe('§3 stored notifications', () => {
  it('§3 the owner is the subscriber id when logged in, else the random device id', () => {
    expect(notificationOwner({ subscriberid: '1001', deviceId: '1234567890123456' })).toBe('1001');
    expect(notificationOwner({ subscriberid: null, deviceId: '1234567890123456' })).toBe('1234567890123456');
  });

  it('§3 a stored notification has the SPEC fields and is unread when created', () => {
    const n = storedNotification(
      msg('m1', {
        gcmMessageId: 'g1',
        imageURL: 'https://img/x.jpg',
        action: 'VIEW',
        contentid: 'MOV-001',
        contentId: 'MOV-001',
      }),
      '1001',
      T,
    );
    expect(n).toEqual({
      title: 'Title m1',
      message: 'Body m1',
      imageURL: 'https://img/x.jpg',
      contentId: 'MOV-001',
      cta: '/viewContent/MOV-001',
      gcmMessageId: 'g1',
      isRead: false,
      messageId: 'm1',
      recievedDate: T,
      updatedAt: T,
      userId: '1001',
      isDirectDeeplink: false,
    });
  });

  it('§2 push actions become their paths: TICKET, REDEEM, RENEW/UPGRADE; unknown → nowhere', () => {
    const cta = (m: Partial<PushMessage>) => storedNotification(msg('x', m), 'o', T).cta;
    expect(cta({ action: 'TICKET', ticketid: '77' })).toBe('/viewTicket/77');
    expect(cta({ action: 'REDEEM', planid: 'P1', couponid: 'FREEMONTH' })).toBe(
      '/viewPlanAndCoupon/P1/FREEMONTH',
    );
    expect(cta({ action: 'RENEW', planid: 'P1', couponid: 'C' })).toBe('/viewPlanAndCoupon/P1');
    expect(cta({ action: 'UPGRADE', planid: 'P1', couponid: 'C' })).toBe('/viewPlanAndCoupon/P1');
    expect(cta({ action: 'DANCE' })).toBeNull();
    expect(cta({})).toBeNull();
  });

  it('§2 a direct deep link wins over the push action and is flagged isDirectDeeplink', () => {
    const n = storedNotification(
      msg('x', { action: 'VIEW', contentid: '1', deeplink: '/screen/kids' }),
      'o',
      T,
    );
    expect(n).toMatchObject({ cta: '/screen/kids', isDirectDeeplink: true });
  });

  it('a push payload from the network is checked: id and title required, FCM string fields accepted', () => {
    expect(parsePushMessage(null)).toBeNull();
    expect(parsePushMessage({ title: 'no id' })).toBeNull();
    expect(parsePushMessage({ messageId: 'm', title: '' })).toBeNull();
    expect(
      parsePushMessage({
        gcmMessageId: '0:99',
        title: 'Hi',
        action: 'VIEW',
        contentid: 'MOV-1',
        sentAt: '5',
      }),
    ).toMatchObject({
      messageId: '0:99',
      gcmMessageId: '0:99',
      contentId: 'MOV-1',
      action: 'VIEW',
      sentAt: 5,
    });
  });

  it('§3 the same message received by several tabs is stored once (dedupe by message id)', () => {
    const n = storedNotification(msg('m1'), '1001', T);
    const once = addNotification({}, n);
    expect(once.added).toBe(true);
    const twice = addNotification(once.book, { ...n, recievedDate: T + 5 });
    expect(twice.added).toBe(false);
    expect(twice.book).toBe(once.book);
    expect(notificationsOf(twice.book, '1001')).toHaveLength(1);
  });

  it('§3 notifications are kept per owner, newest first, at most NOTIFICATIONS_MAX', () => {
    let book: NotificationBook = {};
    for (let i = 0; i < NOTIFICATIONS_MAX + 5; i++)
      book = addNotification(book, storedNotification(msg(`m${i}`), '1001', T + i)).book;
    book = addNotification(book, storedNotification(msg('d1'), 'device-1', T)).book;
    const mine = notificationsOf(book, '1001');
    expect(mine).toHaveLength(NOTIFICATIONS_MAX);
    expect(mine[0]?.messageId).toBe(`m${NOTIFICATIONS_MAX + 4}`);
    expect(notificationsOf(book, 'device-1').map((n) => n.messageId)).toEqual(['d1']);
    expect(notificationsOf(book, 'nobody')).toEqual([]);
  });

  it('§3 unread count; opening one marks it read; mark all read', () => {
    let book: NotificationBook = {};
    for (const id of ['a', 'b', 'c']) book = addNotification(book, storedNotification(msg(id), 'u', T)).book;
    book = addNotification(book, storedNotification(msg('other'), 'v', T)).book;
    expect(unreadCount(book, 'u')).toBe(3);
    book = markNotificationRead(book, 'u', 'b', T + 1000);
    expect(unreadCount(book, 'u')).toBe(2);
    expect(notificationsOf(book, 'u').find((n) => n.messageId === 'b')).toMatchObject({
      isRead: true,
      updatedAt: T + 1000,
    });
    expect(markNotificationRead(book, 'u', 'b', T + 2000)).toBe(book); // already read: unchanged
    expect(markNotificationRead(book, 'u', 'zzz', T + 2000)).toBe(book);
    book = markAllNotificationsRead(book, 'u', T + 3000);
    expect(unreadCount(book, 'u')).toBe(0);
    expect(unreadCount(book, 'v')).toBe(1); // another owner is untouched
    expect(markAllNotificationsRead(book, 'u', T + 4000)).toBe(book);
  });

  it('§3 a broken stored value reads as empty; broken entries are dropped', () => {
    expect(parseNotificationBook('x')).toEqual({});
    expect(parseNotificationBook([1])).toEqual({});
    const good = storedNotification(msg('m'), 'u', T);
    expect(parseNotificationBook({ u: [good, { title: 'no id' }], v: 'nope' })).toEqual({ u: [good] });
  });

  it('§4 logout clears the subscriber notifications; the device ones stay', () => {
    let book: NotificationBook = {};
    book = addNotification(book, storedNotification(msg('s'), '1001', T)).book;
    book = addNotification(book, storedNotification(msg('d'), 'dev', T)).book;
    expect(notificationsKeptOnLogout(book, 'dev')).toEqual({ dev: book.dev });
    expect(notificationsKeptOnLogout({ '1001': [] }, 'dev')).toEqual({});
  });
});

describe('§2 where opening a notification leads', () => {
  const n = (cta: string | null, isDirectDeeplink = false) => ({ cta, isDirectDeeplink });
  it('§2 a push action path is followed as is', () => {
    expect(notificationTarget(n('/viewContent/MOV-001'), ORIGIN)).toEqual({
      kind: 'path',
      path: '/viewContent/MOV-001',
    });
  });
  it('§2 a deep link of the site becomes an app path; an absolute link elsewhere opens outside', () => {
    expect(notificationTarget(n(`${ORIGIN}/viewPlanAndCoupon/P1/C1?x=1`, true), ORIGIN)).toEqual({
      kind: 'path',
      path: '/viewPlanAndCoupon/P1/C1?x=1',
    });
    expect(notificationTarget(n('screen/kids', true), ORIGIN)).toEqual({
      kind: 'path',
      path: '/screen/kids',
    });
    expect(notificationTarget(n('https://elsewhere.example/a', true), ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://elsewhere.example/a',
    });
  });
  it('no cta: nowhere', () => {
    expect(notificationTarget(n(null), ORIGIN)).toBeNull();
  });
});

describe('§5 §9 notification time', () => {
  it('§5 under 24 h: relative', () => {
    expect(notificationTime({ recievedDate: T }, T + 5 * 60_000)).toEqual({
      kind: 'relative',
      value: 5,
      unit: 'minute',
    });
    expect(notificationTime({ recievedDate: T }, T + 23 * 3_600_000)).toEqual({
      kind: 'relative',
      value: 23,
      unit: 'hour',
    });
  });
  it('§5 §9 from 24 h: the full date DD MON YYYY', () => {
    expect(notificationTime({ recievedDate: T }, T + 24 * 3_600_000)).toEqual({
      kind: 'date',
      text: '05 MAR 2024',
    });
    expect(notificationTime({ recievedDate: T }, T + 30 * 86_400_000, 14 * 60)).toEqual({
      kind: 'date',
      text: '06 MAR 2024',
    });
  });
});
