// What the commerce handlers share: the caller's subscriber and profile (read from the accounts area), the SPEC §6
// payment permission, the catalogue's titles, error replies with the contracts' codes, and record → body mapping.
import { EN_MESSAGES } from '@ott/domain';
import { paymentPermission } from '@ott/domain/plans';
import type { components as Sms } from '@ott/sdk/types/sms';
import type { State } from '../../state';
import {
  type CommerceState,
  findPlan,
  type GatewayRecord,
  iso,
  type PlanOffer,
  type PurchaseRecord,
  type SubscriptionRecord,
} from '../../state/commerce';
import { type Ctx, fail } from '../../types';

type Schemas = Sms['schemas'];

/** Error replies of the commerce area (codes and reasons of the contract tables in sms.yaml / charge.yaml). */
export const E = {
  payload: () => fail(400, 4000, EN_MESSAGES['error.payloadNotFound']),
  notFound: () => fail(404, 4040, EN_MESSAGES['error.notFound']),
  /** An unknown id where the operation documents no 404. */
  unknown: () => fail(400, 4040, EN_MESSAGES['error.notFound']),
  unauthorized: () => fail(401, 401, EN_MESSAGES['error.unauthorized']),
  adminOnly: () => fail(403, 6302, EN_MESSAGES['payment.adminOnly']),
  kids: () => fail(403, 6303, 'Kids profile cannot pay, please contact your parents'),
  paymentFailed: () => fail(400, 6301, EN_MESSAGES['error.paymentFailed']),
  paymentNotFound: () => fail(404, 6308, EN_MESSAGES['error.paymentNotFound']),
  gatewayUnavailable: () => fail(400, 6309, EN_MESSAGES['error.gatewayUnavailable']),
  incorrectOtp: () => fail(400, 6304, EN_MESSAGES['error.incorrectOtp']),
  otpExpired: () => fail(400, 6305, EN_MESSAGES['error.invalidOrExpiredOtp']),
  otpSpent: () => fail(400, 6310, EN_MESSAGES['error.otpSpent']),
  invalidCaptcha: () => fail(400, 6306, EN_MESSAGES['error.invalidCaptcha']),
  captchaLimit: () => fail(429, 6307, EN_MESSAGES['error.captchaLimit']),
  cancelAtGateway: () => fail(409, 6222, EN_MESSAGES['error.cancelNotApplicable']),
  contentExpired: () => fail(400, 7202, EN_MESSAGES['error.contentExpired']),
  coupon: (errorcode: number, reason: string) => fail(400, errorcode, reason),
};

// ---- the accounts and catalogue areas, as far as commerce needs them --------------------------------------------

interface SubscriberView {
  subscriberid: string;
  name?: string;
  email?: string | null;
  mobileno?: string | null;
  countrycode?: string | null;
  country?: string;
}
interface ProfileView {
  profileid: string;
  subscriberid: string;
  admin: boolean;
  kids: boolean;
}
interface ContentView {
  objectid: string;
  title?: string;
  contentdetails?: { availabilityset?: string[] }[];
}

/**
 * The fixed sandbox identities, used only while the accounts area's maps are absent (its state is built by
 * another module; these are the same fixed ids every area codes against).
 */
const FALLBACK_SUBSCRIBERS: Record<string, SubscriberView> = {
  '1001': {
    subscriberid: '1001',
    name: 'Aisha Rahman',
    email: 'admin@sandbox.test',
    mobileno: '500000001',
    countrycode: '971',
    country: 'AE',
  },
  '1002': {
    subscriberid: '1002',
    name: 'Farid Free',
    email: 'free@sandbox.test',
    mobileno: '500000002',
    countrycode: '971',
    country: 'AE',
  },
};
const FALLBACK_PROFILES: Record<string, ProfileView> = {
  '1001-p1': { profileid: '1001-p1', subscriberid: '1001', admin: true, kids: false },
  '1001-p2': { profileid: '1001-p2', subscriberid: '1001', admin: false, kids: false },
  '1001-k1': { profileid: '1001-k1', subscriberid: '1001', admin: false, kids: true },
  '1002-p1': { profileid: '1002-p1', subscriberid: '1002', admin: true, kids: false },
};

const mapOf = <T>(holder: unknown, key: string): Map<string, T> | null => {
  const m = (holder as Record<string, unknown> | null | undefined)?.[key];
  return m instanceof Map ? (m as Map<string, T>) : null;
};

export function subscriberOf(state: State, subscriberid: string): SubscriberView | null {
  const m = mapOf<SubscriberView>(state.accounts, 'subscribers');
  return (m ? m.get(subscriberid) : FALLBACK_SUBSCRIBERS[subscriberid]) ?? null;
}

