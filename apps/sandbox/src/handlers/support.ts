// CRM (openapi/crm.yaml): support tickets (list, create with attachments, view, comment, close/reopen, attachment
// download), ticket categories and feedback. The SPEC §5 rules come from @ott/domain; the error codes are the
// contract's (crm.yaml info table), found from the domain's message ids.
import { EN_MESSAGES, ERROR_CODE_MESSAGES, type MessageId } from '@ott/domain';
import {
  validateAttachment,
  validateFeedback,
  validateImageResolution,
  validateTicketComment,
  validateTicketTitle,
} from '@ott/domain/validation';
import type { StoredAttachment, StoredMessage, StoredTicket } from '../state/support';
import { type Ctx, fail, type HandlerMap, type OperationId } from '../types';
import { paged } from './paging';

/** Smallest screenshot we accept (SPEC §5 "image resolution too low"; the SPEC gives no number — chosen here). */
const MIN_ATTACHMENT_RESOLUTION = { width: 64, height: 64 };

const CODE_OF: Partial<Record<MessageId, number>> = Object.fromEntries(
  Object.entries(ERROR_CODE_MESSAGES).map(([code, id]) => [id, Number(code)]),
);
/** A refused request with the contract's code for a domain message (400). */
const refuse = (id: MessageId) => fail(400, CODE_OF[id] ?? 4000, EN_MESSAGES[id]);
const notFound = () => fail(404, 6409, EN_MESSAGES['error.requestNotFound']);
const denied = () => fail(403, 6408, EN_MESSAGES['error.accessDenied']);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

const DOWNLOAD_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

/** Width and height of a PNG or JPEG, or null (other files have no resolution to check). */
function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('ascii', 12, 16) === 'IHDR') {
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1] as number;
      const len = b.readUInt16BE(i + 2);
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
      }
      i += 2 + len;
    }
  }
  return null;
}

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** The files of a multipart field as attachments (SPEC §5: names unique within a message; images not too small). */
async function readAttachments(
  ctx: Ctx,
): Promise<{ error: ReturnType<typeof fail> } | { error: null; files: StoredAttachment[] }> {
  const files = (ctx.files.attachments ?? []).filter((f) => f.name !== '' || f.size > 0);
  const out: StoredAttachment[] = [];
  for (const f of files) {
    const dup = validateAttachment(
      f.name,
      out.map((a) => a.name),
    );
    if (dup) return { error: refuse(dup) };
    const bytes = new Uint8Array(await f.arrayBuffer());
    const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
    const mime =
      f.type && f.type !== 'application/octet-stream'
        ? f.type
        : (MIME_BY_EXT[ext] ?? 'application/octet-stream');
    const size = imageSize(bytes);
    if (size) {
      const small = validateImageResolution(size, MIN_ATTACHMENT_RESOLUTION);
      if (small) return { error: refuse(small) };
    }
    const support = ctx.state.support;
    out.push({
      attachmentid: `att-${support.nextAttachment++}`,
      name: f.name,
      mime,
      size: bytes.length,
      bytes,
    });
  }
  return { error: null, files: out };
}

const attachmentBody = (a: StoredAttachment) => ({
  attachmentid: a.attachmentid,
  name: a.name,
  mime: a.mime,
  size: a.size,
});
const messageBody = (ctx: Ctx, t: StoredTicket, m: StoredMessage) => ({
  messageid: m.messageid,
  author: m.author,
  authorname: m.authorname ?? (m.author === 'SUBSCRIBER' ? authorName(ctx, t.subscriberid) : 'Support'),
  text: m.text,
  created: iso(m.created),
  attachments: m.attachments.map(attachmentBody),
});
const ticketSummary = (t: StoredTicket) => ({
  requestid: t.requestid,
  title: t.title,
  category: t.category,
  state: t.state,
  created: iso(t.created),
  updated: iso(t.updated),
});
const ticketBody = (ctx: Ctx, t: StoredTicket) => ({
  ...ticketSummary(t),
  messages: t.messages.map((m) => messageBody(ctx, t, m)),
});

/** The subscriber's display name (accounts area), for the messages they write. */
function authorName(ctx: Ctx, subscriberid: string): string {
  const accounts = ctx.state.accounts as unknown as { subscribers?: Map<string, { name?: string }> };
  return accounts.subscribers?.get(subscriberid)?.name ?? `Subscriber ${subscriberid}`;
}

/** The caller's ticket, or the documented refusal. */
function ownTicket(ctx: Ctx): { error: ReturnType<typeof fail> } | { error: null; ticket: StoredTicket } {
  const sid = ctx.caller.session?.subscriberid;
  if (!sid) return { error: fail(401, 401, EN_MESSAGES['error.unauthorized']) };
  const ticket = ctx.state.support.tickets.get(ctx.params.requestid ?? '');
  if (!ticket) return { error: notFound() };
  if (ticket.subscriberid !== sid) return { error: denied() };
  return { error: null, ticket };
}

