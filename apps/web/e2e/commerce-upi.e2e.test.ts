// Paying by UPI in India (SPEC §2 payment mode selection, processing page). The sandbox picks the
// currency, plans and gateways from the subscriber's country; the seeded subscribers are AE, so this journey signs
// up an IN subscriber (a Google sign-up, as the social sign-up flow does) and logs in with its token.

import { describe, expect, it } from 'vitest';
import { appUrl, newPage, sandboxUrl, seriousA11yViolations, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file');

describe('commerce: UPI (IN)', () => {
  it('§2 §7 an IN subscriber sees UPI, cards/netbanking and wallets in INR; UPI pending → processing → Razorpay callback → success', async () => {
    const { page } = await newPage(browser());
    await page.goto(appUrl());
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('subscriberToken')), { timeout: 15000 })
      .toBeTruthy();
    const device = await page.evaluate(() => localStorage.getItem('subscriberToken'));
    const sms = `${sandboxUrl()}/sms/subscriberv2/v1`;
    const gtoken = `google-in-${Date.now()}`;
    const signup = await fetch(`${sms}/signup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${device}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        logintype: 'Google',
        gtoken,
        name: 'Priya Nair',
        email: `priya.${Date.now()}@sandbox.test`,
        country: 'IN',
      }),
    });
    expect(signup.status).toBe(200);
    const login = await fetch(`${sms}/login?logintype=Google&gtoken=${gtoken}`, {
      headers: { authorization: `Bearer ${device}` },
    });
    const tokens = (await login.json()) as { success: string; refreshtoken: string };
    expect(tokens.success).toBeTruthy();
    const details = await fetch(`${sandboxUrl()}/sms/subscriber/v1/subscriber`, {
      headers: { 'x-session': tokens.success },
    });
    const me = (
      (await details.json()) as { data: { subscriberid: string; profileid: string; country: string } }
    ).data;
    expect(me.country).toBe('IN');
    // What a log-in leaves in storage (SPEC §3 keys): the tokens, the subscriber's ids and country, the profile.
    await page.evaluate(
      ([s, r, d, p]) => {
        localStorage.setItem('sessionToken', s ?? '');
        localStorage.setItem('refreshtoken', r ?? '');
        localStorage.setItem('subscriberDetails', d ?? '');
        localStorage.setItem('profile', p ?? '');
      },
      [
        tokens.success,
        tokens.refreshtoken,
        JSON.stringify(me),
        JSON.stringify({ profileid: me.profileid, kids: false }),
      ],
    );
    // A new subscriber's monthly plan starts with its 7-day free trial (no payment)…
    await page.goto(`${appUrl()}/subscription-plans/PLAN-MONTHLY-HD`);
    await page.getByTestId('trial-note').waitFor({ timeout: 20000 });
    await page.getByTestId('pay-button').click();
    await page.getByTestId('plan-success').waitFor({ timeout: 15000 });
    // …then paying for it (the trial is used) goes through a gateway: UPI.
    await page.goto(`${appUrl()}/subscription-plans/PLAN-MONTHLY-HD`);
    await page.getByTestId('payment-modes').waitFor({ timeout: 20000 });
    expect(await page.getByTestId('price-total').textContent()).toMatch(/₹\s?299/);
    const groups = await page
      .locator('.pay-group')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
    expect(groups).toEqual(['upi', 'cards', 'wallets']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('gateway-razorpay').check();
    await page.getByTestId('pay-button').click();
    // Razorpay checkout (the sandbox's page at its checkouturl) opens in the same tab.
    await page.waitForURL(/\/checkout\/PAY-/, { timeout: 20000 });
    const checkoutUrl = page.url();
    const ref = decodeURIComponent(new URL(checkoutUrl).pathname.split('/').pop() ?? '');
    // Left without a result, the payment page follows the payment by its status alone (the fallback).
    await page.goto(`${appUrl()}/payment/${encodeURIComponent(ref)}`);
    await page.getByTestId('payment-processing').waitFor();
    await page.getByTestId('payment-countdown').waitFor();
    // SPEC §7: back on Razorpay checkout the collect request is approved (pending, then settled by the gateway);
    // its return goes to the razorpay callback once, with Razorpay's ids.
    const callbacks: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/callback/v1/razorpay')) callbacks.push(r.postData() ?? '');
    });
    await page.goto(checkoutUrl);
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await page.getByTestId('payment-success').waitFor({ timeout: 20000 });
    await expect.poll(() => page.getByTestId('success-what').textContent()).toContain('Monthly');
    expect(callbacks).toHaveLength(1);
    expect(JSON.parse(JSON.parse(callbacks[0] ?? '{}').referencedata)).toHaveProperty('razorpay_payment_id');
    expect(new URL(page.url()).search).toBe('');
  });
});
