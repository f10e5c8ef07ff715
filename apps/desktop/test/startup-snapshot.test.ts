// The start-up snapshot (renderer start): the main process's store and markup, the IPC schema that guards
// it, the app:// start page, and the whole path through the main process started against the fake Electron.
import path from 'node:path';
import { escapeHtml, snapshotHtml, withSnapshot } from '@ott/app/snapshot-markup';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createAppProtocolHandler } from '../src/main/protocol';
import { createStartupSnapshots } from '../src/main/startup-snapshot';
import type { HomeSnapshot } from '../src/shared/bridge';
import { IpcArgumentError, validateArgs } from '../src/shared/ipc';
import { MemoryFs } from './fake-electron';
import { launch } from './launch';

const home = (over: Partial<HomeSnapshot> = {}): HomeSnapshot => ({
  path: '/',
  lang: 'en',
  dir: 'ltr',
  headerHeight: 42,
  rails: [
    {
      title: 'Featured',
      headHeight: 32,
      layout: 'BANNER',
      cards: [
        { title: 'The Desert Falcon', image: 'https://img.example/MOV-001.jpg', caption: 'A falconer…' },
        { title: 'Skyline Heist', image: 'https://img.example/MOV-002.jpg' },
      ],
    },
  ],
  ...over,
});

