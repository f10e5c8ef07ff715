// SPEC §4 HTTP 401 while logged in, against the real sandbox: the session token runs out, the call gets 401, the session
// is renewed, the retry is answered, and only then the page reloads; a second 401 under that reload's unauthorized flag
// retries without reloading again.
import { sandboxControls } from '@ott/e2e-kit/controls';
import { createSandbox, type Sandbox } from '@ott/sandbox';
import { getSubscriberDetails } from '@ott/sdk/hooks/sms';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNAUTHORIZED_FLAG_KEY } from '../src/session/transport';
import { startUp } from '../src/start';
import { memoryStorage } from './memory-storage';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ testMode: true, log: () => {} });
});
afterAll(() => sandbox.close());
const expireSessionTokens = () => sandboxControls(sandbox.url).expireSessions('1001', true);

/** The real start-up against the sandbox, as a browser tab with this tab storage and reload stand-in. */
async function startTab(tabStorage: Storage, reload: () => void) {
  const started = startUp(
    {
      configUrl: `${sandbox.url}/config/provider.json`,
      secret: 'sandbox-sample-secret',
      platform: 'Web',
      storage: memoryStorage(),
      tabStorage,
      reload,
    },
    { pathname: '/' },
  );
  await started.booted;
  const pair = sandbox.state().tokens.issueSession('1001', '1001-p1');
  started.services.session.set({ sessionToken: pair.sessionToken, refreshToken: pair.refreshToken });
  await started.services.session.flushed();
  return started.services;
}

describe('§4 HTTP 401 (logged in): renew, then reload the page', () => {
  it('§4 a 401 renews the session, the call is answered, then the page reloads once; a 401 under the flag only retries', async () => {
    const tab = memoryStorage(); // the tab's own storage (sessionStorage in a browser)
    const order: string[] = [];
    const reload = vi.fn(() => order.push('reload'));
    const { session, runtime } = await startTab(tab, reload);

    expect((await expireSessionTokens()).data.ended).toBeGreaterThan(0);
    const before = session.get().sessionToken;
    const details = await getSubscriberDetails();
    order.push('answered');
    expect(details.data.subscriberid).toBe('1001');
    expect(session.get().sessionToken).not.toBe(before); // renewed with the refresh token
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['answered', 'reload']);
    expect(Number(tab.getItem(UNAUTHORIZED_FLAG_KEY))).toBeGreaterThan(0);

    // The "reloaded" page meets another 401 at once: renewed and retried, but no second reload. Its timeouts run in
    // real time but can be jumped past the longest a reload waits for the calls in flight (10 s, transport.ts).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await expireSessionTokens();
    const recoveries = runtime.transport.recoveries;
    expect((await getSubscriberDetails()).data.subscriberid).toBe('1001');
    expect(runtime.transport.recoveries).toBe(recoveries + 1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('§4 where the tab cannot keep the flag (storage refused), the page still reloads after the answer', async () => {
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const reload = vi.fn();
    await startTab(refusing, reload);
    await expireSessionTokens();
    expect((await getSubscriberDetails()).data.subscriberid).toBe('1001');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
