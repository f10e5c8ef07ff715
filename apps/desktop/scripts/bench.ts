// `npm run bench -w @ott/desktop` — measured, not asserted: renderer start to Home's first poster at 4× CPU on the
// Chromium stand-in (e2e/stack.ts; targets: relaunch ≤ 0.8 s, first launch ≤ 1.5 s), beside a static-page floor; and a
// 30 s title's download throughput against a plain fetch. BENCH_PART=start|downloads, BENCH_CPU=1, BENCH_POSTERS=svg.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, launchChromiumProfile } from '@ott/e2e-kit/browser';
import { loginAt } from '@ott/e2e-kit/login';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { installTestBridge, STAND_IN_MAIN } from '../e2e/bridge';
import { serveLikeAppScheme, startStack } from '../e2e/stack';

// "First poster": the load event of the first poster on screen, ms since navigation start — the snapshot's on a
// relaunch, the live Home's on a first launch (reported too). Cold: a fresh profile. Warm: a profile kept on disk after
// two launches (config, device token, language, V8 code cache, snapshot). Median of RUNS (7), with main-thread task
// time (CDP, thread time: it compares builds). The floor: Home's first poster alone in static HTML, relaunched alike.
// Posters are JPEG, as a CDN serves them (one unmeasured launch fills the sandbox's cache).
// Downloads (target ≥ 80 % of a plain fetch): MOV-003 (32 s, 720p, ClearKey) downloaded through the app, then its very
// requests fetched again with fetch() (6 at a time), then played offline; on loopback and on an emulated link
// (BENCH_DL_MBPS, default 20 Mbit/s, 20 ms latency each way). Median of DL_RUNS (3).
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** CPU slowdown (4×); BENCH_CPU=1 shows the same start-up unthrottled (the floor the machine sets). */
const CPU = Number(process.env.BENCH_CPU ?? 4);
/** Launches before a measured relaunch (see measure). */
const WARM_LAUNCHES = 2;

