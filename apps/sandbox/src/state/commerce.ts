// The sandbox's commerce state: plans, availabilities, coupons, gateways, subscriptions, purchases, bills, payments,
// seeded from fixtures/commerce.json (dates relative to creation). Every read settles due payments first (`settle`), so
// `entitlements()` reflects a payment at once.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUPON_ERROR_CODES, EN_MESSAGES } from '@ott/domain';
import { planPeriodDays, planPeriodMonths } from '@ott/domain/plans';
import { paymentErrorType } from '@ott/domain/playback';
import type { SandboxOptions } from '../options';

type Quality = 'SD' | 'HD' | 'UHD1' | 'UHD2';
export type PlanPeriod = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'half-yearly' | 'yearly';
type PriceModel = 'PLAN' | 'PAID' | 'RENTAL' | 'FREE' | 'ADBASED';
type SubscriptionStatus = 'active' | 'on trial' | 'pending' | 'cancelled' | 'expired';
type PaymentState = 'SUCCESS' | 'FAILED' | 'PENDING' | 'PROCESSING';
type GatewayType = 'CARD' | 'UPI' | 'WALLET' | 'NETBANKING' | 'TELCO';
type TransactionPurpose = 'SUBSCRIPTION' | 'PURCHASE';

/** One plan as offered in one country (the same planid may be offered in AED and INR). */
export interface PlanOffer {
  planid: string;
  name: string;
  description: string;
  period: PlanPeriod;
  price: number;
  currency: string;
  quality: Quality;
  country: string;
  availabilityid: string;
  priceclassid: string;
  availabilityset: string[];
  trialperioddays: number;
  /** `telco`: billed by the carrier — cancel/change must happen at the gateway (6222). */
  billing: 'gateway' | 'telco';
  /** Streams at once: 2 on every plan, the limit the stream calls hold (SPEC §6). */
  screens: number;
  downloads: boolean;
  recommended?: boolean;
}

export interface AvailabilityRecord {
  availabilityid: string;
  name: string;
  pricemodel: PriceModel;
  price: number;
  currency: string;
  priceclassid?: string;
  rentalhours?: number;
}

export interface CouponRecord {
  code: string;
  percent: number;
  /** What the coupon may be used for: plans, title purchases, or both. */
  scope: 'plan' | 'object' | 'any';
  plans?: string[];
  objects?: string[];
  countries?: string[];
  newSubscribersOnly?: boolean;
  singleUse?: boolean;
  /** Epoch ms after which the coupon is expired (null: never). */
  validUntil: number | null;
  usedBy: Set<string>;
  note: string;
}

export type GatewayApi = 'subscriber' | 'external';

/** Whether a gateway is offered through this payment API (absent `apis`: both). */
export const offeredThrough = (g: Pick<GatewayRecord, 'apis'>, api: GatewayApi) =>
  g.apis === undefined || g.apis.includes(api);

export interface GatewayRecord {
  gatewayid: string;
  name: string;
  type: GatewayType;
  enabled: boolean;
  countries: string[];
  currencies: string[];
  displayorder: number;
  purposes: TransactionPurpose[];
  /**
   * Which payment API offers the gateway (SPEC §7 Payments): the subscriber API (`listGateways`, `initPayment`) and/or
   * the external API (`listExternalGateways`, `initExternalPayment`). Absent: both.
   */
  apis?: GatewayApi[];
  vatPercent?: number;
  operator?: string;
}

interface CardRecord {
  subscriberid: string;
  gatewayid: string;
  cardid: string;
  brand: 'VISA' | 'MASTERCARD' | 'AMEX' | 'RUPAY' | 'OTHER';
  last4: string;
  expirymonth: number;
  expiryyear: number;
  holdername: string;
  isdefault: boolean;
}

export interface SubscriptionRecord {
  subscriptionid: string;
  subscriberid: string;
  planid: string;
  country: string;
  status: SubscriptionStatus;
  planstartdate: number;
  nextbilling: number | null;
  expiry: number | null;
  price: number;
  currency: string;
  gatewayid: string;
  referenceid: string | null;
  couponcode: string | null;
  cancelreason: string | null;
}

