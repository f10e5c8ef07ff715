// Commerce rules (SPEC §2 payment pages, §4 payment error type, §6 who may pay, §9 processing ~2 min): gateway groups,
// the processing page's state machine, the stored pending payment (never lost, never doubled), checkout paths.
import { PAYMENT_PROCESSING_MS } from './constants';
import { paymentErrorType } from './playback';

/** SPEC §2 payment mode selection: UPI, cards/netbanking, wallets; plus the carrier (telco billing, §1). */
export const PAYMENT_GROUPS = ['upi', 'cards', 'wallets', 'carrier'] as const;
export type PaymentGroup = (typeof PAYMENT_GROUPS)[number];

export interface GatewayLike {
  gatewayid: string;
  type: string;
  enabled?: boolean;
  countries?: readonly string[];
  currencies?: readonly string[];
  displayorder?: number;
}

const GROUP_OF_TYPE: Readonly<Record<string, PaymentGroup>> = {
  UPI: 'upi',
  CARD: 'cards',
  NETBANKING: 'cards',
  WALLET: 'wallets',
  TELCO: 'carrier',
};

/**
 * The gateways offered to a subscriber, grouped as the SPEC names them, in display order. A disabled gateway (the
 * back-end answers 6309 for it) and one not serving the subscriber's country are not offered; empty groups are left
 * out. `carrierOnly`: a carrier-billed plan is paid by its carrier alone.
 */
export function groupGateways<G extends GatewayLike>(
  gateways: readonly G[],
  opts: { country?: string | null; carrierOnly?: boolean; purchase?: boolean } = {},
): { group: PaymentGroup; gateways: G[] }[] {
  const offered = gateways
    .filter((g) => g.enabled !== false)
    .filter((g) => !opts.country || !g.countries || g.countries.includes(opts.country))
    .filter((g) => GROUP_OF_TYPE[g.type] !== undefined)
    .filter((g) => (opts.carrierOnly ? g.type === 'TELCO' : true))
    // Titles are not carrier-billed (the charge back-end refuses a telco purchase).
    .filter((g) => (opts.purchase ? g.type !== 'TELCO' : true))
    .sort((a, b) => (a.displayorder ?? 0) - (b.displayorder ?? 0) || a.gatewayid.localeCompare(b.gatewayid));
  return PAYMENT_GROUPS.map((group) => ({
    group,
    gateways: offered.filter((g) => GROUP_OF_TYPE[g.type] === group),
  })).filter((x) => x.gateways.length > 0);
}

/** A gateway with the payment API that serves it (SPEC §7 Payments: the subscriber API or the external API). */
export type WithPaymentApi<G> = G & { external: boolean };

/**
 * SPEC §2 payment mode selection lists the subscriber API's gateways (`listGateways`) and the external API's
 * (`listExternalGateways`) together. A gateway both lists name is paid through the subscriber API; one only the
 * external API lists is paid, and its status asked, through the external API (`external: true`). The external list
 * has no query (SPEC §7), so an external gateway that does not take the order's `currency` is left out here (the
 * country and the disabled ones are left out by `groupGateways`); and when the subscriber API answers only carrier
 * gateways for the order (a carrier-billed plan, which its carrier alone bills), no external gateway is added.
 */
export function mergeGatewayLists<G extends GatewayLike>(
  subscriber: readonly G[],
  external: readonly G[],
  opts: { currency?: string | null } = {},
): WithPaymentApi<G>[] {
  const own = new Set(subscriber.map((g) => g.gatewayid));
  const carrierBilled = subscriber.length > 0 && subscriber.every((g) => g.type === 'TELCO');
  return [
    ...subscriber.map((g) => ({ ...g, external: false })),
    ...(carrierBilled ? [] : external)
      .filter((g) => !own.has(g.gatewayid))
      .filter((g) => !opts.currency || !g.currencies || g.currencies.includes(opts.currency))
      .map((g) => ({ ...g, external: true })),
  ];
}

/** What the processing page does with a payment status answer. */
export type PaymentPhase =
  | { phase: 'success' }
  | { phase: 'failed'; errorType: 'User' | 'Gateway'; failurecode: string | null }
  /** Still waiting (PENDING / PROCESSING): keep polling; `waitingForUser` when the UPI app must approve. */
  | { phase: 'waiting'; waitingForUser: boolean };

/** SPEC §4: a payment status → the page's phase; the failure carries the payment error type (User vs Gateway). */
export function paymentPhase(status: { status: string; failurecode?: string | null }): PaymentPhase {
  if (status.status === 'SUCCESS') return { phase: 'success' };
  if (status.status === 'FAILED') {
    return {
      phase: 'failed',
      errorType: paymentErrorType(status.failurecode ?? null),
      failurecode: status.failurecode ?? null,
    };
  }
  return { phase: 'waiting', waitingForUser: status.failurecode === 'APPROVAL_PENDING' };
}