/** index.html as Vite writes it: the entry script, preloads and stylesheets in the head. */
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>OTT</title>
    <script type="module" crossorigin src="/assets/index-Dpco6K_d.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-intl-C0W_--oM.js">
    <link rel="preload" as="fetch" crossorigin="anonymous" href="https://cfg.example/config/provider.json">
    <link rel="stylesheet" crossorigin href="/assets/mount-Ca8dYVSx.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('start-up snapshot: markup', () => {
  it('draws the header and the rails with the app’s classes, inert and hidden from assistive technology', () => {
    const html = snapshotHtml(home());
    expect(html).toMatch(
      /^<div id="startup-snapshot" class="startup-snapshot" lang="en" dir="ltr" data-source="kept" aria-hidden="true" inert/,
    );
    expect(html).toContain('<header class="header">');
    expect(html).toContain('height="42"');
    expect(html).toContain('<section class="rail rail-BANNER">');
    expect(html).toContain('<ul class="rail-track BANNER">');
    expect(html.match(/data-testid="snapshot-card"/g)).toHaveLength(2);
    expect(html).toContain('<img src="https://img.example/MOV-001.jpg"');
    expect(html).toContain('<p class="caption provider-text">A falconer…</p>');
    expect(html).not.toMatch(/<a |href=|<script|style=/);
  });

  it('escapes every text and address: a title cannot become markup', () => {
    const html = snapshotHtml(
      home({
        rails: [
          {
            title: '<img src=x onerror=alert(1)>',
            headHeight: 0,
            layout: 'PORTRAIT',
            cards: [{ title: '"><script>alert(1)</script>', image: 'https://img.example/a.jpg?x=1&y=2' }],
          },
        ],
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('a.jpg?x=1&amp;y=2');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('the start page: the snapshot before the root; the scripts and preloads after it; the stylesheets stay in the head', () => {
    const page = withSnapshot(INDEX, home());
    const at = (s: string) => page.indexOf(s);
    expect(at('id="startup-snapshot"')).toBeGreaterThan(at('<body>'));
    expect(at('id="startup-snapshot"')).toBeLessThan(at('<div id="root"></div>'));
    for (const tag of ['src="/assets/index-Dpco6K_d.js"', 'rel="modulepreload"', 'rel="preload" as="fetch"'])
      expect(at(tag)).toBeGreaterThan(at('<div id="root"></div>'));
    expect(at('rel="stylesheet"')).toBeLessThan(at('</head>'));
    // Nothing lost or doubled.
    expect(page.match(/<script /g)).toHaveLength(1);
    expect(page.match(/<link /g)).toHaveLength(3);
    expect(withSnapshot('<title>no root</title>', home())).toBe('<title>no root</title>');
  });
});

describe('start-up snapshot: the IPC schema (what the renderer may hand over)', () => {
  const save = (snapshot: unknown) =>
    validateArgs('startup-snapshot:save', ['1001/p1/all/pc:-/en', snapshot]);

  it('accepts Home’s top as the renderer captures it', () => {
    expect(save(home())[1]).toEqual(home());
  });

  it.each([
    [
      'a javascript: poster',
      { rails: [{ ...home().rails[0], cards: [{ title: 't', image: 'javascript:alert(1)' }] }] },
    ],
    [
      'a data: poster',
      { rails: [{ ...home().rails[0], cards: [{ title: 't', image: 'data:image/svg+xml,<svg/>' }] }] },
    ],
    [
      'a poster address that breaks out of its attribute',
      { rails: [{ ...home().rails[0], cards: [{ title: 't', image: 'https://x.example/"onload="x' }] }] },
    ],
    ['a path that is not Home', { path: '/movie/title/MOV-001' }],
    ['a layout the app does not have', { rails: [{ ...home().rails[0], layout: 'CIRCLE' }] }],
    ['five rails', { rails: Array(5).fill(home().rails[0]) }],
    [
      '13 cards in a rail',
      { rails: [{ ...home().rails[0], cards: Array(13).fill(home().rails[0]?.cards[1]) }] },
    ],
    ['a rail without cards', { rails: [{ ...home().rails[0], cards: [] }] }],
    ['a header 10 000 px high', { headerHeight: 10_000 }],
    ['a fractional height', { headerHeight: 4.5 }],
    ['a direction other than ltr/rtl', { dir: 'auto' }],
    ['an extra field (markup)', { html: '<script>alert(1)</script>' }],
  ])('refuses %s', (_what, over) => {
    expect(() => save({ ...home(), ...over })).toThrow(IpcArgumentError);
  });

  it('refuses an empty or oversized identity', () => {
    expect(() => validateArgs('startup-snapshot:identity', [''])).toThrow(IpcArgumentError);
    expect(() => validateArgs('startup-snapshot:identity', ['x'.repeat(513)])).toThrow(IpcArgumentError);
    expect(() => validateArgs('startup-snapshot:identity', [42])).toThrow(IpcArgumentError);
  });
});

describe('start-up snapshot: the main process’s store', () => {
  const file = '/user/startup-snapshot.json';
  const store = (fs = new MemoryFs(), logs: string[] = []) =>
    createStartupSnapshots({ fs, file, log: (l) => logs.push(l) });

  it('shows a snapshot only under the identity it was saved under, and only for a start at Home', async () => {
    const s = store();
    await s.load();
    await s.save('visitor/-/all/pc:-/en', home()); // no identity known yet: not kept
    expect(s.current('/')).toBeNull();
    await s.identity('visitor/-/all/pc:-/en');
    await s.save('visitor/-/all/pc:-/en', home());
    expect(s.current('/')).toEqual(home());
    expect(s.current('/search')).toBeNull();
    expect(s.current('/movie/title/MOV-001')).toBeNull();
    // A language's Home is drawn for its own path and for / (the window opens at / and the app moves there itself).
    await s.save('visitor/-/all/pc:-/en', home({ path: '/ar', lang: 'ar', dir: 'rtl' }));
    expect(s.current('/ar')?.dir).toBe('rtl');
    expect(s.current('/')?.dir).toBe('rtl');
    expect(s.current('/ml')).toBeNull();
  });

  it('a new identity (log-in, log-out, another profile, kids mode) drops the old snapshot at once, and a late save under the old one is not kept', async () => {
    const fs = new MemoryFs();
    const s = store(fs);
    await s.identity('1001/p1/all/pc:false/en');
    await s.save('1001/p1/all/pc:false/en', home());
    await s.identity('1001/p2-kids/kids/pc:false/en');
    expect(s.current('/')).toBeNull();
    expect(fs.files.get(file)?.toString()).not.toContain('Desert Falcon'); // gone from disk too
    await s.save('1001/p1/all/pc:false/en', home()); // a capture that was under way before the switch
    expect(s.current('/')).toBeNull();
    expect(s.kept()).toEqual({ identity: '1001/p2-kids/kids/pc:false/en', snapshotIdentity: null });
  });

  it('survives a restart: written (0600) to userData and read back before the window loads', async () => {
    const fs = new MemoryFs();
    const first = store(fs);
    await first.identity('visitor/-/all/pc:-/en');
    await first.save('visitor/-/all/pc:-/en', home());
    expect(fs.modes.get(file)).toBe(0o600);
    const next = store(fs);
    expect(next.current('/')).toBeNull(); // not read yet
    await next.load();
    expect(next.current('/')).toEqual(home());
  });

  it('ignores a file that is unreadable or fails the schema (written by hand, or by an older build)', async () => {
    for (const text of [
      '{not json',
      JSON.stringify({
        identity: 'v',
        snapshot: {
          identity: 'v',
          home: {
            ...home(),
            rails: [{ ...home().rails[0], cards: [{ title: 'x', image: 'javascript:alert(1)' }] }],
          },
        },
      }),
    ]) {
      const fs = new MemoryFs();
      fs.files.set(file, Buffer.from(text));
      const logs: string[] = [];
      const s = store(fs, logs);
      await s.load();
      expect(s.current('/')).toBeNull();
      expect(logs.join('\n')).toMatch(/start-up snapshot file was ignored/);
    }
    const none = store();
    await none.load(); // no file yet: nothing to say
    expect(none.current('/')).toBeNull();
  });

  it('without a session that outlives a restart (no keyring), a subscriber’s Home is neither kept nor drawn; a visitor’s is', async () => {
    const fs = new MemoryFs();
    const s = createStartupSnapshots({ fs, file, sessionOutlivesRestart: false });
    await s.identity('1001/p1/all/pc:false/en');
    await s.save('1001/p1/all/pc:false/en', home());
    expect(s.current('/')).toBeNull();
    expect(fs.files.get(file)?.toString() ?? '').not.toContain('Desert Falcon');
    await s.identity('visitor/-/all/pc:-/en');
    await s.save('visitor/-/all/pc:-/en', home());
    expect(s.current('/')).toEqual(home());
    // A subscriber's snapshot kept by a run that had a keyring is not drawn by one that has none.
    const keyring = createStartupSnapshots({ fs, file });
    await keyring.load();
    await keyring.identity('1001/p1/all/pc:false/en');
    await keyring.save('1001/p1/all/pc:false/en', home());
    const none = createStartupSnapshots({ fs, file, sessionOutlivesRestart: false });
    await none.load();
    expect(none.current('/')).toBeNull();
  });

  it('clear(): the state of a first launch', async () => {
    const s = store();
    await s.identity('v');
    await s.save('v', home());
    await s.clear();
    expect(s.kept()).toEqual({ identity: null, snapshotIdentity: null });
    expect(s.current('/')).toBeNull();
  });
});

describe('start-up snapshot: the app:// start page', () => {
  it('a start at Home gets the snapshot; a file or another route does not', async () => {
    const root = path.resolve('/srv/renderer');
    const fs = new MemoryFs();
    fs.files.set(path.join(root, 'index.html'), Buffer.from(INDEX));
    fs.files.set(path.join(root, 'assets/index-Dpco6K_d.js'), Buffer.from('console.log(1)'));
    const s = createStartupSnapshots({ fs, file: '/user/startup-snapshot.json' });
    await s.identity('v');
    await s.save('v', home());
    const handler = createAppProtocolHandler({
      root,
      fs,
      csp: contentSecurityPolicy(),
      startPage: (html, p) => s.startPage(html, p),
    });
    const text = async (url: string) => (await handler(new Request(url))).text();
    expect(await text('app://ott/')).toContain('data-testid="startup-snapshot"');
    expect(await text('app://ott/search')).not.toContain('startup-snapshot');
    expect(await text('app://ott/assets/index-Dpco6K_d.js')).toBe('console.log(1)');
    const res = await handler(new Request('app://ott/'));
    expect(res.headers.get('content-security-policy')).toMatch(/style-src 'self'/); // no inline style needed
  });
});

describe('start-up snapshot: through the main process (fake Electron)', () => {
  it('the renderer’s IPC keeps Home, the next launch draws it, and a bad snapshot is refused with a clear error', async () => {
    const fs = new MemoryFs();
    fs.files.set('/renderer/index.html', Buffer.from(INDEX));
    const start = () => launch({ fs });
    const first = await start();
    expect(await (await first.fake.protocol.fetch('app://ott/')).text()).not.toContain('startup-snapshot');
    await first.invoke('startup-snapshot:identity', 'visitor/-/all/pc:-/en');
    await first.invoke('startup-snapshot:save', 'visitor/-/all/pc:-/en', home());
    await expect(
      first.invoke('startup-snapshot:save', 'visitor/-/all/pc:-/en', {
        ...home(),
        rails: [{ ...home().rails[0], cards: [{ title: 'x', image: 'javascript:alert(1)' }] }],
      }),
    ).rejects.toThrow(/startup-snapshot:save\[1\]\.rails\[0\]\.cards\[0\]\.image: does not match/);

    const relaunch = await start();
    const page = await (await relaunch.fake.protocol.fetch('app://ott/')).text();
    expect(page).toContain('data-testid="startup-snapshot"');
    expect(page).toContain('The Desert Falcon');
    expect(page).not.toContain('javascript:');
  });

  it('Linux without a keyring: a relaunch comes up as a visitor, so the subscriber’s Home is not drawn into it', async () => {
    const fs = new MemoryFs();
    fs.files.set('/renderer/index.html', Buffer.from(INDEX));
    const noKeyring = () =>
      launch({ fs }, true, (fake) => {
        fake.safeStorage.backend = 'basic_text';
      });
    const first = await noKeyring();
    expect(first.logs.join('\n')).toMatch(/no OS keychain/);
    await first.invoke('startup-snapshot:identity', '1001/p1/all/pc:false/en');
    await first.invoke('startup-snapshot:save', '1001/p1/all/pc:false/en', home());
    const relaunch = await noKeyring();
    expect(await (await relaunch.fake.protocol.fetch('app://ott/')).text()).not.toContain('startup-snapshot');
    // With a keyring the same steps draw it (the check above is not vacuous).
    const withKeyring = () => launch({ fs });
    const keyed = await withKeyring();
    await keyed.invoke('startup-snapshot:identity', '1001/p1/all/pc:false/en');
    await keyed.invoke('startup-snapshot:save', '1001/p1/all/pc:false/en', home());
    expect(await (await (await withKeyring()).fake.protocol.fetch('app://ott/')).text()).toContain(
      'data-testid="startup-snapshot"',
    );
  });
});
