// One session per browser, shared by all its tabs. Against the real sandbox (test mode: 90 s tokens), two
// "tabs" share one localStorage, one BroadcastChannel name and one lock manager (standing in for Web Locks, which
// Node lacks; the browser end-to-end test uses the real ones). SPEC §4 Session, HTTP 401, Login, Logout.
import { setTransport } from '@ott/sdk';
import { listProfiles } from '@ott/sdk/hooks/sms';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLocalLocks, createTabSync } from '../src/session/tabs';
import { type Started, startUp } from '../src/start';
import { memoryStorage } from './memory-storage';
import { sandboxEnv, sandboxForFile } from './sandbox-harness';
import { closeTab, testBrowser } from './tab-harness';

const sandbox = sandboxForFile();

interface Logged {
  path: string;
  status: number;
  auth: string | null;
  session: string | null;
}
/** Records every request (path, response status, credentials) around the real fetch. */
function recordRequests(): Logged[] {
  const realFetch = globalThis.fetch;
  const log: Logged[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const res = await realFetch(req);
    log.push({
      path: new URL(req.url).pathname,
      status: res.status,
      auth: req.headers.get('authorization'),
      session: req.headers.get('x-session'),
    });
    return res;
  });
  return log;
}

const browser = () => testBrowser(sandbox.url);

async function logIn(tab: Started) {
  setTransport(tab.services.runtime.transport); // the generated calls use the transport of the tab that acts
  const r = await tab.services.account.login({ email: 'admin@sandbox.test', password: 'Sandbox#123' });
  expect(r.ok).toBe(true);
}

/** A browser whose first tab has started and logged in. */
async function loggedIn() {
  const b = browser();
  const a = b.open();
  await a.booted;
  await logIn(a);
  return { b, a };
}

const count = (log: Logged[], part: string) => log.filter((r) => r.path.includes(part)).length;

describe('one session across tabs (SPEC §4 Session, HTTP 401)', () => {
  it('§4 two tabs starting at once on a new device register it once: the second takes the first one’s device token', async () => {
    const b = browser();
    const log = recordRequests();
    const first = b.open();
    const second = b.open();
    await Promise.all([first.booted, second.booted]);
    expect(count(log, '/device/register')).toBe(1);
    const token = first.services.session.get().deviceToken;
    expect(token).toBeTruthy();
    expect(second.services.session.get().deviceToken).toBe(token);
    b.close();
  });

  it('§4 a logged-in reload costs 0 refreshes, 0 registrations and 0 × 401; decking goes with the device token', async () => {
    const { b } = await loggedIn();
    b.close();

    const log = recordRequests();
    const reload = b.open();
    await reload.booted;
    expect(reload.services.session.get().startupErrors).toEqual([]);
    expect(count(log, '/refreshtoken')).toBe(0);
    expect(count(log, '/device/register')).toBe(0);
    expect(log.filter((r) => r.status === 401)).toEqual([]);
    const decking = log.find((r) => r.path.endsWith('/deckingconfig'));
    expect(decking?.auth).toMatch(/^Bearer /);
    expect(decking?.session).toBeNull();
    expect(reload.services.session.get().subscriber?.subscriberid).toBe('1001');
    b.close();
  });

  it('§4 a second tab neither refreshes nor registers, and the first tab stays logged in', async () => {
    const { b, a } = await loggedIn();
    const log = recordRequests();
    const second = b.open();
    await second.booted;
    expect(count(log, '/refreshtoken')).toBe(0);
    expect(count(log, '/device/register')).toBe(0);
    // The first tab's session still works.
    const { response } = await a.services.runtime.transport.sms.GET('/subscriber/v1/subscriber');
    expect(response.status).toBe(200);
    b.close();
  });

  it('§4 two tabs renewing at once: exactly one refresh, and both hold the new tokens', async () => {
    const { b, a } = await loggedIn();
    const other = b.open();
    await other.booted;
    const before = a.services.session.get().refreshToken;
    const log = recordRequests();
    const [ra, rb] = await Promise.all([a.services.runtime.refresh(), other.services.runtime.refresh()]);
    expect(count(log, '/refreshtoken')).toBe(1);
    expect([ra.adopted, rb.adopted].sort()).toEqual([false, true]);
    const sa = a.services.session.get();
    const sb = other.services.session.get();
    expect(sa.refreshToken).not.toBe(before);
    expect(sb.refreshToken).toBe(sa.refreshToken);
    expect(sb.sessionToken).toBe(sa.sessionToken);
    b.close();
  });

  it('§4 HTTP 401 in a tab whose copy is stale adopts the tokens another tab renewed — no second refresh, no logout', async () => {
    const { b, a } = await loggedIn();
    // The other tab is opened without a channel, so it never hears of the refresh: only the lock and the stored
    // tokens can save it (the bug: it refreshed with a spent refresh token and logged every tab out).
    const stale = startUp(
      {
        ...sandboxEnv(sandbox.url),
        storage: b.storage,
        tabs: createTabSync({ createChannel: () => null }),
      },
      { pathname: '/search' },
    );
    await stale.booted;
    const oldSession = stale.services.session.get().sessionToken;
    await a.services.runtime.refresh(); // rotates: the old session and refresh tokens are revoked
    const log = recordRequests();
    const { response } = await stale.services.runtime.transport.sms.GET('/subscriber/v1/subscriber');
    expect(response.status).toBe(200);
    expect(count(log, '/refreshtoken')).toBe(0);
    // The stale tab's call: once with its spent token (401), once more with the renewed one (200). Other requests
    // of the window (the tabs' own background reads) are not this call's; none of them meets a 401 either.
    const renewed = a.services.session.get().sessionToken;
    const call = log.filter((r) => r.path.endsWith('/subscriber/v1/subscriber'));
    expect(call.filter((r) => r.session === oldSession).map((r) => r.status)).toEqual([401]);
    expect(call.filter((r) => r.session === renewed).map((r) => r.status)).toContain(200);
    expect(log.filter((r) => r.status === 401)).toHaveLength(1);
    expect(stale.services.session.get().sessionToken).not.toBe(oldSession);
    expect(stale.services.session.get().sessionToken).toBe(renewed);
    expect(b.storage.getItem('refreshtoken')).toBe(a.services.session.get().refreshToken);
    closeTab(stale);
    b.close();
  });

  it('§4 log-in, profile switch and log-out in one tab reach the other tab; log-out reloads it after 1 s', async () => {
    const b = browser();
    const a = b.open();
    const other = b.open();
    await Promise.all([a.booted, other.booted]);
    expect(other.services.session.get().sessionToken).toBeNull();

    await logIn(a);
    await waitFor(() => expect(other.services.session.get().subscriber?.subscriberid).toBe('1001'), {
      timeout: 1000,
    });
    expect(other.services.session.get().sessionToken).toBe(a.services.session.get().sessionToken);

    const omar = (await listProfiles()).data.find((p) => p.profileid === '1001-p2');
    expect(omar).toBeDefined();
    if (!omar) return;
    expect((await a.services.account.selectProfile(omar)).ok).toBe(true);
    await waitFor(() => expect(other.services.session.get().profileid).toBe('1001-p2'), { timeout: 1000 });

    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await a.services.account.logout();
      await vi.waitFor(() => expect(other.services.session.get().sessionToken).toBeNull(), { timeout: 1000 });
      expect(other.services.session.get().subscriber).toBeNull();
      vi.advanceTimersByTime(1000);
      expect(reload).toHaveBeenCalledTimes(2); // this tab and the other one, each after 1 s (SPEC §4, §9)
    } finally {
      vi.useRealTimers();
    }
    b.close();
  });

  it('persists no personal details: only ids and country of the subscriber are in storage', async () => {
    const { b, a } = await loggedIn();
    const stored = JSON.parse(b.storage.getItem('subscriberDetails') ?? '{}');
    expect(stored.subscriberid).toBe('1001');
    for (const personal of ['email', 'mobileno', 'subscribername', 'dob', 'gender', 'age', 'picture'])
      expect(stored).not.toHaveProperty(personal);
    expect(a.services.session.get().subscriber?.email).toBe('admin@sandbox.test'); // in memory it is there
    b.close();
  });
});

