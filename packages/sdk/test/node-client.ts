// Runs packages/sdk/examples/node-client.ts as packages/sdk/README.md says (node --import tsx), for the tests.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
export const NODE_CLIENT = path.resolve(here, '../examples/node-client.ts');

/** Runs the example on a provider config URL, as a user would; resolves its output. */
export async function runNodeClient(configUrl: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', NODE_CLIENT, configUrl],
    {
      cwd: path.resolve(here, '../../..'),
      timeout: 60_000,
    },
  );
  return stdout;
}
