// Profiles and parental control end to end as Aisha: a kids profile with a PIN (SPEC §5 boxes), switching to it, a
// blocked rated title, the kids Home; edit, delete, PIN reset by OTP; parental control on/off, a wrong PIN, a
// forgotten PIN replaced by OTP; every new screen in en, ar (RTL) and ml with axe clean.

import { profileMenuButton } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  appUrl,
  loggedInPage,
  seriousA11yViolations,
  settled,
  showsText,
  uploadProfilePicture,
  useJourneyBrowser,
} from './helpers';

const browser = useJourneyBrowser('test');

/** Types a PIN from the first box with the keyboard only: each digit must move focus on by itself (SPEC §5). */
async function typePin(page: Page, boxPrefix: string, pin: string) {
  await page.getByTestId(`${boxPrefix}-0`).focus();
  await page.keyboard.type(pin, { delay: 20 });
}
const pinValues = (page: Page, boxPrefix: string) =>
  page.evaluate(
    (prefix) =>
      [0, 1, 2, 3].map(
        (i) => (document.querySelector(`[data-testid="${prefix}-${i}"]`) as HTMLInputElement).value,
      ),
    boxPrefix,
  );
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? null);
/** The element the field's aria-describedby points at holds the message (announced with the field). */
const describedText = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    const ref = el?.getAttribute('aria-describedby');
    return ref ? (document.getElementById(ref)?.textContent ?? '') : '';
  }, testId);

