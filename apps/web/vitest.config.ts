import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/setup.ts'],
    setupFiles: ['e2e/csp-guard.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 180000,
  },
});
