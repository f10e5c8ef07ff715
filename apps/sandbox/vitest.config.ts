import { defineConfig } from 'vitest/config';

// Files share one module graph (each test makes its own sandbox): re-importing it per file cost a third of the CPU.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000, isolate: false },
});
