// A first launch: the main process makes start-up's first calls while the window opens (src/main/first-launch.ts),
// draws Home's top and hands the registration to the renderer once. The module with a scripted run; then the whole
// main process (fake Electron) against the real sandbox.
import type { FirstLaunch, FirstLaunchEnv, ShellRegistration } from '@ott/app/first-launch';
import type { HomeSnapshot } from '@ott/app/start';
import { createSandbox, type Sandbox } from '@ott/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstLaunch } from '../src/main/first-launch';
import { MemoryFs } from './fake-electron';
import { homeTop } from './home-snapshot';
import { launch } from './launch';

const INDEX = '<!doctype html><html><head><title>OTT</title></head><body><div id="root"></div></body></html>';
const HOME = homeTop({
  title: 'Featured',
  layout: 'BANNER',
  cards: [
    { title: 'One', image: 'https://cdn.example/1.jpg' },
    { title: 'Two', image: 'https://cdn.example/2.jpg' },
  ],
});
const REGISTRATION: ShellRegistration = { deviceId: '1234567890123456', deviceToken: 'dt.first' };

/** A run whose answers the test gives when it wants (`answer`), counting the runs started. */
function scripted() {
  let answerHome: (h: HomeSnapshot | null) => void = () => {};
  let answerRegistration: (r: ShellRegistration | null) => void = () => {};
  const runs: FirstLaunchEnv[] = [];
  const run = (env: FirstLaunchEnv): FirstLaunch => {
    runs.push(env);
    return {
      registration: new Promise((r) => {
        answerRegistration = r;
      }),
      home: new Promise((r) => {
        answerHome = r;
      }),
    };
  };
  return {
    run,
    runs,
    answer: {
      home: (h: HomeSnapshot | null) => answerHome(h),
      registration: (r: ShellRegistration | null) => answerRegistration(r),
    },
  };
}

const env = (): FirstLaunchEnv => ({
  configUrl: 'https://config.example/config/provider.json',
  secret: 's',
  platform: 'Web',
  userAgent: 'UA',
  fetch: globalThis.fetch,
});

describe('first launch in the main process (renderer start)', () => {
  it('draws Home’s top into the first start page at / once its calls answer, marked first-launch', async () => {
    const s = scripted();
    const fl = createFirstLaunch({ env, run: s.run, pageWaitMs: 5000 });
    expect(fl.started).toBe(false);
    expect(await fl.startPage(INDEX, '/')).toBe(INDEX); // nothing started: the page as it is
    fl.start();
    fl.start(); // once
    expect(s.runs).toHaveLength(1);
    const page = fl.startPage(INDEX, '/');
    s.answer.home(HOME);
    const html = await page;
    expect(html).toContain('data-source="first-launch"');
    expect(html).toContain('<h2>Featured</h2>');
    // Drawn from lists, not from a window: the first poster at once, the others when the renderer finds them shown.
    expect(html).toContain('<img src="https://cdn.example/1.jpg"');
    expect(html).toContain('<img data-src="https://cdn.example/2.jpg"');
    expect(html.indexOf('id="startup-snapshot"')).toBeLessThan(html.indexOf('<div id="root">'));
    // A later start page (a reload) is the renderer's to draw.
    expect(await fl.startPage(INDEX, '/')).toBe(INDEX);
  });

  it('does not hold the page past its wait, nor draw a first page elsewhere than Home or a failed run', async () => {
    const slow = scripted();
    const a = createFirstLaunch({ env, run: slow.run, pageWaitMs: 30 });
    a.start();
    // (The run never answers: without the wait the page would never be served.)
    expect(await a.startPage(INDEX, '/')).toBe(INDEX);

    const deep = scripted();
    const b = createFirstLaunch({ env, run: deep.run, pageWaitMs: 5000 });
    b.start();
    deep.answer.home(HOME);
    expect(await b.startPage(INDEX, '/details/t/MOV-001')).toBe(INDEX);
    expect(await b.startPage(INDEX, '/')).toBe(INDEX); // (not the first page any more)

    const failed = scripted();
    const c = createFirstLaunch({ env, run: failed.run, pageWaitMs: 5000 });
    c.start();
    failed.answer.home(null);
    expect(await c.startPage(INDEX, '/')).toBe(INDEX);
  });

  it('draws nothing the kept snapshot’s schema would refuse (the back-ends’ text reaches the markup)', async () => {
    const odd = scripted();
    const logs: string[] = [];
    const fl = createFirstLaunch({ env, run: odd.run, pageWaitMs: 5000, log: (l) => logs.push(l) });
    fl.start();
    const rail = HOME.rails[0] as HomeSnapshot['rails'][number];
    odd.answer.home({
      ...HOME,
      rails: [{ ...rail, layout: 'BANNER" onmouseover="alert(1)' as 'BANNER' }],
    });
    expect(await fl.startPage(INDEX, '/')).toBe(INDEX);
    expect(logs.join('\n')).toMatch(/not drawn: first-launch.rails\[0\].layout/);
  });

  it('§4 hands the registration over once; a registration still on its way is waited for, up to a limit', async () => {
    const s = scripted();
    const fl = createFirstLaunch({ env, run: s.run, registrationWaitMs: 5000 });
    expect(await fl.registration()).toBeNull(); // none started
    fl.start();
    const handed = fl.registration();
    s.answer.registration(REGISTRATION);
    expect(await handed).toEqual(REGISTRATION);
    expect(await fl.registration()).toBeNull(); // once

    const slow = scripted();
    const late = createFirstLaunch({ env, run: slow.run, registrationWaitMs: 30 });
    late.start();
    expect(await late.registration()).toBeNull(); // the renderer registers itself

    fl.reset();
    expect(fl.started).toBe(false);
  });
});

