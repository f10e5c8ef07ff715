#!/usr/bin/env node
// `npm run desktop` (root) = `npm run dev -w @ott/desktop`: the sandbox back-ends and the realtime database, the
// renderer on vite's dev server (live reload), the main process and preload rebuilt on change, and Electron restarted
// when they change. Stops at once, with one line, when the Electron binary is missing.
// Ports: SANDBOX_PORT (7000), REALTIME_PORT (7001), DESKTOP_DEV_PORT (5174).
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectron } from './electron-binary.mjs';

const electron = findElectron();
if (!electron.ok) {
  console.error(electron.message);
  process.exit(1);
}

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(here, '../..');
const ports = {
  SANDBOX_PORT: Number(process.env.SANDBOX_PORT ?? 7000),
  REALTIME_PORT: Number(process.env.REALTIME_PORT ?? 7001),
  DESKTOP_DEV_PORT: Number(process.env.DESKTOP_DEV_PORT ?? 5174),
};
const sandboxUrl = `http://127.0.0.1:${ports.SANDBOX_PORT}`;
const realtimeUrl = `http://127.0.0.1:${ports.REALTIME_PORT}`;
const devUrl = `http://127.0.0.1:${ports.DESKTOP_DEV_PORT}`;
const env = {
  ...process.env,
  ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
  VITE_CONFIG_URL: `${sandboxUrl}/config/provider.json`,
};

const children = new Set();
let stopping = false;
function run(name, cmd, args, extraEnv = {}, cwd = root) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping && name !== 'electron') {
      console.error(`[${name}] exited with ${code}; stopping everything`);
      stop(1);
    }
  });
  return child;
}
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
  'renderer',
  path.join(root, 'node_modules/.bin/vite'),
  ['--clearScreen', 'false', '--logLevel', 'warn'],
  {},
  here,
);
run('build', process.execPath, ['scripts/build.mjs', '--watch'], {}, here);

let app = null;
function startElectron() {
  app?.kill('SIGTERM');
  app = run(
    'electron',
    electron.executable,
    ['.'],
    {
      OTT_DESKTOP_DEV_URL: devUrl,
      OTT_CONNECT_ORIGINS: `${sandboxUrl},${realtimeUrl}`,
      OTT_EXTERNAL_ORIGINS: sandboxUrl,
    },
    here,
  );
  app.on('exit', (code, signal) => {
    if (!stopping && signal !== 'SIGTERM') stop(code ?? 0); // the window was closed: stop everything
  });
}
await new Promise((r) => setTimeout(r, 1500)); // first esbuild pass
startElectron();
let timer = null;
watch(path.join(here, 'dist/main'), () => {
  clearTimeout(timer);
  timer = setTimeout(startElectron, 300);
});
console.log(
  `[desktop] sandbox ${sandboxUrl} · renderer ${devUrl} · Electron ${electron.version}. Ctrl-C stops everything.`,
);
