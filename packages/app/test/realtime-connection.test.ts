// SPEC §4: the app's realtime connection against the sandbox and a realtime server enforcing the production
// rules: a visitor reads counts only; after log-in the store signs in with the token the back-end issues, writes the
// uid map (§7) and can like; log-out removes the uid map entry (§4 Logout).
import { type Backends, startBackends } from '@ott/e2e-kit/backends';
import { setTransport } from '@ott/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTabSync } from '../src/session/tabs';
import { startUp } from '../src/start';
import { sandboxEnv } from './sandbox-harness';

let backends: Backends;
/** Realtime tokens of a few seconds, so the renewal happens within the test. */
const TOKEN_LIFETIME_S = 4;
beforeAll(async () => {
  backends = await startBackends({
    productionRules: true,
    sandbox: { realtimeTokenLifetimeSec: TOKEN_LIFETIME_S },
  });
});
afterAll(() => backends.close());

const at = (tree: unknown, path: string) =>
  path
    .split('/')
    .reduce<unknown>(
      (n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : null),
      tree,
    ) ?? null;

describe('the realtime connection (SPEC §4 log-in, log-out)', () => {
  it('§4 visitor: counts only; subscriber: token, uid map, likes, the token renewed; log-out removes the uid map entry', async () => {
    const tab = startUp(
      {
        ...sandboxEnv(backends.sandbox.url),
        tabs: createTabSync({ createChannel: () => null }),
      },
      { pathname: '/search' },
    );
    await tab.booted;
    const { services } = tab;
    setTransport(services.runtime.transport);
    const content = { objectid: 'MOV-002', title: 'MOV-002', category: 'MOVIE' };
    const ctx = { subscriberid: '1001', profileid: '1001-p1' };

    const visitor = await services.realtime();
    expect(await visitor.readCounts('MOV-002')).toEqual({ like: 0, dislike: 0 });
    expect(await visitor.pressLike(ctx, content, 'LIKE')).toBeNull(); // refused by the rules

    expect((await services.account.login({ email: 'admin@sandbox.test', password: 'Sandbox#123' })).ok).toBe(
      true,
    );
    const generation = services.session.get().realtimeGeneration;
    const subscriber = await services.realtime();
    expect(subscriber).not.toBe(visitor);
    expect(services.session.get().realtimeGeneration).toBe(generation + 1); // subscriptions move to it
    expect(await subscriber.pressLike(ctx, content, 'LIKE')).toEqual({
      likestatus: 'LIKE',
      counts: { like: 1, dislike: 0 },
    });
    // §7 the uid map under the provider config's base (uidmap/ottdemo/usr → uidmap/ottdemo).
    const uidmap = async () => at(await backends.realtime.getData(), 'uidmap/ottdemo');
    await vi.waitFor(async () => expect(Object.values((await uidmap()) ?? {})).toEqual(['1001']));
    const firstUid = Object.keys((await uidmap()) ?? {})[0];

    // The token lives seconds here: the app renews it before it ends, and likes still work once the first has lapsed.
    const issued = Date.now();
    await vi.waitFor(() => expect(services.session.get().realtimeGeneration).toBe(generation + 2), {
      timeout: TOKEN_LIFETIME_S * 1000,
    });
    await vi.waitFor(() => expect(Date.now() - issued).toBeGreaterThan((TOKEN_LIFETIME_S + 1) * 1000), {
      timeout: (TOKEN_LIFETIME_S + 2) * 1000,
      interval: 250,
    });
    const renewed = await services.realtime();
    expect(renewed).not.toBe(subscriber);
    expect(await renewed.pressLike(ctx, content, 'LIKE')).toEqual({
      likestatus: 'NONE',
      counts: { like: 0, dislike: 0 },
    });
    // One entry per live token: the renewed store's uid replaced the first one.
    await vi.waitFor(async () => {
      const map = (await uidmap()) ?? {};
      expect(Object.values(map)).toEqual(['1001']);
      expect(Object.keys(map)).not.toContain(firstUid);
    });

    vi.stubGlobal('location', { reload: () => {} });
    await services.account.logout();
    expect(await uidmap()).toBeNull();
  });
});
