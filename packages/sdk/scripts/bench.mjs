#!/usr/bin/env node
// `npm run bench:sdk` — measured, not asserted: transport overhead per request (the same GET through plain fetch and
// through the SDK transport, against a local server, sequentially) and the gzip size of the SDK runtime
// tree-shaken to one hook on top of openapi-fetch (react and react-query external).
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { tsImport } from 'tsx/esm/api';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const N = Number(process.env.BENCH_N ?? 3000);

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
  res.end('{"data":{"subscriberid":"1001","profileid":"1001-p1"}}');
});
await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;

const sdk = await tsImport('../src/index.ts', import.meta.url);
const t = sdk.createTransport({
  baseUrl: () => base,
  tokens: () => ({ deviceToken: null, sessionToken: 'st', refreshToken: null }),
  recover: async () => {},
  onLogout: () => {},
});

async function time(label, fn) {
  for (let i = 0; i < 200; i++) await fn(); // warm-up
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await fn();
  const us = Number(process.hrtime.bigint() - t0) / 1000 / N;
  console.log(`${label.padEnd(34)} ${us.toFixed(1)} µs/request`);
  return us;
}
const raw = await time('plain fetch', async () =>
  (await fetch(`${base}/subscriber/v1/subscriber`, { headers: { 'X-SESSION': 'st' } })).json(),
);
const viaSdk = await time('SDK transport (typed client)', async () => t.sms.GET('/subscriber/v1/subscriber'));
const viaHook = await time('SDK transport (orval mutator)', async () =>
  t.call('sms', '/subscriber/v1/subscriber'),
);
console.log(
  `transport overhead: ${(viaSdk - raw).toFixed(1)} µs/request (typed), ${(viaHook - raw).toFixed(1)} µs/request (mutator), N=${N}`,
);
server.close();

async function gz(contents) {
  const r = await build({
    stdin: { contents, resolveDir: pkg, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    treeShaking: true,
    external: ['react', 'react/*', '@tanstack/react-query'],
  });
  return gzipSync(r.outputFiles[0].contents, { level: 9 }).length;
}
const fetchOnly = await gz("import createClient from 'openapi-fetch'; console.log(createClient);");
const transportOnly = await gz(
  "import { createTransport, setTransport } from './src/index.ts'; console.log(createTransport, setTransport);",
);
const hook = await gz(
  "import { useGetSubscriberDetails } from './src/generated/hooks/sms.ts'; import { createTransport, setTransport } from './src/index.ts'; console.log(useGetSubscriberDetails, createTransport, setTransport);",
);
console.log(
  `gzip: openapi-fetch alone ${(fetchOnly / 1024).toFixed(2)} KB; transport ${(transportOnly / 1024).toFixed(2)} KB; transport + one hook ${(hook / 1024).toFixed(2)} KB; on top of openapi-fetch: ${((hook - fetchOnly) / 1024).toFixed(2)} KB (budget 6 KB)`,
);
