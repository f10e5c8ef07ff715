// SPEC §4 Login outcomes in the log-in dialog: the CAPTCHA step the back-end asks for after three wrong
// passwords from a device (before, that device could no longer log in), "Invalid Credential" (6110) and "not
// registered" (6001).

import { describe, expect, it } from 'vitest';
import { closedLoggedIn, newLoginDialog, showsText, threeWrongPasswords, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file');

describe('log-in outcomes (§4, §8)', () => {
  it('§4 three wrong passwords → the CAPTCHA step → the right answer logs in; 6110 and 6001 show their messages', async () => {
    const { page, dialog } = await newLoginDialog(browser());
    await dialog.getByTestId('login-identifier').fill('nobody@sandbox.test');
    await dialog.getByTestId('login-password').fill('Sandbox#123');
    await dialog.getByTestId('login-submit').click();
    await showsText(dialog, 'login-error', 'You are not registered yet, please sign up');
    // §4 6001 → sign-up: the offer takes what was typed into the sign-up form, and back
    await dialog.getByTestId('login-go-signup').click();
    await expect.poll(() => dialog.getByTestId('signup-identifier').inputValue()).toBe('nobody@sandbox.test');
    await dialog.getByTestId('auth-back').click();
    await dialog.getByTestId('login-submit').waitFor();

    await threeWrongPasswords(dialog);
    await dialog.getByTestId('login-password').fill('Sandbox#123');
    await dialog.getByTestId('login-submit').click();
    const step = dialog.getByTestId('login-captcha');
    await step.waitFor();
    expect(
      await step.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await dialog.getByTestId('login-captcha-input').fill('WRONG');
    await dialog.getByTestId('login-submit').click();
    await showsText(dialog, 'login-error', 'Entered invalid captcha text');
    await dialog.getByTestId('login-captcha-input').fill('SANDBOX');
    await dialog.getByTestId('login-submit').click();
    await closedLoggedIn(dialog, page);
  });

  it('§8 Invalid Credential offers the password reset right under the message, with what was typed', async () => {
    const { dialog } = await newLoginDialog(browser());
    await dialog.getByTestId('login-identifier').fill('free@sandbox.test');
    await dialog.getByTestId('login-password').fill('Wrong#123');
    await dialog.getByTestId('login-submit').click();
    await showsText(dialog, 'login-error', 'Invalid Credential');
    await dialog.getByTestId('login-error-forgot').click();
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Forgot password');
    expect(await dialog.getByTestId('forgot-identifier').inputValue()).toBe('free@sandbox.test');
  });
});
