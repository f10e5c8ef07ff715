#!/usr/bin/env node
// `npm test`: four turbo runs side by side, at one priority: the web journeys (two files at a time), the desktop and
// app suites, and the checks (lint, typecheck, the short suites). The run is CPU-bound; ranking lanes moved only
// which one ended last.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const turbo = path.join(root, 'node_modules/.bin/turbo');
const journeys = '--filter=@ott/web';
// The desktop and app suites are the longest of the rest and often wait (slowed downloads, jsdom): each starts at once
// in a lane of its own instead of after the short ones (turbo ran the app's last).
const desktop = '--filter=@ott/desktop';
const app = '--filter=@ott/app';
const not = (f) => f.replace('=', '=!');
const lanes = {
  journeys: ['run', 'test', journeys, '--concurrency=1'],
  desktop: ['run', 'test', desktop, '--concurrency=1'],
  app: ['run', 'test', app, '--concurrency=1'],
  checks: [
    'run',
    'lint',
    'lint:repo',
    'typecheck',
    'test',
    not(journeys),
    not(desktop),
    not(app),
    // The longest of these (sdk, realtime, sandbox) mostly wait on their servers: three at a time, the sandbox
    // suite no longer starts last, alone.
    '--concurrency=3',
  ],
};

const running = new Set();
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(turbo, [...args, '--continue=never'], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
    });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

let failed = false;
const stopAll = () => {
  for (const child of running) {
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {}
  }
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

await Promise.all(
  Object.entries(lanes).map(async ([name, args]) => {
    const code = await run(args);
    if (code !== 0 && !failed) {
      failed = true;
      console.error(`[test] ${name} failed (turbo ${args.join(' ')}): stopping the other lanes`);
      stopAll();
    }
  }),
);
process.exit(failed ? 1 : 0);
