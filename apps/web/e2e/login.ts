// Logging in through the app's own dialog, for the end-to-end tests and the benchmark scripts (no vitest here).
import type { Page } from 'playwright-core';

/** Logs in through the login dialog; picks `profileId` when the profile chooser opens. */
export async function loginAt(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  profileId = '1001-p1',
  pin?: string,
) {
  await page.goto(baseUrl);
  await page
    .getByRole('button', { name: /log in/i })
    .first()
    .click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.waitFor();
  await dialog
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await dialog.getByLabel(/password/i).fill(password);
  await page.getByTestId('login-submit').click();
  await dialog.waitFor({ state: 'detached' });
  const chooser = page.getByTestId('profile-dialog');
  if (
    (await chooser.isVisible().catch(() => false)) ||
    (await chooser.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    ))
  ) {
    await page.getByTestId(`profile-${profileId}`).click();
    if (pin) {
      // Four PIN boxes, one digit each (SPEC §5: auto-advance).
      for (const [i, digit] of [...pin].entries()) await chooser.getByTestId(`pin-box-${i}`).fill(digit);
      const submit = chooser.getByTestId('profile-pin-submit');
      if (await submit.isEnabled().catch(() => false)) await submit.click().catch(() => undefined);
    }
    await chooser.waitFor({ state: 'detached' });
  }
}
