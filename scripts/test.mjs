#!/usr/bin/env node
// `npm test`: two turbo runs side by side, so the browser journeys (web, desktop: mostly waiting) start at once and
// the CPU-bound lint, typecheck and unit suites run beside them (turbo alone cannot say which task starts first).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const turbo = path.join(root, 'node_modules/.bin/turbo');
const journeys = ['--filter=@ott/web', '--filter=@ott/desktop'];
const lanes = {
  journeys: [['run', 'test', ...journeys, '--concurrency=2']],
  checks: [
    [
      'run',
      'lint',
      'lint:repo',
      'typecheck',
      'test',
      ...journeys.map((f) => f.replace('=', '=!')),
      '--concurrency=1',
    ],
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
  Object.entries(lanes).map(async ([name, runs]) => {
    for (const args of runs) {
      if (failed) return;
      const code = await run(args);
      if (code !== 0 && !failed) {
        failed = true;
        console.error(`[test] ${name} failed (turbo ${args.join(' ')}): stopping the other lane`);
        stopAll();
      }
    }
  }),
);
process.exit(failed ? 1 : 0);
