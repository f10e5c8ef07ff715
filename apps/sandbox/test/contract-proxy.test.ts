// Contract check: the sandbox runs behind `prism proxy --errors` (one proxy per contract) and every SDK
// operation is driven through it. Prism rejects off-contract requests and turns off-contract sandbox responses into
// errors: there must be none.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKENDS, type Backend, OPERATIONS } from '@ott/sdk';
import { freePort, startPrism, stopChild } from '@ott/sdk/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/server';
import { driveAllOperations } from './contract-driver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let sandbox: Sandbox;
const proxies: ChildProcess[] = [];
const ports = {} as Record<Backend, number>;

beforeAll(async () => {
  sandbox = await createSandbox({ testMode: true, log: () => {} });
  await Promise.all(
    BACKENDS.map(async (b) => {
      ports[b] = await freePort();
      const upstream = b === 'config' ? sandbox.url : `${sandbox.url}/${b}`;
      proxies.push(
        await startPrism(['proxy', '--errors', path.join(root, 'openapi', `${b}.yaml`), upstream], ports[b]),
      );
    }),
  );
}, 240_000);

afterAll(async () => {
  await Promise.all([...proxies.map((p) => stopChild(p)), sandbox?.close()]);
});

it('every contract operation answers on-contract through prism proxy --errors (0 off-contract responses)', async () => {
  const results = await driveAllOperations({
    sandboxUrl: sandbox.url,
    baseUrl: (b) => `http://127.0.0.1:${ports[b]}`,
  });
  const exercised = new Set(results.map((r) => r.operationId));
  const missing = OPERATIONS.map((o) => o.operationId).filter((id) => !exercised.has(id));
  const offContract = results.filter((r) => r.prismError);
  const byStatus = results.reduce<Record<string, number>>((acc, r) => {
    const k = `${Math.floor(r.status / 100)}xx`;
    acc[k] = (acc[k] ?? 0) + 1;
    return acc;
  }, {});
  console.log(
    `sandbox behind prism proxy: ${exercised.size}/${OPERATIONS.length} operations, responses ${JSON.stringify(byStatus)}, off-contract ${offContract.length}`,
  );
  expect(missing).toEqual([]);
  expect(offContract.map((r) => `${r.operationId}: ${r.status} ${r.prismError}`)).toEqual([]);
}, 300000);
