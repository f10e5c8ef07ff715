// The tests that run the real start-up against the sandbox: one sandbox for a file's tests, and the shell's
// environment pointing at it.
import { createSandbox, type Sandbox } from '@ott/sandbox';
import { afterAll, beforeAll } from 'vitest';
import { memoryStorage } from './memory-storage';

/** A test-mode sandbox started before the file's tests and closed after them (filled in then: read it in tests). */
export function sandboxForFile(): Sandbox {
  const sandbox = {} as Sandbox;
  beforeAll(async () => {
    Object.assign(sandbox, await createSandbox({ testMode: true, log: () => {} }));
  });
  afterAll(() => sandbox.close());
  return sandbox;
}

/** The web shell's environment against the sandbox at `url`, with a storage of its own. */
export const sandboxEnv = (url: string) => ({
  configUrl: `${url}/config/provider.json`,
  secret: 'sandbox-sample-secret',
  platform: 'Web' as const,
  storage: memoryStorage(),
});