declare global {
  interface Window {
    __firstPoster?: number;
    __firstLivePoster?: number;
    __firstPosterFrom?: PosterSource;
    __firstPosterSrc?: string;
    __onFirstPoster?: () => void;
    __downloadClick?: number;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** Who drew the first poster: the main process from the last run's snapshot (`kept`), or React (`live`). */
type PosterSource = 'kept' | 'live';

interface Run {
  /** The first poster on screen, whoever drew it. */
  poster: number;
  /** The live Home's first poster (the app's own, rendered by React from its API calls). */
  livePoster: number;
  from: PosterSource;
  /** The first poster's image URL (the floor shows the same one). */
  posterSrc: string;
  lcp: number;
  /** responseEnd (ms) of the start-up steps (SPEC §4), where they happened. */
  steps: Record<string, number>;
  /** Main-thread time (ms, thread ticks) from navigation to the first poster: tasks, script, style, layout. */
  cpu: Record<string, number>;
}

/** The bench's page hooks: the test bridge (talking to the stand-in main process) and the first posters' load events. */
async function prepare(context: BrowserContext, appUrl: string): Promise<void> {
  await installTestBridge(context, { appUrl });
  await context.addInitScript(() => {
    document.addEventListener(
      'load',
      (e) => {
        const t = e.target as HTMLElement;
        if (t.tagName !== 'IMG') return;
        const live = t.closest('[data-testid="poster-card"]');
        if (!live && !t.closest('[data-testid="snapshot-card"]')) return;
        if (window.__firstPoster === undefined) {
          window.__firstPoster = performance.now();
          window.__firstPosterSrc = (t as HTMLImageElement).currentSrc;
          window.__firstPosterFrom = live ? 'live' : 'kept';
        }
        if (live && window.__firstLivePoster === undefined) {
          window.__firstLivePoster = performance.now();
          window.__onFirstPoster?.();
        }
      },
      true,
    );
  });
}

/** What the stand-in main process keeps of the start-up snapshot (e2e/stack.ts). */
async function keptSnapshot(appUrl: string, method = 'GET') {
  const r = await fetch(`${appUrl}${STAND_IN_MAIN}startup-snapshot`, { method });
  return (await r.json()) as { identity: string | null; snapshotIdentity: string | null };
}

/** A launch of the app on a profile kept on disk: a new browser process each time, as a relaunch of Electron is. */
async function launchProfile(dir: string, appUrl: string): Promise<BrowserContext> {
  const context = await launchChromiumProfile(dir, { viewport: { width: 1280, height: 800 } });
  await prepare(context, appUrl);
  return context;
}

/** Waits until the stand-in main process keeps Home's snapshot under the current identity. */
async function snapshotKept(appUrl: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const k = await keptSnapshot(appUrl);
    if (k.snapshotIdentity !== null && k.snapshotIdentity === k.identity) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Home was not kept as the start-up snapshot within 10 s');
}

/**
 * Cold: a first launch (a fresh profile). Warm: a relaunch in the steady state — the browser is started twice on one
 * profile before the measured start, each time a new process that loads Home and quits: the config, device token and
 * language are stored, and V8's code cache for the app's scripts is on disk (Chromium writes it on a script's second
 * load, as Electron does for app:// with the scheme's codeCache privilege). Nothing is kept in memory from before.
 *
 * `url`: what is launched (the app, or the floor's static page); `appUrl`: the app's stand-in main process.
 */
async function measure(browser: Browser, url: string, warm: boolean, appUrl = url): Promise<Run> {
  let context: BrowserContext;
  let profile: string | null = null;
  if (warm) {
    profile = mkdtempSync(path.join(tmpdir(), 'ott-bench-profile-'));
    for (let i = 0; i < WARM_LAUNCHES; i++) {
      const earlier = await launchProfile(profile, appUrl);
      const p = earlier.pages()[0] ?? (await earlier.newPage());
      await p.goto(url);
      await firstPoster(p);
      // As a real session outlives its first second: Home's snapshot has been handed to the main process.
      if (url === appUrl) await snapshotKept(appUrl);
      await earlier.close();
    }
    context = await launchProfile(profile, appUrl);
  } else {
    // A first launch: nothing kept from an earlier one (no profile, no start-up snapshot).
    await keptSnapshot(appUrl, 'DELETE');
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await prepare(context, appUrl);
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  // The renderer's own work in thread time (thread ticks): what the wall-clock figure is made of, without the time
  // spent waiting for the network or for a core on a shared machine.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const cpu0 = await cpuMetrics(cdp);
  await page.goto(url);
  await firstPoster(page);
  const cpu1 = await cpuMetrics(cdp); // at the live Home's first poster
  const poster = await page.evaluate(() => window.__firstPoster ?? Number.NaN);
  const livePoster = await page.evaluate(() => window.__firstLivePoster ?? Number.NaN);
  const from = await page.evaluate(() => window.__firstPosterFrom ?? 'live');
  const posterSrc = await page.evaluate(() => window.__firstPosterSrc ?? '');
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
    const page = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (page) out['start page'] = page.responseEnd;
    mark('entry js', /\/assets\/start-[^/]+\.js$/);
    mark('config', /\/config\/provider\.json/);
    mark('register', /\/device\/register\//);
    mark('first list', /\/cms\/subscriber\/v1\/content\?/);
    return out;
  });
  await context.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  return {
    poster,
    livePoster,
    from,
    posterSrc,
    lcp,
    steps,
    cpu: Object.fromEntries(Object.entries(cpu1).map(([k, v]) => [k, (v - (cpu0[k] ?? 0)) * 1000])),
  };
}

/**
 * Waits for the first poster without polling from the page: Playwright's waitForFunction would inject its script
 * into the page during the start being measured and run it on every frame (tens of ms on the throttled main thread).
 */
async function firstPoster(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        if (window.__firstLivePoster !== undefined) return resolve();
        window.__onFirstPoster = resolve;
        setTimeout(() => reject(new Error('no poster within 30 s')), 30000);
      }),
  );
}

/** Main-thread durations so far (s): all tasks, script, style, layout. */
async function cpuMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const want = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'];
  return Object.fromEntries(metrics.filter((m) => want.includes(m.name)).map((m) => [m.name, m.value]));
}

