import { defineConfig } from 'vitest/config';

// Component tests run in jsdom (packages/app/test/<feature>*.test.tsx).
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
