// The app's services for the component tests: the session store given, no runtime nor account, a tab that hears no
// other, a realtime store that never answers and a clock at 0; `parts` replace any of them.
import type { AppServices } from '../src/hooks/useServices';
import type { Account } from '../src/session/account';
import type { SessionStore } from '../src/session/store';
import { createTabSync } from '../src/session/tabs';
import type { Runtime } from '../src/session/transport';

export const TEST_ENV: AppServices['env'] = {
  configUrl: 'http://config.test/config/provider.json',
  secret: 'test',
  platform: 'Web',
};

export function testServices(session: SessionStore, parts: Partial<AppServices> = {}): AppServices {
  return {
    env: TEST_ENV,
    session,
    runtime: {} as Runtime,
    account: {} as Account,
    tabs: createTabSync({ createChannel: () => null }),
    realtime: () => new Promise(() => {}),
    now: () => 0,
    ...parts,
  };
}
