// `npm run bench:lighthouse` — optional, outside `npm test` and CI: Lighthouse's simulated mobile audit of `/` on the
// production build, RUNS times (default 3). npx fetches Lighthouse on first use (pinned below; ~185 MB, so not a
// devDependency); it drives Debian's chromium.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM, CHROMIUM_FLAGS } from '@ott/e2e-kit/browser';
import { startStack } from '../e2e/stack';

const LIGHTHOUSE = 'lighthouse@12.8.2'; // 13.x needs Node ≥ 22
const runs = Number(process.env.RUNS ?? 3);
const run = promisify(execFile);

type Audit = { numericValue?: number; displayValue?: string };
type Report = { audits: Record<string, Audit>; runWarnings: string[] };

const stack = await startStack();
const rows: string[] = [];
try {
  for (let i = 1; i <= runs; i++) {
    const { stdout } = await run(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${stack.appUrl}/`,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as Report;
    const a = report.audits;
    const s = (k: string) => `${((a[k]?.numericValue ?? Number.NaN) / 1000).toFixed(2)} s`;
    rows.push(
      `run ${i}: LCP ${s('largest-contentful-paint')} (budget 2.5 s), FCP ${s('first-contentful-paint')}, TBT ${Math.round(a['total-blocking-time']?.numericValue ?? 0)} ms${report.runWarnings.length ? ` — warnings: ${report.runWarnings.join('; ')}` : ''}`,
    );
  }
} finally {
  await stack.stop();
}
console.log(
  `Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile (simulated 4× CPU + slow 4G) on /:\n${rows.join('\n')}`,
);
