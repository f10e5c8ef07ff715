import { sandboxControls } from '@ott/e2e-kit/controls';
import { loginAt, profileMenuButton } from '@ott/e2e-kit/login';
import { apiSession, storageStateFor } from '@ott/e2e-kit/session';
import { suiteUrls, useSuiteBrowser } from '@ott/e2e-kit/suite';
import { checkRequest } from '@ott/sandbox';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';

export const appUrl = () => suiteUrls().appUrl;
export const sandboxUrl = () => suiteUrls().sandboxUrl;

/** The sandbox's test controls for this file's lane. */
export const sandbox = () => sandboxControls(sandboxUrl());

export const resetSandbox = () => sandbox().reset();

/**
 * A journey file's browser: the run's one Chromium (setup.ts), on a sandbox reset once before the file's tests
 * (`file`), before each test (`test`), or left as the run has it (`none`: the file changes nothing there). The
 * service worker is kept out unless the file asks for it (see useSuiteBrowser). No journey may end with an uncaught
 * error on any of its pages.
 */
/** The uncaught errors of the pages opened in the current test (pageOf). */
const uncaught: string[] = [];

export function useJourneyBrowser(
  reset: 'file' | 'test' | 'none',
  serviceWorkers: 'allow' | 'block' = 'block',
): () => Browser {
  const browser = useSuiteBrowser({ serviceWorkers });
  if (reset === 'file') beforeAll(resetSandbox);
  if (reset === 'test') beforeEach(resetSandbox);
  afterEach(() => {
    expect(uncaught.splice(0), 'uncaught errors on the pages').toEqual([]);
  });
  return browser;
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  return pageOf(await browser.newContext({ viewport }));
}

/** A new page on Home with its log-in dialog open. */
export async function newLoginDialog(browser: Browser) {
  const opened = await newPage(browser);
  return { ...opened, dialog: await openLoginDialog(opened.page) };
}

/** The first page of `context`, with its uncaught errors collected. */
async function pageOf(
  context: BrowserContext,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    errors.push(e.message);
    uncaught.push(e.message);
  });
  return { context, page, errors };
}

/**
 * A new context that starts logged in as `email` (on `profileId`, with its `pin`): the session made through the
 * sandbox's API and stored as the app stores it (SPEC §3), for journeys that are not about logging in. The page is
 * still blank: the journey opens what it needs.
 */
export async function loggedInPage(
  browser: Browser,
  email: string,
  password: string,
  profileId?: string,
  pin?: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const session = await apiSession(sandboxUrl(), { email, password, profileId, pin });
  return pageOf(await browser.newContext({ viewport, storageState: storageStateFor(appUrl(), session) }));
}

/** Two tabs of one browser (one profile: storage, channels, locks), the second already on /search. */
export async function twoTabs(
  browser: Browser,
): Promise<{ context: BrowserContext; a: Page; b: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await context.newPage();
  const b = await context.newPage();
  const errors: string[] = [];
  for (const p of [a, b]) p.on('pageerror', (e) => errors.push(e.message));
  await b.goto(`${appUrl()}/search`);
  return { context, a, b, errors };
}

/** Opens a page (Home by default) and its log-in dialog; answers the dialog. */
export async function openLoginDialog(page: Page, path = '/'): Promise<Locator> {
  await page.goto(new URL(path, appUrl()).href);
  await page
    .getByRole('button', { name: /^log in$/i })
    .first()
    .click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.waitFor();
  return dialog;
}

/** Logs in through the login dialog; picks `profileId` when the profile chooser opens. */
export function login(page: Page, email: string, password: string, profileId = '1001-p1', pin?: string) {
  return loginAt(page, appUrl(), email, password, profileId, pin);
}

/** Three wrong passwords for the admin account in an open log-in dialog, each refused with its own answer. */
export async function threeWrongPasswords(dialog: Locator) {
  await dialog.getByTestId('login-identifier').fill('admin@sandbox.test');
  for (let i = 0; i < 3; i++) {
    await dialog.getByTestId('login-password').fill(`Wrong#12${i}`);
    await dialog.getByTestId('login-submit').click();
    await expect.poll(() => dialog.getByTestId('login-error').textContent()).toBe('Invalid Credential');
    await expect.poll(() => dialog.getByTestId('login-submit').getAttribute('aria-disabled')).toBe('false');
    // the message of the previous attempt is replaced by the next answer's
    if (i < 2) await dialog.getByTestId('login-password').fill('');
  }
}

/** The log-in dialog has closed on a logged-in page: the header's profile menu shows. */
export async function closedLoggedIn(dialog: Locator, page: Page) {
  await dialog.waitFor({ state: 'detached' });
  await profileMenuButton(page).waitFor();
}