const DL_RUNS = Number(process.env.DL_RUNS ?? 3);
const DL_MBPS = Number(process.env.BENCH_DL_MBPS ?? 20);
const PART = process.env.BENCH_PART ?? 'all';

interface DownloadRun {
  bytes: number;
  storedBytes: number;
  downloadMs: number;
  fetchMs: number;
  offlineFirstFrameMs: number;
  /** Click → first segment request (manifest, DRM, quota, IndexedDB); segments; last segment → done on screen. */
  setupMs: number;
  segmentsMs: number;
  finishMs: number;
  /** The renderer main thread's CPU time (thread ticks) from the click to done: the app's own work per download. */
  mainThreadMs: number;
}

async function throttle(cdp: CDPSession, mbps: number | null) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mbps ? 20 : 0,
    downloadThroughput: mbps ? (mbps * 1_000_000) / 8 : -1,
    uploadThroughput: mbps ? (mbps * 1_000_000) / 8 : -1,
  });
}

async function measureDownload(browser: Browser, url: string, mbps: number | null): Promise<DownloadRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await installTestBridge(context);
  const page: Page = await context.newPage();
  await loginAt(page, url, 'admin@sandbox.test', 'Sandbox#123');
  await page.goto(`${url}/details/t/MOV-003`);
  await page.getByTestId('download-button').click();
  const menu = page.getByTestId('download-quality');
  await menu.getByRole('radio', { name: '720p' }).check();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, mbps);
  await page.evaluate(() => performance.clearResourceTimings());
  const requested: string[] = [];
  const times = { first: 0, last: 0, done: false };
  const media = (u: string) => /\/media\/clearkey\/.+\.(m4s|vtt)$/.test(u);
  page.on('request', (r) => {
    if (times.done) return;
    if (/\/media\/clearkey\/.+\.(mpd|m4s|vtt)$/.test(r.url())) requested.push(r.url());
    if (media(r.url()) && !times.first) times.first = Date.now();
  });
  page.on('requestfinished', (r) => {
    if (!times.done && media(r.url())) times.last = Date.now();
  });
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const cpu0 = await cpuMetrics(cdp);
  // The download starts when the user's click reaches the page (not when the harness begins its click: Playwright's
  // actionability checks before it are not the app's time).
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element).closest('[data-testid="download-start"]'))
          window.__downloadClick = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await menu.getByTestId('download-start').click();
  const [t0, origin] = await page.evaluate(() => [
    window.__downloadClick ?? Number.NaN,
    performance.timeOrigin,
  ]);
  const w0 = origin + t0; // the click in wall-clock time, for the request log's phases
  await page.getByTestId('download-state').click(); // → the Downloads screen
  const row = page.locator('[data-testid="download"][data-id="MOV-003"]');
  // The moment the screen says done, seen by a MutationObserver in the page: no polling on every frame, which would
  // add main-thread work to the download only (the plain fetch below runs without it).
  const t1 = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const done = () =>
          document
            .querySelector('[data-testid="download"][data-id="MOV-003"]')
            ?.getAttribute('data-status') === 'done';
        if (done()) return resolve(performance.now());
        const seen = new MutationObserver(() => {
          if (!done()) return;
          seen.disconnect();
          resolve(performance.now());
        });
        seen.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-status'],
        });
        setTimeout(() => reject(new Error('the download did not finish within 120 s')), 120000);
      }),
  );
  const w1 = Date.now();
  const cpu1 = await cpuMetrics(cdp);
  times.done = true;
  const storedBytes = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('ott.downloads') ?? '{}').entries ?? []).find(
        (e: { id: string }) => e.id === 'MOV-003',
      )?.bytes ?? 0,
  );
  // The same requests, plainly: the manifest and every segment Shaka fetched, 6 at a time (the browser's connections
  // per host: the most a plain fetch gets).
  const fetched = await page.evaluate(async (urls) => {
    const queue = [...new Set(urls)];
    const start = performance.now();
    let bytes = 0;
    const worker = async () => {
      for (let u = queue.shift(); u; u = queue.shift()) {
        const n = (await (await fetch(u, { cache: 'no-store' })).arrayBuffer()).byteLength;
        bytes += n; // (not `bytes += await …`: that reads `bytes` before the await and loses the other workers' adds)
      }
    };
    await Promise.all([worker(), worker(), worker(), worker(), worker(), worker()]);
    return { bytes, ms: performance.now() - start, count: urls.length };
  }, requested);
  // Played with the network off, from the Downloads screen (its player chunks warmed there).
  // (Shaka's chunk came with the quality menu, before the timings were cleared.)
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((r) => r.name.includes('OfflinePlayerScreen')),
  );
  await throttle(cdp, null);
  await context.setOffline(true);
  const p0 = await page.evaluate(() => performance.now());
  await row.getByTestId('download-play').click();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0, undefined, {
    timeout: 30000,
    polling: 'raf',
  });
  const p1 = await page.evaluate(() => performance.now());
  await context.close();
  return {
    bytes: fetched.bytes,
    storedBytes,
    downloadMs: t1 - t0,
    fetchMs: fetched.ms,
    offlineFirstFrameMs: p1 - p0,
    setupMs: times.first - w0,
    segmentsMs: times.last - times.first,
    finishMs: w1 - times.last,
    mainThreadMs: ((cpu1.TaskDuration ?? 0) - (cpu0.TaskDuration ?? 0)) * 1000,
  };
}

