import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/setup.ts'],
    setupFiles: ['e2e/csp-guard.ts'],
    environment: 'node',
    // Two files side by side, each on a stack of its own (e2e/setup.ts): a journey mostly waits on the browser, and
    // with Chromium's headless shell and no service worker outside its own files, two fit the 2-core machine.
    maxWorkers: 2,
    // Files share one module graph: importing the kit, the SDK and the sandbox again for each file cost ~1.5 s each.
    isolate: false,
    testTimeout: 60000,
    hookTimeout: 180000,
    // expect.poll waits up to 10 s (vitest's default is 1 s): on a loaded CI machine an app's start-up or a redirect
    // can take longer than a second, and a journey must not fail because the machine was slow.
    expect: { poll: { timeout: 10000 } },
  },
});
