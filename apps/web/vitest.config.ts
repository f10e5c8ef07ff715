import { configDefaults, defineConfig } from 'vitest/config';

// `npm test` runs the journeys in two lanes (scripts/test.mjs): `early` from the start, `late` (these files, about a
// fifth of the time) once the desktop suite has finished and left its core. Unset: every file.
const LATE = [
  'e2e/visitor.e2e.test.ts',
  'e2e/commerce-plans.e2e.test.ts',
  'e2e/commerce-external.e2e.test.ts',
  'e2e/commerce-tickets.e2e.test.ts',
  'e2e/commerce-upi.e2e.test.ts',
  'e2e/commerce-carrier.e2e.test.ts',
];
const lane = process.env.OTT_JOURNEY_LANE;

export default defineConfig({
  test: {
    include: lane === 'late' ? LATE : ['test/**/*.test.ts', 'e2e/**/*.e2e.test.ts'],
    exclude: lane === 'early' ? [...configDefaults.exclude, ...LATE] : configDefaults.exclude,
    globalSetup: ['e2e/setup.ts'],
    setupFiles: ['e2e/csp-guard.ts'],
    environment: 'node',
    // One file at a time here: on 2 cores the journeys are CPU-bound (Chromium), and two lanes made `npm test` slower.
    // `--maxWorkers=N` on a bigger machine runs N files side by side, each on a stack of its own (e2e/setup.ts).
    maxWorkers: 1,
    // Files share one module graph: importing the kit, the SDK and the sandbox again for each file cost ~1.5 s each.
    isolate: false,
    testTimeout: 60000,
    hookTimeout: 180000,
    // expect.poll waits up to 10 s (vitest's default is 1 s): on a loaded CI machine an app's start-up or a redirect
    // can take longer than a second, and a journey must not fail because the machine was slow.
    expect: { poll: { timeout: 10000 } },
  },
});