describe('the token timer runs in one tab (SPEC §9: the stored expiry counts down once per tick)', () => {
  it('one leader at a time; when it closes, another tab takes over', async () => {
    const locks = createLocalLocks();
    const started: string[] = [];
    const t1 = createTabSync({ name: 'leader-test', locks, createChannel: () => null });
    const t2 = createTabSync({ name: 'leader-test', locks, createChannel: () => null });
    const stop1 = t1.lead('timer', () => {
      started.push('tab1');
      return () => started.push('tab1 stopped');
    });
    const stop2 = t2.lead('timer', () => {
      started.push('tab2');
      return () => started.push('tab2 stopped');
    });
    await vi.waitFor(() => expect(started).toEqual(['tab1']));
    stop1();
    await vi.waitFor(() => expect(started).toEqual(['tab1', 'tab1 stopped', 'tab2']));
    stop2();
    await vi.waitFor(() => expect(started).toEqual(['tab1', 'tab1 stopped', 'tab2', 'tab2 stopped']));
  });
});

describe('tokens at rest: a platform secure store keeps them out of localStorage', () => {
  it('the session and refresh tokens go to the secure store, come back on reload, and are cleared at logout', async () => {
    const vault = new Map<string, string>();
    const secureStore = {
      get: async (k: string) => vault.get(k) ?? null,
      set: async (k: string, v: string) => void vault.set(k, v),
      remove: async (k: string) => void vault.delete(k),
    };
    const storage = memoryStorage();
    const env = () => ({
      ...sandboxEnv(sandbox.url),
      storage,
      secureStore,
      tabs: createTabSync({ createChannel: () => null }),
    });
    const tab = startUp(env(), { pathname: '/search' });
    await tab.booted;
    await logIn(tab);
    await tab.services.session.flushed();
    expect(vault.get('sessionToken')).toBe(tab.services.session.get().sessionToken);
    expect(vault.get('refreshtoken')).toBe(tab.services.session.get().refreshToken);
    expect(storage.getItem('sessionToken')).toBeNull();
    expect(storage.getItem('refreshtoken')).toBeNull();

    const log = recordRequests();
    const reload = startUp(env(), { pathname: '/search' });
    await reload.booted;
    expect(reload.services.session.get().sessionToken).toBe(vault.get('sessionToken'));
    expect(count(log, '/refreshtoken')).toBe(0);
    const { response } = await reload.services.runtime.transport.sms.GET('/subscriber/v1/subscriber');
    expect(response.status).toBe(200);

    vi.stubGlobal('location', { reload: () => {} });
    setTransport(reload.services.runtime.transport);
    await reload.services.account.logout();
    expect([...vault.keys()]).toEqual([]);
    expect(storage.getItem('subscriberDetails')).toBeNull();
    closeTab(tab);
    closeTab(reload);
  });
});
