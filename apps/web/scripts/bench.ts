// `npm run bench:web` — measured, not asserted, production build against the sandbox. Each timing is held against its
// floor, measured in the same run on the same server and throttling: a static page with Home's header and first
// poster (no script) for LCP, a bare <video> given the same stream at the click for play → first frame.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '@ott/e2e-kit/browser';
import { ADMIN, loginAt } from '@ott/e2e-kit/login';
import type { BrowserContext, Page } from 'playwright-core';
import { startStack } from '../e2e/stack';
import { measurePlay } from './measure-play';

const JS_BUDGET_KB = 100;
const SCREEN_CHUNK_BUDGET_KB = 30;
const FLOOR_RATIO_BUDGET = 1.5;
/** Timings are taken this many times, the app's and its floor's alternately; the median is printed (of 3, one slow
 * load unthrottled moved the ratio by 0.5). */
const RUNS = Number(process.env.RUNS ?? 5);
const media = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../sandbox/media/main');

const stack = await startStack();
const browser = await launchChromium();
const out: string[] = [];
const floorDir = path.join(stack.distDir, 'floor');
mkdirSync(floorDir);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ratio = (app: number, floor: number) =>
  `${(app / floor).toFixed(2)}× floor (budget ${FLOOR_RATIO_BUDGET}×)`;

async function newContext(): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  // tsx keeps function names with a `__name` helper that the page does not have (named functions in evaluate).
  await page.addInitScript('globalThis.__name = (f) => f;');
  return { ctx, page };
}

async function lcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) last = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 1500);
      }),
  );
}

/** A return after a visit that lasted until Home was kept (src/kept-home.ts): the API round trips before its poster. */
async function repeatVisit(who: 'visitor' | 'subscriber'): Promise<string> {
  const { ctx, page } = await newContext();
  const label = `repeat visit${who === 'subscriber' ? ' (subscriber)' : ''}`;
  try {
    if (who === 'subscriber') await loginAt(page, stack.appUrl, ...ADMIN);
    else await page.goto(stack.appUrl, { waitUntil: 'networkidle' });
    const kept = await page
      .waitForFunction(() => localStorage.getItem('startupSnapshot')?.includes('"snapshot":{'), null, {
        timeout: 10000,
      })
      .then(() => '')
      .catch(() => ' (Home was not kept within 10 s of the first visit)');
    // Timed by the page's own clock: when Home's first poster is in the page (the live app's, or the kept copy's
    // drawn before start-up), and which calls had answered by then (the round trips it waited for).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="poster-card"], [data-testid="snapshot-card"]')) return;
        observer.disconnect();
        Object.assign(window, { __firstPoster: performance.now() });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.locator('[data-testid="poster-card"], [data-testid="snapshot-card"]').first().waitFor();
    const before = await page.evaluate((api) => {
      const at = (window as { __firstPoster?: number }).__firstPoster ?? performance.now();
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (r) => r.name.startsWith(api) && /^\/(sms|cms|crm|charge|config)\//.test(new URL(r.name).pathname),
        )
        .filter((r) => r.responseEnd <= at)
        .map((r) => ({ start: r.startTime, end: r.responseEnd, url: new URL(r.name).pathname }))
        .sort((a, b) => a.start - b.start);
    }, stack.sandbox.url);
    let waves = 0;
    let waveEnd = -1;
    for (const r of before) {
      if (r.start >= waveEnd) {
        waves++;
        waveEnd = r.end;
      } else waveEnd = Math.max(waveEnd, r.end);
    }
    const answered = before.length ? [...new Set(before.map((r) => r.url))].join(', ') : 'none';
    return `${label}: ${waves} sequential API round trip(s) before the first poster (answered before it: ${answered}) (budget 0)${kept}`;
  } finally {
    await ctx.close();
  }
}

