// `npm run bench:session` — measured, not asserted, production build, sandbox test mode (90 s tokens), one browser
// context: requests before Home on a logged-in reload; how fast log-in, language and log-out reach a second tab; two
// tabs for BENCH_MINUTES (default 10) navigating every 20 s: logouts, refreshes per tab, 401s.

import { launchChromium } from '@ott/e2e-kit/browser';
import { loginAt as login, logOutThroughMenu, profileMenuButton } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { startStack } from '../e2e/stack';

const minutes = Number(process.env.BENCH_MINUTES ?? 10);
const stack = await startStack();
const browser = await launchChromium();
const out: string[] = [];

type Entry = { tab: string; path: string; status: number };
function record(page: Page, tab: string, log: Entry[]) {
  page.on('response', (r) => log.push({ tab, path: new URL(r.url()).pathname, status: r.status() }));
}
const count = (log: Entry[], f: (e: Entry) => boolean) => log.filter(f).length;

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await context.newPage();
  const b = await context.newPage();
  await b.goto(`${stack.appUrl}/search`);
  await b
    .getByRole('button', { name: /^log in$/i })
    .first()
    .waitFor();

  // 2a. log-in reaches the other tab
  const t0 = Date.now();
  await login(a, stack.appUrl, 'admin@sandbox.test', 'Sandbox#123');
  const loggedInA = Date.now();
  await profileMenuButton(b).waitFor({ timeout: 10000 });
  const loginLatency = Date.now() - loggedInA;

  // 1. logged-in reload
  const reload: Entry[] = [];
  record(b, 'b', reload);
  await b.goto(stack.appUrl);
  await b.getByTestId('poster-card').first().waitFor();
  b.removeAllListeners('response');
  out.push(
    `logged-in reload before Home: ${count(reload, (e) => e.path.includes('/refreshtoken'))} refresh, ` +
      `${count(reload, (e) => e.path.includes('/device/register'))} register, ${count(reload, (e) => e.status === 401)} × 401`,
  );

  // 2b. language
  const t1 = Date.now();
  await a.locator('.lang-select select').selectOption('ar');
  await b.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, { timeout: 10000 });
  const langLatency = Date.now() - t1;
  await a.locator('.lang-select select').selectOption('en');
  await b.waitForFunction(() => document.documentElement.dir === 'ltr', undefined, { timeout: 10000 });
  out.push(
    `log-in reached the other tab in ${loginLatency} ms (log-in itself ${loggedInA - t0} ms); language in ${langLatency} ms`,
  );

  // 3. two tabs for `minutes`, each navigating every 20 s
  const log: Entry[] = [];
  record(a, 'a', log);
  record(b, 'b', log);
  const pages = ['/', '/search', '/watchlist', '/details/plan-title/MOV-002', '/seeallcontinuewatch'];
  let logouts = 0;
  const end = Date.now() + minutes * 60_000;
  for (let i = 0; Date.now() < end; i++) {
    for (const [n, p] of [a, b].entries()) {
      await p.goto(`${stack.appUrl}${pages[(i + n) % pages.length]}`);
      const ok = await profileMenuButton(p)
        .waitFor({ timeout: 10000 })
        .then(() => true)
        .catch(() => false);
      if (!ok) {
        logouts++;
        await login(p, stack.appUrl, 'admin@sandbox.test', 'Sandbox#123');
      }
    }
    await new Promise((r) => setTimeout(r, 20_000));
  }
  const refreshes = (tab: string) => count(log, (e) => e.tab === tab && e.path.includes('/refreshtoken'));
  out.push(
    `two tabs for ${minutes} min (90 s tokens, renewed once 60 s remain, checked every 15 s): ${logouts} logouts, refreshes tab A ${refreshes('a')} + tab B ${refreshes('b')} ` +
      `= ${refreshes('a') + refreshes('b')} (one per token period ≈ ${Math.round((minutes * 60) / 30)}), ` +
      `${count(log, (e) => e.status === 401)} × 401`,
  );

  // 2c. log-out reaches the other tab
  const t2 = Date.now();
  await logOutThroughMenu(a);
  await b.waitForFunction(() => localStorage.getItem('sessionToken') === null, undefined, { timeout: 10000 });
  await b
    .getByRole('button', { name: /^log in$/i })
    .first()
    .waitFor({ timeout: 10000 });
  out.push(
    `log-out reached the other tab (logged out and reloaded) in ${Date.now() - t2} ms (SPEC: reload after 1 s)`,
  );
  await context.close();
} finally {
  await browser.close();
  await stack.stop();
  console.log(out.join('\n'));
}
