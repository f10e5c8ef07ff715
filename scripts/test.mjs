#!/usr/bin/env node
// `npm test`: four turbo runs side by side. The web journeys are the longest chain and mostly wait on Chromium, so
// they run first in line for the CPU; desktop, lint, typecheck and unit suites run at low priority in the time left.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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
  journeys: { nice: 0, args: ['run', 'test', journeys, '--concurrency=1'] },
  desktop: { nice: 5, args: ['run', 'test', desktop, '--concurrency=1'] },
  app: { nice: 5, args: ['run', 'test', app, '--concurrency=1'] },
  checks: {
    nice: 5,
    args: [
      'run',
      'lint',
      'lint:repo',
      'typecheck',
      'test',
      not(journeys),
      not(desktop),
      not(app),
      '--concurrency=2',
    ],
  },
};

/** Lowers a lane's priority: its nice value (inherited by what it starts) and, where the kernel groups processes by
 * session (autogroup), its session's share, or a nice value would only rank it inside its own session. */
function lower(pid, nice) {
  try {
    os.setPriority(pid, nice);
  } catch {}
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {}
}

/** Keeps a lowered lane's descendants lowered: Chromium starts sessions of its own, each a new autogroup at 0. */
function keepLowered(rootPid, nice) {
  const sweep = () => {
    const children = new Map();
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
        children.set(ppid, [...(children.get(ppid) ?? []), d]);
      } catch {}
    }
    const todo = [...(children.get(String(rootPid)) ?? [])];
    for (let pid = todo.pop(); pid; pid = todo.pop()) {
      try {
        writeFileSync(`/proc/${pid}/autogroup`, String(nice));
      } catch {}
      todo.push(...(children.get(pid) ?? []));
    }
  };
  if (process.platform === 'linux') setInterval(sweep, 2000).unref();
}

const running = new Set();
function run({ args, nice }) {
  return new Promise((resolve) => {
    const child = spawn(turbo, [...args, '--continue=never'], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
    });
    if (nice) {
      lower(child.pid ?? 0, nice);
      keepLowered(child.pid ?? 0, nice);
    }
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
  Object.entries(lanes).map(async ([name, lane]) => {
    const code = await run(lane);
    if (code !== 0 && !failed) {
      failed = true;
      console.error(`[test] ${name} failed (turbo ${lane.args.join(' ')}): stopping the other lanes`);
      stopAll();
    }
  }),
);
process.exit(failed ? 1 : 0);
