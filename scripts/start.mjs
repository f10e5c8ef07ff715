#!/usr/bin/env node
// `npm start`: the whole product locally — the sandbox back-ends with the realtime database, and the web app's dev
// server pointed at them. One banner with the URLs and the sample credentials; Ctrl-C stops everything.
// Ports: SANDBOX_PORT (7000), REALTIME_PORT (7001), WEB_PORT (5173).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ports = {
  SANDBOX_PORT: Number(process.env.SANDBOX_PORT ?? 7000),
  REALTIME_PORT: Number(process.env.REALTIME_PORT ?? 7001),
  WEB_PORT: Number(process.env.WEB_PORT ?? 5173),
};

async function free(port) {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}
for (const [name, port] of Object.entries(ports)) {
  if (!(await free(port))) {
    console.error(
      `✖ Port ${port} (${name}) is already taken. Stop what uses it, or choose another: ${name}=<port> npm start`,
    );
    process.exit(1);
  }
}

const env = { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])) };
const sandboxUrl = `http://127.0.0.1:${ports.SANDBOX_PORT}`;
const children = [];
function run(name, cmd, args, extraEnv = {}) {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (d) =>
    String(d)
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n');
  child.stdout.on('data', (d) => console.log(prefix(d)));
  child.stderr.on('data', (d) => console.error(prefix(d)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with ${code}; stopping everything`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('sandbox', process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], { OTT_QUIET: '1' });
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${sandboxUrl}/__sandbox/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 150));
}
run(
  'web',
  path.join(root, 'node_modules/.bin/vite'),
  ['apps/web', '--clearScreen', 'false', '--logLevel', 'warn'],
  {
    VITE_CONFIG_URL: `${sandboxUrl}/config/provider.json`,
  },
);

console.log(`
┌──────────────────────────────────────────────────────────────────────────┐
  OTT — local product on sandbox data
  App        http://127.0.0.1:${ports.WEB_PORT}/          (Arabic: /ar, Malayalam: /ml)
  Sandbox    ${sandboxUrl}   (provider config: ${sandboxUrl}/config/provider.json)
  Realtime   http://127.0.0.1:${ports.REALTIME_PORT}
  Log in     admin@sandbox.test / Sandbox#123   (HD plan; kids profile PIN 1234)
             free@sandbox.test  / Sandbox#123   (no plan)
  More sample data and error triggers: README.md › Sandbox.   Ctrl-C stops everything.
└──────────────────────────────────────────────────────────────────────────┘`);
