// The sandbox push channel, a local stand-in for Firebase Cloud Messaging (SPEC §3 stored notifications, §4 push topics,
// §7 Push): a token's Server-Sent Events stream per tab, the topic API, and `POST /__sandbox/notifications/send`.
// Usage: apps/sandbox/README.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_HEADERS, readBody, sendJson } from '../http';
import type { SandboxOptions } from '../options';
import type { ExtraRoute } from '../types';

// As FCM: every tab of a browser opens its own stream with the same token (the app's §3 random device id); a message
// goes at once to every open stream of every matching token, and a token with none keeps it until one opens.
// The registry lives with the process, not in the resettable state: a reset forgets only tokens without a stream.
const BODY_LIMIT = 16 * 1024;
/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
const TOKEN = /^[A-Za-z0-9_.:-]{1,128}$/;
const TOPIC = /^[A-Za-z0-9_.~%-]{1,64}$/;

interface Hub {
  topics: Map<string, Set<string>>;
  streams: Map<string, Set<ServerResponse>>;
  /** Messages for a token with no open stream, delivered when one opens (FCM keeps them for an offline token). */
  pending: Map<string, string[]>;
  sequence: number;
}

/** At most this many messages wait for a token with no open stream (the oldest go first). */
const PENDING_MAX = 20;

const hubs = new WeakMap<SandboxOptions, Hub>();
function hubOf(options: SandboxOptions): Hub {
  let hub = hubs.get(options);
  if (!hub) {
    hub = { topics: new Map(), streams: new Map(), pending: new Map(), sequence: 0 };
    hubs.set(options, hub);
  }
  return hub;
}

/**
 * POST /__sandbox/reset: tokens without an open stream forget their topics and waiting messages (a closed test browser
 * leaves no subscriptions behind); open streams and their tokens' topics stay, like the streams themselves.
 */
