// Paying through a gateway of the external payment API (SPEC §2 payment mode selection, §7 Payments:
// `listExternalGateways`, `initExternalPayment`, `externalapi/v1/payment/callback/{gatewayid}`,
// `getExternalPaymentStatus`). The sandbox's AE external gateways: PayBy (wallet) and Aani (disabled, 6309).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, appUrl, loggedInPage, seriousA11yViolations, showsText, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('file');

/** The charge calls the page makes, by API: `external` (externalapi/v1/…) or `subscriber` (subscriber/v1/payment…). */
function chargeCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.includes('/externalapi/v1/') || u.pathname.includes('/subscriber/v1/payment')) {
      calls.push(`${r.method()} ${u.pathname}`);
    }
  });
  return calls;
}

async function payWithPayBy(page: Page, planid: string) {
  await page.goto(`${appUrl()}/subscription-plans/${planid}`);
  await page.getByTestId('payment-modes').waitFor({ timeout: 20000 });
  const payby = page.getByTestId('gateway-payby');
  await payby.check();
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/checkout\//, { timeout: 20000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

describe('commerce: external payment API', () => {
  it('§2 §7 the external gateways are offered with the others, grouped; PayBy → checkout → callback → success', async () => {
    const { page } = await loggedInPage(browser(), ...ADMIN);
    const calls = chargeCalls(page);
    await page.goto(`${appUrl()}/subscription-plans/PLAN-QUARTERLY-HD`);
    await page.getByTestId('payment-modes').waitFor({ timeout: 20000 });
    // AE: cards (subscriber API), wallets (PayBy, external API), the carrier; the disabled external Aani (6309) and
    // the disabled etisalat are not offered.
    const groups = await page
      .locator('.pay-group')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
    expect(groups).toEqual(['cards', 'wallets', 'carrier']);
    expect(await page.getByTestId('gateway-payby').getAttribute('data-api')).toBe('external');
    expect(await page.getByTestId('gateway-checkout').getAttribute('data-api')).toBe('subscriber');
    expect(await page.getByTestId('gateway-aanibank').count()).toBe(0);
    expect(await page.getByTestId('gateway-etisalat').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const ref = await payWithPayBy(page, 'PLAN-QUARTERLY-HD');
    expect(calls).toContain('POST /charge/externalapi/v1/payment/init/payby');
    // The sandbox checkout page shows the external payment; the gateway returns to the app.
    expect(await page.getByTestId('description').textContent()).toMatch(/Quarterly/i);
    await page.getByRole('button', { name: 'Success', exact: true }).click();
    await page.waitForURL(new RegExp(`/payment/${ref}`), { timeout: 20000 });
    await page.getByTestId('payment-success').waitFor({ timeout: 20000 });
    await showsText(page, 'success-what', /Quarterly/i);
    // The gateway's result went to the external callback once, then the external status call answered; the
    // subscriber status call was never asked about this reference; the address lost the gateway's parameters.
    expect(calls.filter((c) => c === 'POST /charge/externalapi/v1/payment/callback/payby')).toHaveLength(1);
    expect(calls).toContain(`GET /charge/externalapi/v1/payment/${ref}`);
    expect(calls.filter((c) => c.endsWith(`/subscriber/v1/payment/${ref}`))).toEqual([]);
    expect(new URL(page.url()).search).toBe('?api=external');
    expect(await page.evaluate(() => localStorage.getItem('pendingPayment'))).toBeNull();
  });

  it('§9 a reload during processing resumes the external status check; the gateway completes it; one payment', async () => {
    const { page, context } = await loggedInPage(browser(), ...ADMIN);
    await page.goto(appUrl());
    const ref = await payWithPayBy(page, 'PLAN-YEARLY-UHD');
    const checkoutUrl = page.url();
    // The subscriber leaves the gateway's page without a result and comes back to the payment page.
    await page.goto(`${appUrl()}/payment/${encodeURIComponent(ref)}`);
    await page.getByTestId('payment-processing').waitFor({ timeout: 15000 });
    // The stored pending payment says which API the reference belongs to.
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('pendingPayment'))) ?? '{}');
    expect(stored).toMatchObject({ referenceid: ref, gatewayid: 'payby', external: true });
    await page.getByTestId('payment-countdown').waitFor();
    const calls = chargeCalls(page);
    await page.reload();
    await page.getByTestId('payment-processing').waitFor({ timeout: 15000 });
    await expect
      .poll(() => calls.filter((c) => c === `GET /charge/externalapi/v1/payment/${ref}`).length)
      .toBeGreaterThan(0);
    expect(calls.filter((c) => c.endsWith(`/subscriber/v1/payment/${ref}`))).toEqual([]);
    // Meanwhile the gateway completes the payment (its page in another tab).
    const gateway = await context.newPage();
    await gateway.goto(checkoutUrl);
    await gateway.getByRole('button', { name: 'Success', exact: true }).click();
    await page.getByTestId('payment-success').waitFor({ timeout: 20000 });
    await showsText(page, 'success-what', /Yearly/i);
    expect(calls.filter((c) => c.includes('/payment/init'))).toEqual([]);
  });
});
