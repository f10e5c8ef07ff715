import { describe, expect, it } from 'vitest';
import { matchRoute } from '../src';
import {
  canCancel,
  cardExpired,
  groupGateways,
  mergeGatewayLists,
  parsePendingPayment,
  paymentPath,
  paymentPhase,
  planSelection,
  plansPath,
  processingClock,
  purchasePath,
  rentalHoursLeft,
} from '../src/commerce';
import { formatClock } from '../src/format';

const GATEWAYS = [
  { gatewayid: 'checkout', type: 'CARD', enabled: true, countries: ['AE'], displayorder: 1 },
  { gatewayid: 'du', type: 'TELCO', enabled: true, countries: ['AE'], displayorder: 2 },
  { gatewayid: 'etisalat', type: 'TELCO', enabled: false, countries: ['AE'], displayorder: 3 },
  { gatewayid: 'razorpay', type: 'UPI', enabled: true, countries: ['IN'], displayorder: 1 },
  { gatewayid: 'razorpaycard', type: 'CARD', enabled: true, countries: ['IN'], displayorder: 2 },
  { gatewayid: 'billdesk', type: 'NETBANKING', enabled: true, countries: ['IN'], displayorder: 3 },
  { gatewayid: 'paytm', type: 'WALLET', enabled: true, countries: ['IN'], displayorder: 4 },
];

describe('§2 payment mode selection', () => {
  it('§2 groups IN gateways as UPI, cards/netbanking, wallets', () => {
    const g = groupGateways(GATEWAYS, { country: 'IN' });
    expect(g.map((x) => [x.group, x.gateways.map((y) => y.gatewayid)])).toEqual([
      ['upi', ['razorpay']],
      ['cards', ['razorpaycard', 'billdesk']],
      ['wallets', ['paytm']],
    ]);
  });
  it('§8 a disabled gateway (6309) is not offered; AE has cards and the carrier', () => {
    const g = groupGateways(GATEWAYS, { country: 'AE' });
    expect(g.flatMap((x) => x.gateways.map((y) => y.gatewayid))).toEqual(['checkout', 'du']);
    expect(g.map((x) => x.group)).toEqual(['cards', 'carrier']);
  });
  it('§9 a carrier-billed plan is paid by the carrier only; a title never by the carrier', () => {
    expect(
      groupGateways(GATEWAYS, { country: 'AE', carrierOnly: true })[0]?.gateways.map((x) => x.gatewayid),
    ).toEqual(['du']);
    expect(groupGateways(GATEWAYS, { country: 'AE', purchase: true }).map((x) => x.group)).toEqual(['cards']);
  });
});

describe("§2 §7 the external API's gateways in the payment mode selection", () => {
  const EXTERNAL = [
    ...GATEWAYS,
    { gatewayid: 'payby', type: 'WALLET', enabled: true, countries: ['AE'], displayorder: 4 },
    { gatewayid: 'aanibank', type: 'NETBANKING', enabled: false, countries: ['AE'], displayorder: 5 },
  ];
  it('§7 a gateway both APIs list is paid through the subscriber API; one only the external API lists, through it', () => {
    const merged = mergeGatewayLists(GATEWAYS, EXTERNAL);
    expect(merged.filter((g) => g.external).map((g) => g.gatewayid)).toEqual(['payby', 'aanibank']);
    expect(merged.find((g) => g.gatewayid === 'checkout')?.external).toBe(false);
    expect(merged).toHaveLength(9);
  });
  it('§2 grouped like the others; the disabled external gateway (6309) is not offered', () => {
    const g = groupGateways(mergeGatewayLists(GATEWAYS, EXTERNAL), { country: 'AE' });
    expect(g.map((x) => [x.group, x.gateways.map((y) => `${y.gatewayid}${y.external ? '*' : ''}`)])).toEqual([
      ['cards', ['checkout']],
      ['wallets', ['payby*']],
      ['carrier', ['du']],
    ]);
  });
  it("§7 an external gateway that does not take the order's currency is not offered", () => {
    const inr = [
      { gatewayid: 'payby', type: 'WALLET', enabled: true, countries: ['AE'], currencies: ['AED'] },
    ];
    expect(mergeGatewayLists([], inr, { currency: 'INR' })).toEqual([]);
    expect(mergeGatewayLists([], inr, { currency: 'AED' })).toHaveLength(1);
  });
  it('§9 a carrier-billed plan (the subscriber API answers only its carrier) gets no external gateway', () => {
    const du = GATEWAYS.filter((g) => g.gatewayid === 'du');
    expect(mergeGatewayLists(du, EXTERNAL).map((g) => g.gatewayid)).toEqual(['du']);
  });
  it('§7 without the external list (it failed or is empty) the subscriber gateways are offered alone', () => {
    expect(mergeGatewayLists(GATEWAYS, []).every((g) => !g.external)).toBe(true);
  });
});

