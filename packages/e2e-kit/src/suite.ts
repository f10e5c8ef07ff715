// One Chromium for a whole vitest run: the global setup launches it and provides its endpoint; each test file connects
// (a fresh context per test is the files' own), so no file pays for a browser launch.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { connectChromium, launchChromiumServer } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumWsEndpoint: string;
    /** Each lane's app and sandbox (see provideStack). */
    lanes: SuiteUrls[];
  }
}

/** In a global setup: launches the run's Chromium and provides its endpoint; resolves to the teardown. */
async function provideChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchChromiumServer();
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return () => server.close();
}

export interface SuiteUrls {
  appUrl: string;
  sandboxUrl: string;
}

/**
 * A journeys' global setup: the run's stacks beside its Chromium. Files run `maxWorkers` at a time, each lane on a
 * stack of its own (a sandbox reset must not reach another file); later stacks may reuse the first one's build.
 */
export async function provideStack<
  S extends { appUrl: string; sandbox: { url: string }; stop(): Promise<void> },
>(project: TestProject, start: (first?: S) => Promise<S>): Promise<() => Promise<void>> {
  const lanes = Math.max(1, project.config.maxWorkers);
  const startAll = async () => {
    const first = await start();
    return [first, ...(await Promise.all(Array.from({ length: lanes - 1 }, () => start(first))))];
  };
  const [stacks, closeChromium] = await Promise.all([startAll(), provideChromium(project)]);
  project.provide(
    'lanes',
    stacks.map((s) => ({ appUrl: s.appUrl, sandboxUrl: s.sandbox.url })),
  );
  return async () => {
    await closeChromium();
    for (const s of stacks.reverse()) await s.stop();
  };
}

/** In a test file: its lane's app and sandbox (vitest numbers the workers running at once from 1). */
export function suiteUrls(): SuiteUrls {
  const lanes = inject('lanes');
  const id = Number(process.env.VITEST_POOL_ID) || 1;
  const lane = lanes[id - 1];
  if (!lane) throw new Error(`no journey stack for worker ${id} of ${lanes.length}`);
  return lane;
}

/** In a test file: the run's Chromium (see provideChromium). */
export function connectSuiteChromium(): Promise<Browser> {
  return connectChromium(inject('chromiumWsEndpoint'));
}

/**
 * A test file's connection to the run's Chromium: made before its tests, closed (with its contexts) after them.
 * `serviceWorkers: 'block'` keeps service workers out of its contexts: the app's precaches every file of the build in
 * each fresh context, half as much work again as the page itself, in files that are not about it.
 */
export function useSuiteBrowser(options: { serviceWorkers?: 'allow' | 'block' } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const connected = await connectSuiteChromium();
    if (options.serviceWorkers === 'block') {
      const newContext = connected.newContext.bind(connected); // newPage() comes through here too
      connected.newContext = (o = {}) => newContext({ serviceWorkers: 'block', ...o });
    }
    browser = connected;
  });
  // A test's contexts close after it, passed or failed: a failed test must not leave its pages running into the next.
  afterEach(async () => {
    await Promise.all(browser?.contexts().map((c) => c.close()) ?? []);
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the suite browser is not connected yet');
    return browser;
  };
}
