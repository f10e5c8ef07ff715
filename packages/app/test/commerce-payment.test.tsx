// Never a lost or double payment — the processing page keeps asking through a network drop, resumes the
// stored pending reference, and the pay button starts one payment per press (SPEC §2 processing page, §4).
import { PENDING_PAYMENT_KEY } from '@ott/domain/commerce';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentModes } from '../src/features/commerce/PaymentModes';
import PaymentScreen from '../src/features/commerce/PaymentScreen';
import { json, mockNetwork } from './player-harness';
import { makeServices, renderWithApp } from './realtime-harness';
import { currentPath } from './render-app';

const status = (s: string, extra: Record<string, unknown> = {}) =>
  json({
    data: {
      referenceid: 'PAY-1',
      gatewayid: 'checkout',
      status: s,
      amount: 95,
      currency: 'AED',
      transactionpurpose: 'SUBSCRIPTION',
      planid: 'PLAN-QUARTERLY-HD',
      availabilityid: 'AV-PLAN-HD',
      ...extra,
    },
  });

/** The payment mode selection of a plan order (a fresh app). */
function renderModes(o: { planid: string; amount: number; currency: string }) {
  const services = makeServices();
  renderWithApp(
    <PaymentModes
      order={{ kind: 'plan', availabilityid: 'AV-PLAN-HD', priceclassid: 'pc', ...o }}
      lang={null}
      onDone={() => {}}
    />,
    services,
  );
  return services;
}

describe('processing page', () => {
  it('§9 a network drop during polling keeps polling, then shows success; the stored reference is cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let n = 0;
    const net = mockNetwork(
      (url) => {
        if (url.pathname.endsWith('/subscriber/v1/payment/PAY-1')) {
          n += 1;
          if (n === 1) throw new TypeError('Failed to fetch');
          return n === 2 ? status('PROCESSING') : status('SUCCESS');
        }
        if (url.pathname.endsWith('/subscription')) return json({ data: [], totalcount: 0 });
        return undefined;
      },
      { subscriber: true },
    );
    const services = makeServices();
    services.session.storage.set(
      PENDING_PAYMENT_KEY,
      JSON.stringify({
        referenceid: 'PAY-1',
        gatewayid: 'checkout',
        external: false,
        kind: 'plan',
        planid: 'PLAN-QUARTERLY-HD',
        availabilityid: 'AV-PLAN-HD',
        amount: 95,
        currency: 'AED',
        startedAt: 1,
      }),
    );
    renderWithApp(
      <PaymentScreen routeId="payment" params={{ referenceid: 'PAY-1' }} lang={null} />,
      services,
    );
    await screen.findByTestId('payment-offline');
    expect(screen.getByTestId('payment-countdown').textContent).toMatch(/[12]:\d\d/);
    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() => expect(screen.queryByTestId('payment-offline')).toBeNull());
    expect(screen.getByTestId('payment-processing')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(3100);
    await screen.findByTestId('payment-success');
    expect(n).toBe(3);
    await waitFor(() => expect(services.session.storage.get(PENDING_PAYMENT_KEY)).toBeNull());
    // Only status checks: nothing was paid a second time.
    expect(net.calls.filter((c) => c.url.pathname.includes('/payment/init'))).toHaveLength(0);
  });

  it('§4 a failed payment shows its error type: APPROVAL_PENDING → User', async () => {
    mockNetwork(
      (url) =>
        url.pathname.endsWith('/payment/PAY-1')
          ? status('FAILED', { failurecode: 'APPROVAL_PENDING', errortype: 'User' })
          : undefined,
      { subscriber: true },
    );
    renderWithApp(
      <PaymentScreen routeId="payment" params={{ referenceid: 'PAY-1' }} lang={null} />,
      makeServices(),
    );
    const type = await screen.findByTestId('payment-error-type');
    expect(type.getAttribute('data-error-type')).toBe('User');
    expect(screen.getByTestId('payment-retry')).toBeTruthy();
  });
});

