// The header a subscriber meets: who is watching and the profile menu (SPEC §1, §3 profilePicture), its rows on a
// wide and a narrow screen in each language (§1), its shell at load, and a push that arrives while browsing (§2).
import { fillCredentials, logOutThroughMenu, profileMenuButton } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  appUrl,
  loggedInPage,
  newLoginDialog,
  newPage,
  sandbox,
  seriousA11yViolations,
  settled,
  showsText,
  uploadProfilePicture,
  useJourneyBrowser,
} from './helpers';

const browser = useJourneyBrowser('test');

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('who is watching (SPEC §1, §3)', () => {
  it('§1 §4 the header names the profile watching; its menu (switch, manage, account, log out) works by keyboard, Escape returns focus, axe-clean', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
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
  });

  it('§3 the profile picture is kept in the session state: the header shows it, after a reload before any answer', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
    await page.goto(`${appUrl()}/addProfileCheck`);
    const avatar = profileMenuButton(page).locator('img');
    expect(await avatar.count()).toBe(0);
    // Aisha's picture, through the profile editor.
    await page.getByTestId('profile-1001-p1').click();
    const src = await uploadProfilePicture(page, 'aisha.png');
    await page.getByTestId('profile-save').click();
    await showsText(page, 'profiles-status', 'Profile saved');
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
  });
});

/** The header's rows: the middle of each of its parts, and whether the sections row can scroll. */
const headerRows = (page: Page) =>
  page.evaluate(() => {
    const top = (sel: string) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return r && r.width > 0 ? Math.round(r.top + r.height / 2) : null;
    };
    const nav = document.querySelector('.header .nav') as HTMLElement;
    return {
      height: Math.round(document.querySelector('.header')?.getBoundingClientRect().height ?? 0),
      brand: top('.header .brand'),
      search: top('[data-testid="header-search"]'),
      account: top('[data-testid="profile-menu"]') ?? top('[data-testid="header-login"]'),
      nav: top('.header .nav'),
      navScrolls: nav.scrollWidth > nav.clientWidth,
      navFades: getComputedStyle(nav).maskImage.includes('gradient'),
      pageWidth: document.documentElement.scrollWidth,
    };
  });

describe('the header in every language (SPEC §1)', () => {
  for (const who of ['visitor', 'subscriber'] as const)
    it(`§1 ${who}: one row at 1366 px; on a 390 px phone brand, search and ${who === 'visitor' ? 'Log in' : 'the profile menu'} in one row, the sections in a second that scrolls and fades (en, ar, ml)`, async () => {
      for (const [width, height] of [
        [1366, 768],
        [390, 844],
      ] as const) {
        const viewport = { width, height };
        const { page, context } =
          who === 'visitor'
            ? await newPage(browser(), viewport)
            : await loggedInPage(browser(), ...ADMIN, '1001-p1', undefined, viewport);
        for (const lang of ['en', 'ar', 'ml']) {
          await page.goto(`${appUrl()}/${lang === 'en' ? '' : lang}`);
          await (who === 'visitor' ? page.getByTestId('header-login') : profileMenuButton(page)).waitFor();
          await page.getByTestId('home').waitFor();
          const rows = await headerRows(page);
          const at = `${who} ${lang} ${width}`;
          expect(rows.pageWidth, at).toBe(width);
          if (width === 1366) {
            expect(Math.abs((rows.nav ?? 0) - (rows.brand ?? 0)), at).toBeLessThan(12);
            expect(rows.account, at).not.toBeNull();
            expect(Math.abs((rows.account ?? 0) - (rows.brand ?? 0)), at).toBeLessThan(12);
            expect(rows.height, at).toBeLessThan(70);
          } else {
            for (const part of [rows.search, rows.account])
              expect(Math.abs((part ?? -99) - (rows.brand ?? 0)), at).toBeLessThan(12);
            expect(rows.nav ?? 0, at).toBeGreaterThan((rows.brand ?? 0) + 30);
            expect(rows.height, at).toBeLessThanOrEqual(100);
            expect(rows.navScrolls && rows.navFades, at).toBe(true);
          }
        }
        await context.close();
      }
    });

  it('§2 TV pairing on a 390 px phone: the code field fits the screen, nothing scrolls sideways', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1', undefined, {
      width: 390,
      height: 844,
    });
    await page.goto(`${appUrl()}/pairing`);
    const field = page.getByTestId('pairing-code-input');
    await field.waitFor();
    await field.fill('123456');
    const box = await field.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});