try {
  // 1. JS loaded by "/" (gzip of each file as served), and the floor page drawn from what the app showed.
  {
    const { ctx, page } = await newContext();
    const js = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && r.url().startsWith(stack.appUrl))
        js.add(new URL(r.url()).pathname);
    });
    await page.goto(stack.appUrl, { waitUntil: 'networkidle' });
    await page.getByTestId('poster-card').first().waitFor();
    let gz = 0;
    const names: string[] = [];
    for (const p of js) {
      const size = gzipSync(readFileSync(path.join(stack.distDir, p))).length;
      gz += size;
      names.push(`${path.basename(p)} ${kb(size)}`);
    }
    const assets = readdirSync(path.join(stack.distDir, 'assets'));
    const lazy = assets.filter((f) => /shaka|firebase|player/i.test(f));
    out.push(
      `JS loaded by / : ${kb(gz)} KB gzip in ${js.size} files (budget ${JS_BUDGET_KB} KB) [${names.join(', ')}]`,
    );
    out.push(
      `lazy chunks not loaded by /: ${lazy.filter((f) => ![...js].some((p) => p.endsWith(f))).join(', ') || 'none found'}`,
    );
    // Each lazy screen's own chunk (the routes' screens and the account page's panels).
    const screens = assets
      .filter((f) => /^[A-Z]\w*(Screen|Panel)-[\w-]+\.js$/.test(f))
      .map((f) => ({
        name: f.replace(/-[\w-]+\.js$/, ''),
        size: gzipSync(readFileSync(path.join(stack.distDir, 'assets', f))).length,
      }))
      .sort((a, b) => b.size - a.size);
    const over = screens.filter((s) => s.size > SCREEN_CHUNK_BUDGET_KB * 1024);
    out.push(
      `lazy screen chunks (KB gzip, budget ${SCREEN_CHUNK_BUDGET_KB} KB each; over: ${over.map((s) => s.name).join(', ') || 'none'}): ${screens.map((s) => `${s.name} ${kb(s.size)}`).join(', ')}`,
    );
    // The floor page: the app's header and first poster card, with the app's stylesheets, and no script.
    const floor = await page.evaluate(() => {
      const root = document.getElementById('root')?.cloneNode(true) as HTMLElement;
      const card = root.querySelector('[data-testid="poster-card"]');
      for (let a = card; a && a !== root; a = a.parentElement)
        for (const s of [...(a.parentElement?.children ?? [])])
          if (s !== a && !s.matches('header') && !s.querySelector('header')) s.remove();
      for (const s of root.querySelectorAll('script')) s.remove();
      const css = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (l) => new URL(l.href).pathname,
      );
      return { html: root.innerHTML, css, lang: document.documentElement.lang };
    });
    writeFileSync(
      path.join(floorDir, 'index.html'),
      `<!doctype html>\n<html lang="${floor.lang}"><head><meta charset="UTF-8" />` +
        '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>OTT</title>' +
        floor.css.map((href) => `<link rel="stylesheet" href="${href}" />`).join('') +
        `</head><body><div id="root">${floor.html}</div></body></html>\n`,
    );
    // The bare <video>: the same stream as one file — its first video rendition with its first audio (rendition 3,
    // joined by ffmpeg: starting the sound is part of starting playback) — given to a <video> at the click.
    const rendition = (n: number) => {
      const file = path.join(floorDir, `rendition-${n}.mp4`);
      const segments = readdirSync(media).filter((f) => f.startsWith(`seg-${n}-`) && f.endsWith('.m4s'));
      writeFileSync(
        file,
        Buffer.concat([
          readFileSync(path.join(media, `init-${n}.m4s`)),
          ...segments.sort().map((f) => readFileSync(path.join(media, f))),
        ]),
      );
      return file;
    };
    const [video, audio] = [rendition(0), rendition(3)];
    const floorVideo = path.join(floorDir, 'video.mp4');
    const mux = [
      '-i',
      video,
      '-i',
      audio,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-c',
      'copy',
      '-movflags',
      '+faststart',
    ];
    const muxed = spawnSync('ffmpeg', ['-loglevel', 'error', ...mux, floorVideo]);
    if (muxed.status !== 0) {
      out.push('(no ffmpeg: the bare <video> floor plays the video rendition alone, without sound)');
      renameSync(video, floorVideo);
    }
    writeFileSync(
      path.join(floorDir, 'play.html'),
      '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>OTT</title></head><body>' +
        '<button type="button" data-testid="play-button">Play</button><script src="/floor/play.js"></script>' +
        '</body></html>\n',
    );
    writeFileSync(
      path.join(floorDir, 'play.js'),
      "document.querySelector('button').addEventListener('click', () => {\n" +
        "  const v = document.createElement('video');\n" +
        "  v.src = '/floor/video.mp4';\n" +
        '  document.body.append(v);\n' +
        '  void v.play();\n' +
        '});\n',
    );
    await ctx.close();
  }
  // 2. LCP, unthrottled and at 4× CPU with a slow-4G network applied by DevTools (CDP) throttling, which adds its
  // latency once per request: with Lighthouse's slow-4G figures (150 ms, 1.6 Mbit/s down, 750 kbit/s up), and with
  // the DevTools "Slow 4G" preset (562.5 ms = 150 ms × 3.75, Lighthouse's own per-request stand-in for a 150 ms
  // packet RTT; 1.44 Mbit/s, 675 kbit/s) — the harsher one. Lighthouse's simulated figure: `npm run bench:lighthouse`.
  const profiles = [
    { name: 'unthrottled', net: null },
    {
      name: '4x CPU + slow 4G (Lighthouse figures per request: 150 ms, 1.6 Mbit/s)',
      net: { latency: 150, down: 1.6, up: 750 },
    },
    {
      name: '4x CPU + Slow 4G (DevTools preset: 562.5 ms per request, 1.44 Mbit/s)',
      net: { latency: 562.5, down: 1.44, up: 675 },
    },
  ];
  for (const profile of profiles) {
    const load = async (url: string, app: boolean) => {
      const { ctx, page } = await newContext();
      const throttled = profile.net;
      if (throttled) {
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: throttled.latency,
          downloadThroughput: (throttled.down * 1024 * 1024) / 8,
          uploadThroughput: (throttled.up * 1024) / 8,
        });
      }
      await page.goto(url, { waitUntil: 'load' });
      if (app) await page.getByTestId('poster-card').first().waitFor({ timeout: 60000 });
      await page.waitForLoadState('networkidle');
      const ms = await lcp(page);
      await ctx.close();
      return ms;
    };
    const app: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      floor.push(await load(`${stack.appUrl}/floor/index.html`, false));
      app.push(await load(stack.appUrl, true));
    }
    const [a, f] = [median(app), median(floor)];
    out.push(
      `LCP of / ${profile.name}: ${(a / 1000).toFixed(2)} s (floor ${(f / 1000).toFixed(2)} s) — ${ratio(a, f)}`,
    );
  }
  // 3. Play click → first frame on screen, and → moving picture (a second frame presented), for a FREE title and for
  // the bare <video>, measured alike (measure-play.ts).
  {
    const play = async (url: string) => {
      const { ctx, page } = await newContext();
      const timings = await measurePlay(page, url);
      await ctx.close();
      return timings;
    };
    const app: { first: number; moving: number }[] = [];
    const floor: { first: number; moving: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      floor.push(await play(`${stack.appUrl}/floor/play.html`));
      app.push(await play(`${stack.appUrl}/details/free/MOV-007`));
    }
    for (const [what, key] of [
      ['first frame', 'first'],
      ['moving picture', 'moving'],
    ] as const) {
      const [a, f] = [median(app.map((t) => t[key])), median(floor.map((t) => t[key]))];
      out.push(`play click → ${what}: ${a.toFixed(0)} ms (floor ${f.toFixed(0)} ms) — ${ratio(a, f)}`);
    }
  }
  // 4. Sequential API round trips before Home renders, on a repeat visit (config cached), for each kind of user.
  for (const who of ['visitor', 'subscriber'] as const) out.push(await repeatVisit(who));
} finally {
  await browser.close();
  await stack.stop();
}
console.log(out.join('\n'));
