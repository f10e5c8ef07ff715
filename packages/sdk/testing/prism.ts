// Test helpers shared by the SDK contract suite and the sandbox's tests: free ports, Prism, stopping child processes.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export async function startPrism(args: string[], port: number): Promise<ChildProcess> {
  const bin = path.join(root, 'node_modules/.bin/prism');
  const child = spawn(bin, [...args, '-h', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SCARF_ANALYTICS: 'false' },
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  // Prism parses its contract for seconds of CPU; `npm test` runs it beside three other lanes on two cores.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism ${args.join(' ')} exited:\n${log}`);
    try {
      await fetch(`http://127.0.0.1:${port}/__ready`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await stopChild(child);
  throw new Error(`prism ${args.join(' ')} did not start on ${port}:\n${log}`);
}

/** Stops a test's child process and waits for it: its open pipes would keep the test runner alive past its own
 * teardown deadline on a loaded machine. A child still there after `graceMs` is killed outright. */
export async function stopChild(child: ChildProcess | undefined, graceMs = 2000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  child.stdout?.destroy();
  child.stderr?.destroy();
}

/**
 * What Prism (mocking the contract on `port`) refuses in a copy of `req` sent to `pathname`: no such operation,
 * parameters, body or credentials the contract does not allow; null when it allows the request.
 */
export async function prismRefusal(port: number, pathname: string, req: Request): Promise<string | null> {
  const url = new URL(req.url);
  const copy = req.clone();
  const res = await fetch(`http://127.0.0.1:${port}${pathname}${url.search}`, {
    method: copy.method,
    headers: copy.headers,
    body: copy.method === 'GET' || copy.method === 'HEAD' ? undefined : await copy.arrayBuffer(),
  });
  const body = await res.text();
  const violations = (
    JSON.parse(res.headers.get('sl-violations') ?? '[]') as { severity: string; message: string }[]
  )
    .filter((v) => v.severity === 'Error')
    .map((v) => v.message);
  if (violations.length) return `${req.method} ${pathname}: ${violations.join('; ')}`;
  if (res.headers.get('content-type')?.includes('problem+json'))
    return `${req.method} ${pathname}: ${(JSON.parse(body) as { detail?: string }).detail ?? res.status}`;
  return null;
}
