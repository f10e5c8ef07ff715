// SPEC §4 start-up without React (src/start.ts): against the real sandbox, config → registration → decking ends in
// mount, and on Home the sections' content lists are requested during start-up (after registration, before it ends)
// so the first screen finds them in the query cache. The web shell runs this from its small early entry.
import { checkRequest } from '@ott/sandbox';
import type { Section } from '@ott/sdk/hooks/config';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startApp, startUp } from '../src/start';
import { PROVIDER_CONFIG_TIMEOUT_MS } from '../src/startup/boot';
import { EAGER_SECTIONS, sectionQueryOptions } from '../src/startup/screen-sections';
import { sandboxEnv, sandboxForFile } from './sandbox-harness';

const sandbox = sandboxForFile();
/**
 * The real fetch, except that the provider config is never answered (a host that accepts and hangs, which the sandbox
 * cannot be); the request it holds must still be one the contract allows.
 */
function hangProviderConfig() {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const path = new URL(req.url).pathname;
    if (path !== '/config/provider.json') return realFetch(req);
    const refused = await checkRequest('config', path, req);
    if (refused) {
      onTestFinished(() => {
        throw new Error(`off-contract request: ${refused}`);
      });
      throw new TypeError(refused);
    }
    // No answer, ever — only the caller's abort ends the wait, as with a real hanging host.
    return new Promise((_, reject) => {
      const signal = req.signal;
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  });
}

/** Records each request's path, and when it started and ended, around the real fetch. */
function recordRequests() {
  const realFetch = globalThis.fetch;
  const log: { path: string; method: string; start: number; end: number }[] = [];
  let clock = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const entry = { path: new URL(req.url).pathname, method: req.method, start: ++clock, end: 0 };
    log.push(entry);
    const res = await realFetch(req);
    entry.end = ++clock;
    return res;
  });
  return log;
}

const env = () => ({
  ...sandboxEnv(sandbox.url),
});

