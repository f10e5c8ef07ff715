// `npm start`'s process serves the sandbox API and the realtime database together: hostile websocket frames sent to
// the realtime port (what any web page could send) close their own socket and never end the process, so the sandbox
// API keeps answering.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { stopChild } from '@ott/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
interface RawSocket {
  send(data: string): void;
  on(event: string, cb: (...args: unknown[]) => void): void;
}
const WebSocket = require(require.resolve('ws', { paths: [require.resolve('firebase-server')] })) as new (
  url: string,
) => RawSocket;

let child: ChildProcess;
let exited = false;
const urls: { sandbox: string; realtime: string } = { sandbox: '', realtime: '' };

beforeAll(async () => {
  const root = join(import.meta.dirname, '..');
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: '0', REALTIME_PORT: '0', OTT_QUIET: '' },
  });
  child.once('exit', () => {
    exited = true;
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const sandbox = /^sandbox\s+(\S+)/m.exec(out)?.[1];
      const realtime = /^realtime\s+(\S+)/m.exec(out)?.[1];
      if (sandbox && realtime) {
        Object.assign(urls, { sandbox, realtime });
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`npm start's process exited early with ${code}`)));
  });
}, 180_000);

afterAll(() => stopChild(child));

const FRAMES = [
  '{"t":"d"}',
  '{"t":"d","d":{}}',
  '{"t":"d","d":{"r":1,"a":"m","b":null}}',
  '{"t":"d","d":{"r":1,"a":"q","b":{"p":{"x":1}}}}',
  '{"t":"d","d":{"r":2,"a":"m","b":{"p":"/content","d":"x"}}}',
  '{"t":"d","d":{"r":3,"a":"p","b":{"p":"/content/a","d":{"x.y":1}}}}',
  'null',
  '{"t":"d","d":',
];

describe('npm start: one process, two servers', () => {
  it('§8 eight ill-formed realtime frames: the process lives and the sandbox API answers', async () => {
    const host = new URL(urls.realtime).host;
    for (const frame of FRAMES) {
      const socket = new WebSocket(`ws://${host}/.ws?v=5&ns=ott-sandbox`);
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('error', () => {});
      socket.on('message', () => socket.send(frame));
      await closed;
    }
    expect(exited).toBe(false);
    const health = await fetch(`${urls.sandbox}/__sandbox/health`);
    expect(health.status).toBe(200);
  }, 60_000);
});
