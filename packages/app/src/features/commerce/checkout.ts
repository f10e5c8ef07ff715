// The hand-off to a gateway (SPEC §2 payment mode → §7 payment init), one function per step. The payment is stored as
// pending before the page leaves, so a reload, a closed tab or the return resumes the same check, never a second
// payment.
import {
  PENDING_PAYMENT_KEY,
  type PendingPayment,
  parsePendingPayment,
  paymentPath,
} from '@ott/domain/commerce';
import {
  type Gateway,
  initExternalPayment,
  initPayment,
  initRazorpayPayment,
  type PaymentInitForm,
} from '@ott/sdk/hooks/charge';
import { createPurchase, createSubscription } from '@ott/sdk/hooks/sms';
import type { AppServices } from '../../hooks/useServices';

/**
 * What is being paid for, as priced by the back-end's precheck: a pending payment before its hand-off. `amount` is
 * the final price after any coupon (what the gateway charges, before a carrier's VAT).
 */
export type Order = Omit<PendingPayment, 'referenceid' | 'gatewayid' | 'external' | 'startedAt'> & {
  /** SPEC §9: a free trial starts without a payment. */
  freeTrial?: boolean;
  source?: 'Home-Subscriptions' | 'Profile';
};

export type StartResult =
  /** Nothing to pay (free trial, a 100 % coupon, or already owned): the order is in place. */
  | { next: 'done' }
  /** The page is leaving for the gateway's checkout page. */
  | { next: 'redirect'; referenceid: string }
  /** Carrier billing: an OTP was sent to the subscriber's mobile; `vat` as the carrier adds it. */
  | { next: 'otp'; referenceid: string; maskedmobileno: string | null; vat: string | null; amount: number }
  /** The payment waits elsewhere (UPI approval): follow it on the processing page. */
  | { next: 'status'; referenceid: string };

export function readPending(services: AppServices): PendingPayment | null {
  return parsePendingPayment(services.session.storage.get(PENDING_PAYMENT_KEY));
}
function storePending(services: AppServices, p: PendingPayment): void {
  services.session.storage.set(PENDING_PAYMENT_KEY, JSON.stringify(p));
}
export function clearPending(services: AppServices, referenceid?: string): void {
  const p = readPending(services);
  if (!referenceid || p?.referenceid === referenceid) services.session.storage.remove(PENDING_PAYMENT_KEY);
}

/** The query of the payment page that says the reference belongs to the external payment API. */
export const EXTERNAL_API_PARAM = 'api';

/**
 * Where the gateway's checkout page sends the subscriber back: this app's payment page of the reference. A payment of
 * the external API says so in the address too (its status is asked through that API even if the stored pending
 * payment is gone).
 */
function returnUrl(referenceid: string, lang: string | null, external = false): string {
  const url = new URL(paymentPath(referenceid, lang), window.location.origin);
  if (external) url.searchParams.set(EXTERNAL_API_PARAM, 'external');
  return url.href;
}

/** A gateway as the payment mode selection offers it: `external` when the external payment API serves it. */
export type PayGateway = Pick<Gateway, 'gatewayid' | 'type'> & { external?: boolean };

/** Starts paying `order` through `gateway`. Never called twice for one press: the caller disables its button. */
export async function startPayment(
  services: AppServices,
  order: Order,
  gateway: PayGateway,
  lang: string | null,
): Promise<StartResult> {
  const external = gateway.external === true;
  if (order.freeTrial || order.amount <= 0) {
    // The back-end starts the trial, or settles the 0-amount payment itself.
    const common = {
      availabilityid: order.availabilityid,
      ...(order.priceclassid ? { priceclassid: order.priceclassid } : {}),
      ...(order.couponcode ? { couponcode: order.couponcode } : {}),
      gatewayid: gateway.gatewayid,
      devicetype: 'PC' as const,
    };
    const created =
      order.kind === 'plan'
        ? await createSubscription({
            planid: order.planid ?? '',
            ...common,
            ...(order.source ? { source: order.source } : {}),
          })
        : await createPurchase({ objectid: order.objectid ?? '', ...common });
    const d = created.data as { paymentrequired?: boolean; referenceid?: string };
    if (d.paymentrequired && d.referenceid) {
      remember(services, order, gateway.gatewayid, d.referenceid, false);
      return { next: 'status', referenceid: d.referenceid };
    }
    return { next: 'done' };
  }

  const form: PaymentInitForm = {
    devicetype: 'PC',
    amount: order.amount,
    currency: order.currency as PaymentInitForm['currency'],
    transactionpurpose: order.kind === 'plan' ? 'SUBSCRIPTION' : 'PURCHASE',
    transactionmode: order.kind === 'plan' ? 'RECURRING' : 'ONETIME',
    availabilityid: order.availabilityid,
    priceclassid: order.priceclassid ?? '',
    ...(order.planid ? { planid: order.planid } : {}),
    ...(order.objectid ? { objectid: order.objectid } : {}),
    ...(order.couponcode ? { couponcode: order.couponcode } : {}),
  };

  if (!external && gateway.type === 'UPI' && gateway.gatewayid === 'razorpay') {
    // Razorpay (SPEC §7 its own init form): its checkout returns to the payment page, which relays the return to the
    // razorpay callback; without a checkout page the collect request waits in the UPI app and the status tells.
    const { couponcode: _c, ...razorpayForm } = form;
    const r = await initRazorpayPayment(razorpayForm);
    remember(services, order, 'razorpay', r.data.referenceid, false);
    if (r.data.checkouturl) return leaveFor(r.data.checkouturl, r.data.referenceid, lang, false);
    return { next: 'status', referenceid: r.data.referenceid };
  }

  // SPEC §7: a gateway of the external API is paid through `externalapi/v1/payment/init/{gatewayid}`; the stored
  // pending payment remembers it, so the processing page asks that API's status call.
  const r = external
    ? await initExternalPayment(gateway.gatewayid, form)
    : await initPayment(gateway.gatewayid, form);
  const init = r.data;
  remember(services, order, init.gatewayid, init.referenceid, external);
  if (init.nextaction === 'REDIRECT' && init.redirecturl) {
    return leaveFor(init.redirecturl, init.referenceid, lang, external);
  }
  if (init.nextaction === 'OTP') {
    return {
      next: 'otp',
      referenceid: init.referenceid,
      maskedmobileno: init.gatewaydata?.maskedmobileno ?? null,
      vat: init.gatewaydata?.vat ?? null,
      amount: init.amount,
    };
  }
  return { next: 'status', referenceid: init.referenceid };
}

/** Same tab (the pending reference is stored): the gateway's checkout page returns to the payment page. */
function leaveFor(page: string, referenceid: string, lang: string | null, external: boolean): StartResult {
  const url = new URL(page);
  url.searchParams.set('returnurl', returnUrl(referenceid, lang, external));
  window.location.assign(url.href);
  return { next: 'redirect', referenceid };
}

function remember(
  services: AppServices,
  order: Order,
  gatewayid: string,
  referenceid: string,
  external: boolean,
) {
  storePending(services, {
    referenceid,
    gatewayid,
    external,
    kind: order.kind,
    availabilityid: order.availabilityid,
    ...(order.priceclassid ? { priceclassid: order.priceclassid } : {}),
    ...(order.planid ? { planid: order.planid } : {}),
    ...(order.objectid ? { objectid: order.objectid } : {}),
    ...(order.couponcode ? { couponcode: order.couponcode } : {}),
    amount: order.amount,
    currency: order.currency,
    startedAt: services.now(),
  });
}
