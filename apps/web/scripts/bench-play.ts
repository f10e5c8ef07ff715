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
import { launchChromium } from '@ott/e2e-kit/browser';
import { startStack } from '../e2e/stack';
import { measurePlay } from './measure-play';

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

try {
  const results = new Map<string, number[]>(builds.map((b) => [b.label, []]));
  const pictures = new Map<string, number[]>(builds.map((b) => [b.label, []]));
  for (let i = 0; i < runs; i++) {
    for (const build of builds) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      const { ms, picture, steps } = await measurePlay(page, `${build.url}${title}`);
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
