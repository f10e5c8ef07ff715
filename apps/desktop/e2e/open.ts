// A launch of the desktop renderer in a journey: a new browser context (a new window) with the test bridge standing in
// for the preload, the page's errors and CSP refusals collected, and the app opened at `path`.
import { sandboxControls } from '@ott/e2e-kit/controls';
import { suiteUrls, useSuiteBrowser } from '@ott/e2e-kit/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { installTestBridge, type TestBridge } from './bridge';

/** A journey file's browser: the run's one Chromium (e2e/setup.ts), on a freshly reset sandbox. */
export function useJourneyBrowser(): () => Browser {
  const browser = useSuiteBrowser();
  beforeAll(async () => {
    await sandboxControls(suiteUrls().sandboxUrl).reset();
  });
  return browser;
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  bridge: TestBridge;
  /** Uncaught page errors and CSP refusals, as they happened. */
  problems: string[];
}

/** The page's uncaught errors and CSP refusals, collected as they happen (into `into`, or a new list). */
export function watchProblems(page: Page, into: string[] = []): string[] {
  page.on('pageerror', (e) => into.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) into.push(`csp: ${m.text()}`);
  });
  return into;
}

export async function openApp(
  browser: Browser,
  path = '/',
  opts: {
    /** The bridge's start-up snapshot calls reach the stand-in main process (e2e/stack.ts); off: only recorded. */
    toMain?: boolean;
    javaScriptEnabled?: boolean;
    /** Runs on the new context before the app is opened (e.g. a route that holds a file back). */
    before?: (context: BrowserContext) => Promise<unknown>;
  } = {},
): Promise<Opened> {
  const appUrl = suiteUrls().appUrl;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
  });
  const bridge = await installTestBridge(context, opts.toMain ? { appUrl } : {});
  await opts.before?.(context);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${appUrl}${path}`);
  return { context, page, bridge, problems };
}
