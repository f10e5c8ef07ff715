import { defineConfig } from 'vitest/config';

// Real firebase clients against a real realtime server: generous limits, as `npm test` runs several packages at once
// on a 2-core machine and a slow machine must not fail a test.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000 },
});
