import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createAppProtocolHandler,
  registerAppScheme,
  resolveInside,
} from '../src/main/protocol';
import { FakeProtocol, MemoryFs } from './fake-electron';

const root = path.resolve('/srv/renderer');
const fs = new MemoryFs();
fs.files.set(path.join(root, 'index.html'), Buffer.from('<!doctype html><title>OTT</title>'));
fs.files.set(path.join(root, 'assets/app-1a2b.js'), Buffer.from('console.log(1)'));
fs.files.set(path.join(root, 'assets/app-1a2b.css'), Buffer.from('body{}'));
fs.files.set(path.join(root, 'assets/icon.svg'), Buffer.from('<svg/>'));
fs.files.set(path.join(root, 'assets/shaka.wasm'), Buffer.from([0, 97, 115, 109]));
fs.files.set(path.resolve('/srv/secret.txt'), Buffer.from('do not serve'));
const csp = contentSecurityPolicy();
const protocol = new FakeProtocol();
protocol.handle('app', createAppProtocolHandler({ root, fs, csp }));

describe('app:// scheme', () => {
  it('is registered as privileged (standard, secure, fetch) — a real origin instead of file://', () => {
    const p = new FakeProtocol();
    registerAppScheme(p);
    expect(p.privileged).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true, supportFetchAPI: true }),
      }),
    ]);
    expect(p.privileged[0]?.privileges).not.toHaveProperty('bypassCSP');
    expect(p.privileged[0]?.privileges).not.toHaveProperty('corsEnabled');
  });

  it('serves files with their MIME type, nosniff and the CSP', async () => {
    const cases: [string, string][] = [
      ['app://ott/assets/app-1a2b.js', 'text/javascript; charset=utf-8'],
      ['app://ott/assets/app-1a2b.css', 'text/css; charset=utf-8'],
      ['app://ott/assets/icon.svg', 'image/svg+xml'],
      ['app://ott/assets/shaka.wasm', 'application/wasm'],
    ];
    for (const [url, type] of cases) {
      const res = await protocol.fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(csp);
    }
    expect(await (await protocol.fetch('app://ott/assets/app-1a2b.js')).text()).toBe('console.log(1)');
  });

  it('client-side routes get index.html (SPEC §2 routes are the router’s)', async () => {
    for (const url of ['app://ott/', 'app://ott/viewContent/123', 'app://ott/ar/details/some-title/9']) {
      const res = await protocol.fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<title>OTT</title>');
    }
  });

  it('a missing file is 404, not index.html', async () => {
    expect((await protocol.fetch('app://ott/assets/missing.js')).status).toBe(404);
  });

  it('never leaves the renderer directory (path traversal)', async () => {
    for (const url of [
      'app://ott/../secret.txt',
      'app://ott/%2e%2e/secret.txt',
      'app://ott/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      'app://ott/assets/..%5c..%5csecret.txt',
      'app://ott/%2fsrv%2fsecret.txt',
      'app://ott/assets/x%00.js',
      'app://ott/C:%5cWindows%5cwin.ini',
      'app://ott/%E0%A4%A.txt',
    ]) {
      const res = await protocol.fetch(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('do not serve');
    }
    expect(resolveInside(root, '/../secret.txt')).toBeNull();
    expect(resolveInside(root, '/%2e%2e/secret.txt')).toBeNull();
    expect(resolveInside(root, '/assets/app-1a2b.js')).toBe(path.join(root, 'assets/app-1a2b.js'));
  });

  it('a symbolic link inside the root that points out of it is not followed (real disk): only real paths inside', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ott-app-scheme-'));
    try {
      const real = path.join(dir, 'renderer');
      mkdirSync(path.join(real, 'assets'), { recursive: true });
      writeFileSync(path.join(real, 'index.html'), '<title>OTT</title>');
      writeFileSync(path.join(real, 'assets/app.js'), 'console.log(1)');
      writeFileSync(path.join(dir, 'secret.txt'), 'do not serve');
      mkdirSync(path.join(dir, 'elsewhere'));
      writeFileSync(path.join(dir, 'elsewhere/key.js'), 'do not serve');
      // A file link and a folder link out of the root (planted by anything that can write there), and one inside.
      symlinkSync(path.join(dir, 'secret.txt'), path.join(real, 'assets/leak.js'));
      symlinkSync(path.join(dir, 'elsewhere'), path.join(real, 'assets/up'));
      symlinkSync(path.join(real, 'assets/app.js'), path.join(real, 'assets/alias.js'));
      // The root itself reached through a link (as a packaged app's folder may be): still served.
      symlinkSync(real, path.join(dir, 'root-link'));
      const disk = new FakeProtocol();
      disk.handle(
        'app',
        createAppProtocolHandler({ root: path.join(dir, 'root-link'), fs: { readFile, realpath }, csp }),
      );
      for (const url of ['app://ott/assets/leak.js', 'app://ott/assets/up/key.js']) {
        const res = await disk.fetch(url);
        expect(res.status, url).toBe(404);
        expect(await res.text()).not.toContain('do not serve');
      }
      expect(await (await disk.fetch('app://ott/assets/alias.js')).text()).toBe('console.log(1)');
      expect(await (await disk.fetch('app://ott/assets/app.js')).text()).toBe('console.log(1)');
      expect(await (await disk.fetch('app://ott/')).text()).toContain('<title>OTT</title>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a link to index.html out of the root is not served as the start page either', async () => {
    const mem = new MemoryFs();
    mem.files.set('/srv/other/index.html', Buffer.from('do not serve'));
    mem.files.set('/srv/app/assets/x.js', Buffer.from('x'));
    mem.links.set('/srv/app/index.html', '/srv/other/index.html');
    const handler = createAppProtocolHandler({ root: '/srv/app', fs: mem, csp });
    const res = await handler(new Request('app://ott/'));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('do not serve');
  });

  it('answers only its own host and only GET/HEAD', async () => {
    expect((await protocol.fetch('app://other/index.html')).status).toBe(404);
    expect((await protocol.fetch('app://ott/index.html', { method: 'POST', body: 'x' })).status).toBe(405);
    const head = await protocol.fetch('app://ott/index.html', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('Content-Security-Policy of the renderer', () => {
  const directives = Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );
  it('allows scripts only from the app: no inline, no eval, no plugins, no <base>, no framing', () => {
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });
  it('adds development origins (the local sandbox) to fetch and media, with their WebSocket form', () => {
    const dev = contentSecurityPolicy(['http://127.0.0.1:7000']);
    expect(dev).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:7000[^;]*ws:\/\/127\.0\.0\.1:7000/);
    expect(dev).toMatch(/media-src [^;]*http:\/\/127\.0\.0\.1:7000/);
    expect(dev).toMatch(/script-src 'self';/);
    expect(contentSecurityPolicy(['http://127.0.0.1:7001?ns=ott-sandbox'])).toMatch(
      /connect-src [^;]* http:\/\/127\.0\.0\.1:7001 ws:\/\/127\.0\.0\.1:7001$|connect-src [^;]* http:\/\/127\.0\.0\.1:7001 ws:\/\/127\.0\.0\.1:7001;/,
    );
  });
});
