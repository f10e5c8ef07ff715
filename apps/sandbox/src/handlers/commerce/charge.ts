// openapi/charge.yaml: gateways, payment init / callback / status (subscriber, external API, Razorpay form), the
// telco access token and saved cards. A payment's result comes from the gateway's side only: the sandbox checkout
// page (`/checkout/<referenceid>`, checkout.ts) or the telco OTP; what a client posts never decides it.
import type { components as Charge } from '@ott/sdk/types/charge';
import { checkCaptcha, OTP_MAX_WRONG } from '../../state/accounts';
import { applyResult, findPlan, offeredThrough, type PaymentRecord } from '../../state/commerce';
import type { Ctx, HandlerMap, OperationId } from '../../types';
import { callerKey } from '../accounts/util';
import {
  checkoutUrl,
  gatewayAccepts,
  initBody,
  isJsonObject,
  openPayment,
  quoteObject,
  quotePlan,
  razorpayOrderId,
  statusBody,
} from './payments';
import { callerCountry, E, paymentRefusal, str, subscriberOf } from './shared';

type Schemas = Charge['schemas'];
/** Wrong captcha answers of one subscriber at card details before "Captcha limit reached". */
const CAPTCHA_LIMIT = 5;

type InitForm = Schemas['PaymentInitForm'] & { returnurl?: string };

const logoUrl = (baseUrl: string, type: string) => `${baseUrl}/checkout/logos/${type.toLowerCase()}.svg`;

function gatewayBodies(ctx: Ctx, filter: (g: Ctx['state']['commerce']['gateways'][number]) => boolean) {
  const data: Schemas['Gateway'][] = ctx.state.commerce.gateways
    .filter(filter)
    .sort((a, b) => a.displayorder - b.displayorder || a.gatewayid.localeCompare(b.gatewayid))
    .map((g) => ({
      gatewayid: g.gatewayid,
      name: g.name,
      type: g.type,
      logo: logoUrl(ctx.baseUrl, g.type),
      enabled: g.enabled,
      countries: [...g.countries],
      currencies: [...g.currencies],
      displayorder: g.displayorder,
    }));
  return { status: 200 as const, body: { data, totalcount: data.length } };
}

/**
 * The payment of a reference for this caller (a session sees only its own; each payment API sees only the payments
 * it started: the subscriber status call does not answer for an external payment, and the other way round).
 */
function paymentFor(ctx: Ctx, referenceid: string, external: boolean): PaymentRecord | null {
  ctx.state.commerce.settle();
  const p = ctx.state.commerce.payments.get(referenceid);
  if (!p) return null;
  const me = ctx.caller.session?.subscriberid ?? null;
  return me !== null && p.external === external && p.subscriberid === me ? p : null;
}

function init(ctx: Ctx, gatewayid: string, external: boolean) {
  const form = ctx.body as InitForm;
  if (ctx.caller.session) {
    const refused = paymentRefusal(ctx);
    if (refused) return refused;
  }
  const c = ctx.state.commerce;
  const g = c.gateways.find((x) => x.gatewayid === gatewayid);
  // A gateway of the other payment API is as unknown here as a disabled one (6309).
  if (!g?.enabled || !offeredThrough(g, external ? 'external' : 'subscriber')) return E.gatewayUnavailable();
  const couponcode = str(form.couponcode);
  let q: ReturnType<typeof quotePlan>;
  if (form.transactionpurpose === 'SUBSCRIPTION') {
    const planid = str(form.planid);
    if (!planid) return E.payload();
    q = quotePlan(
      ctx,
      findPlan(c, planid, { currency: form.currency, country: callerCountry(ctx) }),
      couponcode,
    );
  } else {
    const objectid = str(form.objectid);
    if (!objectid) return E.payload();
    q = quoteObject(ctx, form.availabilityid, objectid, couponcode);
  }
  if (!q.ok) return q.reply;
  if (!gatewayAccepts(g, q)) return E.gatewayUnavailable();
  return openPayment(ctx, q, g, {
    external,
    transactionmode: form.transactionmode,
    returnurl: str(form.returnurl),
  });
}

