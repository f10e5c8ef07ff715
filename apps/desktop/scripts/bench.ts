// `npm run bench -w @ott/desktop` — measured, not asserted (issue 12): renderer start from app:// to the first poster
// of Home, at 4× CPU slowdown (Chromium DevTools throttling), on the Chromium stand-in: the production renderer served
// through the real app:// handler (e2e/stack.ts) with the test bridge for the preload. Target ≤ 0.8 s.
// "first poster" = the load event of the first poster image inside Home's first poster card, in ms since navigation
// start (performance.now() in the page). Cold = a fresh profile (first launch); warm = the same profile again (a
// relaunch: stored provider config, device token and language). Median of RUNS (default 7) each.
import type { Browser } from 'playwright-core';
import { installTestBridge } from '../e2e/bridge';
import { launchChromium } from '../e2e/browser';
import { startStack } from '../e2e/stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU = 4;

declare global {
  interface Window {
    __firstPoster?: number;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

interface Run {
  poster: number;
  lcp: number;
  /** responseEnd (ms) of the start-up steps (SPEC §4), where they happened. */
  steps: Record<string, number>;
}

async function measure(browser: Browser, url: string, warm: boolean): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await installTestBridge(context);
  await context.addInitScript(() => {
    document.addEventListener(
      'load',
      (e) => {
        const t = e.target as HTMLElement;
        if (
          window.__firstPoster === undefined &&
          t.tagName === 'IMG' &&
          t.closest('[data-testid="poster-card"]')
        )
          window.__firstPoster = performance.now();
      },
      true,
    );
  });
  const page = await context.newPage();
  if (warm) {
    await page.goto(url);
    await page.waitForFunction(() => window.__firstPoster !== undefined);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.goto(url);
  await page.waitForFunction(() => window.__firstPoster !== undefined, undefined, { timeout: 30000 });
  const poster = await page.evaluate(() => window.__firstPoster ?? Number.NaN);
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((l) => {
          const all = l.getEntries();
          resolve(all[all.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const steps = await page.evaluate(() => {
    const out: Record<string, number> = {};
    const mark = (name: string, re: RegExp) => {
      const e = performance.getEntriesByType('resource').find((r) => re.test(r.name));
      if (e) out[name] = (e as PerformanceResourceTiming).responseEnd;
    };
    mark('entry js', /\/assets\/index-[^/]+\.js$/);
    mark('config', /\/config\/provider\.json/);
    mark('register', /\/device\/register\//);
    mark('first list', /\/cms\/subscriber\/v1\/content\?/);
    return out;
  });
  await context.close();
  return { poster, lcp, steps };
}

const stack = await startStack();
const browser = await launchChromium();
try {
  const lines: string[] = [];
  for (const warm of [false, true]) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, stack.appUrl, warm));
    const p = runs.map((r) => r.poster);
    lines.push(
      `${warm ? 'warm (relaunch)' : 'cold (first launch)'} at ${CPU}× CPU: first poster median ${(median(p) / 1000).toFixed(3)} s ` +
        `(min ${(Math.min(...p) / 1000).toFixed(3)}, max ${(Math.max(...p) / 1000).toFixed(3)}; target ≤ 0.8 s), ` +
        `LCP median ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(3)} s, ${RUNS} runs`,
    );
    const names = [...new Set(runs.flatMap((r) => Object.keys(r.steps)))];
    lines.push(
      `  steps (median responseEnd): ${names.map((n) => `${n} ${Math.round(median(runs.flatMap((r) => (n in r.steps ? [r.steps[n] as number] : []))))} ms`).join(', ')}`,
    );
  }
  const load = (await import('node:os')).loadavg()[0]?.toFixed(1);
  lines.push(
    `machine load average (1 min) at the end: ${load} on ${(await import('node:os')).cpus().length} cores`,
  );
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await stack.stop();
}
