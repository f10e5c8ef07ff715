// `npm run bench:play -w @ott/web` — play click → first frame only (the figure `npm run bench:web` prints once), run
// several times on one production build, with where the time goes: each request the click sets off (route chunk,
// Shaka, API calls, manifest, segments) as start → end in ms after the click, the player's User Timing marks and the
// long animation frames. The first frame is the first `requestVideoFrameCallback` after the click (a frame presented
// by playback); "picture shown" also counts the paint of an element that already holds a decoded frame (a stream
// primed before the click shows its first frame, paused, as soon as the player screen is painted). Measured, not
// asserted. `RUNS=n` sets the number of runs (default 7); `TITLE=path` the details page (default the free film
// /details/free/MOV-007).
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

async function once(page: Page, appUrl: string): Promise<{ ms: number; picture: number; steps: string[] }> {
  // The default buffer (250 entries) fills up on the details page: the requests after the click would be missing.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  // tsx keeps function names with a `__name` helper that the page does not have (named functions in evaluate).
  await page.addInitScript('globalThis.__name = (f) => f;');
  await page.goto(`${appUrl}${title}`, { waitUntil: 'networkidle' });
  const button = page.getByTestId('play-button');
  await button.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as {
      __t0?: number;
      __frame?: number;
      __picture?: number;
      __events?: string[];
    };
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
        // The picture shown: the paint after the element is in the page with a current frame (a stream primed before
        // the click shows its first frame there, paused, before any new frame is presented) — a second figure.
        const watch = () =>
          requestAnimationFrame(() => {
            if (v.readyState >= 2) requestAnimationFrame(() => (w.__picture ??= performance.now()));
            else if (w.__picture === undefined) watch();
          });
        watch();
        v.requestVideoFrameCallback((_now, meta) => {
          w.__frame = performance.now();
          w.__picture = Math.min(w.__picture ?? w.__frame, w.__frame);
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
    const w = window as unknown as { __t0: number; __frame: number; __picture: number; __events: string[] };
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
    return {
      ms: w.__frame - w.__t0,
      picture: w.__picture - w.__t0,
      steps: [...steps, ...w.__events, ...marks],
    };
  });
}

try {
  const results = new Map<string, number[]>(builds.map((b) => [b.label, []]));
  const pictures = new Map<string, number[]>(builds.map((b) => [b.label, []]));
  for (let i = 0; i < runs; i++) {
    for (const build of builds) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      const { ms, picture, steps } = await once(page, build.url);
      results.get(build.label)?.push(ms);
      pictures.get(build.label)?.push(picture);
      console.log(
        `run ${i + 1} ${build.label}: play click → first frame ${ms.toFixed(0)} ms (picture shown ${picture.toFixed(0)} ms)`,
      );
      console.log(`  ${steps.join('\n  ')}`);
      await ctx.close();
    }
  }
  const summary = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    // The median of an even count is the mean of the middle two.
    const mid = sorted.length / 2;
    const median =
      sorted.length % 2
        ? (sorted[Math.floor(mid)] as number)
        : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
    return `median ${median.toFixed(0)} ms, min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms over ${list.length} runs`;
  };
  for (const [label, list] of results) {
    console.log(
      `${label}: play click → first frame: ${summary(list)} (budget 200 ms) [${list.map((m) => m.toFixed(0)).join(' ')}]`,
    );
    console.log(`${label}: play click → picture shown: ${summary(pictures.get(label) ?? [])}`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
