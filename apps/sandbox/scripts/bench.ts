// `npm run bench:sandbox` — measured, not asserted: start-up time of `npm start -w @ott/sandbox` to its first
// answer (goal ≤ 2 s), and the sandbox's resident memory after every contract operation was driven through it
// (goal ≤ 150 MB).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@ott/sdk/testing';
import { driveAllOperations } from '../test/contract-driver';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [port, realtimePort] = [await freePort(), await freePort()];
const url = `http://127.0.0.1:${port}`;
const t0 = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: dir,
  env: {
    ...process.env,
    SANDBOX_PORT: String(port),
    REALTIME_PORT: String(realtimePort),
    SANDBOX_TEST_MODE: '1',
    OTT_QUIET: '1',
  },
  stdio: 'ignore',
});
let firstAnswerMs = Number.NaN;
for (let i = 0; i < 400; i++) {
  try {
    if ((await fetch(`${url}/config/provider.json`)).ok) {
      firstAnswerMs = performance.now() - t0;
      break;
    }
  } catch {}
  await new Promise((r) => setTimeout(r, 10));
}
const rss = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const rssIdle = rss();
const t1 = performance.now();
const results = await driveAllOperations({
  sandboxUrl: url,
  baseUrl: (b) => (b === 'config' ? url : `${url}/${b}`),
});
const driveMs = performance.now() - t1;
const rssAfter = rss();
child.kill();
console.log(`start-up to first answer: ${firstAnswerMs.toFixed(0)} ms (goal ≤ 2000 ms)`);
console.log(
  `RSS idle: ${rssIdle.toFixed(1)} MB; after the contract drive (${results.length} responses, ${driveMs.toFixed(0)} ms): ${rssAfter.toFixed(1)} MB (goal ≤ 150 MB)`,
);