/**
 * Card/wallet JSON callbacks relay the gateway's return: the answer is the result the gateway recorded (the checkout
 * page), PENDING while there is none. `referencedata` is the client's word ("captured", a made-up Razorpay id), so it
 * never decides; it must still be JSON.
 */
function jsonCallback(ctx: Ctx, p: PaymentRecord, referencedata: string) {
  if (!isJsonObject(referencedata)) return E.paymentFailed();
  ctx.state.commerce.settle();
  return { status: 200 as const, body: { data: statusBody(p) } };
}

export const chargeHandlers = {
  listGateways: (ctx) => {
    const q = ctx.query;
    const hasQuery = ['country', 'transactionpurpose', 'planid', 'availabilityid'].some(
      (k) => q[k] !== undefined,
    );
    // SPEC §7: with a query the call needs the session; without one the device token is enough.
    if (hasQuery && !ctx.caller.session) return E.unauthorized();
    const country = str(q.country) ?? (ctx.caller.session ? callerCountry(ctx) : null);
    const purpose = str(q.transactionpurpose);
    const planid = str(q.planid);
    const plan = planid ? findPlan(ctx.state.commerce, planid, { country }) : null;
    const av = str(q.availabilityid)
      ? ctx.state.commerce.availabilities.get(String(q.availabilityid))
      : undefined;
    const forPurchase = purpose === 'PURCHASE' || av?.pricemodel === 'PAID' || av?.pricemodel === 'RENTAL';
    return gatewayBodies(
      ctx,
      (g) =>
        offeredThrough(g, 'subscriber') &&
        (!country || g.countries.includes(country)) &&
        (!purpose || g.purposes.includes(purpose as 'SUBSCRIPTION' | 'PURCHASE')) &&
        (!forPurchase || g.purposes.includes('PURCHASE')) &&
        (plan?.billing !== 'telco' || g.type === 'TELCO'),
    );
  },

  // No query (SPEC §7): every gateway of the external API, disabled ones included (the app leaves those out).
  listExternalGateways: (ctx) => gatewayBodies(ctx, (g) => offeredThrough(g, 'external')),

  initPayment: (ctx) => {
    const r = init(ctx, ctx.params.gatewayid ?? '', false);
    return 'referenceid' in r ? { status: 200, body: { data: initBody(ctx, r) } } : r;
  },

  initExternalPayment: (ctx) => {
    const r = init(ctx, ctx.params.gatewayid ?? '', true);
    return 'referenceid' in r ? { status: 200, body: { data: initBody(ctx, r) } } : r;
  },

  initRazorpayPayment: (ctx) => {
    const r = init(ctx, 'razorpay', false);
    if (!('referenceid' in r)) return r;
    const s = ctx.caller.session;
    const sub = s ? subscriberOf(ctx.state, s.subscriberid) : null;
    return {
      status: 200,
      body: {
        data: {
          referenceid: r.referenceid,
          gatewayid: 'razorpay',
          orderid: razorpayOrderId(r.referenceid),
          keyid: 'rzp_test_sandbox0001',
          // Razorpay amounts are in the smallest unit (paise).
          amount: Math.max(1, Math.round(r.amount * 100)),
          currency: r.currency,
          name: 'OTT Demo',
          description: r.description,
          prefill: {
            ...(sub?.name ? { name: sub.name } : {}),
            ...(sub?.email ? { email: sub.email } : {}),
            ...(sub?.mobileno ? { contact: `${sub.countrycode ?? ''}${sub.mobileno}` } : {}),
          },
          checkouturl: checkoutUrl(ctx.baseUrl, r.referenceid),
        },
      },
    };
  },

  paymentCallback: (ctx) => {
    const body = ctx.body as Partial<Schemas['PaymentCallback'] & Schemas['PaymentOtpCallback']>;
    const p = paymentFor(ctx, String(body.referenceid ?? ''), false);
    if (!p || p.gatewayid !== ctx.params.gatewayid) return E.paymentNotFound();
    if (typeof body.otp === 'string') {
      // Telco carrier billing: the OTP the subscriber received (written to the sandbox log; 123456 in test mode).
      if (!p.otp) return E.payload();
      // The OTP lives as long as the unpaid payment (30 minutes): a lapsed one is "Invalid OTP | OTP expired".
      if (p.choice === null && p.failurecode === 'EXPIRED') return E.otpExpired();
      if (p.status === 'PENDING' && p.choice === null) {
        if (p.otpWrong >= OTP_MAX_WRONG) return E.otpSpent();
        if (body.otp !== p.otp) {
          p.otpWrong += 1;
          return p.otpWrong >= OTP_MAX_WRONG ? E.otpSpent() : E.incorrectOtp();
        }
        applyResult(ctx.state.commerce, p, 'pending', ctx.options.now(), ctx.options.paymentDelayMs);
      }
      ctx.state.commerce.settle();
      return { status: 200, body: { data: statusBody(p) } };
    }
    if (typeof body.referencedata !== 'string') return E.payload();
    return jsonCallback(ctx, p, body.referencedata);
  },

  razorpayCallback: (ctx) => {
    const body = ctx.body as Schemas['PaymentCallback'];
    const p = paymentFor(ctx, body.referenceid, false);
    if (p?.gatewaytype !== 'UPI') return E.paymentNotFound();
    return jsonCallback(ctx, p, body.referencedata);
  },

  externalPaymentCallback: (ctx) => {
    const body = ctx.body as Schemas['PaymentCallback'];
    const p = paymentFor(ctx, body.referenceid, true);
    if (!p || p.gatewayid !== ctx.params.gatewayid) return E.paymentNotFound();
    return jsonCallback(ctx, p, body.referencedata);
  },

  getPaymentStatus: (ctx) => {
    const p = paymentFor(ctx, ctx.params.referenceid ?? '', false);
    return p ? { status: 200, body: { data: statusBody(p) } } : E.paymentNotFound();
  },

  getExternalPaymentStatus: (ctx) => {
    const p = paymentFor(ctx, ctx.params.referenceid ?? '', true);
    return p ? { status: 200, body: { data: statusBody(p) } } : E.paymentNotFound();
  },

  getTelcoAccessToken: (ctx) => {
    const refused = paymentRefusal(ctx);
    if (refused) return refused;
    const form = ctx.body as Schemas['TelcoAccessTokenForm'];
    const p = paymentFor(ctx, form.referenceid, false) ?? paymentFor(ctx, form.referenceid, true);
    // No 404 is documented here: an unknown reference is a 400 with the "Payment not found" code.
    if (!p) return { status: 400, body: E.paymentNotFound().body };
    const g = ctx.state.commerce.gateways.find((x) => x.gatewayid === form.gatewayid);
    if (g?.type !== 'TELCO' || !g.enabled || p.gatewayid !== g.gatewayid) return E.gatewayUnavailable();
    return {
      status: 200,
      body: {
        data: {
          accesstoken: `tcbh.${Buffer.from(`${g.gatewayid}-${form.mobileno}`).toString('base64url')}`,
          tokentype: 'Bearer',
          expiresIn: 300,
          referenceid: p.referenceid,
          operator: g.operator ?? g.gatewayid,
        },
      },
    };
  },

  getCardDetails: (ctx) => {
    const s = ctx.caller.session;
    if (!s) return E.unauthorized();
    const c = ctx.state.commerce;
    const failures = c.captchaFailures.get(s.subscriberid) ?? 0;
    if (failures >= CAPTCHA_LIMIT) return E.captchaLimit();
    // The answer to the caller's createCaptcha image (or SANDBOX); the limit counts per subscriber, whatever the device.
    const answer = String(ctx.query.captcha ?? '');
    const verdict = checkCaptcha(ctx.state.accounts, ctx.options.now(), callerKey(ctx), answer);
    if (verdict === 'limit') return E.captchaLimit();
    if (verdict === 'invalid') {
      c.captchaFailures.set(s.subscriberid, failures + 1);
      return E.invalidCaptcha();
    }
    const gatewayId = ctx.params.gatewayId ?? '';
    if (!c.gateways.some((g) => g.gatewayid === gatewayId)) return E.gatewayUnavailable();
    const data: Schemas['SavedCard'][] = c.cards
      .filter((card) => card.subscriberid === s.subscriberid && card.gatewayid === gatewayId)
      .map(({ subscriberid: _s, gatewayid: _g, ...card }) => card);
    return { status: 200, body: { data, totalcount: data.length } };
  },
} satisfies Partial<HandlerMap<OperationId>>;
