// Payments: pricing a plan or a title (with a coupon), opening a payment record, and the bodies of payment init and
// payment status. Used by the charge handlers and by createSubscription / createPurchase (their referenceid).
import { createHmac, randomInt } from 'node:crypto';
import { EN_MESSAGES } from '@ott/domain';
import { priceWithVat } from '@ott/domain/plans';
import type { components as Charge } from '@ott/sdk/types/charge';
import {
  type AvailabilityRecord,
  type CouponRecord,
  checkCoupon,
  discounted,
  errorTypeOf,
  type GatewayRecord,
  iso,
  nextReference,
  type PaymentRecord,
  type PlanOffer,
  settlePayments,
} from '../../state/commerce';
import type { Ctx } from '../../types';
import { callerCountry, E, objectRefusal, subscriberOf, titleOf } from './shared';

type Schemas = Charge['schemas'];

/** Unpaid payments lapse after this long (the checkout page then shows FAILED / EXPIRED). */
const PAYMENT_TTL_MS = 30 * 60_000;

export const checkoutUrl = (baseUrl: string, referenceid: string) =>
  `${baseUrl}/checkout/${encodeURIComponent(referenceid)}`;

/** The sandbox Razorpay account's key secret: it signs what its checkout returns (sample data, not a secret). */
const RAZORPAY_KEY_SECRET = 'rzp-sandbox-key-secret';

export const razorpayOrderId = (referenceid: string) => `order_${referenceid.replace(/[^A-Za-z0-9]/g, '')}`;

/** What Razorpay checkout returns after a payment: its ids, signed as Razorpay signs them (order_id|payment_id). */
export function razorpayReturn(p: PaymentRecord): Record<string, string> {
  const order = razorpayOrderId(p.referenceid);
  const payment = `pay_${p.referenceid.replace(/[^A-Za-z0-9]/g, '').slice(-14)}`;
  const signature = createHmac('sha256', RAZORPAY_KEY_SECRET).update(`${order}|${payment}`).digest('hex');
  return { razorpay_payment_id: payment, razorpay_order_id: order, razorpay_signature: signature };
}

export type Quote =
  | {
      ok: true;
      plan: PlanOffer | null;
      availability: AvailabilityRecord;
      objectid: string | null;
      description: string;
      price: number;
      discount: number;
      finalprice: number;
      currency: string;
      priceclassid: string;
      coupon: CouponRecord | null;
    }
  | { ok: false; reply: ReturnType<typeof E.payload> };

/** Price of a plan for the caller (its country's offer, or the offer in `currency`), with an optional coupon. */
export function quotePlan(ctx: Ctx, plan: PlanOffer | null, couponcode: string | null): Quote {
  if (!plan) return { ok: false, reply: E.unknown() };
  const c = ctx.state.commerce;
  const subscriberid = ctx.caller.session?.subscriberid ?? null;
  let coupon: CouponRecord | null = null;
  if (couponcode) {
    const r = checkCoupon(
      c,
      couponcode,
      { subscriberid, country: callerCountry(ctx), planid: plan.planid },
      ctx.options.now(),
    );
    if (!r.ok) return { ok: false, reply: E.coupon(r.errorcode, r.reason) };
    coupon = r.coupon;
  }
  const availability = c.availabilities.get(plan.availabilityid);
  if (!availability) return { ok: false, reply: E.unknown() };
  return {
    ok: true,
    plan,
    availability,
    objectid: null,
    description: plan.name,
    ...discounted(plan.price, coupon),
    currency: plan.currency,
    priceclassid: plan.priceclassid,
    coupon,
  };
}