function forgetIdlePushTokens(options: SandboxOptions): void {
  const hub = hubOf(options);
  for (const token of [...hub.topics.keys(), ...hub.pending.keys()]) {
    if ((hub.streams.get(token)?.size ?? 0) > 0) continue;
    hub.topics.delete(token);
    hub.pending.delete(token);
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const raw = await readBody(req, BODY_LIMIT);
  if (raw === null) return null;
  try {
    const v = JSON.parse(raw.toString('utf8')) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** GET /__sandbox/push/stream?token=… — the message stream of one push token (text/event-stream). */
const stream: ExtraRoute = {
  onReset: forgetIdlePushTokens,
  method: 'GET',
  path: /^\/__sandbox\/push\/stream$/,
  handle({ url, req, res, options }) {
    const token = url.searchParams.get('token') ?? '';
    if (!TOKEN.test(token)) {
      sendJson(res, 400, { errorcode: 4000, reason: 'token required' });
      return;
    }
    const hub = hubOf(options);
    res.writeHead(200, {
      ...CORS_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
    });
    res.write(`retry: 1000\n: connected ${token}\n\n`);
    const set = hub.streams.get(token) ?? new Set<ServerResponse>();
    set.add(res);
    hub.streams.set(token, set);
    for (const frame of hub.pending.get(token) ?? []) res.write(frame);
    hub.pending.delete(token);
    const beat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    beat.unref?.();
    req.on('close', () => {
      clearInterval(beat);
      set.delete(res);
      if (set.size === 0) hub.streams.delete(token);
    });
  },
};

/** The topic API: POST /__sandbox/push/topics/{subscribe|unsubscribe} { token, topics: [...] }. */
const topics: ExtraRoute = {
  method: 'POST',
  path: /^\/__sandbox\/push\/topics\/(subscribe|unsubscribe)$/,
  async handle({ req, res, match, options }) {
    const body = await readJson(req);
    const token = str(body?.token);
    const list = Array.isArray(body?.topics) ? (body.topics as unknown[]).map(str) : null;
    if (!token || !TOKEN.test(token) || !list || list.some((t) => !t || !TOPIC.test(t))) {
      sendJson(res, 400, { errorcode: 4000, reason: 'token and topics required' });
      return;
    }
    const hub = hubOf(options);
    const mine = hub.topics.get(token) ?? new Set<string>();
    for (const t of list as string[]) {
      if (match[1] === 'subscribe') mine.add(t);
      else mine.delete(t);
    }
    hub.topics.set(token, mine);
    options.log(`[sandbox] push ${match[1]} ${token}: ${(list as string[]).join(', ')}`);
    sendJson(res, 200, { data: { token, topics: [...mine].sort() } });
  },
};

/** GET /__sandbox/push/topics?token=… — a token's topics and open streams (for tests and demos). */
const topicsOf: ExtraRoute = {
  method: 'GET',
  path: /^\/__sandbox\/push\/topics$/,
  handle({ url, res, options }) {
    const token = url.searchParams.get('token') ?? '';
    const hub = hubOf(options);
    sendJson(res, 200, {
      data: {
        token,
        topics: [...(hub.topics.get(token) ?? [])].sort(),
        /** Open streams of the token (the tabs listening). */
        streams: hub.streams.get(token)?.size ?? 0,
      },
    });
  },
};

const PAYLOAD_FIELDS = [
  'title',
  'message',
  'imageURL',
  'contentId',
  'action',
  'contentid',
  'ticketid',
  'planid',
  'couponid',
  'deeplink',
] as const;

/**
 * POST /__sandbox/notifications/send { subscriberid | deviceid | topic, title, message, imageURL?, contentId?,
 * action? (VIEW, TICKET, REDEEM, RENEW, UPGRADE) with contentid / ticketid / planid / couponid, deeplink? }
 * → { data: { messageId, tokens, delivered, queued } }: the tokens that matched, the open streams it reached and the
 * tokens without an open stream, for which it waits (delivered when the token's next stream opens).
 */
const send: ExtraRoute = {
  method: 'POST',
  path: /^\/__sandbox\/notifications\/send$/,
  async handle({ req, res, options }) {
    const body = await readJson(req);
    const title = str(body?.title);
    const deviceid = str(body?.deviceid);
    const topic = str(body?.topic) ?? str(body?.subscriberid);
    if (!body || !title || (!deviceid && !topic)) {
      sendJson(res, 400, {
        errorcode: 4000,
        reason: 'title and one of subscriberid, deviceid or topic required',
      });
      return;
    }
    const hub = hubOf(options);
    hub.sequence += 1;
    const sentAt = options.now();
    const messageId = `0:${sentAt}${String(hub.sequence).padStart(4, '0')}%sandbox`;
    const payload: Record<string, unknown> = { messageId, gcmMessageId: messageId, sentAt };
    for (const f of PAYLOAD_FIELDS) {
      const v = str(body[f]);
      if (v) payload[f] = v;
    }
    payload.message ??= '';
    const tokens = deviceid
      ? [deviceid]
      : [...hub.topics].filter(([, set]) => set.has(topic as string)).map(([token]) => token);
    let delivered = 0;
    let queued = 0;
    const frame = `event: push\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const token of tokens) {
      const open = hub.streams.get(token);
      if (!open?.size) {
        hub.pending.set(token, [...(hub.pending.get(token) ?? []), frame].slice(-PENDING_MAX));
        queued += 1;
        continue;
      }
      for (const r of open) {
        r.write(frame);
        delivered += 1;
      }
    }
    options.log(
      `[sandbox] push "${title}" to ${deviceid ? `device ${deviceid}` : `topic ${topic}`}: ${tokens.length} token(s), ${delivered} stream(s)`,
    );
    sendJson(res, 200, { data: { messageId, tokens: tokens.length, delivered, queued } });
  },
};

export const pushExtraRoutes: ExtraRoute[] = [stream, topics, topicsOf, send];
