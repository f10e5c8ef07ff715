import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/contract/prism-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    teardownTimeout: 30000, // stopping the Prism mocks on a machine busy with the other lanes
    // With --coverage (npm test): a ratchet on the one hand-written transport: raise the figures, never lower them.
    coverage: {
      provider: 'v8',
      include: ['src/transport/**'],
      reporter: ['text-summary'],
      thresholds: { statements: 97, branches: 91, functions: 97, lines: 99 },
    },
  },
});
