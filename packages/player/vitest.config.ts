import { defineConfig } from 'vitest/config';

// Files share one module graph (no file mocks a module): isolating each cost most of this suite's time.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 30000, isolate: false },
});