describe('a push while browsing (SPEC §2 snackbar)', () => {
  it('§2 a notification that arrives while browsing shows a short toast (role=status) that hides by itself, beside the bell count', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
    await page.goto(`${appUrl()}/search`);
    await profileMenuButton(page).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('random') ?? '');
    await expect
      .poll(async () => {
        const { topics, streams } = await sandbox().pushState(token);
        return streams === 1 && topics.includes('PC');
      })
      .toBe(true);
    const toast = page.getByTestId('snackbar');
    expect(await toast.count()).toBe(0);
    await sandbox().sendNotification({
      topic: 'PC',
      title: 'Dune Riders is here',
      message: 'Watch it tonight.',
    });
    await expect
      .poll(() => toast.textContent({ timeout: 500 }).catch(() => null))
      .toBe('New notification: \u2068Dune Riders is here\u2069');
    expect(await page.getByRole('status').filter({ has: toast }).count()).toBe(1);
    expect(await page.getByTestId('notification-bell').getAttribute('aria-label')).toBe(
      'Notifications, 1 unread',
    );
    // Still, with no motion to turn off; gone after SPEC §2's 5 s.
    expect(await toast.evaluate((el) => el.getAnimations().length)).toBe(0);
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    expect(new URL(page.url()).pathname).toBe('/search');
  });
});

describe('the header at load (SPEC §2 full-screen loader)', () => {
  it('§2 a full page load draws the header outline at once, loader below it; the real header takes its place without a jump (1366 and 390 px)', async () => {
    for (const width of [1366, 390]) {
      const { page, context } = await newPage(browser(), { width, height: 800 });
      let release: () => void = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route(/\/config\/provider\.json/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(appUrl(), { waitUntil: 'commit' });
      const shell = page.locator('.header-shell');
      await shell.waitFor();
      expect(await page.getByRole('progressbar').count()).toBe(1);
      const box = async (sel: string) => page.locator(sel).first().boundingBox();
      const before = await box('.header-shell');
      const loader = await box('.fullscreen-loader');
      expect((loader?.y ?? 0) >= (before?.y ?? 0) + (before?.height ?? 0), `${width}`).toBe(true);
      release();
      await page.getByTestId('header-login').waitFor();
      expect(await shell.count()).toBe(0);
      const after = await box('header.header');
      expect(after?.y, `${width}`).toBe(before?.y);
      expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0)), `${width}`).toBeLessThanOrEqual(1);
      await context.close();
    }
  }, 120000);
});

describe('the profile chooser (SPEC §4 Profiles)', () => {
  it("§4 after a log-in the chooser comes before Home: no profile's rows behind it; hovered and current tiles look apart", async () => {
    const { page, dialog } = await newLoginDialog(browser());
    await fillCredentials(dialog, ...ADMIN);
    await page.getByTestId('login-submit').click();
    const chooser = page.getByTestId('profile-dialog');
    await chooser.getByTestId('profile-1001-p1').waitFor();
    expect(await page.getByTestId('home').count()).toBe(0);
    expect(await page.locator('main#main').evaluate((m) => m.childElementCount)).toBe(0);

    // The current tile (Aisha, the account's own) and a hovered one (Omar) differ to the eye.
    const look = (id: string) =>
      page.getByTestId(id).evaluate((el) => {
        const avatar = el.querySelector('.profile-avatar');
        return `${getComputedStyle(el).borderColor} ${avatar ? getComputedStyle(avatar).boxShadow : ''}`;
      });
    await page.getByTestId('profile-1001-p2').hover();
    expect(await look('profile-1001-p2')).not.toBe(await look('profile-1001-p1'));

    await page.getByTestId('profile-1001-p2').click();
    await chooser.waitFor({ state: 'detached' });
    await page.getByTestId('home').waitFor();
    await page.getByRole('button', { name: /^Omar ?, profile menu$/ }).waitFor();
  });
});
