// One session per browser. Two tabs (pages of one browser context: same localStorage, BroadcastChannel and
// Web Locks) of the production build against the sandbox. SPEC §4 Login, Profiles, Logout, HTTP 401.

import { logOutThroughMenu, profileMenuButton } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, appUrl, login, twoTabs, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file');

const loginButton = (p: Page) => p.getByRole('button', { name: /^log in$/i }).first();

/** Every API request of a page with its response status. */
function watchRequests(page: Page) {
  const seen: { path: string; status: number }[] = [];
  page.on('response', (r) => seen.push({ path: new URL(r.url()).pathname, status: r.status() }));
  return seen;
}

describe('one session across tabs', () => {
  it('§4 log-in, likes, language and log-out in one tab reach the other; a logged-in reload makes no refresh, registration or 401', async () => {
    const { a, b } = await twoTabs(browser());
    await loginButton(b).waitFor();

    await login(a, ...ADMIN);
    await profileMenuButton(a).waitFor();
    // The other tab adopts the session without a reload.
    await profileMenuButton(b).waitFor({ timeout: 5000 });
    expect(new URL(b.url()).pathname).toBe('/search');

    // A logged-in reload: the stored session is used as it is.
    const reloadLog = watchRequests(b);
    await b.reload();
    await profileMenuButton(b).waitFor();
    await b.waitForLoadState('networkidle');
    expect(reloadLog.filter((r) => r.path.includes('/refreshtoken'))).toEqual([]);
    expect(reloadLog.filter((r) => r.path.includes('/device/register'))).toEqual([]);
    expect(reloadLog.filter((r) => r.status === 401)).toEqual([]);
    // …and the first tab is still logged in and its session still works.
    await a.reload();
    await profileMenuButton(a).waitFor();

    // A like in one tab: the other tab's button follows the stored status live (same profile).
    const details = `${appUrl()}/details/plan-title/MOV-004`;
    await a.goto(details);
    await b.goto(details);
    for (const p of [a, b]) await p.getByTestId('like-button').waitFor();
    await expect.poll(() => b.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false');
    await a.getByTestId('like-button').click();
    await expect
      .poll(() => b.getByTestId('like-button').getAttribute('aria-pressed'), { timeout: 5000 })
      .toBe('true');
    await a.getByTestId('like-button').click();
    await expect
      .poll(() => b.getByTestId('like-button').getAttribute('aria-pressed'), { timeout: 5000 })
      .toBe('false');
    await b.goto(`${appUrl()}/search`);
    await profileMenuButton(b).waitFor(); // the app of that tab is up and listening

    // Language chosen in one tab: the other shows the same page in it.
    await a.locator('.lang-select select').selectOption('ar');
    await expect.poll(() => new URL(b.url()).pathname, { timeout: 5000 }).toBe('/ar/search');
    await expect.poll(() => b.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // Log-out in one tab logs the other out (SPEC §4: data cleared, the page reloads after 1 s).
    await logOutThroughMenu(a);
    await expect
      .poll(() => b.evaluate(() => localStorage.getItem('sessionToken')), { timeout: 5000 })
      .toBeNull();
    await b.waitForLoadState('load');
    await expect
      .poll(
        () =>
          b
            .getByRole('button', { name: /تسجيل الدخول|log in/i })
            .first()
            .isVisible(),
        {
          timeout: 10000,
        },
      )
      .toBe(true);
  });
});