describe('startUp (§4 start-up before the React app mounts)', () => {
  it('§4 on Home: config, then registration, then the first Home sections are requested before start-up ends', async () => {
    const log = recordRequests();
    const started = startUp(env(), { pathname: '/' });
    expect(started.services.session.get().status).toBe('booting');
    await started.booted;

    const { session } = started.services;
    expect(session.get().status).toBe('ready');
    expect(session.get().deviceToken).toBeTruthy();
    const paths = log.map((r) => r.path);
    expect(paths[0]).toBe('/config/provider.json');
    const register = log.find((r) => r.path.includes('/device/register/'));
    const decking = log.find((r) => r.path.endsWith('/deckingconfig'));
    const lists = log.filter((r) => r.path.startsWith('/cms/subscriber/v1/content'));
    expect(register).toBeDefined();
    expect(decking).toBeDefined();
    // §7: the decking config's address is asked first
    const address = log.find((r) => r.path === '/config/decking-address');
    expect(address?.end).toBeLessThan(decking?.start ?? 0);
    // The lists start once the device has credentials, in parallel with decking.
    expect(lists.length).toBeGreaterThan(0);
    for (const l of lists) {
      expect(l.start).toBeGreaterThan(register?.end ?? Number.POSITIVE_INFINITY);
      expect(l.start).toBeLessThan(decking?.end ?? 0);
    }
    // The first EAGER_SECTIONS of Home are in the query cache under the keys ScreenSections uses; the rails below
    // wait until they are scrolled near.
    const home = session.get().config?.screens.find((s) => s.id === 'home');
    const sections = (home?.sections ?? []) as Section[];
    expect(sections.length).toBeGreaterThan(EAGER_SECTIONS);
    const state = (s: Section) => {
      const options = sectionQueryOptions(s, 'en');
      return options ? started.queryClient.getQueryState(options.queryKey)?.status : 'unsupported';
    };
    for (const section of sections.slice(0, EAGER_SECTIONS))
      await vi.waitFor(() => expect(state(section)).toMatch(/success|error|unsupported/));
    for (const section of sections.slice(EAGER_SECTIONS)) expect(state(section)).toBeUndefined();
    expect(lists.length).toBeLessThanOrEqual(EAGER_SECTIONS);
  });

  it('§4 away from Home, start-up requests no content lists (the screen asks for its own data)', async () => {
    const log = recordRequests();
    const started = startUp(env(), { pathname: '/details/free/MOV-007' });
    await started.booted;
    expect(started.services.session.get().status).toBe('ready');
    expect(log.some((r) => r.path.includes('/device/register/'))).toBe(true);
    expect(log.filter((r) => r.path.startsWith('/cms/subscriber/v1/content'))).toEqual([]);
  });

  it('§4 a repeat visit with a fresh stored config and a device token starts without a config or register call', async () => {
    const first = env();
    await startUp(first, { pathname: '/details/free/MOV-007' }).booted;
    const log = recordRequests();
    const again = startUp({ ...first }, { pathname: '/details/free/MOV-007' });
    await again.booted;
    expect(again.services.session.get().deviceToken).toBeTruthy();
    expect(
      log.map((r) => r.path).filter((p) => p.startsWith('/config/') || p.includes('/register/')),
    ).toEqual([]);
  });

  it('a provider config that never answers: start-up waits 10 s, then ends without it (Home then says so, with a retry)', async () => {
    hangProviderConfig();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const started = startUp(env(), { pathname: '/' });
    let ended = false;
    void started.booted.then(() => {
      ended = true;
    });
    await vi.advanceTimersByTimeAsync(PROVIDER_CONFIG_TIMEOUT_MS - 100);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await started.booted;
    const s = started.services.session.get();
    expect(s.status).toBe('ready');
    expect(s.config).toBeNull();
  });

  it('a provider config that never answers on a later visit: after 10 s start-up uses the stored copy', async () => {
    const first = env();
    await startUp(first, { pathname: '/details/free/MOV-007' }).booted;
    hangProviderConfig();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Ten minutes later: the stored copy is no longer fresh (5 min), so start-up asks the network first.
    const later = startUp(
      { ...first, now: () => Date.now() + 10 * 60_000 },
      { pathname: '/details/free/MOV-007' },
    );
    await vi.advanceTimersByTimeAsync(PROVIDER_CONFIG_TIMEOUT_MS + 100);
    vi.useRealTimers();
    await later.booted;
    expect(later.services.session.get().config?.providerDetails.providerId).toBe('ottdemo');
  });

  it('startApp runs start-up once per page: the early entry and mountApp share it', () => {
    const e = env();
    const a = startApp(e);
    expect(startApp(e)).toBe(a);
    return a.booted;
  });

  it('§5 UTM: utm_source, utm_medium and utm_campaign of the landing URL are stored under utm_details_global (§3)', async () => {
    const e = env();
    await startUp(e, {
      pathname: '/',
      search: '?utm_source=newsletter&utm_medium=email&utm_campaign=eid&x=1',
    }).booted;
    expect(JSON.parse(e.storage.getItem('utm_details_global') ?? 'null')).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'eid',
    });
    // A later page without UTM parameters keeps what the landing page stored.
    await startUp({ ...e }, { pathname: '/search', search: '' }).booted;
    expect(JSON.parse(e.storage.getItem('utm_details_global') ?? 'null')?.utm_campaign).toBe('eid');
  });
  it('§3 §7 after the first screen the country is looked up once; a stopped start-up (a closed page) looks nothing up', async () => {
    const log = recordRequests();
    const lookups = () => log.filter((r) => r.path.endsWith('/ip-lookup')).length;
    const closed = startUp(env(), { pathname: '/search' });
    closed.stop();
    await closed.booted;
    const open = startUp(env(), { pathname: '/search' });
    await open.booted;
    await expect.poll(() => open.services.session.get().country).toBeTruthy();
    expect(lookups()).toBe(1);
  });
});
