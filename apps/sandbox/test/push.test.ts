// The sandbox push channel (handlers/push.ts, apps/sandbox/README.md): a stand-in for Firebase Cloud Messaging — the topic API
// (SPEC §4 / §7 Push), a Server-Sent Events stream per push token, and the send endpoint the tests use.
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers';

const t = useSandbox();

/** Opens a token's stream and collects its `push` events. */
async function openStream(token: string) {
  const ctrl = new AbortController();
  const res = await fetch(`${t.sandbox.url}/__sandbox/push/stream?token=${token}`, { signal: ctrl.signal });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Record<string, unknown>[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let i = buffer.indexOf('\n\n');
        while (i >= 0) {
          const frame = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (frame.includes('event: push')) {
            const data = frame.split('\n').find((l) => l.startsWith('data: '));
            if (data) events.push(JSON.parse(data.slice(6)));
          }
          i = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return { events, close: () => ctrl.abort() };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(ok()).toBe(true);
};

describe('sandbox push channel', () => {
  it('the provider config points the app at it', async () => {
    const cfg = await t.http('GET', '/config/provider.json');
    expect(cfg.body.push).toEqual({ channelURL: `${t.sandbox.url}/__sandbox/push` });
  });

  it('§4 §7 a message to a subscriber reaches every open stream of each subscribed token, nothing else', async () => {
    const sub = await t.http('POST', '/__sandbox/push/topics/subscribe', {
      json: { token: '1111222233334444', topics: ['BROADCAST', 'PC', '1001', 'AE'] },
    });
    expect(sub.body.data.topics).toEqual(['1001', 'AE', 'BROADCAST', 'PC']);
    await t.http('POST', '/__sandbox/push/topics/subscribe', {
      json: { token: '9999888877776666', topics: ['BROADCAST', 'PC'] },
    });
    const tab1 = await openStream('1111222233334444');
    const tab2 = await openStream('1111222233334444');
    const visitor = await openStream('9999888877776666');
    try {
      const sent = await t.http('POST', '/__sandbox/notifications/send', {
        json: {
          subscriberid: '1001',
          title: 'New film',
          message: 'Watch it',
          action: 'VIEW',
          contentid: 'MOV-001',
        },
      });
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({ tokens: 1, delivered: 2 });
      await until(() => tab1.events.length === 1 && tab2.events.length === 1);
      expect(tab1.events[0]).toMatchObject({
        messageId: sent.body.data.messageId,
        gcmMessageId: sent.body.data.messageId,
        title: 'New film',
        message: 'Watch it',
        action: 'VIEW',
        contentid: 'MOV-001',
      });
      expect(visitor.events).toEqual([]);

      const broadcast = await t.http('POST', '/__sandbox/notifications/send', {
        json: { topic: 'BROADCAST', title: 'For everyone' },
      });
      expect(broadcast.body.data).toMatchObject({ tokens: 2, delivered: 3 });
      await until(() => visitor.events.length === 1);

      // §4 Logout: the subscriber and country topics removed → a message to the subscriber reaches no one.
      await t.http('POST', '/__sandbox/push/topics/unsubscribe', {
        json: { token: '1111222233334444', topics: ['1001', 'AE'] },
      });
      const after = await t.http('POST', '/__sandbox/notifications/send', {
        json: { subscriberid: '1001', title: 'Too late' },
      });
      expect(after.body.data).toMatchObject({ tokens: 0, delivered: 0 });
      const left = await t.http('GET', '/__sandbox/push/topics?token=1111222233334444');
      expect(left.body.data.topics).toEqual(['BROADCAST', 'PC']);
    } finally {
      tab1.close();
      tab2.close();
      visitor.close();
    }
  });

  it('a token with no open stream receives the message when its next stream opens (as FCM holds it)', async () => {
    const sent = await t.http('POST', '/__sandbox/notifications/send', {
      json: { deviceid: '4444333322221111', title: 'While closed' },
    });
    expect(sent.body.data).toMatchObject({ tokens: 1, delivered: 0, queued: 1 });
    const later = await openStream('4444333322221111');
    try {
      await until(() => later.events.length === 1);
      expect(later.events[0]).toMatchObject({ messageId: sent.body.data.messageId, title: 'While closed' });
    } finally {
      later.close();
    }
    const again = await openStream('4444333322221111');
    try {
      await new Promise((r) => setTimeout(r, 100));
      expect(again.events).toEqual([]); // delivered once, not again
    } finally {
      again.close();
    }
  });

  it('a reset forgets the topics of tokens without an open stream; an open stream keeps its token subscribed', async () => {
    const sub = (token: string) =>
      t.http('POST', '/__sandbox/push/topics/subscribe', { json: { token, topics: ['9999'] } });
    await sub('7777000077770000');
    await sub('8888000088880000');
    const open = await openStream('8888000088880000');
    try {
      await t.http('POST', '/__sandbox/reset');
      const sent = await t.http('POST', '/__sandbox/notifications/send', {
        json: { topic: '9999', title: 'After reset' },
      });
      expect(sent.body.data).toMatchObject({ tokens: 1, delivered: 1 });
    } finally {
      open.close();
    }
  });

  it('sends to one device token directly', async () => {
    const device = await openStream('5555666677778888');
    try {
      const sent = await t.http('POST', '/__sandbox/notifications/send', {
        json: { deviceid: '5555666677778888', title: 'Just you' },
      });
      expect(sent.body.data).toMatchObject({ tokens: 1, delivered: 1 });
      await until(() => device.events.length === 1);
    } finally {
      device.close();
    }
  });

  it('refuses a send without a title or a target, and topic calls without a token', async () => {
    expect(
      (await t.http('POST', '/__sandbox/notifications/send', { json: { topic: 'BROADCAST' } })).status,
    ).toBe(400);
    expect((await t.http('POST', '/__sandbox/notifications/send', { json: { title: 'x' } })).status).toBe(
      400,
    );
    expect(
      (await t.http('POST', '/__sandbox/push/topics/subscribe', { json: { topics: ['BROADCAST'] } })).status,
    ).toBe(400);
    expect((await fetch(`${t.sandbox.url}/__sandbox/push/stream`)).status).toBe(400);
  });
});
