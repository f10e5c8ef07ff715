#!/usr/bin/env node
// `npm run start:mock`: the web app's dev server on the Prism mocks of `npm run mock` (4010–4014), with the front of
// scripts/lib/mock-front.ts on 4015 (provider config, posters, media). Ports: MOCK_PORT_BASE, WEB_PORT.
import path from 'node:path';
import { localPorts, processGroup, requireFreePorts, root } from './lib/local-stack.mjs';

const { MOCK_PORT_BASE: base, WEB_PORT } = localPorts({ MOCK_PORT_BASE: 4010, WEB_PORT: 5173 });
const backends = ['sms', 'cms', 'crm', 'charge', 'config']; // scripts/mock.mjs's order: base, base + 1, …
const mockOrigins = backends.map((_, i) => `http://127.0.0.1:${base + i}`);
const front = `http://127.0.0.1:${base + backends.length}`;
await requireFreePorts(
  Object.fromEntries([...backends, 'front'].map((b, i) => [`${b} (MOCK_PORT_BASE + ${i})`, base + i])),
  'npm run start:mock',
);
await requireFreePorts({ WEB_PORT }, 'npm run start:mock');

const env = { ...process.env, MOCK_PORT_BASE: String(base), WEB_PORT: String(WEB_PORT) };
const group = processGroup(env);
// mock.mjs exits 1 when no mock starts: the group then stops everything.
group.run('mock', process.execPath, ['scripts/mock.mjs']);

/** Waits until every URL answers (Prism takes a while on a loaded machine); the group's stop ends the process. */
async function answering(urls) {
  const answers = (url) =>
    fetch(url).then(
      () => true,
      () => false,
    );
  while (!(await Promise.all(urls.map(answers))).every(Boolean)) await new Promise((r) => setTimeout(r, 250));
}

await answering(mockOrigins);
group.run('front', process.execPath, ['--import', 'tsx', 'scripts/lib/mock-front.ts']);
await answering([`${front}/config/provider.json`]);
group.run(
  'web',
  path.join(root, 'node_modules/.bin/vite'),
  ['apps/web', '--clearScreen', 'false', '--logLevel', 'warn'],
  {
    extraEnv: {
      VITE_CONFIG_URL: `${front}/config/provider.json`,
      // The dev server's policy admits the mocks (OTT_CSP_SOURCES); the production build's policy is not concerned.
      OTT_CSP_SOURCES: mockOrigins.join(','),
    },
  },
);

console.log(`
┌──────────────────────────────────────────────────────────────────────────┐
  OTT — web app on the Prism mocks (the contracts' examples)
  App        http://127.0.0.1:${WEB_PORT}/
  Mocks      ${base}–${base + 4}  sms cms crm charge config (npm run mock)
  Front      ${front}   provider config, posters, media; the CMS mock under /cms
  Browsing works; a real log-in, payments, DRM playback and realtime likes need the sandbox (npm start).
  What answers what: packages/sdk/README.md.   Ctrl-C stops everything.
└──────────────────────────────────────────────────────────────────────────┘`);
