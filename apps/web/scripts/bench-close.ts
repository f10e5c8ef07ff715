// `npm run bench:close -w @ott/web` — measured, not asserted: production build, sandbox, 6× CPU; log in, play
// MOV-001, seek, close at once. Counts "position kept" (a new page resumes within 2 s of the sought point; each run
// seeks elsewhere) and "slot freed" (no watch session of 1001 within 3 s; heartbeat window 45 s). BENCH_RUNS (10).

import { launchChromium } from '@ott/e2e-kit/browser';
import { sandboxControls } from '@ott/e2e-kit/controls';
import { loginAt } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { startStack } from '../e2e/stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const stack = await startStack();
const browser = await launchChromium();

async function until<T>(f: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  let v = await f();
  while (!ok(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    v = await f();
  }
  return v;
}
const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

const sessionsOf1001 = () =>
  [...stack.sandbox.state().catalogue.watchSessions.values()].filter((s) => s.subscriberid === '1001').length;

let kept = 0;
let freed = 0;
const lines: string[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    await sandboxControls(stack.sandbox.url).reset();
    const seekTo = 6 + run * 2; // 6 … 24 s of the 32 s stream
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginAt(page, stack.appUrl, 'admin@sandbox.test', 'Sandbox#123');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${stack.appUrl}/movie/the-desert-falcon/MOV-001/play`);
    await until(
      () => videoTime(page),
      (t) => t > 0.2,
      60_000,
    );
    await page.evaluate((to) => {
      const v = document.querySelector('video');
      if (v) v.currentTime = to;
    }, seekTo);
    await page.close({ runBeforeUnload: true });
    const left = await until(
      async () => sessionsOf1001(),
      (n) => n === 0,
      3000,
    );
    if (left === 0) freed++;

    // Make sure no session is left for the check page (a leaked one would expire only after 45 s).
    stack.sandbox.state().catalogue.watchSessions.clear();
    const check = await context.newPage();
    await check.goto(`${stack.appUrl}/movie/the-desert-falcon/MOV-001/play`);
    const t = await until(
      () => videoTime(check),
      (x) => x > 0.2,
      60_000,
    );
    const ok = Math.abs(t - seekTo) < 2;
    if (ok) kept++;
    lines.push(
      `run ${run + 1}: sought ${seekTo} s, resumed at ${t.toFixed(1)} s, slot ${left === 0 ? 'freed' : 'held'}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
console.log(lines.join('\n'));
console.log(`position kept after closing right after a seek at 6× CPU: ${kept}/${RUNS}`);
console.log(`stream slot freed on close (within 3 s): ${freed}/${RUNS}`);
