// `npm run bench:play -w @ott/web` — play click → first frame only (the figure `npm run bench:web` prints once), run
// several times on one production build, with where the time goes: each request the click sets off (route chunk,
// Shaka, API calls, manifest, segments) as start → end in ms after the click. Measured, not asserted. `RUNS=n` sets
// the number of runs (default 7); `TITLE=path` the details page (default the free film /details/free/MOV-007).
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { startStack } from '../e2e/stack';

const runs = Number(process.env.RUNS ?? 7);
const title = process.env.TITLE ?? '/details/free/MOV-007';
const stack = await startStack();
const browser = await launchChromium();

async function once(page: Page): Promise<{ ms: number; steps: string[] }> {
  await page.goto(`${stack.appUrl}${title}`, { waitUntil: 'networkidle' });
  const button = page.getByTestId('play-button');
  await button.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { __t0?: number; __frame?: number; __events?: string[] };
    w.__events = [];
    new MutationObserver(() => {
      const v = document.querySelector('video') as (HTMLVideoElement & { __hooked?: boolean }) | null;
      if (v && !v.__hooked) {
        v.__hooked = true;
        w.__events?.push(`<video> ${(performance.now() - (w.__t0 ?? 0)).toFixed(0)}`);
        for (const type of ['loadedmetadata', 'loadeddata', 'canplay', 'play', 'playing'])
          v.addEventListener(type, () =>
            w.__events?.push(`${type} ${(performance.now() - (w.__t0 ?? 0)).toFixed(0)}`),
          );
        v.requestVideoFrameCallback(() => {
          w.__frame = performance.now();
        });
      }
    }).observe(document.body, { childList: true, subtree: true });
    document.addEventListener(
      'click',
      () => {
        w.__t0 = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await button.click();
  await page.waitForFunction(() => (window as unknown as { __frame?: number }).__frame, null, {
    timeout: 30000,
  });
  return page.evaluate(() => {
    const w = window as unknown as { __t0: number; __frame: number; __events: string[] };
    const steps = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= w.__t0 - 1 && e.startTime <= w.__frame)
      .map((e) => {
        const u = new URL(e.name);
        const name = u.pathname.split('/').slice(-2).join('/');
        return `${name} ${(e.startTime - w.__t0).toFixed(0)}→${(e.responseEnd - w.__t0).toFixed(0)}`;
      });
    const marks = performance
      .getEntriesByType('mark')
      .filter((m) => m.startTime >= w.__t0)
      .map((m) => `${m.name} ${(m.startTime - w.__t0).toFixed(0)}`);
    return { ms: w.__frame - w.__t0, steps: [...steps, ...w.__events, ...marks] };
  });
}

try {
  const results: number[] = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const { ms, steps } = await once(page);
    results.push(ms);
    console.log(`run ${i + 1}: play click → first frame ${ms.toFixed(0)} ms`);
    console.log(`  ${steps.join('\n  ')}`);
    await ctx.close();
  }
  const sorted = [...results].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  console.log(
    `play click → first frame: median ${median.toFixed(0)} ms, min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms over ${runs} runs (budget 200 ms)`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