/** Price of buying or renting one title under a PAID / RENTAL availability, with an optional coupon. */
export function quoteObject(
  ctx: Ctx,
  availabilityid: string,
  objectid: string,
  couponcode: string | null,
): Quote {
  const c = ctx.state.commerce;
  const availability = c.availabilities.get(availabilityid);
  if (!availability || (availability.pricemodel !== 'PAID' && availability.pricemodel !== 'RENTAL')) {
    return { ok: false, reply: E.unknown() };
  }
  const refused = objectRefusal(ctx.state, objectid, availabilityid);
  if (refused) return { ok: false, reply: E.unknown() };
  let coupon: CouponRecord | null = null;
  if (couponcode) {
    const subscriberid = ctx.caller.session?.subscriberid ?? null;
    const r = checkCoupon(
      c,
      couponcode,
      { subscriberid, country: callerCountry(ctx), objectid },
      ctx.options.now(),
    );
    if (!r.ok) return { ok: false, reply: E.coupon(r.errorcode, r.reason) };
    coupon = r.coupon;
  }
  return {
    ok: true,
    plan: null,
    availability,
    objectid,
    description: titleOf(ctx.state, objectid, objectid),
    ...discounted(availability.price, coupon),
    currency: availability.currency,
    priceclassid: availability.priceclassid ?? `pc-${availability.availabilityid.toLowerCase()}`,
    coupon,
  };
}

/** Whether a gateway can take this payment (enabled, purpose, currency; carrier-only plans need a carrier). */
export function gatewayAccepts(
  g: GatewayRecord | undefined,
  q: Extract<Quote, { ok: true }>,
): g is GatewayRecord {
  if (!g?.enabled) return false;
  const purpose = q.plan ? 'SUBSCRIPTION' : 'PURCHASE';
  if (!g.purposes.includes(purpose) || !g.currencies.includes(q.currency)) return false;
  if (q.plan?.billing === 'telco' && g.type !== 'TELCO') return false;
  return true;
}

/** Open a payment for a quote. Amount 0 (a 100 % coupon) succeeds at once. Telco: adds the carrier's VAT, sends an OTP. */
export function openPayment(
  ctx: Ctx,
  q: Extract<Quote, { ok: true }>,
  g: GatewayRecord,
  o: { external: boolean; transactionmode?: 'ONETIME' | 'RECURRING'; returnurl?: string | null },
): PaymentRecord {
  const c = ctx.state.commerce;
  const now = ctx.options.now();
  const amount = g.vatPercent ? priceWithVat(q.finalprice, g.vatPercent) : q.finalprice;
  const p: PaymentRecord = {
    referenceid: nextReference(now),
    subscriberid: ctx.caller.session?.subscriberid ?? null,
    gatewayid: g.gatewayid,
    gatewaytype: g.type,
    external: o.external,
    amount,
    listprice: q.price,
    discount: q.discount,
    currency: q.currency,
    transactionpurpose: q.plan ? 'SUBSCRIPTION' : 'PURCHASE',
    transactionmode: o.transactionmode ?? (q.plan ? 'RECURRING' : 'ONETIME'),
    planid: q.plan?.planid ?? null,
    availabilityid: q.availability.availabilityid,
    objectid: q.objectid,
    priceclassid: q.priceclassid,
    couponcode: q.coupon?.code ?? null,
    description: q.description,
    country: q.plan?.country ?? callerCountry(ctx),
    status: 'PENDING',
    failurecode: null,
    choice: null,
    resolveAt: null,
    returnurl: safeReturnUrl(o.returnurl ?? null, ctx.options.appOrigins),
    otp: null,
    otpWrong: 0,
    createdAt: now,
    updatedAt: now,
    expiresAt: now + PAYMENT_TTL_MS,
    fulfilled: false,
  };
  c.payments.set(p.referenceid, p);
  if (amount === 0) {
    p.status = 'SUCCESS';
    p.choice = 'success';
    settlePayments(c, now);
  } else if (g.type === 'TELCO') {
    p.otp = ctx.options.testMode ? ctx.options.fixedOtp : String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx.options.log(`[commerce] OTP for payment ${p.referenceid} (${g.gatewayid}): ${p.otp}`);
  }
  ctx.options.log(
    `[commerce] payment ${p.referenceid} opened: ${p.amount} ${p.currency} via ${g.gatewayid} — checkout ${checkoutUrl(ctx.baseUrl, p.referenceid)}`,
  );
  return p;
}

