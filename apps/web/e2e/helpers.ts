import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { loginAt } from './login';

export const appUrl = () => inject('appUrl');
export const sandboxUrl = () => inject('sandboxUrl');

export async function resetSandbox() {
  await fetch(`${sandboxUrl()}/__sandbox/reset`, { method: 'POST' });
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Logs in through the login dialog; picks `profileId` when the profile chooser opens. */
export function login(page: Page, email: string, password: string, profileId = '1001-p1', pin?: string) {
  return loginAt(page, appUrl(), email, password, profileId, pin);
}

/** Polls until the page's first <video> has played past `seconds`. */
export async function videoTime(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);
}

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not added as a <script>: the page's Content-Security-Policy (Trusted
  // Types) refuses script elements it did not load itself, and the tests run under that exact policy.
  await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page
    const axe = (window as any).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return (result as { id: string; impact: string; targets: string[] }[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`);
}
