// openapi/sms.yaml, commerce tags: plans, availability, subscriptions, purchases and billing.
import { formatDate } from '@ott/domain/format';
import { isFreeTrial } from '@ott/domain/plans';
import type { components as Sms } from '@ott/sdk/types/sms';
import {
  addBill,
  addPeriod,
  type BillRecord,
  checkCoupon,
  findPlan,
  iso,
  newPurchase,
  newSubscription,
  type PurchaseRecord,
  type SubscriptionRecord,
} from '../../state/commerce';
import type { Ctx, HandlerMap, OperationId } from '../../types';
import { paged } from '../paging';
import { openPayment, quoteObject, quotePlan } from './payments';
import { billPdf } from './pdf';
import {
  callerCountry,
  defaultGateway,
  E,
  gatewayManaged,
  paymentRefusal,
  planBody,
  purchaseBody,
  str,
  subscriberOf,
  subscriptionBody,
} from './shared';

/** The price part of a precheck answer (subscription or purchase): list price, discount, final price, coupon. */
function priceFields(q: {
  price: number;
  discount: number;
  finalprice: number;
  currency: string;
  coupon: { code: string } | null;
}) {
  return {
    price: q.price,
    discount: q.discount,
    finalprice: q.finalprice,
    currency: q.currency,
    ...(q.coupon ? { couponcode: q.coupon.code } : {}),
    couponapplied: q.coupon !== null,
  };
}

type Schemas = Sms['schemas'];
const DAY = 86_400_000;

const me = (ctx: Ctx) => ctx.caller.session?.subscriberid ?? '';

/** The subscriber's effective trial for a plan: the plan's, unless this subscriber already had it (then 0). */
function trialDays(ctx: Ctx, planid: string, trialperioddays: number): number {
  return ctx.state.commerce.trialsUsed.has(`${me(ctx)}:${planid}`) ? 0 : trialperioddays;
}

function billBody(b: BillRecord): Schemas['Bill'] {
  return {
    billid: b.billid,
    date: iso(b.date),
    description: b.description,
    amount: b.amount,
    currency: b.currency,
    status: b.status,
    gatewayid: b.gatewayid,
    referenceid: b.referenceid,
  };
}

function billDetails(ctx: Ctx, b: BillRecord): Schemas['BillDetails'] {
  const c = ctx.state.commerce;
  const sub = subscriberOf(ctx.state, b.subscriberid);
  const plan = b.planid ? findPlan(c, b.planid, { currency: b.currency }) : null;
  const line = plan
    ? `${plan.name}, ${formatDate(b.date)} – ${formatDate(addPeriod(b.date, plan.period) - DAY)}`
    : b.description;
  const country = sub?.country ?? 'AE';
  const d = new Date(b.date);
  return {
    ...billBody(b),
    invoicenumber: `INV-${country}-${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${b.billid.slice(2)}`,
    subscriberid: b.subscriberid,
    ...(sub?.name ? { subscribername: sub.name } : {}),
    ...(sub?.email ? { email: sub.email } : {}),
    country,
    ...(b.planid ? { planid: b.planid } : {}),
    ...(b.objectid ? { objectid: b.objectid } : {}),
    items: [{ description: line, quantity: 1, amount: b.price }],
    subtotal: b.price,
    discount: b.discount,
    tax: b.tax,
    ...(b.tax > 0
      ? { taxlabel: `VAT ${Math.round((b.tax / Math.max(0.01, b.price - b.discount)) * 100)}%` }
      : {}),
  };
}

/** The subscriber's subscription to a plan that an update applies to (live ones first, newest first). */
function subscriptionTo(ctx: Ctx, planid: string): SubscriptionRecord | null {
  const rank = { active: 0, 'on trial': 0, pending: 1, cancelled: 2, expired: 3 } as const;
  return (
    ctx.state.commerce.subscriptions
      .filter((s) => s.subscriberid === me(ctx) && s.planid === planid)
      .sort((a, b) => rank[a.status] - rank[b.status] || b.planstartdate - a.planstartdate)[0] ?? null
  );
}

