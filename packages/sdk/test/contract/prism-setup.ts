// Global setup of the contract suite: one Prism mock server per contract on a free 127.0.0.1 port, stopped after.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { BACKENDS, type Backend } from '../../src/generated/operations';
import { freePort, startPrism, stopChild } from '../../testing/prism';

declare module 'vitest' {
  export interface ProvidedContext {
    prismPorts: Record<Backend, number>;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export default async function setup(project: TestProject) {
  const children: ChildProcess[] = [];
  const ports = {} as Record<Backend, number>;
  await Promise.all(
    BACKENDS.map(async (b) => {
      ports[b] = await freePort();
      children.push(await startPrism(['mock', path.join(path.join(root, 'openapi'), `${b}.yaml`)], ports[b]));
    }),
  );
  project.provide('prismPorts', ports);
  return () => Promise.all(children.map((c) => stopChild(c)));
}
