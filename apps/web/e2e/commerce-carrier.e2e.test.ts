// SPEC §7 §9 carrier billing of a plan that is not a free trial, against the sandbox: mobile number, then the OTP
// the carrier sent (a form, as the contract declares); a wrong code is refused in words, the right one pays.

import { describe, expect, it } from 'vitest';
import { appUrl, FREE, loggedInPage, seriousA11yViolations, showsText, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file');

describe('commerce: carrier billing', () => {
  it('§9 telco weekly after its trial was used: the OTP confirms the payment; a wrong OTP says "Incorrect OTP"', async () => {
    const { page } = await loggedInPage(browser(), ...FREE, '1002-p1');
    await page.goto(`${appUrl()}/subscription-plans/PLAN-TELCO-WEEKLY`);
    await page.getByTestId('price-total').waitFor({ timeout: 15000 });
    expect(await page.getByTestId('trial-note').count()).toBe(0);
    const callbacks: { type: string | undefined; body: string | null }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/callback/v1/du'))
        callbacks.push({ type: r.headers()['content-type'], body: r.postData() });
    });
    await page.getByTestId('gateway-du').check();
    await page.getByTestId('pay-button').click();
    await page.getByTestId('carrier-step').waitFor({ timeout: 15000 });
    expect(await page.getByTestId('carrier-amount').textContent()).toMatch(/AED\s?10\.50 including VAT 5%/);
    await page.getByTestId('carrier-submit').click();
    await showsText(page, 'carrier-error', 'Mobileno Required');
    await page.getByTestId('carrier-mobile').fill('500000002');
    await page.getByTestId('carrier-submit').click();
    const otp = page.getByTestId('carrier-otp');
    await otp.waitFor({ timeout: 15000 });
    await otp.fill('000000');
    await page.getByTestId('carrier-submit').click();
    await showsText(page, 'carrier-error', 'Incorrect OTP');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await otp.fill('123456');
    await page.getByTestId('carrier-submit').click();
    await page.getByTestId('payment-success').waitFor({ timeout: 20000 });
    expect(callbacks.map((c) => c.type)).toEqual([
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded',
    ]);
    expect(callbacks[1]?.body).toMatch(/(^|&)otp=123456(&|$)/);
    await page.goto(`${appUrl()}/profile/plans`);
    const row = page.locator('[data-testid="my-plan"][data-planid="PLAN-TELCO-WEEKLY"]').first();
    await row.waitFor({ timeout: 15000 });
    expect(await row.getAttribute('data-status')).toBe('active');
  });
});