describe('profiles (SPEC §1, §2, §4, §5, §6)', () => {
  it('§2 §4 §5 add a kids profile with a PIN, switch to it by its PIN: a U/A 16+ title is blocked and Home shows the kids screen', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
    await page.goto(appUrl());

    // Manage mode from the header's profile chooser, then add: focus on each step's heading.
    await profileMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Switch profile' }).click();
    await page.getByTestId('profile-dialog-manage').click();
    await page.getByTestId('profile-dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/addProfileCheck');
    await page.getByTestId('profiles-manage').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Manage profiles');
    await expect.poll(() => focusedTag(page)).toBe('H1');
    await page.getByTestId('profiles-add').click();
    await page.getByTestId('profile-editor').waitFor();
    await expect.poll(() => focusedTag(page)).toBe('H1');

    // §5 name: only numbers refused at the field, what was typed kept.
    await page.getByTestId('profile-name').fill('1234');
    await page.getByTestId('profile-save').click();
    await expect
      .poll(() => describedText(page, 'profile-name'))
      .toBe('Only numbers are not allowed as a name');
    expect(await page.getByTestId('profile-name').inputValue()).toBe('1234');
    expect(await focusedTestId(page)).toBe('profile-name');

    await page.getByTestId('profile-name').fill('Zara');
    // A picture from the gallery, by keyboard: Space picks one, → moves to the next and picks it.
    await page.getByTestId('profile-avatar-sun').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('profile-avatar-moon').isChecked()).toBe(true);
    const moon = await page.locator('label:has([data-testid="profile-avatar-moon"]) img').getAttribute('src');
    await page.getByTestId('profile-kids').check();
    expect(await page.getByTestId('profile-rating').inputValue()).toBe('U/A 7+');
    await page.getByTestId('profile-pin-enabled').check();
    await typePin(page, 'profile-new-pin', '2468');
    expect(await pinValues(page, 'profile-new-pin')).toEqual(['2', '4', '6', '8']);
    await page.getByTestId('profile-save').click();

    await page.getByTestId('profiles-manage').waitFor();
    const zara = page.getByRole('button', { name: /^Zara/ });
    await zara.waitFor();
    expect(await zara.textContent()).toContain('Kids');
    expect(await zara.textContent()).toContain('PIN');
    expect(await zara.locator('img').getAttribute('src')).toBe(moon);

    // Switch to Zara: a wrong PIN is refused (§8 "Invalid Profile PIN"), the boxes empty, focus back on the first.
    await page.getByTestId('profiles-done').click();
    await page.getByTestId('profiles-switch').waitFor();
    await page.getByRole('button', { name: /Zara/ }).click();
    await page.getByTestId('profile-pin-form').waitFor();
    await typePin(page, 'pin-box', '1111');
    await page.keyboard.press('Enter');
    await showsText(page, 'profile-pin-error', 'Invalid Profile PIN');
    expect(await pinValues(page, 'pin-box')).toEqual(['', '', '', '']);
    expect(await focusedTestId(page)).toBe('pin-box-0');

    // §5 go back on empty: Backspace in an empty box moves back and empties the previous one.
    await page.keyboard.type('24');
    expect(await focusedTestId(page)).toBe('pin-box-2');
    await page.keyboard.press('Backspace');
    expect(await focusedTestId(page)).toBe('pin-box-1');
    expect(await pinValues(page, 'pin-box')).toEqual(['2', '', '', '']);
    await page.keyboard.type('468');
    expect(await pinValues(page, 'pin-box')).toEqual(['2', '4', '6', '8']);
    await page.keyboard.press('Enter');

    // Home in kids mode: the provider config's kids screen.
    const home = page.getByTestId('home');
    await home.waitFor();
    expect(await home.getAttribute('data-screen')).toBe('kids');
    await page.getByText('Little Camel Adventures').first().waitFor({ timeout: 20000 });
    // The kids profile's header holds the kids menu only (no movies, live or music).
    expect(await page.locator('.header .nav a').allTextContents()).toEqual(['Kids', 'Search', 'Watchlist']);

    // §4 parental control: the kids profile (U/A 7+) may not play MOV-003 (U/A 16+).
    await page.goto(`${appUrl()}/details/dubai-nights/MOV-003`);
    const play = page.getByTestId('play-button');
    await expect.poll(() => play.getAttribute('data-decision'), { timeout: 20000 }).toBe('parentalBlocked');
    expect(await play.textContent()).toBe('This content is blocked by parental control');
    expect(await play.isDisabled()).toBe(true);
  });

  it('§5 edit a profile (picture by uploadImage, name, rating with the parental PIN) and delete it; the master profile cannot be kids nor be deleted', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
    await page.goto(`${appUrl()}/addProfileCheck`);

    // The master profile: kids flag disabled and explained; no delete.
    await page.getByTestId('profile-1001-p1').click();
    await page.getByTestId('profile-editor').waitFor();
    expect(await page.getByTestId('profile-kids').isDisabled()).toBe(true);
    expect(await describedText(page, 'profile-kids')).toBe('The main profile cannot be a kids profile.');
    expect(await page.getByTestId('profile-delete').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Omar: a picture (uploadImage), a new name and a lower rating; a wrong parental PIN is "Incorrect Pin" at its
    // field, what was typed kept.
    await page.getByTestId('profile-1001-p2').click();
    await uploadProfilePicture(page, 'omar.png');
    await page.getByTestId('profile-name').fill('Omar Senior');
    await page.getByTestId('profile-rating').selectOption('U/A 13+');
    await typePin(page, 'profile-parental-pin', '0000');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => describedText(page, 'profile-parental-pin')).toBe('Incorrect Pin');
    expect(await pinValues(page, 'profile-parental-pin')).toEqual(['', '', '', '']);
    expect(await focusedTestId(page)).toBe('profile-parental-pin-0');
    expect(await page.getByTestId('profile-name').inputValue()).toBe('Omar Senior');
    await typePin(page, 'profile-parental-pin', '4321');
    await page.getByTestId('profile-save').click();
    await showsText(page, 'profiles-status', 'Profile saved');
    const omar = page.getByRole('button', { name: /^Omar Senior/ });
    expect(await omar.locator('img').getAttribute('src')).toMatch(/\/image\/v1\/files\//);
    await expect
      .poll(() => omar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);
    await omar.click();
    expect(await page.getByTestId('profile-rating').inputValue()).toBe('U/A 13+');

    // Delete, after a confirmation step whose heading takes focus.
    await page.getByTestId('profile-delete').click();
    await page.getByTestId('profile-delete-confirm').waitFor();
    await expect.poll(() => focusedTag(page)).toBe('H2');
    await page.getByTestId('profile-delete-confirm-button').click();
    await showsText(page, 'profiles-status', 'Profile deleted');
    expect(await page.getByRole('button', { name: /Omar/ }).count()).toBe(0);
  });

  it('§5 a forgotten profile PIN is replaced by OTP (wrong OTP refused at its field), then the new PIN switches', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
    await page.goto(`${appUrl()}/switchprofile`);
    await page.getByTestId('profile-1001-k1').click();
    await page.getByTestId('profile-forgot-pin').click();
    const reset = page.getByTestId('profile-pin-reset');
    await reset.waitFor();
    await expect
      .poll(() => page.getByTestId('profile-pin-reset-sent').textContent())
      .toContain('6-digit code');
    await page.getByTestId('profile-pin-reset-otp').fill('000000');
    await typePin(page, 'profile-pin-reset-pin', '5555');
    await page.getByTestId('profile-pin-reset-submit').click();
    await expect.poll(() => describedText(page, 'profile-pin-reset-otp')).toBe('Incorrect OTP');
    expect(await pinValues(page, 'profile-pin-reset-pin')).toEqual(['5', '5', '5', '5']);
    await page.getByTestId('profile-pin-reset-otp').fill('123456');
    await page.getByTestId('profile-pin-reset-submit').click();
    await showsText(page, 'profiles-status', 'PIN changed');
    await typePin(page, 'pin-box', '5555');
    await page.keyboard.press('Enter');
    await page.getByTestId('home').waitFor();
    expect(await page.getByTestId('home').getAttribute('data-screen')).toBe('kids');
  });
});

