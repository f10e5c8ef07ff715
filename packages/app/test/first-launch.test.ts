// A first launch run by the shell outside the page (startup/first-launch.ts; desktop: the main process), against the
// real sandbox: config → registration → Home's lists and the picture of Home's top they give; the page's start-up
// adopts the shell's registration instead of registering again (SPEC §4).
import { STORAGE_KEYS } from '@ott/domain';
import { describe, expect, it, vi } from 'vitest';
import { startUp } from '../src/start';
import { firstLaunch } from '../src/startup/first-launch';
import { memoryStorage } from './memory-storage';
import { sandboxEnv, sandboxForFile } from './sandbox-harness';

const sandbox = sandboxForFile();

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const realFetch = globalThis.fetch;

/** The real fetch, each request's method and path recorded; `refuse` answers matching paths with a network error. */
function recorded(refuse?: RegExp) {
  const log: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const path = new URL(req.url).pathname;
    log.push(`${req.method} ${path}`);
    if (refuse?.test(path)) throw new TypeError('Failed to fetch');
    return realFetch(req);
  };
  return { log, fetch: fetch as typeof globalThis.fetch };
}

const shellEnv = (fetch: typeof globalThis.fetch) => ({
  configUrl: `${sandbox.url}/config/provider.json`,
  secret: 'sandbox-sample-secret',
  platform: 'Web' as const,
  userAgent: UA,
  fetch,
});

const pageEnv = () => ({
  ...sandboxEnv(sandbox.url),
});

const REGISTER = /^POST \/sms\/.*\/device\/register\//;

/** The sandbox's Home screen in its provider config. */
async function homeScreenOfSandbox() {
  const config = (await (await realFetch(`${sandbox.url}/config/provider.json`)).json()) as {
    screens: { id: string; sections: { title: { en: string } }[] }[];
  };
  return config.screens.find((s) => s.id === 'home');
}

describe('firstLaunch (a first launch started by the shell, SPEC §4)', () => {
  it('§4 registers the device once and draws Home’s top from Home’s first lists', async () => {
    const { log, fetch } = recorded();
    const run = firstLaunch(shellEnv(fetch));
    const registration = await run.registration;
    const home = await run.home;
    expect(registration?.deviceId).toMatch(/^[1-9]\d{15}$/);
    expect(registration?.deviceToken).toBeTruthy();
    // config, then one registration, then Home's first lists (with the token: the sandbox answered them).
    expect(log[0]).toBe('GET /config/provider.json');
    expect(log.filter((r) => REGISTER.test(r))).toHaveLength(1);
    expect(log.indexOf(log.find((r) => REGISTER.test(r)) as string)).toBe(1);
    expect(log.slice(2).every((r) => r === 'GET /cms/subscriber/v1/content')).toBe(true);
    expect(log.length).toBeGreaterThan(2);
    // Home's first sections as the rails draw them (homeFromStartUp; its rules: startup-snapshot.test.tsx), with the
    // sandbox's titles and poster files.
    expect(home).toMatchObject({ path: '/', lang: 'en', dir: 'ltr' });
    expect(home?.rails.length).toBeGreaterThan(0);
    expect(home?.rails[0]?.title).toBe((await homeScreenOfSandbox())?.sections[0]?.title.en);
    for (const card of home?.rails.flatMap((r) => r.cards) ?? []) {
      expect(card.title).not.toBe('');
      expect(card.image).toMatch(new RegExp(`^${sandbox.url}/posters/`));
    }
  });

  it('§4 the page’s start-up adopts the shell’s registration: no second registration, the same id and token', async () => {
    const shell = firstLaunch(shellEnv(recorded().fetch));
    const { log, fetch } = recorded();
    vi.stubGlobal('fetch', fetch);
    const storage = memoryStorage();
    const started = startUp(
      { ...pageEnv(), storage, registration: () => shell.registration },
      { pathname: '/' },
    );
    await started.booted;
    const handed = await shell.registration;
    expect(log.filter((r) => REGISTER.test(r))).toEqual([]);
    expect(started.services.session.get().deviceToken).toBe(handed?.deviceToken);
    // SPEC §3: the device token is kept under the `subscriberToken` key.
    expect(storage.getItem(STORAGE_KEYS.subscriberToken)).toBe(handed?.deviceToken);
    expect(storage.getItem(STORAGE_KEYS.random)).toBe(handed?.deviceId);
    // It is a working registration: Home's lists were asked for with it and answered.
    expect(started.services.session.get().startupErrors).toEqual([]);
    expect(log).toContain('GET /cms/subscriber/v1/content');
  });

  it('§4 a page that has its own device token keeps it; with none handed over it registers itself', async () => {
    const { log, fetch } = recorded();
    vi.stubGlobal('fetch', fetch);
    const storage = memoryStorage();
    const own = startUp({ ...pageEnv(), storage, registration: async () => null }, { pathname: '/' });
    await own.booted;
    expect(log.filter((r) => REGISTER.test(r))).toHaveLength(1);
    const token = own.services.session.get().deviceToken;
    expect(token).toBeTruthy();

    // The next start on the same storage: a registration handed over now is not taken.
    const shell = firstLaunch(shellEnv(recorded().fetch));
    const again = startUp(
      { ...pageEnv(), storage, registration: () => shell.registration },
      { pathname: '/' },
    );
    await again.booted;
    expect((await shell.registration)?.deviceToken).not.toBe(token);
    expect(again.services.session.get().deviceToken).toBe(token);
    expect(log.filter((r) => REGISTER.test(r))).toHaveLength(1);
  });

  it('a failed config or registration ends the run with neither; failed lists leave the registration', async () => {
    const noConfig = firstLaunch(shellEnv(recorded(/\/config\/provider\.json$/).fetch));
    expect(await noConfig.registration).toBeNull();
    expect(await noConfig.home).toBeNull();

    const noRegistration = recorded(/\/device\/register\//);
    const refused = firstLaunch(shellEnv(noRegistration.fetch));
    expect(await refused.registration).toBeNull();
    expect(await refused.home).toBeNull();
    expect(noRegistration.log.some((r) => r.includes('/cms/'))).toBe(false);

    const noLists = firstLaunch(shellEnv(recorded(/\/cms\//).fetch));
    expect((await noLists.registration)?.deviceToken).toBeTruthy();
    expect(await noLists.home).toBeNull();
  });

  it('a config host that never answers ends the run at the call’s limit', async () => {
    vi.useRealTimers(); // the limit is a real timer; the shared module graph may carry another file's fake clock
    const hang = ((input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      return new Promise((_, reject) =>
        req.signal.addEventListener('abort', () => reject(req.signal.reason), { once: true }),
      );
    }) as typeof globalThis.fetch;
    // (Without the limit neither would ever settle: the test's own timeout would end it.)
    const run = firstLaunch({ ...shellEnv(hang), timeoutMs: 200 });
    expect(await run.registration).toBeNull();
    expect(await run.home).toBeNull();
  });
});