export interface PurchaseRecord {
  purchaseid: string;
  subscriberid: string;
  availabilityid: string;
  objectid: string;
  /** Title at purchase time (the catalogue's title is preferred when answering). */
  title: string;
  pricemodel: 'PAID' | 'RENTAL';
  price: number;
  currency: string;
  purchasedate: number;
  /** End of the rental window; null for a purchase to own. */
  expiresAt: number | null;
  /** The rental window was (re)started at first play (updateRental). */
  rentalStarted: boolean;
  /** `pending` until its payment succeeds. */
  state: 'pending' | 'paid';
  referenceid: string | null;
}

export interface BillRecord {
  billid: string;
  subscriberid: string;
  date: number;
  description: string;
  planid: string | null;
  objectid: string | null;
  price: number;
  discount: number;
  tax: number;
  amount: number;
  currency: string;
  status: 'PAID' | 'PENDING' | 'FAILED' | 'REFUNDED';
  gatewayid: string;
  referenceid: string;
}

export interface PaymentRecord {
  referenceid: string;
  /** null for an anonymous payment through the external API (nothing to activate). */
  subscriberid: string | null;
  gatewayid: string;
  gatewaytype: GatewayType;
  external: boolean;
  amount: number;
  listprice: number;
  discount: number;
  currency: string;
  transactionpurpose: TransactionPurpose;
  transactionmode: 'ONETIME' | 'RECURRING';
  planid: string | null;
  availabilityid: string;
  objectid: string | null;
  priceclassid: string;
  couponcode: string | null;
  /** What is paid for, for the checkout page and the bill. */
  description: string;
  country: string;
  status: PaymentState;
  failurecode: string | null;
  /** The tester's choice on the checkout page (or the gateway's result from a callback). */
  choice: 'success' | 'failure' | 'pending' | null;
  /** When a PENDING (approval) / PROCESSING payment turns SUCCESS. */
  resolveAt: number | null;
  returnurl: string | null;
  otp: string | null;
  /** Wrong OTP tries (telco); at OTP_MAX_WRONG the OTP is spent. */
  otpWrong: number;
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
  /** The subscription or purchase was activated (once). */
  fulfilled: boolean;
}

interface Entitlements {
  subscriptions: {
    planid: string;
    availabilityset: string[];
    quality: Quality;
    status: SubscriptionStatus;
  }[];
  purchases: { availabilityid: string; objectid: string; expiresAt: number | null }[];
}

export interface CommerceState {
  seedAt: number;
  plans: PlanOffer[];
  availabilities: Map<string, AvailabilityRecord>;
  coupons: Map<string, CouponRecord>;
  gateways: GatewayRecord[];
  cards: CardRecord[];
  subscriptions: SubscriptionRecord[];
  purchases: PurchaseRecord[];
  bills: BillRecord[];
  payments: Map<string, PaymentRecord>;
  /** `${subscriberid}:${planid}` of trials already taken. */
  trialsUsed: Set<string>;
  /** Wrong captcha answers per subscriber (card details). */
  captchaFailures: Map<string, number>;
  next: { subscription: number; purchase: number; bill: number };
  /** Resolve due payments and expire lapsed cancellations (idempotent; called before every read). */
  settle(): void;
  /** An `active` or `on trial` subscription exists (blocks account deletion). */
  hasActiveSubscription(subscriberid: string): boolean;
  /** What the subscriber may watch: subscriptions that grant access and every paid purchase (with its expiry). */
  entitlements(subscriberid: string): Entitlements;
}

// ---- fixtures ---------------------------------------------------------------------------------------------------

interface Fixture {
  plans: PlanOffer[];
  availabilities: AvailabilityRecord[];
  coupons: (Omit<CouponRecord, 'validUntil' | 'usedBy'> & { validUntilHours?: number; usedBy?: string[] })[];
  gateways: GatewayRecord[];
  cards: CardRecord[];
  subscriptions: (Pick<
    SubscriptionRecord,
    | 'subscriptionid'
    | 'subscriberid'
    | 'planid'
    | 'country'
    | 'status'
    | 'price'
    | 'currency'
    | 'gatewayid'
    | 'referenceid'
  > & { startHours: number })[];
  trialsUsed: { subscriberid: string; planid: string }[];
  purchases: (Omit<PurchaseRecord, 'purchasedate' | 'expiresAt' | 'rentalStarted' | 'state'> & {
    purchasedHours: number;
    expiresHours: number | null;
  })[];
  /** A title's bill names the purchase it paid for (by referenceid) instead of a description. */
  bills: (Omit<BillRecord, 'date' | 'amount' | 'status' | 'planid' | 'objectid' | 'description'> & {
    dateHours: number;
    description?: string;
    planid?: string;
    objectid?: string;
  })[];
}

