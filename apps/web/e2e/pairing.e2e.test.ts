// TV pairing: two browser contexts of the production build against the sandbox — one is the TV showing
// the PIN, the other a logged-in subscriber entering it. SPEC §1 (pair a TV by PIN), §2 (/tv → /pairing, the root's
// pairing flag), §5 (pairing code 6 digits), §7 (POST device/pin, POST profile/pairdevice), §8.

import { profileMenuButton } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, appUrl, loggedInPage, newPage, seriousA11yViolations, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('test');

/** The PIN the TV shows (the digits of its data attribute, which the visible text groups as 3 + 3). */
async function shownPin(tv: Page): Promise<string> {
  const pin = tv.getByTestId('pairing-pin');
  await pin.waitFor();
  return (await pin.getAttribute('data-pin')) ?? '';
}

describe('TV pairing', () => {
  it('§2 /tv opens the pairing view; the TV shows a 6-digit PIN with its 5-minute countdown; a subscriber enters it and the TV is logged in (§1, §7)', async () => {
    const tv = await newPage(browser());
    await tv.page.goto(`${appUrl()}/tv`);
    await expect.poll(() => new URL(tv.page.url()).pathname).toBe('/pairing');
    const pin = await shownPin(tv.page);
    expect(pin).toMatch(/^\d{6}$/);
    const countdown = tv.page.getByTestId('pairing-countdown');
    await expect.poll(() => countdown.textContent()).toMatch(/expires in (5:00|4:5\d)/);
    // It counts down.
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 4000 }).not.toBe(first);
    expect(await seriousA11yViolations(tv.page)).toEqual([]);

    // SPEC §2: while the TV waits, the root opens the pairing view (the pairing flag).
    await tv.page.goto(`${appUrl()}/`);
    await expect.poll(() => new URL(tv.page.url()).pathname).toBe('/pairing');
    const pinAfterRoot = await shownPin(tv.page);

    const phone = await loggedInPage(browser(), ...ADMIN);
    await phone.page.goto(`${appUrl()}/pairing`);
    const code = phone.page.getByTestId('pairing-code-input');
    await code.waitFor();
    // §5: 6 digits; letters cannot be typed.
    await code.fill('12a45');
    expect(await code.inputValue()).toBe('1245');
    await phone.page.getByTestId('pairing-code-submit').click();
    await expect
      .poll(() => phone.page.getByTestId('pairing-code-error').textContent())
      .toBe('Pairing code should be 6 digits');
    // §8: a code no TV shows is refused at the field; what was typed stays.
    const wrong = pinAfterRoot === '000000' ? '000001' : '000000';
    await code.fill(wrong);
    await phone.page.getByTestId('pairing-code-submit').click();
    await expect
      .poll(() => phone.page.getByTestId('pairing-code-error').textContent())
      .toBe('Pairing code is invalid or expired');
    expect(await code.inputValue()).toBe(wrong);
    expect(await seriousA11yViolations(phone.page)).toEqual([]);

    await code.fill(pinAfterRoot);
    await phone.page.getByTestId('pairing-code-submit').click();
    await phone.page.getByTestId('pairing-done').waitFor();

    // The TV's next poll receives the session, once: it logs in and asks who is watching (three profiles).
    await tv.page.getByTestId('profile-dialog').waitFor({ timeout: 15000 });
    await tv.page.getByTestId('profile-1001-p1').click();
    await profileMenuButton(tv.page).waitFor();
    await expect.poll(() => new URL(tv.page.url()).pathname).toBe('/');
    expect(await tv.page.evaluate(() => localStorage.getItem('pairing'))).toBeNull();
    expect(await tv.page.evaluate(() => localStorage.getItem('sessionToken'))).toBeTruthy();
    // The paired TV is a device of the subscriber, and the TV's session works (its own My Devices).
    await tv.page.goto(`${appUrl()}/profile/devices`);
    const tvDevice = await tv.page.evaluate(() => localStorage.getItem('random'));
    await tv.page.getByTestId(`device-${tvDevice}`).getByTestId('device-this').waitFor();
    await phone.page.goto(`${appUrl()}/profile/devices`);
    await phone.page.getByTestId(`device-${tvDevice}`).waitFor();
    expect(await phone.page.getByTestId(`device-${tvDevice}`).textContent()).toContain('TV');
    expect(tv.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await tv.context.close();
    await phone.context.close();
  }, 120_000);

  it('§2 the pairing view in Arabic is right-to-left; leaving it clears the pairing flag', async () => {
    const tv = await newPage(browser());
    await tv.page.goto(`${appUrl()}/ar/pairing`);
    await shownPin(tv.page);
    expect(await tv.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await tv.page.getByRole('heading', { level: 1 }).textContent()).toBe('ربط هذا التلفزيون');
    // The PIN itself stays left-to-right.
    expect(await tv.page.getByTestId('pairing-pin').getAttribute('dir')).toBe('ltr');
    expect(await seriousA11yViolations(tv.page)).toEqual([]);
    // §3: the flag holds the shown PIN's expiry, so it lapses with the PIN.
    const until = Number(await tv.page.evaluate(() => localStorage.getItem('pairing')));
    expect(until).toBeGreaterThan(Date.now());
    await tv.page.getByRole('button', { name: 'ليس تلفزيونًا؟ الانتقال إلى الرئيسية' }).click();
    await expect.poll(() => new URL(tv.page.url()).pathname).toBe('/ar');
    expect(await tv.page.evaluate(() => localStorage.getItem('pairing'))).toBeNull();
    expect(tv.errors).toEqual([]);
  });
});
