// My Purchases (rental window, 7202 for an expired rental, play link) and carrier billing (VAT, access
// token for the mobile number, OTP) — SPEC §2, §8, §9.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MyPurchasesPanel from '../src/features/commerce/MyPurchasesPanel';
import { PaymentModes } from '../src/features/commerce/PaymentModes';
import { json, mockNetwork } from './player-harness';
import { makeServices, renderWithApp } from './realtime-harness';

afterEach(cleanup);
const NOW = 1_700_000_000_000; // makeServices' clock
const iso = (ms: number) => new Date(ms).toISOString();

describe('My Purchases', () => {
  it('§3 lists owned and rented titles; a live rental shows its hours left and plays; §8 an expired one says 7202', async () => {
    mockNetwork(
      (url) =>
        url.pathname.endsWith('/subscriberv2/v1/purchase')
          ? json({
              data: [
                {
                  availabilityid: 'AV-PAID-1',
                  objectid: 'MOV-005',
                  title: 'Owned',
                  pricemodel: 'PAID',
                  expiry: null,
                },
                {
                  availabilityid: 'AV-RENT-2',
                  objectid: 'MOV-012',
                  title: 'Rented',
                  pricemodel: 'RENTAL',
                  expiry: iso(NOW + 5 * 3_600_000 - 60_000),
                },
                {
                  availabilityid: 'AV-RENT-1',
                  objectid: 'MOV-006',
                  title: 'Lapsed',
                  pricemodel: 'RENTAL',
                  expiry: iso(NOW - 3_600_000),
                },
              ],
              totalcount: 3,
            })
          : undefined,
      { subscriber: true },
    );
    renderWithApp(<MyPurchasesPanel lang={null} tab="purchases" />, makeServices());
    const rows = await screen.findAllByTestId('my-purchase');
    expect(rows).toHaveLength(3);
    const [owned, rented, lapsed] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(owned).queryByTestId('my-purchase-expiry')).toBeNull();
    expect(within(owned).getByTestId('my-purchase-play').getAttribute('href')).toBe(
      '/movie/owned/MOV-005/play',
    );
    expect(within(rented).getByTestId('my-purchase-expiry').textContent).toMatch(/^5 hours left/);
    expect(within(lapsed).getByTestId('my-purchase-expiry').textContent).toBe('Content is Expired');
    expect(within(lapsed).queryByTestId('my-purchase-play')).toBeNull();
  });
});

describe('carrier billing', () => {
  it('§9 the carrier shows its 5 % VAT; the mobile number gets the access token, then the OTP confirms the payment', async () => {
    const net = mockNetwork(
      async (url) => {
        if (url.pathname.endsWith('/subscriber/v1/gateway'))
          return json({
            data: [{ gatewayid: 'du', name: 'du', type: 'TELCO', enabled: true, countries: ['AE'] }],
            totalcount: 1,
          });
        if (url.pathname.endsWith('/payment/init/du'))
          return json({
            data: {
              referenceid: 'PAY-7',
              gatewayid: 'du',
              status: 'PENDING',
              nextaction: 'OTP',
              amount: 10.5,
              currency: 'AED',
              gatewaydata: { maskedmobileno: '9715XXXX0001', vat: '5%' },
            },
          });
        if (url.pathname.endsWith('/telcostcbh/accesstoken'))
          return json({
            data: { accesstoken: 't', tokentype: 'Bearer', expiresIn: 300, referenceid: 'PAY-7' },
          });
        if (url.pathname.endsWith('/callback/v1/du'))
          return json({ data: { referenceid: 'PAY-7', gatewayid: 'du', status: 'PROCESSING' } });
        return undefined;
      },
      { subscriber: true },
    );
    renderWithApp(
      <PaymentModes
        order={{
          kind: 'plan',
          planid: 'PLAN-WEEKLY-SD',
          availabilityid: 'AV-PLAN-SD',
          priceclassid: 'pc',
          amount: 10,
          currency: 'AED',
        }}
        lang={null}
        onDone={() => {}}
      />,
      makeServices(),
    );
    const du = await screen.findByTestId('gateway-du');
    expect(du.closest('label')?.textContent).toMatch(/5% VAT: AED\s?10\.50/);
    fireEvent.click(screen.getByTestId('pay-button'));
    expect((await screen.findByTestId('carrier-amount')).textContent).toMatch(
      /AED\s?10\.50 including VAT 5%/,
    );
    fireEvent.click(screen.getByTestId('carrier-submit'));
    expect((await screen.findByTestId('carrier-error')).textContent).toBe('Mobileno Required');
    fireEvent.change(screen.getByTestId('carrier-mobile'), { target: { value: '500000001' } });
    fireEvent.click(screen.getByTestId('carrier-submit'));
    const otp = await screen.findByTestId('carrier-otp');
    expect(net.to('/telcostcbh/accesstoken', 'POST')).toHaveLength(1);
    fireEvent.change(otp, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('carrier-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payment/PAY-7'));
    expect(net.to('/callback/v1/du', 'POST')[0]?.body).toContain('123456');
  });
});
