// Logging in through the app's own dialog, for the journeys of both shells and the benchmark scripts (no vitest here).
import type { Locator, Page } from 'playwright-core';

/** The sandbox's sample subscribers (SPEC §4 log-in): Aisha, on a paid plan with profiles, and Farid, on none. */
export const ADMIN = ['admin@sandbox.test', 'Sandbox#123'] as const;
export const FREE = ['free@sandbox.test', 'Sandbox#123'] as const;

/** The profile list the app asks for right after a log-in (SPEC §4: more than one profile opens the chooser). */
const PROFILE_LIST = /\/subscriberv2\/v1\/profile$/;

/** The header's who-is-watching button: there exactly while a subscriber is logged in (the logged-in marker). */
export const profileMenuButton = (page: Page) => page.getByTestId('profile-menu');

/** Logs out as a subscriber does: the header's profile menu, then its Log out item. */
export async function logOutThroughMenu(page: Page) {
  await profileMenuButton(page).click();
  await page.getByTestId('profile-menu-logout').click();
}

/** Types an e-mail and a password into an open log-in dialog, found by their labels. */
export async function fillCredentials(dialog: Locator, email: string, password: string) {
  await dialog
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await dialog.getByLabel(/password/i).fill(password);
}

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
  await fillCredentials(dialog, email, password);
  // Whether the chooser will open is the app's decision from this answer; the chooser is a lazy chunk, so the
  // logged-in header shows before it, and neither can stand for the other.
  const listed = page
    .waitForResponse((r) => r.request().method() === 'GET' && PROFILE_LIST.test(new URL(r.url()).pathname))
    .then(async (r) => (r.ok() ? ((await r.json()) as { data?: unknown[] }).data?.length : 0) ?? 0)
    .catch(() => 0);
  await page.getByTestId('login-submit').click();
  await dialog.waitFor({ state: 'detached' });
  if ((await listed) <= 1) {
    await profileMenuButton(page).waitFor({ state: 'attached' });
    return;
  }
  const chooser = page.getByTestId('profile-dialog');
  await page.getByTestId(`profile-${profileId}`).click();
  if (pin) {
    // Four PIN boxes, one digit each (SPEC §5: auto-advance).
    for (const [i, digit] of [...pin].entries()) await chooser.getByTestId(`pin-box-${i}`).fill(digit);
    const submit = chooser.getByTestId('profile-pin-submit');
    if (await submit.isEnabled().catch(() => false)) await submit.click().catch(() => undefined);
  }
  await chooser.waitFor({ state: 'detached' });
}