/** The status check is repeated this often while a payment is pending. */
export const PAYMENT_POLL_INTERVAL_MS = 3000;

/**
 * SPEC §9 "payment processing about 2 minutes": the countdown of the processing page from when the status check
 * started. `fraction` goes 0 → 1; after the window the page stops polling and offers to check again (the payment
 * is never given up: its reference stays stored).
 */
export function processingClock(
  startedAt: number,
  now: number,
  windowMs = PAYMENT_PROCESSING_MS,
): { remainingSec: number; fraction: number; timedOut: boolean } {
  const elapsed = Math.max(0, now - startedAt);
  const remaining = Math.max(0, windowMs - elapsed);
  return {
    remainingSec: Math.ceil(remaining / 1000),
    fraction: Math.min(1, elapsed / windowMs),
    timedOut: remaining === 0,
  };
}

/**
 * The payment kept in local storage from the hand-off to the gateway until its result is known: a reload, a closed
 * tab or the return from the gateway resumes the same status check instead of starting a second payment.
 */
export interface PendingPayment {
  referenceid: string;
  gatewayid: string;
  /** Paid through the external API (its own status call). */
  external: boolean;
  kind: 'plan' | 'purchase';
  planid?: string;
  availabilityid: string;
  priceclassid?: string;
  objectid?: string;
  couponcode?: string;
  amount: number;
  currency: string;
  /** Epoch ms of the hand-off. */
  startedAt: number;
}

export const PENDING_PAYMENT_KEY = 'pendingPayment';

/** A stored pending payment, or null when the stored value is missing or not one. */
export function parsePendingPayment(raw: string | null | undefined): PendingPayment | null {
  if (!raw) return null;
  try {
    const o = JSON.parse(raw) as Partial<PendingPayment>;
    if (
      typeof o.referenceid !== 'string' ||
      !o.referenceid ||
      typeof o.gatewayid !== 'string' ||
      (o.kind !== 'plan' && o.kind !== 'purchase') ||
      typeof o.availabilityid !== 'string' ||
      typeof o.amount !== 'number' ||
      typeof o.currency !== 'string' ||
      typeof o.startedAt !== 'number'
    ) {
      return null;
    }
    return { ...o, external: o.external === true } as PendingPayment;
  } catch {
    return null;
  }
}

const prefix = (lang?: string | null) => (lang ? `/${lang}` : '');

/** SPEC §2 /:lang?/subscription-plans/:planid?/:coupon? */
export function plansPath(
  opts: { planid?: string | null; coupon?: string | null; lang?: string | null } = {},
) {
  const plan = opts.planid ? `/${encodeURIComponent(opts.planid)}` : '';
  const coupon = opts.planid && opts.coupon ? `/${encodeURIComponent(opts.coupon)}` : '';
  return `${prefix(opts.lang)}/subscription-plans${plan}${coupon}`;
}

/** The page the gateway returns to (the processing / success / failure page of one payment). */
export function paymentPath(referenceid: string, lang?: string | null): string {
  return `${prefix(lang)}/payment/${encodeURIComponent(referenceid)}`;
}

/** Rent or buy one title under one of its PAID / RENTAL availabilities. */
export function purchasePath(objectid: string, availabilityid: string, lang?: string | null): string {
  return `${prefix(lang)}/purchase/${encodeURIComponent(objectid)}/${encodeURIComponent(availabilityid)}`;
}

/** The plan and coupon a plans route preselects (plan deep links and push actions, SPEC §2). */
export function planSelection(params: Record<string, string | undefined>): {
  planid: string | null;
  coupon: string | null;
} {
  const planid = params.planid ?? params.planId ?? null;
  const coupon = params.coupon ?? null;
  return { planid: planid || null, coupon: coupon ? coupon.trim().toUpperCase() : null };
}

/** A rental's remaining window in whole hours (0 when over), or null for a title owned for good. */
export function rentalHoursLeft(expiry: string | null | undefined, now: number): number | null {
  if (!expiry) return null;
  const end = Date.parse(expiry);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 3_600_000));
}

/** SPEC §3 subscription statuses a subscriber can cancel (a cancelled or expired one has nothing left to stop). */
export function canCancel(status: string): boolean {
  return status === 'active' || status === 'on trial' || status === 'pending';
}

/** A saved card has expired once its expiry month (UTC) is over: a card expiring 11/2026 is good through November. */
export function cardExpired(card: { expiryyear: number; expirymonth: number }, now: number): boolean {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  return card.expiryyear < year || (card.expiryyear === year && card.expirymonth < today.getUTCMonth() + 1);
}
