// The account pages: the production build against the sandbox in headless Chromium. SPEC §2
// /profile/:listItem (visitor guard, tabs), §5 field rules on My Account, §7 account calls, §8 messages, §4 Logout.

import { fillCredentials, logOutThroughMenu, profileMenuButton } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickDate } from './date-field';
import {
  ADMIN,
  appUrl,
  FREE,
  loggedInPage,
  login,
  newPage,
  seriousA11yViolations,
  showsText,
  useJourneyBrowser,
} from './helpers';

const browser = useJourneyBrowser('test');

const loginButton = (p: Page) => p.getByRole('button', { name: /^log in$/i }).first();
/** Journeys with two log-ins or two browsers: room for a loaded 2-core machine running the whole suite. */
const E2E_TIMEOUT = 120_000;

async function openTab(page: Page, tab: string) {
  await page.goto(`${appUrl()}/profile/${tab}`);
  await page.getByTestId(`account-panel-${tab}`).waitFor();
}

describe('account page', () => {
  it('§2 /profile/:listItem: a visitor is sent Home, the login dialog opens after about 4 s, and after log-in the remembered page opens', async () => {
    const { page } = await newPage(browser());
    // Both moments on the page's clock: the redirect (the router replaces the history entry) and the dialog's
    // appearance. Seen from the test, polling could notice the redirect late and make the wait look shorter.
    await page.addInitScript(() => {
      const w = window as unknown as { __home?: number; __dialog?: number };
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        replace(...args);
        if (w.__home === undefined && location.pathname === '/') w.__home = performance.now();
      };
      new MutationObserver(() => {
        if (w.__dialog === undefined && document.querySelector('[data-testid="login-dialog"]'))
          w.__dialog = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${appUrl()}/profile/devices`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const dialog = page.getByTestId('login-dialog');
    await dialog.waitFor({ timeout: 10000 });
    const waited = await page.evaluate(() => {
      const w = window as unknown as { __home?: number; __dialog?: number };
      return (w.__dialog ?? Number.NaN) - (w.__home ?? Number.NaN);
    });
    expect(waited).toBeGreaterThan(3000);
    expect(waited).toBeLessThan(8000);
    await fillCredentials(dialog, ...ADMIN);
    await page.getByTestId('login-submit').click();
    // Aisha has three profiles: the chooser opens, then the remembered page.
    await page.getByTestId('profile-1001-p1').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/devices');
    await page.getByTestId('devices').waitFor();
    // This device is marked: the row of this browser's random device id (SPEC §3 `random`).
    const deviceId = await page.evaluate(() => localStorage.getItem('random'));
    expect(deviceId).toMatch(/^\d{16}$/);
    await page.getByTestId(`device-${deviceId}`).getByTestId('device-this').waitFor();
    expect(await page.getByTestId(`device-signout-${deviceId}`).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("§2 tabs are links and ARIA tabs, keyboard operable; other features' panels show inside the page (en and ar, RTL)", async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN);
    await openTab(page, 'account');
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(7);
    expect(await page.getByTestId('account-tab-account').getAttribute('aria-selected')).toBe('true');
    // Focus moves to the page heading; Tab reaches the selected tab; arrows move between tabs, Enter opens one.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.getByTestId('account-tab-account').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('account-tab-parental-control');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/parental-control');
    // The profiles feature's panel, handed in by the composition root, shows inside the page.
    await page.getByTestId('account-panel-parental-control').getByTestId('parental-panel').waitFor();
    expect(await page.getByTestId('account-tab-parental-control').getAttribute('aria-selected')).toBe('true');
    // Focus is on a heading of the opened tab: the page's, or the panel's own once it has loaded.
    await expect
      .poll(() => page.evaluate(() => /^H[12]$/.test(document.activeElement?.tagName ?? '')))
      .toBe(true);
    // An unknown :listItem opens My Account under its own address.
    await page.goto(`${appUrl()}/profile/nonsense`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/account');

    await page.goto(`${appUrl()}/ar/profile/plans`);
    await page.getByTestId('account-panel-plans').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('account-tab-plans').textContent()).toBe('خططي');
    // The page heading and the tab name the panel: its own heading is for screen readers, not shown a third time.
    const panelHeading = page.getByTestId('account-panel-plans').locator('h2').first();
    await panelHeading.waitFor({ state: 'attached' });
    expect(await panelHeading.evaluate((h) => h.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    // In RTL the arrow keys follow the reading direction: Left goes to the next tab.
    await page.getByTestId('account-tab-plans').focus();
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('account-tab-bills');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('§5 My Account: a bad value shows its message at the field and keeps what was typed; §8 "Email Already Exist"; a valid change is saved', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN);
    await openTab(page, 'account');
    const name = page.getByTestId('account-name');
    await expect.poll(() => name.inputValue()).toBe('Aisha Rahman');
    expect(await page.getByTestId('account-email').inputValue()).toBe('admin@sandbox.test');
    // The mobile number is split at its dial code once the country-code list has arrived.
    await expect.poll(() => page.getByTestId('account-country-code').inputValue()).toBe('+971');
    expect(await page.getByTestId('account-mobile').inputValue()).toBe('500000001');

    await name.fill('12345');
    await pickDate(page.getByTestId('account-dob'), '2020-01-01');
    await page.getByTestId('account-details-save').click();
    await showsText(page, 'account-name-error', 'Only numbers are not allowed as a name');
    expect(await page.getByTestId('account-dob-error').textContent()).toBe(
      'You must be at least 13 years old to create an account',
    );
    expect(await name.inputValue()).toBe('12345');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'account-name',
    );

    // The back-end's refusal (another account's e-mail) shows at the e-mail field; nothing typed is lost.
    await name.fill('Aisha Noor');
    await pickDate(page.getByTestId('account-dob'), '1992-03-14');
    // §9 one date format: the field reads 14 MAR 1992 like every date the app writes, not the browser's order.
    expect(
      await page
        .getByTestId('account-dob')
        .locator('select')
        .evaluateAll((els) => els.map((el) => (el as HTMLSelectElement).selectedOptions[0]?.text)),
    ).toEqual(['14', 'MAR', '1992']);
    await page.getByTestId('account-email').fill('free@sandbox.test');
    await page.getByTestId('account-details-save').click();
    await showsText(page, 'account-email-error', 'Email Already Exist');
    expect(await page.getByTestId('account-email').inputValue()).toBe('free@sandbox.test');
    expect(await name.inputValue()).toBe('Aisha Noor');

    await page.getByTestId('account-email').fill('admin@sandbox.test');
    await page.getByTestId('account-gender').selectOption('O');
    await page.getByTestId('account-details-save').click();
    await showsText(page, 'account-details-status', 'Your details have been saved.');
    await page.reload();
    await expect.poll(() => page.getByTestId('account-name').inputValue()).toBe('Aisha Noor');
    expect(await page.getByTestId('account-gender').inputValue()).toBe('O');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it(
    '§7 emailconfirm: My Account shows whether the e-mail is verified; a new address sends its link, §8 "SMS Limit Reached" on the 4th',
    async () => {
      const { page } = await loggedInPage(browser(), ...FREE);
      await openTab(page, 'account');
      const state = page.getByTestId('account-email-verify-state');
      await expect.poll(() => state.getAttribute('data-verified')).toBe('true');
      expect(await state.textContent()).toBe('free@sandbox.test is verified.');
      expect(await page.getByTestId('account-email-verify-save').count()).toBe(0);

      // A changed address is not verified until its link is opened.
      await page.getByTestId('account-email').fill('farid.new@sandbox.test');
      await page.getByTestId('account-details-save').click();
      await expect.poll(() => state.getAttribute('data-verified')).toBe('false');
      const send = page.getByTestId('account-email-verify-save');
      const status = page.getByTestId('account-email-verify-status');
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/subscriberv2/v1/subscriber/emailconfirm'),
      );
      await send.click();
      expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({ email: 'farid.new@sandbox.test' });
      await expect
        .poll(() => status.textContent())
        .toBe('A verification link is on its way to farid.new@sandbox.test. It works for 24 hours.');
      // Three links an hour: the fourth press is refused, and the refusal is said at the button.
      const answered = () =>
        page.waitForResponse((r) => r.url().endsWith('/subscriberv2/v1/subscriber/emailconfirm'));
      for (const expected of [200, 200, 429]) {
        const answer = answered();
        await send.click();
        expect((await answer).status()).toBe(expected);
      }
      await showsText(page, 'account-email-verify-alert', 'SMS Limit Reached. Please Try After 1 Hour');
      expect(await status.textContent()).toBe('');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    E2E_TIMEOUT,
  );

  it(
    '§5 change password (old/new/confirm rules, §8 "Incorrect Old Password"), then log in with the new one',
    async () => {
      const { page } = await loggedInPage(browser(), ...FREE);
      await openTab(page, 'account');
      const old = page.getByTestId('account-old-password');
      const next = page.getByTestId('account-new-password');
      const confirm = page.getByTestId('account-confirm-password');
      await old.fill('Sandbox#123');
      await next.fill('Sandbox#123');
      await confirm.fill('Other#999');
      await page.getByTestId('account-password-save').click();
      await showsText(
        page,
        'account-new-password-error',
        'New password must be different from the current password',
      );
      expect(await page.getByTestId('account-confirm-password-error').textContent()).toBe(
        'Confirm password must be the same as the new password',
      );

      await old.fill('Wrong#123');
      await next.fill('Newpass#42');
      await confirm.fill('Newpass#42');
      // Passwords travel encrypted (the sandbox refuses plain text with 6110).
      const sent = page.waitForRequest(
        (r) => r.method() === 'PUT' && r.url().endsWith('/subscriberv2/v1/subscriber'),
      );
      await page.getByTestId('account-password-save').click();
      const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, string>;
      expect(body.newpassword).toBeTruthy();
      expect(body.newpassword).not.toContain('Newpass#42');
      await showsText(page, 'account-old-password-error', 'Incorrect Old Password');
      expect(await old.inputValue()).toBe('Wrong#123');
      expect(await next.inputValue()).toBe('Newpass#42');

      await old.fill('Sandbox#123');
      await page.getByTestId('account-password-save').click();
      await showsText(page, 'account-password-status', 'Your password has been changed.');
      expect(await old.inputValue()).toBe('');

      await logOutThroughMenu(page);
      await loginButton(page).waitFor({ timeout: 10000 });
      await login(page, FREE[0], 'Newpass#42');
      await profileMenuButton(page).waitFor();
    },
    E2E_TIMEOUT,
  );

  it(
    '§1 manage devices: one browser signs another out (PUT device/{id} INACTIVE), and the other is logged out',
    async () => {
      const a = await loggedInPage(browser(), ...ADMIN);
      const b = await loggedInPage(browser(), ...ADMIN);
      await a.page.goto(appUrl());
      await b.page.goto(appUrl());
      const bDevice = await b.page.evaluate(() => localStorage.getItem('random'));
      await openTab(a.page, 'devices');
      const row = a.page.getByTestId(`device-${bDevice}`);
      await row.waitFor();
      expect(await row.getAttribute('data-status')).toBe('ACTIVE');
      await a.page.getByTestId(`device-signout-${bDevice}`).click();
      await expect.poll(() => row.getAttribute('data-status')).toBe('INACTIVE');
      await row.getByText('This device has been signed out.').waitFor();

      // The other browser's next call is refused; its refresh token is gone too, so it logs out (SPEC §4 HTTP 401).
      await b.page.goto(`${appUrl()}/profile/account`);
      await expect
        .poll(() => b.page.evaluate(() => localStorage.getItem('sessionToken')), { timeout: 15000 })
        .toBeNull();
      await loginButton(b.page).waitFor({ timeout: 15000 });
      // …while this one still works.
      await a.page.reload();
      await a.page.getByTestId('devices').waitFor();
      await profileMenuButton(a.page).waitFor();
      expect(a.errors).toEqual([]);
      await a.context.close();
    },
    E2E_TIMEOUT,
  );

  it(
    '§8 account deletion is refused with 6221 while a subscription is active, explained with the way to My Plans',
    async () => {
      const { page } = await loggedInPage(browser(), ...ADMIN);
      await openTab(page, 'account');
      await page.getByTestId('account-delete-start').click();
      await page.getByTestId('account-delete-send').click();
      await showsText(page, 'account-delete-reason-error', 'Please select a reason');
      await page.getByTestId('account-delete-reason').selectOption('Not watching enough');
      const otpSent = page.waitForRequest((r) => r.url().includes('/subscriber/otp?purpose=DELETE_ACCOUNT'));
      await page.getByTestId('account-delete-send').click();
      await otpSent;
      const otp = page.getByTestId('account-delete-otp');
      await otp.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
      await otp.fill('111111');
      await page.getByTestId('account-delete-confirm').click();
      await showsText(page, 'account-delete-otp-error', 'Incorrect OTP');
      expect(await otp.inputValue()).toBe('111111');
      await otp.fill('123456');
      await page.getByTestId('account-delete-confirm').click();
      const blocked = page.getByTestId('account-delete-blocked');
      await blocked.waitFor();
      expect(await blocked.textContent()).toContain(
        'Account cannot be deleted while a subscription is active',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByTestId('account-delete-plans-link').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/plans');
      await profileMenuButton(page).waitFor();
    },
    E2E_TIMEOUT,
  );

  it(
    '§7 account deletion (OTP purpose DELETE_ACCOUNT) of a subscriber without a subscription, then logout as §4',
    async () => {
      const farid = await loggedInPage(browser(), ...FREE);
      await openTab(farid.page, 'account');
      await farid.page.getByTestId('account-delete-start').click();
      await farid.page.getByTestId('account-delete-reason').selectOption('Too expensive');
      await farid.page.getByTestId('account-delete-send').click();
      await farid.page.getByTestId('account-delete-otp').fill('123456');
      const reloaded = farid.page.waitForEvent('load', { timeout: 20000 });
      const refused: string[] = [];
      farid.page.on('response', (r) => {
        if (r.status() === 401) refused.push(r.url());
      });
      await farid.page.getByTestId('account-delete-confirm').click();
      // Straight to the visitor's Home: the log-in button shows before the reload, and no call is refused on the way.
      await loginButton(farid.page).waitFor({ timeout: 10000 });
      // SPEC §4 Logout: the session is cleared and the page reloads (after 1 s, §9) at Home, as a visitor.
      await reloaded;
      expect(refused.map((u) => new URL(u).pathname)).toEqual([]);
      expect(await farid.page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull();
      await loginButton(farid.page).waitFor({ timeout: 10000 });
      await expect.poll(() => new URL(farid.page.url()).pathname).toBe('/');
      // The account is gone: its credentials no longer log in.
      await farid.page
        .getByRole('button', { name: /^log in$/i })
        .first()
        .click();
      const dialog = farid.page.getByTestId('login-dialog');
      await fillCredentials(dialog, ...FREE);
      await farid.page.getByTestId('login-submit').click();
      await expect.poll(() => farid.page.getByTestId('login-error').textContent()).not.toBe('');
      expect(farid.errors).toEqual([]);
    },
    E2E_TIMEOUT,
  );

  it('§9 Arabic pages name the month in Arabic, in the DD MON YYYY order: bills and the date of birth', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN);
    const months = [
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'مايو',
      'يونيو',
      'يوليو',
      'أغسطس',
      'سبتمبر',
      'أكتوبر',
      'نوفمبر',
      'ديسمبر',
    ];
    await page.goto(`${appUrl()}/ar/profile/bills`);
    const bill = page.getByTestId('bill').first();
    await bill.waitFor();
    const text = (await bill.textContent()) ?? '';
    expect(text).toMatch(new RegExp(`\\d\\d (${months.join('|')}) \\d{4}`));
    expect(text).not.toMatch(/[A-Z]{3} \d{4}/);
    await page.goto(`${appUrl()}/ar/profile/account`);
    const month = page.getByTestId('account-dob').locator('select').nth(1);
    await month.waitFor();
    expect(await month.locator('option').allTextContents()).toEqual(['شهر', ...months]);
  });
});
