// packages/sdk/examples run as the README says (node --import tsx), against the sandbox, so the example stays true;
// and what it imports stays free of React, unlike the generated hook modules (a Node client needs no React).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, stopChild } from '../testing/prism';
import { NODE_CLIENT, runNodeClient } from './node-client';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/** The npm packages a module pulls in, bundled for Node as a user's script would load it. */
async function packagesOf(entry: string): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const names = Object.keys(metafile.inputs).map((p) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(p)?.[1]);
  return new Set(names.filter((n): n is string => Boolean(n)));
}

describe('the SDK from Node (packages/sdk/README.md)', () => {
  let sandbox: ChildProcess | undefined;
  let sandboxUrl = '';

  beforeAll(async () => {
    const [port, realtimePort] = [await freePort(), await freePort()];
    sandboxUrl = `http://127.0.0.1:${port}`;
    sandbox = spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        SANDBOX_PORT: String(port),
        REALTIME_PORT: String(realtimePort),
        OTT_QUIET: '1',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 180_000; // a slow start on a loaded machine is not a failure
    while (
      !(await fetch(`${sandboxUrl}/__sandbox/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (sandbox.exitCode !== null || Date.now() > deadline) throw new Error('the sandbox did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 240_000);
  afterAll(() => stopChild(sandbox));

  it('examples/node-client.ts registers, lists titles and gets a typed ApiError 6110 from the sandbox (SPEC §8)', async () => {
    const out = await runNodeClient(`${sandboxUrl}/config/provider.json`);
    expect(out).toMatch(/^device \d{16} registered with ottdemo$/m);
    expect(out).toMatch(/^MOV-001 {2}The Desert Falcon$/m);
    expect(out).toContain('log-in refused: ApiError 6110 (Invalid Credential, HTTP 400)');
  }, 240_000);

  it('the example and the root entry load no React; the hook modules do', async () => {
    const example = await packagesOf(NODE_CLIENT);
    expect(example).toContain('openapi-fetch');
    expect([...example].filter((p) => /^(react|react-dom|@tanstack\/react-query)$/.test(p))).toEqual([]);
    const hooks = await packagesOf(path.resolve(here, '../src/generated/hooks/cms.ts'));
    expect(hooks).toContain('react');
  }, 240_000);
});