describe('payment mode selection', () => {
  it('§2 the pay button starts one payment however often it is pressed', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const net = mockNetwork(
      async (url) => {
        if (url.pathname.endsWith('/subscriber/v1/gateway'))
          return json({
            data: [
              {
                gatewayid: 'razorpay',
                name: 'UPI',
                type: 'UPI',
                enabled: true,
                countries: ['IN'],
                displayorder: 1,
              },
              {
                gatewayid: 'billdesk',
                name: 'Netbanking',
                type: 'NETBANKING',
                enabled: false,
                countries: ['IN'],
              },
            ],
            totalcount: 2,
          });
        if (url.pathname.endsWith('/payment/init/razorpay')) {
          await gate;
          return json({
            data: {
              referenceid: 'PAY-9',
              gatewayid: 'razorpay',
              orderid: 'order_1',
              keyid: 'rzp',
              amount: 29900,
              currency: 'INR',
            },
          });
        }
        return undefined;
      },
      { subscriber: true },
    );
    const services = renderModes({ planid: 'PLAN-MONTHLY-HD', amount: 299, currency: 'INR' });
    const pay = await screen.findByTestId('pay-button');
    // The disabled netbanking gateway (6309) is not offered.
    expect(screen.queryByTestId('gateway-billdesk')).toBeNull();
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(currentPath()).toBe('/payment/PAY-9'));
    expect(net.to('/payment/init/razorpay', 'POST')).toHaveLength(1);
    expect(JSON.parse(services.session.storage.get(PENDING_PAYMENT_KEY) ?? '{}')).toMatchObject({
      referenceid: 'PAY-9',
      kind: 'plan',
      planid: 'PLAN-MONTHLY-HD',
    });
  });
});

describe('§7 external payment API', () => {
  const gw = (gatewayid: string, type: string, enabled = true) => ({
    gatewayid,
    name: gatewayid,
    type,
    enabled,
    countries: ['AE'],
    currencies: ['AED'],
    displayorder: 1,
  });

  it('§2 the external gateways are offered grouped with the others (not the disabled one); paying one goes through initExternalPayment and stores the API', async () => {
    const net = mockNetwork(
      (url) => {
        if (url.pathname.endsWith('/subscriber/v1/gateway'))
          return json({ data: [gw('checkout', 'CARD')], totalcount: 1 });
        if (url.pathname.endsWith('/externalapi/v1/gateway'))
          return json({
            data: [gw('checkout', 'CARD'), gw('payby', 'WALLET'), gw('aanibank', 'NETBANKING', false)],
            totalcount: 3,
          });
        if (url.pathname.endsWith('/externalapi/v1/payment/init/payby'))
          return json({
            data: {
              referenceid: 'PAY-X1',
              gatewayid: 'payby',
              status: 'PENDING',
              nextaction: 'NONE',
              redirecturl: null,
              upiintent: null,
              amount: 95,
              currency: 'AED',
            },
          });
        return undefined;
      },
      { subscriber: true },
    );
    const services = renderModes({ planid: 'PLAN-QUARTERLY-HD', amount: 95, currency: 'AED' });
    const payby = await screen.findByTestId('gateway-payby');
    expect(payby.getAttribute('data-api')).toBe('external');
    expect(screen.getByTestId('gateway-checkout').getAttribute('data-api')).toBe('subscriber');
    expect(screen.queryByTestId('gateway-aanibank')).toBeNull();
    expect([...document.querySelectorAll('.pay-group')].map((e) => e.getAttribute('data-group'))).toEqual([
      'cards',
      'wallets',
    ]);
    fireEvent.click(payby);
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(currentPath()).toBe('/payment/PAY-X1'));
    expect(net.to('/externalapi/v1/payment/init/payby', 'POST')).toHaveLength(1);
    expect(net.calls.filter((c) => c.url.pathname.includes('/subscriber/v1/payment/init'))).toHaveLength(0);
    expect(JSON.parse(services.session.storage.get(PENDING_PAYMENT_KEY) ?? '{}')).toMatchObject({
      referenceid: 'PAY-X1',
      gatewayid: 'payby',
      external: true,
    });
  });

  it('§2 if the external list fails, the subscriber gateways are offered alone', async () => {
    mockNetwork(
      (url) => {
        if (url.pathname.endsWith('/subscriber/v1/gateway'))
          return json({ data: [gw('checkout', 'CARD')], totalcount: 1 });
        if (url.pathname.endsWith('/externalapi/v1/gateway'))
          return json({ errorcode: 5000, reason: 'down' }, 500);
        return undefined;
      },
      { subscriber: true },
    );
    renderModes({ planid: 'P', amount: 95, currency: 'AED' });
    await screen.findByTestId('gateway-checkout', {}, { timeout: 5000 });
    expect(screen.queryByTestId('gateways-error')).toBeNull();
  });

  it('§9 the gateway returns: its result goes to the external callback once, then the external status call (never the subscriber one)', async () => {
    const net = mockNetwork(
      (url) => {
        if (url.pathname.endsWith('/externalapi/v1/payment/callback/payby'))
          return status('SUCCESS', { referenceid: 'PAY-X2', gatewayid: 'payby' });
        if (url.pathname.endsWith('/externalapi/v1/payment/PAY-X2'))
          return status('SUCCESS', { referenceid: 'PAY-X2', gatewayid: 'payby' });
        if (url.pathname.endsWith('/subscription')) return json({ data: [], totalcount: 0 });
        return undefined;
      },
      { subscriber: true },
    );
    // No stored pending payment (another browser): the address says which API the reference belongs to.
    renderWithApp(
      <PaymentScreen routeId="payment" params={{ referenceid: 'PAY-X2' }} lang={null} />,
      makeServices(),
      { path: '/payment/PAY-X2?api=external&referenceid=PAY-X2&gatewayid=payby&status=SUCCESS' },
    );
    await screen.findByTestId('payment-success');
    const cb = net.to('/externalapi/v1/payment/callback/payby', 'POST');
    expect(cb).toHaveLength(1);
    expect(JSON.parse(cb[0]?.body ?? '{}')).toMatchObject({ referenceid: 'PAY-X2', gatewayid: 'payby' });
    expect(net.to('/externalapi/v1/payment/PAY-X2', 'GET').length).toBeGreaterThan(0);
    expect(net.to('/subscriber/v1/payment/PAY-X2')).toHaveLength(0);
  });
});