/** Home's first poster (`src`, as the app showed it) alone in static HTML, served like app://. */
async function staticPosterPage(src: string): Promise<{ url: string; stop(): void }> {
  if (!src) throw new Error('the app recorded no first poster to measure the floor with');
  const dir = mkdtempSync(path.join(tmpdir(), 'ott-bench-floor-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>OTT</title></head><body>` +
      `<div data-testid="poster-card"><img src="${src}" alt="" width="320" height="180"></div></body></html>`,
  );
  const { server, url } = await serveLikeAppScheme(
    dir,
    `default-src 'self'; img-src 'self' ${new URL(src).origin}`,
  );
  return {
    url,
    stop() {
      server.closeAllConnections();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The posters the sandbox lists: JPEG by default (what a CDN serves, decoded off the page's main thread), or the
 * sandbox's SVG (BENCH_POSTERS=svg: the browser lays each one out and paints it on the main thread, ~40 ms at 4× CPU).
 */
const POSTERS = process.env.BENCH_POSTERS === 'svg' ? 'svg' : 'jpeg';
const stack = await startStack({ posterFormat: POSTERS });
const browser = await launchChromium();
try {
  const lines: string[] = [];
  if (PART !== 'start')
    for (const mbps of [null, DL_MBPS]) {
      const runs: DownloadRun[] = [];
      for (let i = 0; i < DL_RUNS; i++) runs.push(await measureDownload(browser, stack.appUrl, mbps));
      const mb = median(runs.map((r) => r.bytes)) / 1e6;
      const dl = median(runs.map((r) => r.downloadMs));
      const plain = median(runs.map((r) => r.fetchMs));
      const ratio = (mb / dl / (mb / plain)) * 100;
      const perRun = runs.map((r) => (r.fetchMs / r.downloadMs) * 100);
      lines.push(
        `download of the 30 s ClearKey title (720p, ${mb.toFixed(2)} MB fetched, ${(median(runs.map((r) => r.storedBytes)) / 1e6).toFixed(2)} MB stored) ` +
          `${mbps ? `on an emulated ${mbps} Mbit/s link` : 'on loopback'}: app download ${Math.round(dl)} ms ` +
          `(${((mb * 8) / (dl / 1000)).toFixed(1)} Mbit/s), plain fetch of the same requests ${Math.round(plain)} ms ` +
          `(${((mb * 8) / (plain / 1000)).toFixed(1)} Mbit/s): download throughput ${ratio.toFixed(0)} % of the fetch's ` +
          `(target ≥ 80 %); played offline, first frame after ${Math.round(median(runs.map((r) => r.offlineFirstFrameMs)))} ms; ` +
          `median of ${DL_RUNS}`,
        // Each run's download and fetch are measured back to back: their ratio is steadier than the ratio of medians
        // when the machine's load changes between runs.
        `  per run (download vs the fetch right after it): ${perRun.map((x) => `${x.toFixed(0)} %`).join(', ')}; ` +
          `median ${median(perRun).toFixed(0)} % (min ${Math.min(...perRun).toFixed(0)}, max ${Math.max(...perRun).toFixed(0)})`,
        `  app download phases (median): set-up before the first segment ${Math.round(median(runs.map((r) => r.setupMs)))} ms, ` +
          `segments ${Math.round(median(runs.map((r) => r.segmentsMs)))} ms ` +
          `(${((mb * 8) / (median(runs.map((r) => r.segmentsMs)) / 1000)).toFixed(1)} Mbit/s), ` +
          `last segment → done on screen ${Math.round(median(runs.map((r) => r.finishMs)))} ms; ` +
          `renderer main thread busy ${Math.round(median(runs.map((r) => r.mainThreadMs)))} ms of it (CPU time)`,
      );
    }
  if (PART !== 'downloads') {
    // Unmeasured: the sandbox rasterises each JPEG poster on its first request; later launches get it from memory.
    await measure(browser, stack.appUrl, false);
    await new Promise((r) => setTimeout(r, 5000));
  }
  for (const warm of PART === 'downloads' ? [] : [false, true]) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, stack.appUrl, warm));
    const p = runs.map((r) => r.poster);
    const live = runs.map((r) => r.livePoster);
    const s = (ms: number) => (ms / 1000).toFixed(3);
    const DRAWN_BY: Record<PosterSource, string> = {
      kept: "the start-up snapshot's",
      live: "the live Home's",
    };
    const froms = [...new Set(runs.map((r) => r.from))];
    const drawnBy = froms
      .map(
        (f) =>
          `${DRAWN_BY[f]}${froms.length > 1 ? ` in ${runs.filter((r) => r.from === f).length} runs` : ''}`,
      )
      .join(', ');
    const drawn = runs.filter((r) => r.from !== 'live').length;
    lines.push(
      `${warm ? 'warm (relaunch)' : 'cold (first launch)'} at ${CPU}× CPU, ${POSTERS.toUpperCase()} posters: first poster on screen median ${s(median(p))} s ` +
        `(min ${s(Math.min(...p))}, max ${s(Math.max(...p))}; target ≤ ${warm ? '0.8' : '1.5'} s) — ` +
        `${drawnBy}; ` +
        `LCP median ${s(median(runs.map((r) => r.lcp)))} s, ${RUNS} runs`,
    );
    if (drawn > 0)
      lines.push(
        `  the live Home's own first poster (React, from its API calls): median ${s(median(live))} s ` +
          `(min ${s(Math.min(...live))}, max ${s(Math.max(...live))})`,
      );
    const cpu = (k: string) => Math.round(median(runs.map((r) => r.cpu[k] ?? Number.NaN)));
    lines.push(
      `  main-thread task time to the first poster (median, thread time under the ${CPU}× throttle): ` +
        `tasks ${cpu('TaskDuration')} ms (script ${cpu('ScriptDuration')}, style ${cpu('RecalcStyleDuration')}, ` +
        `layout ${cpu('LayoutDuration')})`,
    );
    const names = [...new Set(runs.flatMap((r) => Object.keys(r.steps)))];
    lines.push(
      `  steps (median responseEnd): ${names.map((n) => `${n} ${Math.round(median(runs.flatMap((r) => (n in r.steps ? [r.steps[n] as number] : []))))} ms`).join(', ')}`,
    );
    if (warm) {
      const floor = await staticPosterPage(runs[0]?.posterSrc ?? '');
      const f: number[] = [];
      try {
        for (let i = 0; i < RUNS; i++) f.push((await measure(browser, floor.url, true, stack.appUrl)).poster);
      } finally {
        floor.stop();
      }
      lines.push(
        `floor (relaunch of a static page showing only that ${POSTERS.toUpperCase()} poster, no script) at ${CPU}× CPU: median ` +
          `${(median(f) / 1000).toFixed(3)} s (min ${(Math.min(...f) / 1000).toFixed(3)}, max ${(Math.max(...f) / 1000).toFixed(3)})`,
      );
    }
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
