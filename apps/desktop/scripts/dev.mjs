#!/usr/bin/env node
// `npm run desktop` (root) = `npm run dev -w @ott/desktop`: sandbox, realtime database, the renderer on vite (live
// reload), main and preload rebuilt and Electron restarted on change; stops with one line without the Electron binary.
// Ports: SANDBOX_PORT (7000), REALTIME_PORT (7001), DESKTOP_DEV_PORT (5174).
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  localPorts,
  processGroup,
  requireFreePorts,
  root,
  startSandbox,
} from '../../../scripts/lib/local-stack.mjs';
import { findElectron } from './electron-binary.mjs';

const electron = findElectron();
if (!electron.ok) {
  console.error(electron.message);
  process.exit(1);
}

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ports = localPorts({ SANDBOX_PORT: 7000, REALTIME_PORT: 7001, DESKTOP_DEV_PORT: 5174 });
await requireFreePorts(ports, 'npm run desktop');
const sandboxUrl = `http://127.0.0.1:${ports.SANDBOX_PORT}`;
const realtimeUrl = `http://127.0.0.1:${ports.REALTIME_PORT}`;
const devUrl = `http://127.0.0.1:${ports.DESKTOP_DEV_PORT}`;
const env = {
  ...process.env,
  ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
  VITE_CONFIG_URL: `${sandboxUrl}/config/provider.json`,
};

const group = processGroup(env);
await startSandbox(group, sandboxUrl);
group.run(
  'renderer',
  path.join(root, 'node_modules/.bin/vite'),
  ['--clearScreen', 'false', '--logLevel', 'warn'],
  {
    cwd: here,
  },
);
group.run('build', process.execPath, ['scripts/build.mjs', '--watch'], { cwd: here });

let app = null;
function startElectron() {
  app?.kill('SIGTERM');
  app = group.run('electron', electron.executable, ['.'], {
    cwd: here,
    mayExit: true, // restarted when the main process is rebuilt
    extraEnv: {
      OTT_DESKTOP_DEV_URL: devUrl,
      OTT_CONNECT_ORIGINS: `${sandboxUrl},${realtimeUrl}`,
      OTT_EXTERNAL_ORIGINS: sandboxUrl,
      OTT_SOCIAL_ORIGINS: sandboxUrl, // the sandbox's social consent page opens as the log-in pop-up
    },
  });
  app.on('exit', (code, signal) => {
    if (!group.stopping && signal !== 'SIGTERM') group.stop(code ?? 0); // the window was closed: stop everything
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