describe('§7 card details at the card gateway step', () => {
  const gw = (gatewayid: string, type: string) => ({
    gatewayid,
    name: gatewayid,
    type,
    enabled: true,
    countries: ['AE'],
    currencies: ['AED'],
    displayorder: 1,
  });
  const VISA = {
    cardid: 'card-1',
    brand: 'VISA',
    last4: '4242',
    expirymonth: 8,
    expiryyear: 2028,
    holdername: 'AISHA RAHMAN',
    isdefault: true,
  };
  function network(cards: (captcha: string | null, n: number) => Response) {
    let n = 0;
    return mockNetwork(
      (url) => {
        if (url.pathname.endsWith('/subscriber/v1/gateway'))
          return json({ data: [gw('checkout', 'CARD'), gw('du', 'TELCO')], totalcount: 2 });
        if (url.pathname.endsWith('/externalapi/v1/gateway')) return json({ data: [], totalcount: 0 });
        if (url.pathname.endsWith('/subscriber/v1/carddetails/checkout'))
          return cards(url.searchParams.get('captcha'), ++n);
        return undefined;
      },
      { subscriber: true },
    );
  }
  async function answer(text: string) {
    fireEvent.change(await screen.findByTestId('saved-cards-captcha-input'), { target: { value: text } });
    fireEvent.click(screen.getByTestId('saved-cards-submit'));
  }

  it('§7 the saved card shows (brand, last digits, expiry) once the captcha is answered; a wrong answer gets a new image', async () => {
    const net = network((captcha) =>
      captcha === 'SANDBOX'
        ? json({ data: [VISA], totalcount: 1 })
        : json({ errorcode: 6306, reason: 'Entered invalid captcha text' }, 400),
    );
    const services = renderModes({ planid: 'PLAN-QUARTERLY-HD', amount: 95, currency: 'AED' });
    fireEvent.click(await screen.findByTestId('saved-cards-open'));
    await answer('WRONG');
    await waitFor(() =>
      expect(screen.getByTestId('saved-cards-captcha-error').textContent).toBe(
        'Entered invalid captcha text',
      ),
    );
    await waitFor(() => expect(services.account.captcha).toHaveBeenCalledTimes(2));
    await answer('SANDBOX');
    const card = await screen.findByTestId('saved-card');
    expect(card.textContent).toContain('Visa');
    expect(screen.getByTestId('saved-card-number').textContent).toBe('•••• 4242');
    expect(screen.getByTestId('saved-card-expiry').textContent).toBe('Expires 08/2028');
    expect(card.textContent).toContain('Default');
    expect(net.to('/carddetails/checkout', 'GET').map((c) => c.url.searchParams.get('captcha'))).toEqual([
      'WRONG',
      'SANDBOX',
    ]);
    // Only a card gateway of the subscriber API has the block: the carrier has none.
    fireEvent.click(screen.getByTestId('gateway-du'));
    expect(screen.queryByTestId('saved-cards')).toBeNull();
    expect(screen.queryByTestId('saved-cards-open')).toBeNull();
  });

  it('§7 a failed call says so and the form stays; a subscriber without a saved card sees no card', async () => {
    network((_captcha, n) =>
      n === 1
        ? json({ errorcode: 5030, reason: 'Service unavailable' }, 503)
        : json({ data: [], totalcount: 0 }),
    );
    renderModes({ planid: 'PLAN-QUARTERLY-HD', amount: 95, currency: 'AED' });
    fireEvent.click(await screen.findByTestId('saved-cards-open'));
    await answer('SANDBOX');
    await waitFor(() => expect(screen.getByTestId('saved-cards-error').textContent).not.toBe(''));
    expect(screen.getByTestId('payment-modes')).toBeTruthy();
    await answer('SANDBOX');
    await screen.findByTestId('saved-cards-none');
    expect(screen.queryByTestId('saved-card')).toBeNull();
    expect(screen.getByTestId('pay-button')).toBeTruthy();
  });
});

