// vitest global setup of the end-to-end suite: one Chromium, and a stack per lane of files running side by side.
import { provideStack } from '@ott/e2e-kit/suite';
import type { TestProject } from 'vitest/node';
import { type Stack, startStack } from './stack';

export default (project: TestProject) => provideStack<Stack>(project, (first) => startStack({ from: first }));
