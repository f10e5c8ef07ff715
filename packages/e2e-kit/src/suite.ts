// One Chromium for a whole vitest run: the global setup launches it and provides its endpoint; each test file connects
// (a fresh context per test is the files' own), so no file pays for a browser launch.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { connectChromium, launchChromiumServer } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumWsEndpoint: string;
    /** The journeys' app and sandbox (see provideStack). */
    appUrl: string;
    sandboxUrl: string;
  }
}

/** In a global setup: launches the run's Chromium and provides its endpoint; resolves to the teardown. */
async function provideChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchChromiumServer();
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return () => server.close();
}

/** A journeys' global setup: the run's stack beside its Chromium; provides the stack's app and sandbox URLs. */
export async function provideStack(
  project: TestProject,
  start: () => Promise<{ appUrl: string; sandbox: { url: string }; stop(): Promise<void> }>,
): Promise<() => Promise<void>> {
  const [stack, closeChromium] = await Promise.all([start(), provideChromium(project)]);
  project.provide('appUrl', stack.appUrl);
  project.provide('sandboxUrl', stack.sandbox.url);
  return async () => {
    await closeChromium();
    await stack.stop();
  };
}

/** In a test file: the run's Chromium (see provideChromium). */
export function connectSuiteChromium(): Promise<Browser> {
  return connectChromium(inject('chromiumWsEndpoint'));
}

/** A test file's connection to the run's Chromium: made before its tests, closed (with its contexts) after them. */
export function useSuiteBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectSuiteChromium();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the suite browser is not connected yet');
    return browser;
  };
}
