// SPEC §4 Login and Logout side effects, against the real sandbox: push topics for the subscriber id and
// country subscribed once on log-in and removed on log-out; the subscription_status user property (PAID when a plan
// start date exists, else FREE).
import { setTransport } from '@ott/sdk';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics, PushTopics } from '../src/platform/env';
import { createTabSync } from '../src/session/tabs';
import { startUp } from '../src/start';
import { sandboxEnv, sandboxForFile } from './sandbox-harness';

const sandbox = sandboxForFile();

async function loginAs(email: string) {
  const push = { subscribe: vi.fn(async () => {}), unsubscribe: vi.fn(async () => {}) } satisfies PushTopics;
  const analytics = { setUserProperties: vi.fn(), event: vi.fn() } satisfies Analytics;
  const tab = startUp(
    {
      ...sandboxEnv(sandbox.url),
      tabs: createTabSync({ createChannel: () => null }),
      push,
      analytics,
    },
    { pathname: '/search' },
  );
  await tab.booted;
  setTransport(tab.services.runtime.transport);
  expect((await tab.services.account.login({ email, password: 'Sandbox#123' })).ok).toBe(true);
  return { tab, push, analytics };
}

describe('§4 log-in and log-out side effects', () => {
  it('§4 log-in subscribes BROADCAST, PC, the subscriber id and the country once; subscription_status PAID for a plan', async () => {
    const { tab, push, analytics } = await loginAs('admin@sandbox.test');
    const country = tab.services.session.get().subscriber?.country;
    expect(country).toBeTruthy();
    expect(push.subscribe).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledWith(['BROADCAST', 'PC', '1001', country]);
    expect(analytics.setUserProperties).toHaveBeenCalledWith({ subscription_status: 'PAID' });

    vi.stubGlobal('location', { reload: () => {} });
    await tab.services.account.logout();
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
    expect(push.unsubscribe).toHaveBeenCalledWith(['1001', country]);
  });

  it('§4 a subscriber without a plan start date reports subscription_status FREE', async () => {
    const { analytics } = await loginAs('free@sandbox.test');
    expect(analytics.setUserProperties).toHaveBeenCalledWith({ subscription_status: 'FREE' });
  });
});
