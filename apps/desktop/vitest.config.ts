import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Generous limit: some unit tests run electron-builder's own validation or render icons, which take seconds on a
      // loaded 2-core machine (npm test runs two packages at once). Speed is held by benchmarks, not by timeouts.
      { test: { name: 'unit', include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 30000 } },
      {
        test: {
          name: 'journeys',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/setup.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 240000,
        },
      },
    ],
  },
});
