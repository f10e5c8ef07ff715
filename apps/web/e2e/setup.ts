// vitest global setup of the end-to-end suite: one stack for all files.
import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    sandboxUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('appUrl', stack.appUrl);
  project.provide('sandboxUrl', stack.sandbox.url);
  return () => stack.stop();
}
