// vitest global setup of the desktop journeys: one stack for all files.
import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    desktopUrl: string;
    desktopSandboxUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('desktopUrl', stack.appUrl);
  project.provide('desktopSandboxUrl', stack.sandbox.url);
  return () => stack.stop();
}