const HOUR = 3_600_000;
const here = path.dirname(fileURLToPath(import.meta.url));
let fixtureCache: Fixture | null = null;
function fixture(): Fixture {
  fixtureCache ??= JSON.parse(
    readFileSync(path.resolve(here, '../../fixtures/commerce.json'), 'utf8'),
  ) as Fixture;
  return fixtureCache;
}

// ---- small rules ------------------------------------------------------------------------------------------------

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The end of one plan period started at `from` (months by the calendar, daily/weekly by days). */
/** The fields a successful payment writes on the plan's subscription: active for one period from now. */
function paidTerm(now: number, plan: { period: PlanPeriod }, p: PaymentRecord) {
  return {
    status: 'active',
    planstartdate: now,
    nextbilling: addPeriod(now, plan.period),
    price: p.amount,
    currency: p.currency,
    gatewayid: p.gatewayid,
    referenceid: p.referenceid,
  } satisfies Partial<SubscriptionRecord>;
}

export function addPeriod(from: number, period: PlanPeriod): number {
  const months = planPeriodMonths(period);
  if (months > 0) {
    const d = new Date(from);
    d.setUTCMonth(d.getUTCMonth() + months);
    return d.getTime();
  }
  return from + planPeriodDays(period) * 24 * HOUR;
}

export const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The offer of a plan for a country (or a currency), falling back to the AE offer, then any offer. */
export function findPlan(
  state: Pick<CommerceState, 'plans'>,
  planid: string,
  opts: { country?: string | null; currency?: string | null } = {},
): PlanOffer | null {
  const offers = state.plans.filter((p) => p.planid === planid);
  return (
    offers.find((p) => opts.currency && p.currency === opts.currency) ??
    offers.find((p) => opts.country && p.country === opts.country) ??
    offers.find((p) => p.country === 'AE') ??
    offers[0] ??
    null
  );
}

export interface CouponContext {
  subscriberid: string | null;
  country: string | null;
  planid?: string | null;
  objectid?: string | null;
}

export type CouponResult =
  | { ok: true; coupon: CouponRecord }
  | { ok: false; errorcode: number; reason: string };

const couponError = (key: keyof typeof COUPON_ERROR_CODES, id: Parameters<typeof msg>[0]): CouponResult => ({
  ok: false,
  errorcode: COUPON_ERROR_CODES[key],
  reason: msg(id),
});
const msg = (
  id:
    | 'coupon.invalidOrExpired'
    | 'coupon.notApplicableForCountry'
    | 'coupon.notApplicableToSubscriber'
    | 'coupon.alreadyUsed'
    | 'coupon.notApplicableForPlan'
    | 'coupon.notApplicableForObject',
) => EN_MESSAGES[id];

/**
 * SPEC §8 coupon messages, checked in the catalogue's order: unknown or expired (6201), country (6202), subscriber
 * (6203), already used (6204), plan (6205), object (6206). The coupon rules themselves are sandbox data (the
 * domain package has the messages and codes, not the rules).
 */
export function checkCoupon(state: CommerceState, code: string, c: CouponContext, now: number): CouponResult {
  const coupon = state.coupons.get(code.trim().toUpperCase());
  if (!coupon || (coupon.validUntil !== null && coupon.validUntil < now)) {
    return couponError('invalidOrExpired', 'coupon.invalidOrExpired');
  }
  if (coupon.countries && !(c.country && coupon.countries.includes(c.country))) {
    return couponError('notApplicableForCountry', 'coupon.notApplicableForCountry');
  }
  if (coupon.newSubscribersOnly && c.subscriberid && !isNewSubscriber(state, c.subscriberid)) {
    return couponError('notApplicableToSubscriber', 'coupon.notApplicableToSubscriber');
  }
  if (coupon.singleUse && c.subscriberid && coupon.usedBy.has(c.subscriberid)) {
    return couponError('alreadyUsed', 'coupon.alreadyUsed');
  }
  if (c.planid) {
    if (coupon.scope === 'object' || (coupon.plans && !coupon.plans.includes(c.planid))) {
      return couponError('notApplicableForPlan', 'coupon.notApplicableForPlan');
    }
  } else if (c.objectid) {
    if (coupon.scope === 'plan' || (coupon.objects && !coupon.objects.includes(c.objectid))) {
      return couponError('notApplicableForObject', 'coupon.notApplicableForObject');
    }
  }
  return { ok: true, coupon };
}