/**
 * Clicks a social button in the log-in dialog; the sandbox consent page opens as a popup; picks the account whose label
 * matches. The consent page posts its answer and closes itself at once, sometimes before Playwright's click returns:
 * the click then fails with "Target page … closed", which is success only when the popup did close.
 */
export async function socialSignIn(
  page: Page,
  dialog: Locator,
  provider: 'Google' | 'FB' | 'Apple',
  who: RegExp,
) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByTestId(`social-${provider}`).click(),
  ]);
  await popup.waitForLoadState();
  const closed = popup.waitForEvent('close');
  try {
    await popup.getByRole('button', { name: who }).click({ noWaitAfter: true });
  } catch (e) {
    if (!popup.isClosed()) throw e;
  }
  await closed;
}

/**
 * Waits until what the page shows has stopped loading: no busy region in view (rails, play action, panels:
 * `aria-busy`; rails further down load when scrolled to) and no loader. What the app shows then is what it decided,
 * so checks of what is absent (or axe) may follow.
 */
export async function settled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[aria-busy="true"], [role="progressbar"]')].filter((e) => {
              const r = e.getBoundingClientRect();
              return r.bottom > 0 && r.top < innerHeight && r.width > 0;
            }).length,
        ),
      { timeout: 15000 },
    )
    .toBe(0);
}

/** The current time of the page's first <video> (-1 without one). */
export async function videoTime(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);
}

/** A 1×1 PNG, the picture a journey uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks a picture in the open profile editor; resolves with its uploaded address once the preview shows it. */
export async function uploadProfilePicture(page: Page, name: string) {
  await page.getByTestId('profile-avatar-input').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  const preview = page.getByTestId('profile-editor').locator('.profile-avatar img');
  await expect.poll(() => preview.getAttribute('src'), { timeout: 10000 }).toMatch(/\/image\/v1\/files\//);
  return preview.getAttribute('src');
}

/** Waits (the config's poll timeout, or `timeout` ms) until `scope`'s `testId` reads `text` (a string: exactly). */
export async function showsText(
  scope: Page | Locator,
  testId: string,
  text: string | RegExp,
  timeout?: number,
) {
  const read = () => scope.getByTestId(testId).textContent();
  const options = timeout === undefined ? {} : { timeout };
  if (typeof text === 'string') await expect.poll(read, options).toBe(text);
  else await expect.poll(read, options).toMatch(text);
}

/** Opens the player at `path` and waits for its controls and a moving picture. */
export async function openPlayer(page: Page, path: string) {
  await page.goto(`${appUrl()}${path}`);
  await page.getByTestId('player-controls').waitFor({ timeout: 30000 });
  await expect.poll(() => videoTime(page), { timeout: 30000 }).toBeGreaterThan(0.3);
}

/** Waits until the play button offers PLAY NOW (its decision made), then presses it. */
export async function playNow(page: Page) {
  await expect
    .poll(() => page.getByTestId('play-button').textContent(), { timeout: 15000 })
    .toContain('PLAY NOW');
  await page.getByTestId('play-button').click();
}

/** Waits for the player and until its video has played past `seconds`. */
export async function playsPast(page: Page, seconds: number, timeout = 30000) {
  await page.getByTestId('player').waitFor();
  await expect.poll(() => videoTime(page), { timeout }).toBeGreaterThan(seconds);
}

/**
 * Seeks the player to `to` seconds and waits until it plays past them; seeks again while short of them (on a loaded
 * machine a seek made before the player settles can be dropped).
 */
export async function seekPast(page: Page, to: number) {
  const seek = () =>
    page.evaluate((t) => {
      const v = document.querySelector('video');
      if (v && v.currentTime < t - 1) v.currentTime = t;
      return v?.currentTime ?? -1;
    }, to);
  await expect.poll(seek, { timeout: 30000 }).toBeGreaterThan(to);
}

/** A route change inside the app, as its links make it (no page load). */
export function navigateInApp(page: Page, path: string) {
  return page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Answers an intercepted back-end call with `answer` (a failure the sandbox does not give by itself), after checking
 * the request against the contract with the sandbox's own validators; an off-contract request fails the test.
 */
export async function answerChecked(route: Route, answer: { status: number; json: unknown }) {
  const sent = route.request();
  const url = new URL(sent.url());
  const [, backend, ...rest] = url.pathname.split('/');
  const body = sent.postDataBuffer();
  const request = new Request(url, {
    method: sent.method(),
    headers: await sent.allHeaders(),
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
  const refused = await checkRequest(
    backend as Parameters<typeof checkRequest>[0],
    `/${rest.join('/')}`,
    request,
  );
  expect(refused, 'an intercepted call the contract refuses').toBeNull();
  await route.fulfill({ status: answer.status, json: answer.json });
}

export { seriousA11yViolations } from '@ott/e2e-kit/axe';
export { ADMIN, FREE } from '@ott/e2e-kit/login';