export const supportHandlers = {
  listTickets: (ctx) => {
    const sid = ctx.caller.session?.subscriberid;
    if (!sid) return fail(401, 401, EN_MESSAGES['error.unauthorized']);
    const status = str(ctx.query.status);
    const mine = [...ctx.state.support.tickets.values()]
      .filter((t) => t.subscriberid === sid && (!status || t.state === status))
      .sort((a, b) => b.created - a.created || Number(b.requestid) - Number(a.requestid));
    const { data, totalcount } = paged(mine, ctx.query, 20);
    return { status: 200, body: { data: data.map(ticketSummary), totalcount } };
  },

  createTicket: async (ctx) => {
    const session = ctx.caller.session;
    if (!session) return fail(401, 401, EN_MESSAGES['error.unauthorized']);
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const title = str(body.title);
    const comment = str(body.comment);
    const category = str(body.category) ?? '';
    const titleError = validateTicketTitle(title);
    if (titleError) return refuse(titleError);
    const commentError = validateTicketComment(comment);
    if (commentError) return refuse(commentError);
    if (!ctx.state.support.categories.some((c) => c.apiCategory === category)) {
      return fail(400, 4000, `Invalid request: unknown category ${category}`);
    }
    const files = await readAttachments(ctx);
    if (files.error) return files.error;
    const support = ctx.state.support;
    const now = ctx.options.now();
    const requestid = String(support.nextTicket++);
    const ticket: StoredTicket = {
      requestid,
      subscriberid: session.subscriberid,
      title: (title as string).trim(),
      category,
      state: 'open',
      created: now,
      updated: now,
      messages: [
        {
          messageid: `msg-${requestid}${support.nextMessage++}`,
          author: 'SUBSCRIBER',
          authorname: authorName(ctx, session.subscriberid),
          text: (comment as string).trim(),
          created: now,
          attachments: files.files,
        },
      ],
    };
    support.tickets.set(requestid, ticket);
    ctx.options.log(`[sandbox] ticket ${requestid} created by ${session.subscriberid}: ${ticket.title}`);
    return { status: 200, body: { data: ticketBody(ctx, ticket) } };
  },

  listTicketCategories: (ctx) => {
    const data = structuredClone(ctx.state.support.categories);
    return { status: 200, body: { data, totalcount: data.length } };
  },

  getTicket: (ctx) => {
    const own = ownTicket(ctx);
    if (own.error) return own.error;
    return { status: 200, body: { data: ticketBody(ctx, own.ticket) } };
  },

  updateTicket: async (ctx) => {
    const own = ownTicket(ctx);
    if (own.error) return own.error;
    const { ticket } = own;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const comment = str(body.comment);
    const state = str(body.state) as 'open' | 'closed' | undefined;
    const hasFiles = (ctx.files.attachments ?? []).some((f) => f.name !== '' || f.size > 0);
    if (comment === undefined && state === undefined && !hasFiles)
      return fail(400, 4000, EN_MESSAGES['error.payloadNotFound']);
    if (comment !== undefined || hasFiles) {
      const commentError = validateTicketComment(comment);
      if (commentError) return refuse(commentError);
    }
    const files = await readAttachments(ctx);
    if (files.error) return files.error;
    const now = ctx.options.now();
    const support = ctx.state.support;
    if (comment !== undefined) {
      ticket.messages.push({
        messageid: `msg-${ticket.requestid}${support.nextMessage++}`,
        author: 'SUBSCRIBER',
        authorname: authorName(ctx, ticket.subscriberid),
        text: comment.trim(),
        created: now,
        attachments: files.files,
      });
    }
    if (state) ticket.state = state;
    ticket.updated = now;
    return { status: 200, body: { data: ticketBody(ctx, ticket) } };
  },

  downloadTicketAttachment: (ctx) => {
    const own = ownTicket(ctx);
    if (own.error) return own.error;
    const message = own.ticket.messages.find((m) => m.messageid === str(ctx.query.messageid));
    const file = message?.attachments.find((a) => a.attachmentid === str(ctx.query.attachmentid));
    if (!file) return notFound();
    return {
      status: 200,
      file: file.bytes,
      contentType: DOWNLOAD_TYPES.has(file.mime) ? file.mime : 'application/octet-stream',
      filename: file.name,
    };
  },

  submitFeedback: (ctx) => {
    const session = ctx.caller.session;
    if (!session) return fail(401, 401, EN_MESSAGES['error.unauthorized']);
    const body = (ctx.body ?? {}) as { rating?: number; feedback?: string; contentid?: string };
    const error = validateFeedback(body.feedback);
    if (error) return refuse(error);
    const support = ctx.state.support;
    const received = ctx.options.now();
    const feedbackid = `fb-${support.nextFeedback++}`;
    support.feedback.push({
      feedbackid,
      subscriberid: session.subscriberid,
      profileid: session.profileid,
      rating: body.rating ?? 0,
      feedback: (body.feedback as string).trim(),
      contentid: body.contentid ?? null,
      received,
    });
    ctx.options.log(`[sandbox] feedback ${feedbackid} from ${session.subscriberid}: ${body.rating}★`);
    return { status: 200, body: { data: { feedbackid, received: iso(received) } } };
  },
} satisfies Partial<HandlerMap<OperationId>>;
