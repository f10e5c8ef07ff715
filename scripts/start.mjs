#!/usr/bin/env node
// `npm start`: the whole product locally — the sandbox back-ends with the realtime database, and the web app's dev
// server pointed at them. One banner with the URLs and the sample credentials; Ctrl-C stops everything.
// Ports: SANDBOX_PORT (7000), REALTIME_PORT (7001), WEB_PORT (5173).
import path from 'node:path';
import { localPorts, processGroup, requireFreePorts, root, startSandbox } from './lib/local-stack.mjs';

const ports = localPorts({ SANDBOX_PORT: 7000, REALTIME_PORT: 7001, WEB_PORT: 5173 });
await requireFreePorts(ports, 'npm start');

const env = { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])) };
const sandboxUrl = `http://127.0.0.1:${ports.SANDBOX_PORT}`;
const group = processGroup(env);
await startSandbox(group, sandboxUrl);
group.run(
  'web',
  path.join(root, 'node_modules/.bin/vite'),
  ['apps/web', '--clearScreen', 'false', '--logLevel', 'warn'],
  {
    extraEnv: { VITE_CONFIG_URL: `${sandboxUrl}/config/provider.json` },
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
  More sample data and error triggers: apps/sandbox/README.md.   Ctrl-C stops everything.
└──────────────────────────────────────────────────────────────────────────┘`);
