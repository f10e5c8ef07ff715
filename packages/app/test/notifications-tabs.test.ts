// Notifications through the real start-up, sandbox and push channel, in two "tabs" of one browser: SPEC §3 stored
// notifications (per owner, unread, no duplicate), §4 topics on log-in and log-out, §7 Push. A fetch-based EventSource
// stands in for Node's missing one (the browser's runs in apps/web/e2e/notifications.e2e.test.ts).

import { sandboxControls } from '@ott/e2e-kit/controls';
import { setTransport } from '@ott/sdk';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Started } from '../src/start';
import { sandboxForFile } from './sandbox-harness';
import { testBrowser } from './tab-harness';

/** EventSource over fetch streaming: named events only, enough for the push channel. */
class FetchEventSource {
  private ctrl = new AbortController();
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(url: string) {
    void fetch(url, { signal: this.ctrl.signal })
      .then(async (res) => {
        const reader = res.body?.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) return;
          buffer += decoder.decode(chunk.value, { stream: true });
          for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
            const lines = buffer.slice(0, i).split('\n');
            buffer = buffer.slice(i + 2);
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            if (event && data !== undefined)
              for (const l of this.listeners.get(event) ?? []) l(new MessageEvent(event, { data }));
          }
        }
      })
      .catch(() => undefined);
  }
  addEventListener(type: string, l: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  close() {
    this.ctrl.abort();
  }
}

const sandbox = sandboxForFile();
beforeEach(() => {
  vi.stubGlobal('EventSource', FetchEventSource);
});

const send = (body: Record<string, string>) => sandboxControls(sandbox.url).sendNotification(body);
const topicsOf = async (token: string) => (await sandboxControls(sandbox.url).pushState(token)).topics;

const browser = () => testBrowser(sandbox.url);

const center = (t: Started) => {
  const c = t.services.notifications;
  if (!c) throw new Error('no notification store');
  return c;
};

describe('notifications across tabs (SPEC §3, §4, §7 Push)', () => {
  it('§3 a visitor broadcast is stored once under the device id; §4 log-in adds the subscriber topics, log-out removes them', async () => {
    const b = browser();
    const a = b.open();
    const other = b.open();
    await Promise.all([a.booted, other.booted]);
    const deviceId = b.storage.getItem('random') ?? '';
    expect(deviceId).toMatch(/^\d{16}$/);
    // §7: the browser's token is on BROADCAST and PC as soon as the app runs, and both tabs' streams are open.
    await waitFor(async () => expect(await topicsOf(deviceId)).toEqual(['BROADCAST', 'PC']));
    let sent = await send({ topic: 'BROADCAST', title: 'Welcome', message: 'Hello visitor' });
    for (let i = 0; sent.delivered < 2 && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100)); // the second tab's stream may still be opening
      sent = await send({ topic: 'BROADCAST', title: 'Welcome', message: 'Hello visitor' });
    }
    expect(sent.delivered).toBe(2);
    await waitFor(() => expect(center(a).get().unread).toBeGreaterThan(0));
    await waitFor(() => expect(center(other).get().unread).toBe(center(a).get().unread));
    const stored = JSON.parse(b.storage.getItem('notifications') ?? '{}');
    expect(Object.keys(stored)).toEqual([deviceId]);
    const ids = stored[deviceId].map((n: { messageId: string }) => n.messageId);
    expect(new Set(ids).size).toBe(ids.length); // §3 no duplicate although both tabs received every message
    expect(stored[deviceId][0]).toMatchObject({ title: 'Welcome', isRead: false, userId: deviceId });

    // §4 Login: the subscriber and country topics are added for this browser's token.
    setTransport(a.services.runtime.transport);
    expect(
      (await a.services.account.login({ email: 'admin@sandbox.test', password: 'Sandbox#123' })).ok,
    ).toBe(true);
    const country = a.services.session.get().subscriber?.country ?? '';
    await waitFor(async () =>
      expect(await topicsOf(deviceId)).toEqual(['1001', 'BROADCAST', country, 'PC'].sort()),
    );
    // The other tab adopts the session: both now show the subscriber's (empty) list.
    await waitFor(() => expect(center(other).get().owner).toBe('1001'));
    expect(center(a).get().items).toEqual([]);

    const film = await send({
      subscriberid: '1001',
      title: 'New film',
      action: 'VIEW',
      contentid: 'MOV-001',
    });
    expect(film.delivered).toBe(2);
    await waitFor(() => expect(center(a).get().unread).toBe(1));
    await waitFor(() => expect(center(other).get().unread).toBe(1));
    expect(center(a).get().items[0]).toMatchObject({
      messageId: film.messageId,
      cta: '/viewContent/MOV-001',
      userId: '1001',
    });

    // §3 opening it in one tab marks it read; the other tab's count follows.
    await center(other).markRead(film.messageId);
    await waitFor(() => expect(center(a).get().unread).toBe(0));

    // §4 Logout: the subscriber and country topics go; a message to the subscriber reaches no one. The device's own
    // notifications stay, the subscriber's go with the local data.
    vi.stubGlobal('location', { reload: () => {} });
    await a.services.account.logout();
    expect(await topicsOf(deviceId)).toEqual(['BROADCAST', 'PC']);
    expect((await send({ subscriberid: '1001', title: 'Too late' })).tokens).toBe(0);
    const left = JSON.parse(b.storage.getItem('notifications') ?? '{}');
    expect(Object.keys(left)).toEqual([deviceId]);
    b.close();
  });
});
