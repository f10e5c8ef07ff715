import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Timeouts are generous because `npm test` runs several packages at once on a 2-core machine: a slow machine must not
// fail a test. A file that calls vi.mock runs in a module graph of its own; the others share one (isolation costs
// more than half of this suite's CPU time). A test that needs no DOM runs in node.
const files = readdirSync(new URL('test', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `test/${f.replaceAll('\\', '/')}`);
const mocking = files.filter((f) => /\bvi\.mock\(/.test(readFileSync(new URL(f, import.meta.url), 'utf8')));
// The player as the shared files see it: the real one, which a file may stand in for (test/player-seam.ts).
const playerSeam = fileURLToPath(new URL('test/player-seam.ts', import.meta.url));
const noDom = ['test/preload-app-chunk.test.ts', 'test/unauthorized-reload.test.ts'];

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    testTimeout: 30000,
    // A global a test stubs (fetch, location, EventSource…) is put back after it, passed or failed.
    unstubGlobals: true,
    // Logs go straight to the terminal: a late one (an app's background call after its test) must not race the
    // worker's shutdown and fail a run whose tests all passed.
    disableConsoleIntercept: true,
    // expect.poll as testing-library's waitFor (test/setup.ts): up to 20 s, not vitest's 1 s.
    expect: { poll: { timeout: 20000 } },
    // With --coverage (npm test): a ratchet on who is logged in (session/): raise the figures, never lower them.
    coverage: {
      provider: 'v8',
      include: ['src/session/**'],
      reporter: ['text-summary'],
      thresholds: { statements: 70, branches: 64, functions: 58, lines: 74 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: files,
          alias: [{ find: /^@ott\/player$/, replacement: playerSeam }],
          exclude: [...mocking, ...noDom],
          isolate: false,
          setupFiles: ['test/stop-start-ups.ts'],
        },
      },
      { extends: true, test: { name: 'mocking', include: mocking.filter((f) => !noDom.includes(f)) } },
      {
        extends: true,
        test: {
          name: 'node',
          include: noDom,
          environment: 'node',
          isolate: false,
          setupFiles: ['test/stop-start-ups.ts'],
        },
      },
    ],
  },
});