describe('first launch, the whole main process against the sandbox (SPEC §4)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox({ testMode: true, log: () => {} });
  });
  afterAll(() => sandbox.close());
  const INDEX_FILE = Buffer.from(INDEX);
  const withSandbox = (fs = new MemoryFs()) => {
    fs.files.set('/renderer/index.html', INDEX_FILE);
    return {
      fs,
      config: {
        rendererDir: '/renderer',
        isPackaged: true,
        firstLaunch: { configUrl: `${sandbox.url}/config/provider.json`, secret: 'sandbox-sample-secret' },
      },
    };
  };

  it('a first launch: the calls go out through the window’s session as it opens; the start page shows Home’s top; the renderer gets the registration once', async () => {
    const { fake, invoke, desktop } = await launch(withSandbox());
    await desktop?.firstLaunch.settled(); // (on a loaded machine the page's own wait may be too short)
    const page = await (await fake.protocol.fetch('app://ott/')).text();
    expect(page).toContain('data-source="first-launch"');
    expect(page).toMatch(new RegExp(`<img src="${sandbox.url}/posters/`));
    const calls = fake.session.defaultSession.fetched;
    expect(calls[0]).toBe('GET /config/provider.json');
    expect(calls.filter((c) => c.includes('/device/register/'))).toHaveLength(1);
    expect(calls).toContain('GET /cms/subscriber/v1/content');
    const registration = (await invoke('startup:registration')) as ShellRegistration | null;
    expect(registration?.deviceId).toMatch(/^[1-9]\d{15}$/);
    expect(registration?.deviceToken).toBeTruthy();
    expect(await invoke('startup:registration')).toBeNull();
  });

  it('no first launch once the renderer has said who is watching (a relaunch), nor in development', async () => {
    const first = await launch(withSandbox());
    await first.invoke('startup-snapshot:identity', 'visitor/-/all/pc:-/en');
    const relaunch = await launch(withSandbox(first.fs));
    expect(relaunch.fake.session.defaultSession.fetched).toEqual([]);
    expect(await (await relaunch.fake.protocol.fetch('app://ott/')).text()).toBe(INDEX);
    expect(await relaunch.invoke('startup:registration')).toBeNull();

    const dev = withSandbox();
    const developing = await launch({
      ...dev,
      config: { ...dev.config, isPackaged: false, devServerUrl: 'http://127.0.0.1:5174' },
    });
    expect(developing.fake.session.defaultSession.fetched).toEqual([]);
  });
});
