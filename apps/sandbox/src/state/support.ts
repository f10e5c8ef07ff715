// The support area's state (CRM): ticket categories, tickets with their messages and attachments (bytes kept in
// memory) and received feedback. Seeded from fixtures/support.json with times relative to options.now().
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import type { components } from '@ott/sdk/types/crm';
import type { SandboxOptions } from '../options';

type Schemas = components['schemas'];
type TicketCategory = Schemas['TicketCategory'];
type TicketState = Schemas['TicketState'];

export interface StoredAttachment {
  attachmentid: string;
  name: string;
  mime: string;
  size: number;
  bytes: Uint8Array;
}
export interface StoredMessage {
  messageid: string;
  author: 'SUBSCRIBER' | 'AGENT';
  authorname?: string;
  text: string;
  created: number;
  attachments: StoredAttachment[];
}
export interface StoredTicket {
  requestid: string;
  subscriberid: string;
  title: string;
  category: string;
  state: TicketState;
  created: number;
  updated: number;
  messages: StoredMessage[];
}
interface StoredFeedback {
  feedbackid: string;
  subscriberid: string;
  profileid: string;
  rating: number;
  feedback: string;
  contentid: string | null;
  received: number;
}

export interface SupportState {
  categories: TicketCategory[];
  tickets: Map<string, StoredTicket>;
  feedback: StoredFeedback[];
  nextTicket: number;
  nextMessage: number;
  nextAttachment: number;
  nextFeedback: number;
}

interface SupportFixture {
  categories: TicketCategory[];
  tickets: {
    requestid: string;
    subscriberid: string;
    title: string;
    category: string;
    state: TicketState;
    messages: {
      messageid: string;
      author: 'SUBSCRIBER' | 'AGENT';
      authorname?: string;
      text: string;
      minutesAgo: number;
      attachments: {
        attachmentid: string;
        name: string;
        mime: string;
        png: { width: number; height: number };
      }[];
    }[];
  }[];
}

const fixturePath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/support.json');
let fixture: SupportFixture | undefined;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A small valid PNG (a two-colour diagonal) of the given size: the seeded "screenshots". Deterministic. */
export function makePng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++)
      raw.set(x > (y * width) / height ? [32, 96, 160] : [240, 240, 240], row + 1 + x * 3);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

export function createSupportState(options: SandboxOptions): SupportState {
  fixture ??= JSON.parse(readFileSync(fixturePath, 'utf8')) as SupportFixture;
  const now = options.now();
  const at = (minutesAgo: number) => now - minutesAgo * 60_000;
  const tickets = new Map<string, StoredTicket>();
  for (const t of fixture.tickets) {
    const messages: StoredMessage[] = t.messages.map((m) => ({
      messageid: m.messageid,
      author: m.author,
      ...(m.authorname ? { authorname: m.authorname } : {}),
      text: m.text,
      created: at(m.minutesAgo),
      attachments: m.attachments.map((a) => {
        const bytes = makePng(a.png.width, a.png.height);
        return { attachmentid: a.attachmentid, name: a.name, mime: a.mime, size: bytes.length, bytes };
      }),
    }));
    tickets.set(t.requestid, {
      requestid: t.requestid,
      subscriberid: t.subscriberid,
      title: t.title,
      category: t.category,
      state: t.state,
      created: Math.min(...messages.map((m) => m.created)),
      updated: Math.max(...messages.map((m) => m.created)),
      messages,
    });
  }
  return {
    categories: structuredClone(fixture.categories),
    tickets,
    feedback: [],
    nextTicket: 7003,
    nextMessage: 1,
    nextAttachment: 601,
    nextFeedback: 3101,
  };
}
