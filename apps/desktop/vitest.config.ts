import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // With --coverage (npm test): a ratchet on the main process, measured by the unit tests; raise, never lower.
    coverage: {
      provider: 'v8',
      include: ['src/main/**'],
      reporter: ['text-summary'],
      thresholds: { statements: 93, branches: 87, functions: 90, lines: 94 },
    },
    projects: [
      // Generous limit: some unit tests run electron-builder's own validation or render icons, which take seconds on a
      // loaded 2-core machine (npm test runs two packages at once). Speed is held by benchmarks, not by timeouts.
      // Unit files share one module graph (isolation doubled their CPU), except the one that calls vi.mock.
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/preload.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          isolate: false,
        },
      },
      {
        test: { name: 'mocking', include: ['test/preload.test.ts'], environment: 'node', testTimeout: 30000 },
      },
      {
        test: {
          name: 'journeys',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/setup.ts'],
          environment: 'node',
          fileParallelism: false,
          // 2 min: `npm test` runs these beside the web journeys on a busy machine (scripts/test.mjs).
          testTimeout: 120000,
          hookTimeout: 240000,
          // As in apps/web: expect.poll waits up to 10 s, not vitest's 1 s, so a loaded machine does not fail a journey.
          expect: { poll: { timeout: 10000 } },
        },
      },
    ],
  },
});
