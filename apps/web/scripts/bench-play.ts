// `npm run bench:play -w @ott/web` — play click → first frame and moving picture, `RUNS` times (default 7) on one
// production build, with where the time goes (measure-play.ts). `TITLE=path` picks the details page (default
// /details/free/MOV-007); `DISTS=old:/tmp/a,new:/tmp/b` alternates prebuilt builds run by run (how: below).
import { launchChromium } from '@ott/e2e-kit/browser';
import { startStack } from '../e2e/stack';
import { measurePlay } from './measure-play';

// DISTS builds are made beforehand for the fixed ports 17300 (sandbox) and 17301 (realtime):
// `VITE_CONFIG_URL=http://127.0.0.1:17300/config/provider.json OTT_CSP_SOURCES=ws://127.0.0.1:17301
// VITE_OTT_SECRET=sandbox-sample-secret vite build --outDir /tmp/a`; alternating them lets both see the same load.
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
  const moving = new Map<string, number[]>(builds.map((b) => [b.label, []]));
  for (let i = 0; i < runs; i++) {
    for (const build of builds) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      const { first, moving: ms, steps } = await measurePlay(page, `${build.url}${title}`);
      results.get(build.label)?.push(first);
      moving.get(build.label)?.push(ms);
      console.log(
        `run ${i + 1} ${build.label}: play click → first frame ${first.toFixed(0)} ms, moving ${ms.toFixed(0)} ms`,
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
    console.log(`${label}: play click → moving picture: ${summary(moving.get(label) ?? [])}`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
