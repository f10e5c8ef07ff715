import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/**/*.test.ts'], environment: 'node' } },
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