/** A subscriber who never had a subscription or a purchase (coupon NEWUSERS). */
function isNewSubscriber(state: CommerceState, subscriberid: string): boolean {
  return (
    !state.subscriptions.some((s) => s.subscriberid === subscriberid && s.status !== 'pending') &&
    !state.purchases.some((p) => p.subscriberid === subscriberid && p.state === 'paid')
  );
}

/** Price after a coupon. */
export function discounted(price: number, coupon: CouponRecord | null) {
  const discount = coupon ? round2((price * coupon.percent) / 100) : 0;
  return { price, discount, finalprice: round2(Math.max(0, price - discount)) };
}

/** What a title's bill says: its name and, for a rental, the rental window. */
function purchaseBillLine(title: string, av: AvailabilityRecord): string {
  return `${title} — ${av.pricemodel === 'RENTAL' ? `rental, ${av.rentalhours ?? 48} hours` : 'purchase'}`;
}

// ---- records ----------------------------------------------------------------------------------------------------

export function addBill(
  state: CommerceState,
  b: Omit<BillRecord, 'billid' | 'amount' | 'status'> & { amount?: number; status?: BillRecord['status'] },
): BillRecord {
  const bill: BillRecord = {
    ...b,
    billid: `B-${String(state.next.bill++).padStart(6, '0')}`,
    amount: b.amount ?? round2(b.price - b.discount + b.tax),
    status: b.status ?? 'PAID',
  };
  state.bills.push(bill);
  return bill;
}

export function newSubscription(
  state: CommerceState,
  s: Omit<SubscriptionRecord, 'subscriptionid' | 'expiry' | 'cancelreason'>,
): SubscriptionRecord {
  const sub: SubscriptionRecord = {
    ...s,
    subscriptionid: String(state.next.subscription++),
    expiry: null,
    cancelreason: null,
  };
  state.subscriptions.push(sub);
  return sub;
}

export function newPurchase(
  state: CommerceState,
  p: Omit<PurchaseRecord, 'purchaseid' | 'rentalStarted'>,
): PurchaseRecord {
  const purchase: PurchaseRecord = { ...p, purchaseid: String(state.next.purchase++), rentalStarted: false };
  state.purchases.push(purchase);
  return purchase;
}

/** A new payment reference: PAY-<yyyymmdd>-<20 random hex digits> (80 bits: a reference is never guessed). */
export function nextReference(now: number): string {
  const day = iso(now).slice(0, 10).replace(/-/g, '');
  return `PAY-${day}-${randomBytes(10).toString('hex').toUpperCase()}`;
}

