// The sandbox's guessing limits and licence checks as a person meets them (SPEC §4, §8): a spent OTP, the CAPTCHA a
// fresh device is asked after wrong passwords elsewhere, and a refused licence, each shown in words.

import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  appUrl,
  loggedInPage,
  newLoginDialog,
  newPage,
  openLoginDialog,
  threeWrongPasswords,
  useJourneyBrowser,
  videoTime,
} from './helpers';

const browser = useJourneyBrowser('file');

describe('refusals in words (§8)', () => {
  it('§8 five wrong reset codes spend the code: even the right one is then refused, in words', async () => {
    const { dialog } = await newLoginDialog(browser());
    await dialog.getByTestId('login-identifier').fill('free@sandbox.test');
    await dialog.getByTestId('login-forgot').click();
    await dialog.getByTestId('forgot-submit').click();
    await dialog.getByTestId('reset-otp').waitFor();
    await dialog.getByTestId('reset-password').fill('Renewed#1');
    await dialog.getByTestId('reset-confirm-password').fill('Renewed#1');
    const otpError = dialog.getByTestId('reset-otp-error');
    for (let i = 1; i <= 5; i++) {
      await dialog.getByTestId('reset-otp').fill(`00000${i}`);
      await dialog.getByTestId('reset-submit').click();
      await expect
        .poll(() => otpError.textContent())
        .toBe(i < 5 ? 'Incorrect OTP' : 'Too many wrong OTPs. Please request a new OTP');
      await expect.poll(() => dialog.getByTestId('reset-submit').getAttribute('aria-disabled')).toBe('false');
    }
    await dialog.getByTestId('reset-otp').fill('123456');
    await dialog.getByTestId('reset-submit').click();
    await expect.poll(() => otpError.textContent()).toBe('Too many wrong OTPs. Please request a new OTP');
  });

  it('§4 three wrong passwords on one device: another device is asked the CAPTCHA, in words, before logging in', async () => {
    const a = await newPage(browser());
    const first = await openLoginDialog(a.page);
    await threeWrongPasswords(first);
    await a.context.close();

    // Another browser: another device id and device token.
    const b = await newPage(browser());
    const dialog = await openLoginDialog(b.page);
    await dialog.getByTestId('login-identifier').fill('admin@sandbox.test');
    await dialog.getByTestId('login-password').fill('Sandbox#123');
    await dialog.getByTestId('login-submit').click();
    const step = dialog.getByTestId('login-captcha');
    await step.waitFor();
    expect(await step.textContent()).toContain('Type the characters you see in the image to continue');
    await dialog.getByTestId('login-captcha-input').fill('SANDBOX');
    await dialog.getByTestId('login-submit').click();
    await dialog.waitFor({ state: 'detached' });
    expect(b.errors).toEqual([]);
  });

  it('§4 the player sends the session with each licence request; a licence refused is said in words', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN);
    const licences: { session: boolean; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/drm/clearkey') && r.request().method() === 'POST')
        licences.push({ session: Boolean(r.request().headers()['x-session']), status: r.status() });
    });
    await page.goto(`${appUrl()}/movie/dubai-nights/MOV-003/play`);
    await page.getByTestId('player-controls').waitFor({ timeout: 30000 });
    await expect.poll(() => videoTime(page), { timeout: 30000 }).toBeGreaterThan(0.3);
    expect(licences.length).toBeGreaterThan(0);
    expect(licences.every((l) => l.session && l.status === 200)).toBe(true);

    // The same request without the session: the licence server refuses (401) and the player says so.
    await page.route('**/drm/clearkey**', (route) => {
      const headers = { ...route.request().headers() };
      delete headers['x-session'];
      return route.continue({ headers });
    });
    licences.length = 0;
    await page.goto(`${appUrl()}/movie/dubai-nights/MOV-003/play`);
    await expect
      .poll(() => page.getByTestId('player-error').textContent(), { timeout: 30000 })
      .toContain('The licence to play this video could not be obtained. Please retry.');
    expect(licences.some((l) => !l.session && l.status === 401)).toBe(true);
  });
});
