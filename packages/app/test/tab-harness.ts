// One browser profile for the tests that run the real start-up against the sandbox in several "tabs": the storage,
// BroadcastChannel name and lock manager (standing in for Web Locks, which Node lacks) its tabs share.
import { createLocalLocks, createTabSync } from '../src/session/tabs';
import { type Started, startUp } from '../src/start';
import { memoryStorage } from './memory-storage';
import { sandboxEnv } from './sandbox-harness';

let browsers = 0;

export function testBrowser(sandboxUrl: string) {
  const storage = memoryStorage();
  const name = `ott-test-browser-${++browsers}`;
  const locks = createLocalLocks();
  const tabs: Started[] = [];
  return {
    storage,
    /** A new tab: its start-up runs (await `booted` for its end). */
    open(): Started {
      const tab = startUp(
        {
          ...sandboxEnv(sandboxUrl),
          storage,
          tabs: createTabSync({ name, locks }),
        },
        { pathname: '/search' },
      );
      tabs.push(tab);
      return tab;
    },
    close() {
      for (const t of tabs) closeTab(t);
    },
  };
}

/** Ends a tab's background work (else its notification store, started after the first screen, would call the sandbox
 * after the test has stopped it) and its channel to the other tabs. */
export function closeTab(t: Started) {
  t.stop();
  t.services.tabs.close();
}
