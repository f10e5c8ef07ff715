import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeFor, parseRange, serveStatic } from '../src/media/static';

// Media: served with correct MIME types, CORS and range requests (SPEC §3 playback of content/trailers).
let dir: string;
let server: Server;
let base: string;
const BODY = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function call(
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  // node:http directly (not fetch) so that raw paths such as "/media/../x" reach the server unnormalised.
  return new Promise((ok, fail) => {
    const { hostname, port } = new URL(base);
    const options = { hostname, port, path, method: init.method ?? 'GET', headers: init.headers };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ott-static-'));
  const root = join(dir, 'root');
  mkdirSync(join(root, 'main'), { recursive: true });
  writeFileSync(join(root, 'main', 'manifest.mpd'), '<MPD/>');
  writeFileSync(join(root, 'main', 'master.m3u8'), '#EXTM3U\n');
  writeFileSync(join(root, 'main', 'seg-0-001.m4s'), BODY);
  writeFileSync(join(root, 'poster.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'empty.json'), '');
  writeFileSync(join(dir, 'secret.txt'), 'outside the root');
  symlinkSync(join(dir, 'secret.txt'), join(root, 'link.txt'));
  server = createServer((req, res) => {
    if (serveStatic(req, res, { root, prefix: '/media' })) return;
    res.writeHead(599).end('not handled');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((ok) => server.close(ok));
  rmSync(dir, { recursive: true, force: true });
});

describe('static media server', () => {
  it.each([
    ['/media/main/manifest.mpd', 'application/dash+xml'],
    ['/media/main/master.m3u8', 'application/vnd.apple.mpegurl'],
    ['/media/main/seg-0-001.m4s', 'video/mp4'],
    ['/media/poster.svg', 'image/svg+xml'],
  ])('§3 media: %s is served as %s with CORS and validators', async (path, type) => {
    const r = await call(path, { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(type);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(String(r.headers['access-control-expose-headers'])).toMatch(
      /Content-Range.*Content-Length.*Accept-Ranges/,
    );
    expect(r.headers['accept-ranges']).toBe('bytes');
    expect(r.headers.etag).toMatch(/^".+"$/);
    expect(r.headers['last-modified']).toBeTruthy();
  });

  it('§3 media: content types of other files', () => {
    expect(contentTypeFor('a.webm')).toBe('video/webm');
    expect(contentTypeFor('a.PNG')).toBe('image/png');
    expect(contentTypeFor('a.json')).toMatch(/^application\/json/);
    expect(contentTypeFor('a.pdf')).toBe('application/pdf');
    expect(contentTypeFor('a.m4a')).toBe('audio/mp4');
    expect(contentTypeFor('a.unknown')).toBe('application/octet-stream');
  });

  it('§3 media: the whole file without Range, byte-exact', async () => {
    const r = await call('/media/main/seg-0-001.m4s');
    expect(r.headers['content-length']).toBe('1000');
    expect(r.body.equals(BODY)).toBe(true);
  });

  it('§3 media: Range bytes=a-b answers 206 with Content-Range and exactly those bytes', async () => {
    const r = await call('/media/main/seg-0-001.m4s', { headers: { Range: 'bytes=100-199' } });
    expect(r.status).toBe(206);
    expect(r.headers['content-range']).toBe('bytes 100-199/1000');
    expect(r.headers['content-length']).toBe('100');
    expect(r.body.equals(BODY.subarray(100, 200))).toBe(true);
  });

  it('§3 media: open (a-) and suffix (-n) ranges; an end past the file is clamped', async () => {
    const open = await call('/media/main/seg-0-001.m4s', { headers: { Range: 'bytes=990-' } });
    expect(open.status).toBe(206);
    expect(open.headers['content-range']).toBe('bytes 990-999/1000');
    expect(open.body.equals(BODY.subarray(990))).toBe(true);
    const suffix = await call('/media/main/seg-0-001.m4s', { headers: { Range: 'bytes=-10' } });
    expect(suffix.headers['content-range']).toBe('bytes 990-999/1000');
    expect(suffix.body.equals(BODY.subarray(990))).toBe(true);
    const clamped = await call('/media/main/seg-0-001.m4s', { headers: { Range: 'bytes=998-5000' } });
    expect(clamped.headers['content-range']).toBe('bytes 998-999/1000');
  });

  it('§3 media: an unsatisfiable range answers 416 with bytes */size', async () => {
    const r = await call('/media/main/seg-0-001.m4s', { headers: { Range: 'bytes=1000-1001' } });
    expect(r.status).toBe(416);
    expect(r.headers['content-range']).toBe('bytes */1000');
    expect((await call('/media/main/seg-0-001.m4s', { headers: { Range: 'bytes=-0' } })).status).toBe(416);
  });

  it('§3 media: a stale If-Range ignores the Range; a matching one honours it', async () => {
    const { headers } = await call('/media/main/seg-0-001.m4s');
    const etag = String(headers.etag);
    const stale = await call('/media/main/seg-0-001.m4s', {
      headers: { Range: 'bytes=0-9', 'If-Range': '"old"' },
    });
    expect(stale.status).toBe(200);
    const fresh = await call('/media/main/seg-0-001.m4s', {
      headers: { Range: 'bytes=0-9', 'If-Range': etag },
    });
    expect(fresh.status).toBe(206);
  });

  it('§3 media: If-None-Match with the ETag answers 304', async () => {
    const { headers } = await call('/media/main/manifest.mpd');
    const r = await call('/media/main/manifest.mpd', { headers: { 'If-None-Match': String(headers.etag) } });
    expect(r.status).toBe(304);
    expect(r.body.length).toBe(0);
  });

  it('§3 media: HEAD gives the headers and no body', async () => {
    const r = await call('/media/main/seg-0-001.m4s', { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(r.headers['content-length']).toBe('1000');
    expect(r.body.length).toBe(0);
  });

  it('§3 media: OPTIONS preflight answers 204 with CORS allowing Range', async () => {
    const r = await call('/media/main/seg-0-001.m4s', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Headers': 'range' },
    });
    expect(r.status).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(String(r.headers['access-control-allow-headers'])).toMatch(/Range/);
    expect(String(r.headers['access-control-allow-methods'])).toMatch(/GET/);
  });

  it('§3 media: path traversal, encoded or not, and symlinks out of the root are refused', async () => {
    for (const path of [
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/main/..%2f..%2fsecret.txt',
    ]) {
      const r = await call(path);
      expect([403, 404], path).toContain(r.status);
      expect(r.body.toString()).not.toContain('outside the root');
    }
    expect((await call('/media/link.txt')).status).toBe(403);
    expect((await call('/media/main/..%5c..%5csecret.txt')).status).toBe(403);
  });

  it('§3 media: missing files and directories are 404, other methods 405, other prefixes not handled', async () => {
    expect((await call('/media/main/nope.m4s')).status).toBe(404);
    expect((await call('/media/main')).status).toBe(404);
    expect((await call('/media/main/manifest.mpd', { method: 'POST' })).status).toBe(405);
    expect((await call('/mediafoo/main/manifest.mpd')).status).toBe(599);
    expect((await call('/other')).status).toBe(599);
  });

  it('§3 media: an empty file is a 200 with length 0', async () => {
    const r = await call('/media/empty.json');
    expect(r.status).toBe(200);
    expect(r.headers['content-length']).toBe('0');
  });

  it('§3 media: parseRange edge cases', () => {
    expect(parseRange(undefined, 10)).toBeUndefined();
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=-20', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=5-2', 10)).toBeUndefined();
    expect(parseRange('items=0-1', 10)).toBeUndefined();
    expect(parseRange('bytes=0-1,4-5', 10)).toBeUndefined(); // multi-range: served whole
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
  });
});