describe('parental control (SPEC §4, §5, §8)', () => {
  it('§4 §8 a wrong parental PIN shows "Incorrect Pin"; with the PIN parental control is turned off and on again', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
    await page.goto(`${appUrl()}/profile/parental-control`);
    const state = page.getByTestId('parental-state');
    await state.waitFor();
    expect(await state.getAttribute('data-enabled')).toBe('true');
    await expect.poll(() => focusedTag(page)).toBe('H2');

    await typePin(page, 'parental-pin', '0000');
    await page.keyboard.press('Enter');
    await showsText(page, 'parental-pin-error', 'Incorrect Pin');
    expect(await pinValues(page, 'parental-pin')).toEqual(['', '', '', '']);
    expect(await focusedTestId(page)).toBe('parental-pin-0');

    await typePin(page, 'parental-pin', '4321');
    await page.keyboard.press('Enter');
    const toggle = page.getByTestId('parental-toggle');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => state.getAttribute('data-enabled')).toBe('false');
    expect(await page.getByTestId('parental-status').textContent()).toBe('Parental control is off');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => state.getAttribute('data-enabled')).toBe('true');
    expect(await page.getByTestId('parental-status').textContent()).toBe('Parental control is on');

    // A rating on the §4 ladder, per profile.
    const omar = page.getByTestId('parental-rating-1001-p2');
    await omar.getByRole('combobox').selectOption('U/A 12+');
    await omar.getByRole('button', { name: 'Save the rating of Omar' }).click();
    await showsText(page, 'parental-status', 'Omar may now watch up to \u2066U/A 12+\u2069'); // the rating isolated left to right
  });

  it('§4 §5 a forgotten parental PIN is replaced by OTP (123456 in test mode); the old PIN then fails and the new one works', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
    await page.goto(`${appUrl()}/profile/parental-control`);
    await page.getByTestId('parental-forgot').click();
    await page.getByTestId('parental-reset').waitFor();
    await expect.poll(() => focusedTag(page)).toBe('H2');
    await expect.poll(() => page.getByTestId('parental-reset-sent').textContent()).toContain('6-digit code');
    await page.getByTestId('parental-reset-otp').fill('654321');
    await typePin(page, 'parental-reset-pin', '9876');
    await page.getByTestId('parental-reset-submit').click();
    await expect.poll(() => describedText(page, 'parental-reset-otp')).toBe('Incorrect OTP');
    await page.getByTestId('parental-reset-otp').fill('123456');
    await page.getByTestId('parental-reset-submit').click();
    await showsText(page, 'parental-status', 'Parental PIN changed. Enter the new PIN to continue.');

    await typePin(page, 'parental-pin', '4321');
    await page.keyboard.press('Enter');
    await showsText(page, 'parental-pin-error', 'Incorrect Pin');
    await typePin(page, 'parental-pin', '9876');
    await page.keyboard.press('Enter');
    await page.getByTestId('parental-toggle').waitFor();
  });
});

describe('the new screens in en, ar (RTL) and ml (SPEC §1, §2)', () => {
  const screens: [string, string, string][] = [
    ['switch', '/switchprofile', 'profiles-switch'],
    ['manage', '/addProfileCheck', 'profiles-manage'],
    ['add', '/addprofile', 'profile-editor'],
    ['parental control', '/profile/parental-control', 'parental-panel'],
  ];
  const SCRIPT: Record<string, RegExp> = { en: /[A-Za-z]{3}/, ar: /[\u0600-\u06FF]/, ml: /[\u0D00-\u0D7F]/ };
  for (const lang of ['en', 'ar', 'ml']) {
    it(`§2 ${lang}: every profile screen translated, ${lang === 'ar' ? 'right-to-left, ' : ''}axe 0 serious/critical`, async () => {
      const { page } = await loggedInPage(browser(), ...ADMIN, '1001-p1');
      for (const [, path, testId] of screens) {
        await page.goto(`${appUrl()}${lang === 'en' ? '' : `/${lang}`}${path}`);
        await page.getByTestId(testId).waitFor();
        // The screen's messages have come (its own script shows), and nothing is loading any more.
        await expect.poll(() => page.locator('main').innerText()).toMatch(SCRIPT[lang] as RegExp);
        await settled(page);
        const text = await page.locator('main').innerText();
        expect(text, path).not.toMatch(/\b(profiles|parental)\.[a-zA-Z]+/);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await seriousA11yViolations(page), `${lang} ${path}`).toEqual([]);
      }
    });
  }
});
