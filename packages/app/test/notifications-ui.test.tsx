// Notifications UI: the header bell (accessible name with the unread count) and the list (SPEC §3 fields,
// §5 / §9 time, §2 where opening one leads, mark all read, empty state), over the real notification store fed by a
// fake push provider.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';

import { NotificationBell } from '../src/features/notifications';
import NotificationsScreen from '../src/features/notifications/NotificationsScreen';
import type { PushProvider } from '../src/platform/types';
import { createNotificationCenter } from '../src/services/notifications';
import { createSessionStore } from '../src/session/store';
import { createTabSync } from '../src/session/tabs';
import { createStore } from '../src/storage';
import { testServices } from './app-services';
import { memoryStorage } from './memory-storage';
import { currentPath, renderInApp } from './render-app';

const NOW = Date.UTC(2024, 2, 5, 12, 0, 0);
const DEVICE = '1234567890123456';

function setup(lang = 'en') {
  const storage = createStore(memoryStorage());
  storage.set('random', DEVICE);
  const session = createSessionStore(storage);
  session.set({ lang });
  const tabs = createTabSync({ createChannel: () => null });
  const listeners = new Set<(p: unknown) => void>();
  const push: PushProvider = {
    subscribe: async () => {},
    unsubscribe: async () => {},
    onMessage(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  let clock = NOW;
  const center = createNotificationCenter({ session, tabs, push, now: () => clock });
  center.start();
  const services = testServices(session, { tabs, notifications: center, now: () => NOW });
  renderInApp(
    <>
      <NotificationBell />
      <NotificationsScreen routeId="notifications" params={{}} lang={null} />
    </>,
    { services, at: '/notifications', locale: lang },
  );
  return {
    center,
    path: currentPath,
    async deliver(payload: Record<string, unknown>, at: number) {
      clock = at;
      await act(async () => {
        for (const l of listeners) l(payload);
        await new Promise((r) => setTimeout(r, 0));
      });
    },
  };
}

describe('notifications bell and list', () => {
  it('empty state, and a bell without a count', () => {
    setup();
    expect(screen.getByTestId('notifications-empty').textContent).toContain('No notifications yet');
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(screen.queryByTestId('notifications-mark-all')).toBeNull();
  });

  it('§3 §5 §9 items with title, message, image and time; the bell names the unread count', async () => {
    const t = setup();
    await t.deliver(
      { messageId: 'old', title: 'Old news', message: 'From last week', imageURL: 'http://img.test/a.jpg' },
      NOW - 3 * 86_400_000,
    );
    await t.deliver(
      { messageId: 'm1', title: 'New film', message: 'Watch it now', action: 'VIEW', contentid: 'MOV-001' },
      NOW - 5 * 60_000,
    );
    await t.deliver({ messageId: 'm1', title: 'New film', message: 'duplicate from another tab' }, NOW);
    const items = screen.getAllByTestId('notification');
    expect(items).toHaveLength(2); // the duplicate message id is not stored twice
    expect(items[0]?.textContent).toContain('New film');
    expect(items[0]?.textContent).toContain('Watch it now');
    expect(items[0]?.textContent).toContain('5 minutes ago'); // §5 relative under 24 h
    expect(items[1]?.textContent).toContain('02 MAR 2024'); // §5 / §9 full date DD MON YYYY
    expect(items[1]?.querySelector('img')?.getAttribute('src')).toBe('http://img.test/a.jpg');
    expect(items[0]?.getAttribute('data-read')).toBe('false');
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
  });

  it('§2 opening one marks it read and follows its push action; mark all read', async () => {
    const t = setup();
    await t.deliver({ messageId: 'a', title: 'A' }, NOW - 1000);
    await t.deliver({ messageId: 't', title: 'Ticket reply', action: 'TICKET', ticketid: '77' }, NOW);
    fireEvent.click(screen.getAllByTestId('notification')[0] as HTMLElement);
    await waitFor(() => expect(t.path()).toBe('/viewTicket/77'));
    expect(t.center.get().unread).toBe(1);
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('notifications-mark-all'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy());
    expect(screen.getByTestId('notifications-summary').textContent).toBe('All read');
    expect((screen.getByTestId('notifications-mark-all') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByTestId('notification').every((el) => el.getAttribute('data-read') === 'true')).toBe(
      true,
    );
  });

  it('a notification without a target only marks it read (stays on the list)', async () => {
    const t = setup();
    await t.deliver({ messageId: 'x', title: 'Just news' }, NOW);
    fireEvent.click(screen.getByTestId('notification'));
    await waitFor(() => expect(t.center.get().unread).toBe(0));
    expect(t.path()).toBe('/notifications');
  });
});

describe('system notifications (desktop shell)', () => {
  it('a message that arrives while the window is not looked at is shown once, with its push action', async () => {
    const storage = createStore(memoryStorage());
    storage.set('random', DEVICE);
    const session = createSessionStore(storage);
    const listeners = new Set<(p: unknown) => void>();
    const shown: unknown[] = [];
    const center = createNotificationCenter({
      session,
      tabs: createTabSync({ createChannel: () => null }),
      push: {
        subscribe: async () => {},
        unsubscribe: async () => {},
        onMessage: (l) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
      },
      now: () => NOW,
      system: { show: async (n) => void shown.push(n) },
    });
    center.start();
    const deliver = async (p: Record<string, unknown>) => {
      for (const l of listeners) l(p);
      await new Promise((r) => setTimeout(r, 0));
    };
    await deliver({ messageId: 'seen', title: 'While looking' });
    expect(shown).toEqual([]); // the window is visible: the list and the bell are enough
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      const away = {
        messageId: 'away',
        title: 'While away',
        message: 'Hi',
        action: 'VIEW',
        contentid: 'MOV-001',
      };
      await deliver(away);
      await deliver(away); // the same message again
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
    expect(shown).toEqual([
      { title: 'While away', message: 'Hi', action: { action: 'VIEW', contentid: 'MOV-001' } },
    ]);
    center.stop();
  });
});