/** Activate what a succeeded payment paid for (once): the plan, or the title, plus a bill. */
function fulfil(state: CommerceState, p: PaymentRecord, now: number): void {
  if (p.fulfilled || p.status !== 'SUCCESS') return;
  p.fulfilled = true;
  const subscriberid = p.subscriberid;
  if (!subscriberid) return;
  if (p.couponcode) state.coupons.get(p.couponcode)?.usedBy.add(subscriberid);
  const tax = round2(Math.max(0, p.amount - (p.listprice - p.discount)));
  const billBase = {
    subscriberid,
    date: now,
    price: p.listprice,
    discount: p.discount,
    tax,
    amount: p.amount,
    currency: p.currency,
    gatewayid: p.gatewayid,
    referenceid: p.referenceid,
  };
  if (p.transactionpurpose === 'SUBSCRIPTION' && p.planid) {
    const plan = findPlan(state, p.planid, { currency: p.currency, country: p.country });
    if (!plan) return;
    const mine = state.subscriptions.filter((s) => s.subscriberid === subscriberid && s.planid === p.planid);
    const sub =
      mine.find((s) => s.status === 'pending') ??
      mine.find((s) => s.status === 'active' || s.status === 'on trial');
    if (sub && sub.status !== 'pending') {
      // Paying a plan one already has extends it by one period.
      sub.status = 'active';
      sub.nextbilling = addPeriod(Math.max(sub.nextbilling ?? now, now), plan.period);
      sub.referenceid = p.referenceid;
      sub.gatewayid = p.gatewayid;
    } else if (sub) {
      Object.assign(sub, paidTerm(now, plan, p));
    } else {
      newSubscription(state, {
        subscriberid,
        planid: plan.planid,
        country: plan.country,
        ...paidTerm(now, plan, p),
        couponcode: p.couponcode,
      });
    }
    addBill(state, { ...billBase, description: plan.name, planid: plan.planid, objectid: null });
    return;
  }
  if (p.transactionpurpose === 'PURCHASE' && p.objectid) {
    const av = state.availabilities.get(p.availabilityid);
    if (!av || (av.pricemodel !== 'PAID' && av.pricemodel !== 'RENTAL')) return;
    const expiresAt = av.pricemodel === 'RENTAL' ? now + (av.rentalhours ?? 48) * HOUR : null;
    const pending = state.purchases.find(
      (x) =>
        x.subscriberid === subscriberid &&
        x.state === 'pending' &&
        x.availabilityid === p.availabilityid &&
        x.objectid === p.objectid,
    );
    const record =
      pending ??
      newPurchase(state, {
        subscriberid,
        availabilityid: av.availabilityid,
        objectid: p.objectid,
        title: p.description,
        pricemodel: av.pricemodel,
        price: p.amount,
        currency: p.currency,
        purchasedate: now,
        expiresAt,
        state: 'paid',
        referenceid: p.referenceid,
      });
    Object.assign(record, {
      state: 'paid',
      purchasedate: now,
      expiresAt,
      referenceid: p.referenceid,
      price: p.amount,
    });
    addBill(state, {
      ...billBase,
      description: purchaseBillLine(p.description, av),
      planid: null,
      objectid: p.objectid,
    });
  }
}

/** SPEC §4 payment error type of a payment status (APPROVAL_PENDING → User, any other failure → Gateway). */
export function errorTypeOf(p: PaymentRecord): 'User' | 'Gateway' | null {
  if (p.status === 'FAILED') return paymentErrorType(p.failurecode);
  if (p.status === 'PENDING' && p.failurecode) return paymentErrorType(p.failurecode);
  return null;
}

/** Apply a result to a payment: success, failure (with a gateway failure code) or pending (resolves later). */
export function applyResult(
  state: CommerceState,
  p: PaymentRecord,
  choice: 'success' | 'failure' | 'pending',
  now: number,
  delayMs: number,
  failurecode?: string | null,
): void {
  if (p.status === 'SUCCESS' || p.status === 'FAILED') return;
  p.choice = choice;
  p.updatedAt = now;
  if (choice === 'success') {
    p.status = 'SUCCESS';
    p.failurecode = null;
    p.resolveAt = null;
  } else if (choice === 'failure') {
    p.status = 'FAILED';
    p.failurecode = failurecode || 'CARD_DECLINED';
    p.resolveAt = null;
  } else if (p.gatewaytype === 'UPI') {
    // UPI: the collect request waits for the user's approval in the UPI app (errortype User).
    p.status = 'PENDING';
    p.failurecode = 'APPROVAL_PENDING';
    p.resolveAt = now + delayMs;
  } else {
    p.status = 'PROCESSING';
    p.failurecode = null;
    p.resolveAt = now + delayMs;
  }
  settlePayments(state, now);
}

/** Pending/processing payments past their delay succeed; unpaid ones past their expiry fail. */
export function settlePayments(state: CommerceState, now: number): void {
  for (const p of state.payments.values()) {
    if ((p.status === 'PROCESSING' || p.status === 'PENDING') && p.resolveAt !== null && p.resolveAt <= now) {
      p.status = 'SUCCESS';
      p.failurecode = null;
      p.resolveAt = null;
      p.updatedAt = now;
    } else if (p.status === 'PENDING' && p.choice === null && p.expiresAt < now) {
      p.status = 'FAILED';
      p.failurecode = 'EXPIRED';
      p.updatedAt = now;
    }
    if (p.status === 'SUCCESS' && !p.fulfilled) fulfil(state, p, now);
  }
  for (const s of state.subscriptions) {
    if (s.status === 'cancelled' && s.expiry !== null && s.expiry <= now) s.status = 'expired';
  }
}

