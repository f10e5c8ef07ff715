// What `npm start` (scripts/start.mjs) and `npm run desktop` (apps/desktop/scripts/dev.mjs) share: the local ports,
// a check that they are free, a group of child processes that stops together, and the sandbox started and awaited.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Ports from the environment, with their defaults (e.g. { SANDBOX_PORT: 7000, … }). */
export function localPorts(defaults) {
  return Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, Number(process.env[k] ?? v)]));
}

/** Stops with one line when a port is taken, naming the variable that moves it. */
export async function requireFreePorts(ports, command) {
  const free = (port) =>
    new Promise((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
  for (const [name, port] of Object.entries(ports)) {
    if (!(await free(port))) {
      console.error(
        `✖ Port ${port} (${name}) is already taken. Stop what uses it, or choose another: ${name}=<port> ${command}`,
      );
      process.exit(1);
    }
  }
}

/**
 * Child processes that live and stop together: output prefixed with each one's name; when one exits on its own
 * (unless `mayExit`), or on Ctrl-C, every other is stopped.
 */
export function processGroup(env) {
  const children = new Set();
  let stopping = false;
  const stop = (code = 0) => {
    stopping = true;
    for (const c of children) c.kill('SIGTERM');
    setTimeout(() => process.exit(code), 300);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  const run = (name, cmd, args, { extraEnv = {}, cwd = root, mayExit = false } = {}) => {
    const child = spawn(cmd, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (d) =>
      String(d)
        .split('\n')
        .filter(Boolean)
        .map((l) => `[${name}] ${l}`)
        .join('\n');
    child.stdout.on('data', (d) => console.log(prefix(d)));
    child.stderr.on('data', (d) => console.error(prefix(d)));
    children.add(child);
    child.on('exit', (code) => {
      children.delete(child);
      if (!stopping && !mayExit) {
        console.error(`[${name}] exited with ${code}; stopping everything`);
        stop(1);
      }
    });
    return child;
  };
  return {
    run,
    stop,
    get stopping() {
      return stopping;
    },
  };
}

/** Starts the sandbox back-ends and the realtime database (apps/sandbox) and waits until they answer. */
export async function startSandbox(group, sandboxUrl) {
  group.run('sandbox', process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], {
    extraEnv: { OTT_QUIET: '1' },
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${sandboxUrl}/__sandbox/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 150));
  }
}
