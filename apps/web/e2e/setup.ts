// vitest global setup of the end-to-end suite: one stack and one Chromium for all files.
import { provideStack } from '@ott/e2e-kit/suite';
import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

export default (project: TestProject) => provideStack(project, () => startStack());
