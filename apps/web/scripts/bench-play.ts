// `npm run bench:play -w @ott/web` — play click → first frame only (the figure `npm run bench:web` prints once), run
// several times on one production build, with where the time goes: each request the click sets off (route chunk,
// Shaka, API calls, manifest, segments) as start → end in ms after the click. Measured, not asserted. `RUNS=n` sets
// the number of runs (default 7); `TITLE=path` the details page (default the free film /details/free/MOV-007).
// A/B on a shared machine: `DISTS=old:/tmp/a,new:/tmp/b` serves builds made beforehand for the fixed ports
// 17300 (sandbox) and 17301 (realtime) — `VITE_CONFIG_URL=http://127.0.0.1:17300/config/provider.json
// OTT_CSP_SOURCES=ws://127.0.0.1:17301 VITE_OTT_SECRET=sandbox-sample-secret vite build --outDir /tmp/a` — and
// alternates them run by run (RUNS runs of each), so both see the same load.
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { startStack } from '../e2e/stack';

const runs = Number(process.env.RUNS ?? 7);
const title = process.env.TITLE ?? '/details/free/MOV-007';
const dists = (process.env.DISTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((d) => {
    const [label, dir] = d.includes(':') ? (d.split(':') as [string, string]) : [d, d];
    return { label, dir };
  });
const stack = await startStack(
  dists.length ? { build: false, ports: { sandbox: 17300, realtime: 17301 } } : {},
);
const builds = dists.length
  ? await Promise.all(dists.map(async (d) => ({ label: d.label, url: await stack.serve(d.dir) })))
  : [{ label: 'build', url: stack.appUrl }];
const browser = await launchChromium();

async function once(page: Page, appUrl: string): Promise<{ ms: number; steps: string[] }> {
  // The default buffer (250 entries) fills up on the details page: the requests after the click would be missing.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  await page.goto(`${appUrl}${title}`, { waitUntil: 'networkidle' });
  const button = page.getByTestId('play-button');
  await button.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { __t0?: number; __frame?: number; __events?: string[] };
    w.__events = [];
    // Long animation frames (≥ 50 ms of main-thread work) after the click, with the scripts that ran in them.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        blockingDuration: number;
        scripts: { invoker: string; duration: number; sourceFunctionName: string; sourceURL: string }[];
      })[]) {
        if (w.__t0 === undefined || e.startTime + e.duration < w.__t0) continue;
        const scripts = e.scripts
          .filter((x) => x.duration >= 5)
          .map(
            (x) =>
              `${x.invoker} ${x.sourceFunctionName || '?'}@${x.sourceURL.split('/').pop()} ${x.duration.toFixed(0)}`,
          );
        w.__events?.push(
          `long frame ${(e.startTime - w.__t0).toFixed(0)}+${e.duration.toFixed(0)} [${scripts.join('; ')}]`,
        );
      }
    }).observe({ type: 'long-animation-frame' });
    new MutationObserver(() => {
      const v = document.querySelector('video') as (HTMLVideoElement & { __hooked?: boolean }) | null;
      if (v && !v.__hooked) {
        v.__hooked = true;
        w.__events?.push(
          `<video> ${(performance.now() - (w.__t0 ?? 0)).toFixed(0)} (readyState ${v.readyState})`,
        );
        for (const type of [
          'loadedmetadata',
          'loadeddata',
          'canplay',
          'play',
          'playing',
          'waiting',
          'timeupdate',
        ])
          v.addEventListener(type, () =>
            w.__events?.push(`${type} ${(performance.now() - (w.__t0 ?? 0)).toFixed(0)}`),
          );
        v.requestVideoFrameCallback((_now, meta) => {
          w.__frame = performance.now();
          w.__events?.push(
            `first frame: media time ${meta.mediaTime.toFixed(3)} s, presented frames ${meta.presentedFrames}, expected display ${(meta.expectedDisplayTime - (w.__t0 ?? 0)).toFixed(0)}`,
          );
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
  const results = new Map<string, number[]>(builds.map((b) => [b.label, []]));
  for (let i = 0; i < runs; i++) {
    for (const build of builds) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      const { ms, steps } = await once(page, build.url);
      results.get(build.label)?.push(ms);
      console.log(`run ${i + 1} ${build.label}: play click → first frame ${ms.toFixed(0)} ms`);
      console.log(`  ${steps.join('\n  ')}`);
      await ctx.close();
    }
  }
  for (const [label, list] of results) {
    const sorted = [...list].sort((a, b) => a - b);
    // The median of an even count is the mean of the middle two.
    const mid = sorted.length / 2;
    const median =
      sorted.length % 2
        ? (sorted[Math.floor(mid)] as number)
        : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
    console.log(
      `${label}: play click → first frame: median ${median.toFixed(0)} ms, min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms over ${list.length} runs (budget 200 ms) [${list.map((m) => m.toFixed(0)).join(' ')}]`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
