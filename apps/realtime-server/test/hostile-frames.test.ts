// Hostile sockets against the realtime server's own process: ill-formed frames, a buffer bomb, a foreign Origin.
// Each must close or refuse that socket and leave the server serving everyone else.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The websocket client firebase-server itself uses (a raw socket: what an attacker scripts by hand).
const require = createRequire(import.meta.url);
interface RawSocket {
  readyState: number;
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  on(
    event: 'open' | 'message' | 'close' | 'error' | 'unexpected-response',
    cb: (...args: unknown[]) => void,
  ): void;
  close(): void;
}
const WebSocket = require(require.resolve('ws', { paths: [require.resolve('firebase-server')] })) as new (
  url: string,
  options?: { origin?: string },
) => RawSocket;

const APP_ORIGIN = 'http://127.0.0.1:5173';
let child: ChildProcess;
let url: URL;
let crashed = false;

beforeAll(async () => {
  child = spawn(process.execPath, [
    join(import.meta.dirname, '../src/cli.js'),
    '--port',
    '0',
    '--allow-origin',
    APP_ORIGIN,
  ]);
  child.once('exit', () => {
    crashed = true;
  });
  url = new URL(
    await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.trim());
      });
      child.once('exit', (code) => reject(new Error(`cli exited early with ${code}`)));
    }),
  );
});

afterAll(() => {
  child?.kill('SIGTERM');
});

const wsUrl = () => `ws://${url.host}/.ws?v=5&ns=ott-sandbox`;

/** A raw socket after the server's handshake, or the refusal of its upgrade. */
function connect(origin?: string): Promise<{ socket: RawSocket; closed: Promise<void> } | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(), origin ? { origin } : {});
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('unexpected-response', () => resolve('refused'));
    socket.on('error', () => {});
    socket.on('message', () => resolve({ socket, closed }));
    setTimeout(() => reject(new Error('no handshake')), 10_000);
  });
}

/** A request the server answers: proves it still serves (a listen on an open path). */
async function serves(): Promise<boolean> {
  const c = await connect();
  if (c === 'refused') return false;
  const answered = new Promise<boolean>((resolve) => {
    c.socket.on('message', (data) => {
      if (String(data).includes('"r":1')) resolve(true);
    });
    setTimeout(() => resolve(false), 10_000);
  });
  c.socket.send(JSON.stringify({ t: 'd', d: { r: 1, a: 'q', b: { p: '/content/x', h: '' } } }));
  const ok = await answered;
  c.socket.close();
  return ok;
}

const closedWithin = (closed: Promise<void>, ms = 5000) =>
  Promise.race([closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('apps/realtime-server: hostile sockets', () => {
  const ILL_FORMED: [string, string | Buffer][] = [
    ['a data message without a body ({"t":"d"})', '{"t":"d"}'],
    ['an empty request', '{"t":"d","d":{}}'],
    ['a request whose body is null', '{"t":"d","d":{"r":1,"a":"m","b":null}}'],
    ['a path that is not text', '{"t":"d","d":{"r":1,"a":"q","b":{"p":{"x":1}}}}'],
    ['an update that is not an object', '{"t":"d","d":{"r":2,"a":"m","b":{"p":"/content","d":"x"}}}'],
    ['a key the database cannot hold', '{"t":"d","d":{"r":3,"a":"p","b":{"p":"/content/a","d":{"x.y":1}}}}'],
    ['JSON null', 'null'],
    ['text that is not JSON', '{"t":"d","d":'],
    ['an auth whose credential is not text', '{"t":"d","d":{"r":4,"a":"auth","b":{"cred":{"x":1}}}}'],
    ['a binary frame of invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd])],
  ];

  it.each(ILL_FORMED)('§7 %s: that socket is closed, the server keeps serving', async (_name, frame) => {
    const c = await connect();
    if (c === 'refused') throw new Error('refused');
    c.socket.send(frame, { binary: Buffer.isBuffer(frame) });
    expect(await closedWithin(c.closed)).toBe(true);
    expect(crashed).toBe(false);
    expect(await serves()).toBe(true);
  });

  it('§7 buffer bomb: an unparsable stream is cut at the message bound, not buffered', async () => {
    const c = await connect();
    if (c === 'refused') throw new Error('refused');
    const chunk = `{"t":"d","d":${'['.repeat(16_000)}`;
    for (let i = 0; i < 8 && c.socket.readyState === 1; i++) c.socket.send(chunk);
    expect(await closedWithin(c.closed)).toBe(true);
    // One frame over the bound is refused outright.
    const big = await connect();
    if (big === 'refused') throw new Error('refused');
    big.socket.send(`{"t":"d","d":{"r":1,"a":"p","b":{"p":"/x","d":"${'a'.repeat(5 * 1024 * 1024)}"}}}`);
    expect(await closedWithin(big.closed)).toBe(true);
    // Fragments announced past the bound.
    const many = await connect();
    if (many === 'refused') throw new Error('refused');
    many.socket.send('9999');
    expect(await closedWithin(many.closed)).toBe(true);
    expect(crashed).toBe(false);
    expect(await serves()).toBe(true);
  });

  it('§7 a foreign page cannot open a socket; the app’s pages and non-browser clients can', async () => {
    expect(await connect('https://evil.example')).toBe('refused');
    const app = await connect(APP_ORIGIN);
    expect(app).not.toBe('refused');
    if (app !== 'refused') app.socket.close();
    expect(await serves()).toBe(true);
  });
});