function profileOf(state: State, profileid: string): ProfileView | null {
  const m = mapOf<ProfileView>(state.accounts, 'profiles');
  return (m ? m.get(profileid) : FALLBACK_PROFILES[profileid]) ?? null;
}

/** undefined when the catalogue area is absent (nothing to check against), null when it lacks the object. */
function contentOf(state: State, objectid: string): ContentView | null | undefined {
  const m = mapOf<ContentView>(state.catalogue, 'content');
  if (!m) return undefined;
  return m.get(objectid) ?? null;
}

export function titleOf(state: State, objectid: string, fallback: string): string {
  return contentOf(state, objectid)?.title ?? fallback;
}

/** The caller's country: the session subscriber's, else AE (the sandbox's home country). */
export function callerCountry(ctx: Ctx): string {
  const id = ctx.caller.session?.subscriberid;
  return (id && subscriberOf(ctx.state, id)?.country) || 'AE';
}

/** SPEC §6: only the admin profile may pay; kids profiles must ask their parents. null = allowed. */
export function paymentRefusal(ctx: Ctx) {
  const s = ctx.caller.session;
  if (!s) return E.unauthorized();
  const p = profileOf(ctx.state, s.profileid);
  const id = paymentPermission(p ? { kids: p.kids, master: p.admin } : null);
  if (id === 'payment.kidsNotAllowed') return E.kids();
  if (id === 'payment.adminOnly') return E.adminOnly();
  return null;
}

/** An object may be bought under an availability when the catalogue lists it there (or has no details for it). */
export function objectRefusal(state: State, objectid: string, availabilityid: string) {
  const content = contentOf(state, objectid);
  if (content === undefined) return null;
  if (content === null) return E.notFound();
  const sets = (content.contentdetails ?? []).flatMap((d) => d.availabilityset ?? []);
  return sets.length > 0 && !sets.includes(availabilityid) ? E.notFound() : null;
}

// ---- records → contract bodies ------------------------------------------------------------------------------------

export function planBody(p: PlanOffer): Schemas['Plan'] {
  return {
    planid: p.planid,
    name: p.name,
    description: p.description,
    period: p.period,
    price: p.price,
    currency: p.currency,
    quality: p.quality,
    country: p.country,
    availabilityid: p.availabilityid,
    priceclassid: p.priceclassid,
    availabilityset: [...p.availabilityset],
    paymentdetail: { trialperioddays: p.trialperioddays },
    screens: p.screens,
    downloads: p.downloads,
    ...(p.recommended ? { recommended: true } : {}),
  };
}

export function subscriptionBody(c: CommerceState, s: SubscriptionRecord): Schemas['Subscription'] {
  const plan = findPlan(c, s.planid, { country: s.country });
  return {
    subscriptionid: s.subscriptionid,
    planid: s.planid,
    planname: plan?.name ?? s.planid,
    availabilityset: [...(plan?.availabilityset ?? [])],
    quality: plan?.quality ?? 'SD',
    status: s.status,
    planstartdate: iso(s.planstartdate),
    nextbilling: s.nextbilling === null ? null : iso(s.nextbilling),
    expiry: s.expiry === null ? null : iso(s.expiry),
    price: s.price,
    currency: s.currency,
    gatewayid: s.gatewayid,
  };
}

export function purchaseBody(state: State, p: PurchaseRecord): Schemas['Purchase'] {
  return {
    purchaseid: p.purchaseid,
    availabilityid: p.availabilityid,
    objectid: p.objectid,
    title: titleOf(state, p.objectid, p.title),
    pricemodel: p.pricemodel,
    price: p.price,
    currency: p.currency,
    purchasedate: iso(p.purchasedate),
    expiry: p.expiresAt === null ? null : iso(p.expiresAt),
  };
}

/** Subscriptions billed by a carrier (or a plan sold only by the carrier) are cancelled at the gateway (6222). */
export function gatewayManaged(c: CommerceState, s: SubscriptionRecord): boolean {
  const plan = findPlan(c, s.planid, { country: s.country });
  const gw = c.gateways.find((g) => g.gatewayid === s.gatewayid);
  return plan?.billing === 'telco' || gw?.type === 'TELCO';
}

/** First enabled gateway for a country, currency and purpose (telco plans: a carrier). */
export function defaultGateway(
  c: CommerceState,
  o: { country: string; currency: string; purpose: 'SUBSCRIPTION' | 'PURCHASE'; telco?: boolean },
): GatewayRecord | null {
  return (
    [...c.gateways]
      .sort((a, b) => a.displayorder - b.displayorder)
      .find(
        (g) =>
          g.enabled &&
          g.purposes.includes(o.purpose) &&
          g.currencies.includes(o.currency) &&
          (o.telco ? g.type === 'TELCO' : g.type !== 'TELCO'),
      ) ?? null
  );
}

export const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
