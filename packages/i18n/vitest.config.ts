import { defineConfig } from 'vitest/config';

// Generous: `npm test` runs this beside the browser journeys, at a lower priority, on 2 cores.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 30000 } });