/** Only the app's own addresses (options.appOrigins) are followed after the checkout page: no open redirect. */
export function safeReturnUrl(u: string | null, appOrigins: readonly string[]): string | null {
  if (!u) return null;
  try {
    const url = new URL(u);
    return appOrigins.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

function maskedMobile(ctx: Ctx): string {
  const s = ctx.caller.session ? subscriberOf(ctx.state, ctx.caller.session.subscriberid) : null;
  const full = `${s?.countrycode ?? ''}${s?.mobileno ?? ''}`.replace(/\D/g, '');
  if (full.length < 8) return 'XXXXXXXX';
  return `${full.slice(0, 4)}${'X'.repeat(full.length - 8)}${full.slice(-4)}`;
}

export function initBody(ctx: Ctx, p: PaymentRecord): Schemas['PaymentInit'] {
  const url = checkoutUrl(ctx.baseUrl, p.referenceid);
  const base = {
    referenceid: p.referenceid,
    gatewayid: p.gatewayid,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    expiresat: iso(p.expiresAt),
  };
  if (p.status === 'SUCCESS') {
    return {
      ...base,
      nextaction: 'NONE',
      redirecturl: null,
      upiintent: null,
      gatewaydata: { checkouturl: url },
    };
  }
  switch (p.gatewaytype) {
    case 'UPI': {
      const am = p.amount.toFixed(2);
      return {
        ...base,
        nextaction: 'UPI_INTENT',
        redirecturl: null,
        upiintent: `upi://pay?pa=ottdemo@razorpay&pn=OTT%20Demo&am=${am}&cu=${p.currency}&tr=${p.referenceid}`,
        gatewaydata: { vpa: 'ottdemo@razorpay', checkouturl: url },
      };
    }
    case 'TELCO': {
      const g = ctx.state.commerce.gateways.find((x) => x.gatewayid === p.gatewayid);
      return {
        ...base,
        nextaction: 'OTP',
        redirecturl: null,
        upiintent: null,
        gatewaydata: {
          maskedmobileno: maskedMobile(ctx),
          ...(g?.vatPercent ? { vat: `${g.vatPercent}%` } : {}),
          checkouturl: url,
        },
      };
    }
    default:
      return {
        ...base,
        nextaction: 'REDIRECT',
        redirecturl: url,
        upiintent: null,
        gatewaydata: { checkouturl: url },
      };
  }
}

const STATUS_MESSAGES: Record<PaymentRecord['status'], string> = {
  SUCCESS: 'Payment successful',
  FAILED: EN_MESSAGES['error.paymentFailed'],
  PROCESSING: EN_MESSAGES['payment.processing'],
  PENDING: 'Waiting for the payment',
};

export function statusBody(p: PaymentRecord): Schemas['PaymentStatus'] {
  return {
    referenceid: p.referenceid,
    gatewayid: p.gatewayid,
    status: p.status,
    errortype: errorTypeOf(p),
    failurecode: p.failurecode,
    message:
      p.status === 'PENDING' && p.failurecode === 'APPROVAL_PENDING'
        ? 'Approve the payment request in your UPI app.'
        : STATUS_MESSAGES[p.status],
    amount: p.amount,
    currency: p.currency,
    transactionpurpose: p.transactionpurpose,
    planid: p.planid,
    availabilityid: p.availabilityid,
    objectid: p.objectid,
    updated: iso(p.updatedAt),
  };
}

/** Whether a callback's `referencedata` is a JSON object (what a gateway returns); its content decides nothing. */
export function isJsonObject(referencedata: string): boolean {
  try {
    const data: unknown = JSON.parse(referencedata);
    return Boolean(data) && typeof data === 'object';
  } catch {
    return false;
  }
}