describe('§7 Razorpay callback', () => {
  const RETURN = {
    razorpay_payment_id: 'pay_R1',
    razorpay_order_id: 'order_PAYR1',
    razorpay_signature: 'a'.repeat(64),
  };

  it('§7 Razorpay checkout returns: its ids go to the razorpay callback once, the address loses them, then the status poll', async () => {
    const net = mockNetwork(
      (url) => {
        if (url.pathname.endsWith('/callback/v1/razorpay'))
          return status('PENDING', { referenceid: 'PAY-R1', gatewayid: 'razorpay', currency: 'INR' });
        if (url.pathname.endsWith('/subscriber/v1/payment/PAY-R1'))
          return status('SUCCESS', { referenceid: 'PAY-R1', gatewayid: 'razorpay', currency: 'INR' });
        if (url.pathname.endsWith('/subscription')) return json({ data: [], totalcount: 0 });
        return undefined;
      },
      { subscriber: true },
    );
    const q = new URLSearchParams({
      referenceid: 'PAY-R1',
      gatewayid: 'razorpay',
      status: 'SUCCESS',
      ...RETURN,
    });
    renderWithApp(
      <PaymentScreen routeId="payment" params={{ referenceid: 'PAY-R1' }} lang={null} />,
      makeServices(),
      { path: `/payment/PAY-R1?${q}` },
    );
    await screen.findByTestId('payment-success');
    const cb = net.to('/callback/v1/razorpay', 'POST');
    expect(cb).toHaveLength(1);
    const body = JSON.parse(cb[0]?.body ?? '{}');
    expect(body.referenceid).toBe('PAY-R1');
    expect(JSON.parse(body.referencedata)).toEqual(RETURN);
    expect(net.to('/subscriber/v1/payment/PAY-R1', 'GET').length).toBeGreaterThan(0);
    expect(currentPath()).toBe('/payment/PAY-R1');
  });

  it('§7 a return without a Razorpay payment (failure) posts no callback: the status poll alone answers', async () => {
    const net = mockNetwork(
      (url) =>
        url.pathname.endsWith('/subscriber/v1/payment/PAY-R2')
          ? status('FAILED', {
              referenceid: 'PAY-R2',
              gatewayid: 'razorpay',
              errortype: 'Gateway',
              failurecode: 'CARD_DECLINED',
            })
          : undefined,
      { subscriber: true },
    );
    renderWithApp(
      <PaymentScreen routeId="payment" params={{ referenceid: 'PAY-R2' }} lang={null} />,
      makeServices(),
      { path: '/payment/PAY-R2?referenceid=PAY-R2&gatewayid=razorpay&status=FAILED' },
    );
    await screen.findByTestId('payment-failed');
    expect(net.to('/callback/v1/razorpay')).toHaveLength(0);
  });
});