const livePurchase = (ctx: Ctx, availabilityid: string, objectid: string): PurchaseRecord | null =>
  ctx.state.commerce.purchases.find(
    (p) =>
      p.subscriberid === me(ctx) &&
      p.state === 'paid' &&
      p.availabilityid === availabilityid &&
      p.objectid === objectid &&
      (p.expiresAt === null || p.expiresAt > ctx.options.now()),
  ) ?? null;

export const smsCommerceHandlers = {
  // ---- plans and availability ----
  listPlans: (ctx) => {
    const country = str(ctx.query.country) ?? callerCountry(ctx);
    let plans = ctx.state.commerce.plans.filter((p) => p.country === country);
    const couponcode = str(ctx.query.couponcode);
    if (couponcode) {
      // Plan-and-coupon deep link: only the plans the coupon applies to; the coupon's error when there is none.
      const now = ctx.options.now();
      const c = ctx.state.commerce;
      const checks = plans.map((p) =>
        checkCoupon(
          c,
          couponcode,
          { subscriberid: ctx.caller.session?.subscriberid ?? null, country, planid: p.planid },
          now,
        ),
      );
      const firstError = checks.find((r) => !r.ok);
      plans = plans.filter((_, i) => checks[i]?.ok);
      if (plans.length === 0 && firstError && !firstError.ok)
        return E.coupon(firstError.errorcode, firstError.reason);
    }
    return { status: 200, body: paged(plans.map(planBody), ctx.query, 15) };
  },

  getPlan: (ctx) => {
    const plan = findPlan(ctx.state.commerce, ctx.params.planid ?? '', { country: callerCountry(ctx) });
    return plan ? { status: 200, body: { data: planBody(plan) } } : E.notFound();
  },

  listAvailabilities: (ctx) => {
    const all: Schemas['Availability'][] = [...ctx.state.commerce.availabilities.values()].map((a) => ({
      ...a,
    }));
    return { status: 200, body: paged(all, ctx.query, 15) };
  },

  getAvailability: (ctx) => {
    const a = ctx.state.commerce.availabilities.get(ctx.params.id ?? '');
    return a ? { status: 200, body: { data: { ...a } } } : E.notFound();
  },

  // ---- subscriptions ----
  listSubscriptions: (ctx) => {
    // SPEC §8: listing subscriptions without a session is "payload not found".
    if (!ctx.caller.session) return E.payload();
    const c = ctx.state.commerce;
    c.settle();
    const status = str(ctx.query.status);
    const data = c.subscriptions
      .filter((s) => s.subscriberid === me(ctx) && (!status || s.status === status))
      .sort((a, b) => b.planstartdate - a.planstartdate)
      .map((s) => subscriptionBody(c, s));
    return { status: 200, body: { data, totalcount: data.length } };
  },

  precheckSubscription: (ctx) => {
    const refused = paymentRefusal(ctx);
    if (refused) return refused;
    const plan = findPlan(ctx.state.commerce, String(ctx.query.planid), { country: callerCountry(ctx) });
    if (!plan) return E.notFound();
    const q = quotePlan(ctx, plan, str(ctx.query.couponcode));
    if (!q.ok) return q.reply;
    const trial = trialDays(ctx, plan.planid, plan.trialperioddays);
    return {
      status: 200,
      body: {
        data: {
          planid: plan.planid,
          availabilityid: plan.availabilityid,
          priceclassid: plan.priceclassid,
          ...priceFields(q),
          trialperioddays: trial,
          freetrial: isFreeTrial({ paymentdetail: { trialperioddays: trial } }),
        },
      },
    };
  },

  createSubscription: (ctx) => {
    const refused = paymentRefusal(ctx);
    if (refused) return refused;
    const c = ctx.state.commerce;
    c.settle();
    const form = ctx.body as Schemas['SubscriptionCreateForm'];
    const plan = findPlan(c, form.planid, { country: callerCountry(ctx) });
    if (!plan) return E.unknown();
    const q = quotePlan(ctx, plan, str(form.couponcode));
    if (!q.ok) return q.reply;
    const now = ctx.options.now();
    const subscriberid = me(ctx);
    const reply = (s: SubscriptionRecord, paymentrequired: boolean) => ({
      status: 200 as const,
      body: {
        data: {
          ...subscriptionBody(c, s),
          paymentrequired,
          ...(s.referenceid ? { referenceid: s.referenceid } : {}),
        },
      },
    });

    // Already subscribed (e.g. activated by a payment that succeeded before this call): nothing more to pay.
    const live = c.subscriptions.find(
      (s) =>
        s.subscriberid === subscriberid &&
        s.planid === plan.planid &&
        (s.status === 'active' || s.status === 'on trial'),
    );
    if (live) return reply(live, false);

    const requested = str(form.gatewayid)
      ? c.gateways.find((g) => g.gatewayid === form.gatewayid)
      : undefined;
    if (str(form.gatewayid) && !requested?.enabled) return E.gatewayUnavailable();
    const gateway =
      requested ??
      defaultGateway(c, {
        country: plan.country,
        currency: plan.currency,
        purpose: 'SUBSCRIPTION',
        telco: plan.billing === 'telco',
      });
    if (!gateway) return E.gatewayUnavailable();

    // SPEC §9: a free trial (trialperioddays > 1), once per subscriber and plan, starts without a payment.
    if (
      isFreeTrial({ paymentdetail: { trialperioddays: trialDays(ctx, plan.planid, plan.trialperioddays) } })
    ) {
      c.trialsUsed.add(`${subscriberid}:${plan.planid}`);
      const s = newSubscription(c, {
        subscriberid,
        planid: plan.planid,
        country: plan.country,
        status: 'on trial',
        planstartdate: now,
        nextbilling: now + plan.trialperioddays * DAY,
        price: q.finalprice,
        currency: q.currency,
        gatewayid: gateway.gatewayid,
        referenceid: null,
        couponcode: q.coupon?.code ?? null,
      });
      if (q.coupon?.singleUse) q.coupon.usedBy.add(subscriberid);
      return reply(s, false);
    }

    // Otherwise the subscription waits for its payment: pay the returned reference (or any payment of this plan).
    const pending =
      c.subscriptions.find(
        (s) => s.subscriberid === subscriberid && s.planid === plan.planid && s.status === 'pending',
      ) ??
      newSubscription(c, {
        subscriberid,
        planid: plan.planid,
        country: plan.country,
        status: 'pending',
        planstartdate: now,
        nextbilling: null,
        price: q.finalprice,
        currency: q.currency,
        gatewayid: gateway.gatewayid,
        referenceid: null,
        couponcode: q.coupon?.code ?? null,
      });
    const payment = openPayment(ctx, q, gateway, { external: false });
    pending.referenceid = payment.referenceid;
    pending.gatewayid = gateway.gatewayid;
    c.settle(); // a 100 % coupon pays at once
    return reply(pending, pending.status === 'pending');
  },

  updateSubscription: (ctx) => {
    const refused = paymentRefusal(ctx);
    if (refused) return refused;
    const c = ctx.state.commerce;
    c.settle();
    const sub = subscriptionTo(ctx, ctx.params.planid ?? '');
    if (!sub) return E.notFound();
    const body = ctx.body as Schemas['SubscriptionUpdate'];
    const now = ctx.options.now();
    if (gatewayManaged(c, sub) && sub.status !== 'cancelled' && sub.status !== 'expired')
      return E.cancelAtGateway();
    if (body.action === 'CANCEL') {
      // SPEC §5: the cancel reason is required.
      if (!str(body.reason)) return E.payload();
      if (sub.status === 'active' || sub.status === 'on trial' || sub.status === 'pending') {
        // Access lasts until the end of the paid (or trial) period; a pending subscription ends at once.
        sub.expiry = sub.status === 'pending' ? now : (sub.nextbilling ?? now);
        sub.status = 'cancelled';
        sub.nextbilling = null;
        sub.cancelreason = body.reason.trim();
        ctx.options.log(
          `[commerce] subscription ${sub.subscriptionid} (${sub.planid}) cancelled: ${sub.cancelreason}`,
        );
      }
      return { status: 200, body: { data: subscriptionBody(c, sub) } };
    }
    const next = findPlan(c, body.newplanid, { country: sub.country });
    if (!next) return E.notFound();
    if (next.billing === 'telco') return E.gatewayUnavailable();
    if (
      next.planid !== sub.planid &&
      (sub.status === 'active' || sub.status === 'on trial' || sub.status === 'pending')
    ) {
      // The change takes effect now, charged to the subscription's gateway (a sandbox simplification).
      Object.assign(sub, {
        planid: next.planid,
        price: next.price,
        currency: next.currency,
        planstartdate: now,
        nextbilling: sub.status === 'pending' ? null : addPeriod(now, next.period),
      });
      if (sub.status !== 'pending') {
        sub.status = 'active';
        addBill(c, {
          subscriberid: sub.subscriberid,
          date: now,
          description: `${next.name} (plan change)`,
          planid: next.planid,
          objectid: null,
          price: next.price,
          discount: 0,
          tax: 0,
          currency: next.currency,
          gatewayid: sub.gatewayid,
          referenceid: sub.referenceid ?? `CHG-${sub.subscriptionid}`,
        });
      }
    }
    return { status: 200, body: { data: subscriptionBody(c, sub) } };
  },

  // ---- purchases ----
  listPurchases: (ctx) => {
    const c = ctx.state.commerce;
    c.settle();
    const data = c.purchases
      .filter((p) => p.subscriberid === me(ctx) && p.state === 'paid')
      .sort((a, b) => b.purchasedate - a.purchasedate)
      .map((p) => purchaseBody(ctx.state, p));
    return { status: 200, body: { data, totalcount: data.length } };
  },

  precheckPurchase: (ctx) => {
    const refused = paymentRefusal(ctx);
    if (refused) return refused;
    const availabilityid = String(ctx.query.availabilityid);
    const objectid = String(ctx.query.objectid);
    const q = quoteObject(ctx, availabilityid, objectid, str(ctx.query.couponcode));
    if (!q.ok) return q.reply.body.errorcode === 4040 ? E.notFound() : q.reply;
    const a = q.availability;
    return {
      status: 200,
      body: {
        data: {
          availabilityid,
          objectid,
          pricemodel: a.pricemodel,
          priceclassid: q.priceclassid,
          ...priceFields(q),
          ...(a.rentalhours ? { rentalhours: a.rentalhours } : {}),
        },
      },
    };
  },

  createPurchase: (ctx) => {
    const refused = paymentRefusal(ctx);
    if (refused) return refused;
    const c = ctx.state.commerce;
    c.settle();
    const form = ctx.body as Schemas['PurchaseCreateForm'];
    const q = quoteObject(ctx, form.availabilityid, form.objectid, str(form.couponcode));
    if (!q.ok) return q.reply;
    const reply = (p: PurchaseRecord, paymentrequired: boolean) => ({
      status: 200 as const,
      body: {
        data: {
          ...purchaseBody(ctx.state, p),
          paymentrequired,
          ...(p.referenceid ? { referenceid: p.referenceid } : {}),
        },
      },
    });
    // Owned already (or paid just before this call): nothing more to pay.
    const owned = livePurchase(ctx, form.availabilityid, form.objectid);
    if (owned) return reply(owned, false);
    const requested = str(form.gatewayid)
      ? c.gateways.find((g) => g.gatewayid === form.gatewayid)
      : undefined;
    if (str(form.gatewayid) && (!requested?.enabled || requested.type === 'TELCO'))
      return E.gatewayUnavailable();
    const gateway =
      requested ??
      defaultGateway(c, { country: callerCountry(ctx), currency: q.currency, purpose: 'PURCHASE' });
    if (!gateway) return E.gatewayUnavailable();
    const subscriberid = me(ctx);
    const a = q.availability;
    const pending =
      c.purchases.find(
        (p) =>
          p.subscriberid === subscriberid &&
          p.state === 'pending' &&
          p.availabilityid === a.availabilityid &&
          p.objectid === form.objectid,
      ) ??
      newPurchase(c, {
        subscriberid,
        availabilityid: a.availabilityid,
        objectid: form.objectid,
        title: q.description,
        pricemodel: a.pricemodel === 'RENTAL' ? 'RENTAL' : 'PAID',
        price: q.finalprice,
        currency: q.currency,
        purchasedate: ctx.options.now(),
        expiresAt: null,
        state: 'pending',
        referenceid: null,
      });
    const payment = openPayment(ctx, q, gateway, { external: false });
    pending.referenceid = payment.referenceid;
    c.settle(); // a 100 % coupon pays at once
    return reply(pending, pending.state === 'pending');
  },

  updateRental: (ctx) => {
    const body = ctx.body as Schemas['RentalUpdate'];
    const now = ctx.options.now();
    const rental = ctx.state.commerce.purchases
      .filter(
        (p) =>
          p.subscriberid === me(ctx) &&
          p.state === 'paid' &&
          p.pricemodel === 'RENTAL' &&
          p.availabilityid === body.availabilityid &&
          p.objectid === body.objectid,
      )
      .sort((a, b) => b.purchasedate - a.purchasedate)[0];
    if (!rental) return E.notFound();
    if (rental.expiresAt !== null && rental.expiresAt <= now) return E.contentExpired();
    if (!rental.rentalStarted) {
      // First play: the rental window (rentalhours, 48 h by default) starts now.
      const hours = ctx.state.commerce.availabilities.get(rental.availabilityid)?.rentalhours ?? 48;
      rental.rentalStarted = true;
      rental.expiresAt = now + hours * 3_600_000;
    }
    return { status: 200, body: { data: purchaseBody(ctx.state, rental) } };
  },

  // ---- billing ----
  listBills: (ctx) => {
    const c = ctx.state.commerce;
    c.settle();
    const from = str(ctx.query.fromdate)
      ? Date.parse(`${ctx.query.fromdate}T00:00:00Z`)
      : Number.NEGATIVE_INFINITY;
    const to = str(ctx.query.todate)
      ? Date.parse(`${ctx.query.todate}T23:59:59.999Z`)
      : Number.POSITIVE_INFINITY;
    const bills = c.bills
      .filter((b) => b.subscriberid === me(ctx) && b.date >= from && b.date <= to)
      .sort((a, b) => b.date - a.date || b.billid.localeCompare(a.billid))
      .map(billBody);
    return { status: 200, body: paged(bills, ctx.query, 15) };
  },

  getBillDetails: (ctx) => {
    const b = ctx.state.commerce.bills.find((x) => x.billid === ctx.params.id && x.subscriberid === me(ctx));
    if (!b) return E.notFound();
    const details = billDetails(ctx, b);
    const wantsPdf = ctx.query.download === true || /application\/pdf/i.test(ctx.headers.get('accept') ?? '');
    if (wantsPdf) {
      return {
        status: 200,
        file: billPdf(details),
        contentType: 'application/pdf',
        filename: `${b.billid}.pdf`,
      };
    }
    return { status: 200, body: { data: details } };
  },
} satisfies Partial<HandlerMap<OperationId>>;
