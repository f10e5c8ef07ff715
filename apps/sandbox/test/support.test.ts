import { beforeEach, describe, expect, it } from 'vitest';
import { makePng } from '../src/state/support';
import { installStandIns } from './catalogue-standins';
import { contractChecked } from './contract-check';
import { useSandbox } from './helpers';

const clock = Date.UTC(2026, 10, 22, 12, 0, 0);
const t = useSandbox({ now: () => clock });
const http = contractChecked((...args) => t.http(...args));
const CRM = '/crm/subscriber/v1';

beforeEach(() => installStandIns(t.sandbox, () => clock));

const as = (subscriberid: string, profileid = `${subscriberid}-p1`) => ({
  'x-session': t.sandbox.state().tokens.issueSession(subscriberid, profileid).sessionToken,
});
const png = (name: string, w = 200, h = 120) => new File([makePng(w, h)], name, { type: 'image/png' });
const ticketForm = (fields: Record<string, string>, files: File[] = []) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append('attachments', f);
  return fd;
};
const create = (h: Record<string, string>, fields: Record<string, string>, files: File[] = []) =>
  http('POST', `${CRM}/request`, { headers: h, multipart: ticketForm(fields, files) });
const ok = {
  title: 'Video stops after 10 minutes',
  category: 'PLAYBACK',
  comment: 'It stops at 10:02 every time.',
};