const GRANTING: SubscriptionStatus[] = ['active', 'on trial', 'cancelled'];

// ---- creation ---------------------------------------------------------------------------------------------------

/** titleOf: a title's name in the catalogue, for the seeded bills of titles. */
export function createCommerceState(
  options: SandboxOptions,
  titleOf: (objectid: string) => string = (id) => id,
): CommerceState {
  const f = fixture();
  const seedAt = options.now();
  const at = (hours: number) => seedAt + hours * HOUR;
  const plans = f.plans.map((p) => ({ ...p, availabilityset: [...p.availabilityset] }));
  const seededLine = (
    b: Pick<Fixture['bills'][number], 'billid' | 'description' | 'referenceid'>,
  ): string => {
    if (b.description !== undefined) return b.description;
    const bought = f.purchases.find((p) => p.referenceid === b.referenceid);
    const av = f.availabilities.find((a) => a.availabilityid === bought?.availabilityid);
    if (!bought || !av) throw new Error(`commerce fixture: bill ${b.billid} names no purchase`);
    return purchaseBillLine(titleOf(bought.objectid), av);
  };

  const state: CommerceState = {
    seedAt,
    plans,
    availabilities: new Map(f.availabilities.map((a) => [a.availabilityid, { ...a }])),
    coupons: new Map(
      f.coupons.map(({ validUntilHours, usedBy, ...c }) => [
        c.code,
        {
          ...c,
          validUntil: validUntilHours === undefined ? null : at(validUntilHours),
          usedBy: new Set(usedBy ?? []),
        },
      ]),
    ),
    gateways: f.gateways.map((g) => ({ ...g })),
    cards: f.cards.map((c) => ({ ...c })),
    subscriptions: f.subscriptions.map(({ startHours, ...s }) => {
      const plan = findPlan({ plans }, s.planid, { country: s.country });
      const start = at(startHours);
      return {
        ...s,
        planstartdate: start,
        nextbilling: plan ? addPeriod(start, plan.period) : null,
        expiry: null,
        couponcode: null,
        cancelreason: null,
      };
    }),
    purchases: f.purchases.map(({ purchasedHours, expiresHours, ...p }) => ({
      ...p,
      purchasedate: at(purchasedHours),
      expiresAt: expiresHours === null ? null : at(expiresHours),
      rentalStarted: p.pricemodel === 'RENTAL',
      state: 'paid' as const,
    })),
    bills: f.bills.map(({ dateHours, ...b }) => ({
      ...b,
      description: seededLine(b),
      planid: b.planid ?? null,
      objectid: b.objectid ?? null,
      date: at(dateHours),
      amount: round2(b.price - b.discount + b.tax),
      status: 'PAID' as const,
    })),
    payments: new Map(),
    trialsUsed: new Set(f.trialsUsed.map((t) => `${t.subscriberid}:${t.planid}`)),
    captchaFailures: new Map(),
    next: { subscription: 8001, purchase: 7002, bill: 312 },
    settle: () => settlePayments(state, options.now()),
    hasActiveSubscription(subscriberid) {
      state.settle();
      return state.subscriptions.some(
        (s) => s.subscriberid === subscriberid && (s.status === 'active' || s.status === 'on trial'),
      );
    },
    entitlements(subscriberid) {
      state.settle();
      const now = options.now();
      const subscriptions = state.subscriptions
        .filter(
          (s) =>
            s.subscriberid === subscriberid &&
            GRANTING.includes(s.status) &&
            (s.status !== 'cancelled' || (s.expiry ?? 0) > now),
        )
        .sort((a, b) => b.planstartdate - a.planstartdate)
        .flatMap((s) => {
          const plan = findPlan(state, s.planid, { country: s.country });
          return plan
            ? [
                {
                  planid: s.planid,
                  availabilityset: [...plan.availabilityset],
                  quality: plan.quality,
                  status: s.status,
                },
              ]
            : [];
        });
      const purchases = state.purchases
        .filter((p) => p.subscriberid === subscriberid && p.state === 'paid')
        .map((p) => ({ availabilityid: p.availabilityid, objectid: p.objectid, expiresAt: p.expiresAt }));
      return { subscriptions, purchases };
    },
  };
  return state;
}
