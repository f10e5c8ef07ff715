// vitest global setup of the desktop journeys: one stack and one Chromium for all files.
import { provideChromium } from '@ott/e2e-kit/suite';
import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    desktopUrl: string;
    desktopSandboxUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const [stack, closeChromium] = await Promise.all([startStack(), provideChromium(project)]);
  project.provide('desktopUrl', stack.appUrl);
  project.provide('desktopSandboxUrl', stack.sandbox.url);
  return async () => {
    await closeChromium();
    await stack.stop();
  };
}