describe('support tickets (SPEC §2 tickets, §5 ticket rules)', () => {
  it('§3 seed: 1001 has one open and one closed ticket; another subscriber sees none and may not open them', async () => {
    const h = as('1001');
    const open = await http('GET', `${CRM}/request?status=open`, { headers: h });
    expect(open.body).toMatchObject({ totalcount: 1, data: [{ requestid: '7002', state: 'open' }] });
    expect(open.body.data[0].messages).toBeUndefined();
    const closed = await http('GET', `${CRM}/request?status=closed`, { headers: h });
    expect(closed.body).toMatchObject({ totalcount: 1, data: [{ requestid: '6990', state: 'closed' }] });
    const other = as('1002');
    expect((await http('GET', `${CRM}/request`, { headers: other })).body.totalcount).toBe(0);
    const peek = await http('GET', `${CRM}/request/7002`, { headers: other });
    expect(peek.status).toBe(403);
    expect(peek.body).toEqual({ errorcode: 6408, reason: 'Access Denied' });
    const missing = await http('GET', `${CRM}/request/9999`, { headers: h });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorcode: 6409, reason: 'Request not found' });
    expect((await http('GET', `${CRM}/request`)).status).toBe(401);
  });

  it('§3 seeded ticket: messages and a downloadable attachment with its MIME type', async () => {
    const h = as('1001');
    const r = await http('GET', `${CRM}/request/7002`, { headers: h });
    expect(r.body.data.messages.map((m: { author: string }) => m.author)).toEqual(['SUBSCRIBER', 'AGENT']);
    expect(r.body.data.messages[0].authorname).toBe('Aisha Rahman');
    const att = r.body.data.messages[0].attachments[0];
    expect(att).toMatchObject({ attachmentid: 'att-501', name: 'receipt.png', mime: 'image/png' });
    const res = await fetch(
      `${t.sandbox.url}${CRM}/request/comment/attachment/7002?attachmentid=att-501&messageid=msg-70021`,
      { headers: h },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="receipt.png"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBe(att.size);
    expect([...bytes.slice(1, 4)]).toEqual([80, 78, 71]);
    const wrong = await http(
      'GET',
      `${CRM}/request/comment/attachment/7002?attachmentid=att-501&messageid=msg-70022`,
      { headers: h },
    );
    expect(wrong.body.errorcode).toBe(6409);
  });

  it('§5 create: a ticket with attachments is listed as open and its files come back byte for byte', async () => {
    const h = as('1001');
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%sample\n')], 'invoice.pdf', {
      type: 'application/pdf',
    });
    const r = await create(h, ok, [png('screen.png'), pdf]);
    expect(r.status).toBe(200);
    const ticket = r.body.data;
    expect(ticket).toMatchObject({ title: ok.title, category: 'PLAYBACK', state: 'open' });
    expect(ticket.messages[0]).toMatchObject({
      author: 'SUBSCRIBER',
      authorname: 'Aisha Rahman',
      text: ok.comment,
    });
    expect(ticket.messages[0].attachments.map((a: { name: string }) => a.name)).toEqual([
      'screen.png',
      'invoice.pdf',
    ]);
    const open = await http('GET', `${CRM}/request?status=open`, { headers: h });
    expect(open.body.data[0].requestid).toBe(ticket.requestid);
    expect(open.body.totalcount).toBe(2);
    const a = ticket.messages[0].attachments[1];
    const res = await fetch(
      `${t.sandbox.url}${CRM}/request/comment/attachment/${ticket.requestid}?attachmentid=${a.attachmentid}&messageid=${ticket.messages[0].messageid}`,
      { headers: h },
    );
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe('%PDF-1.4\n%sample\n');
  });

  it('§5 create: title and comment rules, duplicate attachment names, too-small images', async () => {
    const h = as('1001');
    const blank = await create(h, { ...ok, title: '   ' });
    expect(blank.body).toEqual({ errorcode: 6401, reason: 'Title Required' });
    expect((await create(h, { ...ok, comment: '  ' })).body).toEqual({
      errorcode: 6403,
      reason: 'Comment Required',
    });
    // Over the limits the contract's own validation refuses (title ≤ 64, comment < 256).
    expect((await create(h, { ...ok, title: 'x'.repeat(65) })).status).toBe(400);
    expect((await create(h, { ...ok, comment: 'x'.repeat(256) })).status).toBe(400);
    expect((await create(h, { ...ok, title: 'x'.repeat(64), comment: 'y'.repeat(255) })).status).toBe(200);
    const dup = await create(h, ok, [png('a.png'), png('a.png')]);
    expect(dup.body).toEqual({ errorcode: 6405, reason: 'Same file is already attached!' });
    const tiny = await create(h, ok, [png('tiny.png', 10, 10)]);
    expect(tiny.body).toEqual({ errorcode: 6406, reason: 'Image resolution is too low' });
    // Refused tickets were not stored.
    expect((await http('GET', `${CRM}/request?status=open`, { headers: h })).body.totalcount).toBe(2);
  });

  it('§2 update: add a comment with an attachment, close, reopen', async () => {
    const h = as('1001');
    const put = (fields: Record<string, string>, files: File[] = []) =>
      http('PUT', `${CRM}/request/7002`, { headers: h, multipart: ticketForm(fields, files) });
    const c = await put({ comment: 'It works now, thank you!' }, [png('done.png')]);
    expect(c.status).toBe(200);
    expect(c.body.data.messages).toHaveLength(3);
    expect(c.body.data.messages[2].attachments[0].name).toBe('done.png');
    const closed = await put({ state: 'closed', comment: 'Resolved.' });
    expect(closed.body.data.state).toBe('closed');
    expect((await http('GET', `${CRM}/request?status=closed`, { headers: h })).body.totalcount).toBe(2);
    expect((await http('GET', `${CRM}/request?status=open`, { headers: h })).body.totalcount).toBe(0);
    const reopened = await put({ state: 'open' });
    expect(reopened.body.data.state).toBe('open');
    expect(reopened.body.data.messages).toHaveLength(4);
    expect((await put({ comment: 'again' }, [png('x.png'), png('x.png')])).body.errorcode).toBe(6405);
    const other = await http('PUT', `${CRM}/request/7002`, {
      headers: as('1002'),
      multipart: ticketForm({ comment: 'hi' }),
    });
    expect(other.body.errorcode).toBe(6408);
  });

  it('§3 categories carry Arabic and English titles', async () => {
    const r = await http('GET', `${CRM}/request/category`, { headers: as('1001') });
    expect(r.body.totalcount).toBe(r.body.data.length);
    for (const c of r.body.data) {
      expect(c.apiCategory).toMatch(/^[A-Z]+$/);
      expect(c.categoryTitle.en).toBeTruthy();
      expect(c.categoryTitle.ar).toMatch(/[\u0600-\u06ff]/);
    }
    expect((await create(as('1001'), { ...ok, category: 'NOPE' })).status).toBe(400);
  });

  it('§5 feedback is mandatory; accepted feedback is stored', async () => {
    const h = as('1001');
    const r = await http('POST', `${CRM}/feedback`, {
      headers: h,
      json: { rating: 5, feedback: 'Great!', contentid: 'MOV-005' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ feedbackid: 'fb-3101', received: '2026-11-22T12:00:00Z' });
    expect(t.sandbox.state().support.feedback).toMatchObject([
      { subscriberid: '1001', rating: 5, contentid: 'MOV-005' },
    ]);
    const blank = await http('POST', `${CRM}/feedback`, {
      headers: h,
      json: { rating: 3, feedback: '   ' },
    });
    expect(blank.body).toEqual({ errorcode: 6407, reason: 'Feedback is mandatory' });
    expect((await http('POST', `${CRM}/feedback`, { headers: h })).body).toEqual({
      errorcode: 4000,
      reason: 'payload not found',
    });
  });
});
