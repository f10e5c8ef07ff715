// The header a subscriber meets: who is watching and the profile menu (SPEC §1, §3 profilePicture), its rows on a
// wide and a narrow screen in each language (§1), its shell at load, and a push that arrives while browsing (§2).
import { logOutThroughMenu, profileMenuButton } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loggedInPage, seriousA11yViolations, settled, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('test');

const ADMIN = ['admin@sandbox.test', 'Sandbox#123'] as const;
/** A 1×1 PNG, the picture to upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('who is watching (SPEC §1, §3)', () => {
  it('§1 §4 the header names the profile watching; its menu (switch, manage, account, log out) works by keyboard, Escape returns focus, axe-clean', async () => {
    const { page, context, errors } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
    await page.goto(appUrl());
    const menu = profileMenuButton(page);
    await page.getByRole('button', { name: /^Aisha ?, profile menu$/ }).waitFor();
    expect(await menu.getByText('Aisha', { exact: true }).isVisible()).toBe(true);
    // Log out is no longer a button of the header: it is in the menu.
    expect(await page.getByRole('button', { name: /^log out$/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^profiles$/i }).count()).toBe(0);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await settled(page);

    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByRole('menu', { name: 'Profile menu' });
    expect(await list.getByRole('menuitem').allTextContents()).toEqual([
      'Switch profile',
      'Manage profiles',
      'Account',
      'Log out',
    ]);
    await expect.poll(() => focusedText(page)).toBe('Switch profile');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('Manage profiles');
    await page.keyboard.press('End');
    await expect.poll(() => focusedText(page)).toBe('Log out');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('Switch profile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await list.count()).toBe(0);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedTestId(page)).toBe('profile-menu');

    // A click elsewhere closes it too; Account opens the account page.
    await menu.click();
    await list.waitFor();
    await page.getByTestId('home').click({ position: { x: 5, y: 5 } });
    expect(await list.count()).toBe(0);
    await menu.click();
    await list.getByRole('menuitem', { name: 'Account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/account');
    expect(await list.count()).toBe(0);

    // Switch profile opens the chooser; Omar chosen, the header says so.
    await menu.click();
    await list.getByRole('menuitem', { name: 'Switch profile' }).click();
    await page.getByTestId('profile-1001-p2').click();
    await page.getByTestId('profile-dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Omar ?, profile menu$/ }).waitFor();

    // Log out through the menu: the visitor's header.
    await logOutThroughMenu(page);
    await page.getByTestId('header-login').waitFor({ timeout: 15000 });
    expect(await menu.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('§3 the profile picture is kept in the session state: the header shows it, after a reload before any answer', async () => {
    const { page, context, errors } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
    await page.goto(`${appUrl()}/addProfileCheck`);
    const avatar = profileMenuButton(page).locator('img');
    expect(await avatar.count()).toBe(0);
    // Aisha's picture, through the profile editor.
    await page.getByTestId('profile-1001-p1').click();
    await page
      .getByTestId('profile-avatar-input')
      .setInputFiles({ name: 'aisha.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByTestId('profile-editor').locator('.profile-avatar img');
    await expect.poll(() => preview.getAttribute('src'), { timeout: 10000 }).toMatch(/\/image\/v1\/files\//);
    const src = await preview.getAttribute('src');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('profiles-status').textContent()).toBe('Profile saved');
    await expect.poll(() => avatar.getAttribute('src')).toBe(src);
    const stored = () =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('profile') ?? '{}') as { picture?: string }).picture,
      );
    await expect.poll(stored).toBe(src);

    // A reload: the picture is drawn from the session state while the profile list is held back.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/subscriberv2\/v1\/profile$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => avatar.getAttribute('src')).toBe(src);
    release();
    await page.getByRole('button', { name: /^Aisha ?, profile menu$/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
