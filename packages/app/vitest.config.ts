import { defineConfig } from 'vitest/config';

// Component tests run in jsdom (packages/app/test/<feature>*.test.tsx). Timeouts are generous because `npm test`
// runs several packages at once on a 2-core machine: a slow machine must not fail a test.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30000,
    // expect.poll as testing-library's waitFor (test/setup.ts): up to 10 s, not vitest's 1 s.
    expect: { poll: { timeout: 10000 } },
  },
});