describe('§4 payment status → processing page', () => {
  it('§4 SUCCESS is success; FAILED carries the payment error type', () => {
    expect(paymentPhase({ status: 'SUCCESS' })).toEqual({ phase: 'success' });
    expect(paymentPhase({ status: 'FAILED', failurecode: 'CARD_DECLINED' })).toEqual({
      phase: 'failed',
      errorType: 'Gateway',
      failurecode: 'CARD_DECLINED',
    });
    expect(paymentPhase({ status: 'FAILED', failurecode: 'APPROVAL_PENDING' })).toMatchObject({
      errorType: 'User',
    });
  });
  it('§4 PENDING with APPROVAL_PENDING waits for the user; PROCESSING waits', () => {
    expect(paymentPhase({ status: 'PENDING', failurecode: 'APPROVAL_PENDING' })).toEqual({
      phase: 'waiting',
      waitingForUser: true,
    });
    expect(paymentPhase({ status: 'PROCESSING' })).toEqual({ phase: 'waiting', waitingForUser: false });
  });
  it('§9 processing takes about 2 minutes: countdown and progress', () => {
    expect(processingClock(1000, 1000)).toEqual({ remainingSec: 120, fraction: 0, timedOut: false });
    expect(processingClock(0, 60_000)).toEqual({ remainingSec: 60, fraction: 0.5, timedOut: false });
    expect(processingClock(0, 130_000)).toEqual({ remainingSec: 0, fraction: 1, timedOut: true });
    expect(formatClock(119)).toBe('1:59');
    expect(formatClock(5)).toBe('0:05');
  });
});

describe('pending payment (never a lost or double payment)', () => {
  it('reads back what was stored, refuses anything else', () => {
    const p = {
      referenceid: 'PAY-1',
      gatewayid: 'checkout',
      external: false,
      kind: 'plan',
      planid: 'PLAN-MONTHLY-HD',
      availabilityid: 'AV-PLAN-HD',
      amount: 35,
      currency: 'AED',
      startedAt: 5,
    };
    expect(parsePendingPayment(JSON.stringify(p))).toEqual(p);
    expect(parsePendingPayment('{"referenceid":"x"}')).toBeNull();
    expect(parsePendingPayment('not json')).toBeNull();
    expect(parsePendingPayment(null)).toBeNull();
  });
});

describe('§2 checkout paths', () => {
  it('§2 plans path with plan and coupon, and the routes they match', () => {
    expect(plansPath()).toBe('/subscription-plans');
    expect(plansPath({ planid: 'PLAN-MONTHLY-HD', coupon: 'FREEMONTH', lang: 'ar' })).toBe(
      '/ar/subscription-plans/PLAN-MONTHLY-HD/FREEMONTH',
    );
    const langs = ['en', 'ar', 'ml'];
    expect(matchRoute(paymentPath('PAY-20261122-0001'), langs).id).toBe('payment');
    expect(matchRoute(paymentPath('PAY-1', 'ar'), langs)).toMatchObject({ id: 'payment', lang: 'ar' });
    expect(matchRoute(purchasePath('MOV-012', 'AV-RENT-2'), langs)).toMatchObject({
      id: 'purchase',
      params: { contentId: 'MOV-012', availabilityid: 'AV-RENT-2' },
    });
  });
  it('§2 deep links preselect a plan and a coupon', () => {
    expect(planSelection({ planId: 'P', coupon: 'freemonth' })).toEqual({ planid: 'P', coupon: 'FREEMONTH' });
    expect(planSelection({})).toEqual({ planid: null, coupon: null });
  });
});

describe('§3 purchases and subscriptions', () => {
  it('rental hours left; owned titles have no window', () => {
    expect(rentalHoursLeft('2026-01-01T12:00:00Z', Date.parse('2026-01-01T10:30:00Z'))).toBe(2);
    expect(rentalHoursLeft('2026-01-01T12:00:00Z', Date.parse('2026-01-02T00:00:00Z'))).toBe(0);
    expect(rentalHoursLeft(null, 0)).toBeNull();
  });
  it('§3 only a live subscription can be cancelled', () => {
    expect(['active', 'on trial', 'pending', 'cancelled', 'expired'].map(canCancel)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('§5 ticket attachments', () => {
  it('§5 sizes are shown in B, KB or MB', async () => {
    const { formatFileSize } = await import('../src/support');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3 * 1024 * 1024 + 1)).toBe('3.0 MB');
  });
  it('§5 the smallest screenshot is 64 × 64, as the back-end checks', async () => {
    const { TICKET_IMAGE_MIN_RESOLUTION } = await import('../src/support');
    const { validateImageResolution } = await import('../src/validation');
    expect(validateImageResolution({ width: 63, height: 200 }, TICKET_IMAGE_MIN_RESOLUTION)).toBe(
      'validation.image.resolutionTooLow',
    );
    expect(validateImageResolution({ width: 64, height: 64 }, TICKET_IMAGE_MIN_RESOLUTION)).toBeNull();
  });
});

describe('§7 saved cards: expiry', () => {
  const nov2026 = Date.UTC(2026, 10, 27);
  it.each([
    [2025, 12, true],
    [2026, 10, true],
    [2026, 11, false],
    [2026, 12, false],
    [2027, 1, false],
  ])('a card expiring %i/%i is expired on 27 Nov 2026: %s', (expiryyear, expirymonth, expired) => {
    expect(cardExpired({ expiryyear, expirymonth }, nov2026)).toBe(expired);
  });
});
