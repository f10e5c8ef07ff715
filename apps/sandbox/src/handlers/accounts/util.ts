// Helpers shared by the accounts handlers: typed access to the validated query/body, error replies with the contract's
// codes and the SPEC §8 reasons, decryption, OTP sending and the response shapes of profiles, devices and subscribers.
import { EN_MESSAGES, type MessageId } from '@ott/domain';
import { ageOn } from '@ott/domain/validation';
import { decryptWithSecret } from '@ott/sdk/crypto';
import type { components } from '@ott/sdk/types/sms';
import {
  type AccountDevice,
  type AccountProfile,
  type AccountsState,
  issueOtp,
  OTP_LIFETIME_MS,
  type Subscriber,
  takeSend,
} from '../../state/accounts';
import { type ApiErrorBody, type Ctx, fail, type OperationId, type Ops } from '../../types';

type Schemas = components['schemas'];

/** The caller: its session, subscriber (gone if the account was deleted meanwhile: null) and current profile. */
export function caller(ctx: Ctx) {
  const session = ctx.caller.session;
  const subscriber = session ? ctx.state.accounts.subscribers.get(session.subscriberid) : undefined;
  if (!session || !subscriber) return null;
  return { session, subscriber, current: ctx.state.accounts.profiles.get(session.profileid) ?? null };
}

/** The query of operation K, as validated (and coerced) by contracts.ts. */
export type QueryOf<K extends OperationId> = Ops[K] extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;
/** The request body of operation K (its one media type), as validated by contracts.ts. */
export type BodyOf<K extends OperationId> = Ops[K] extends { requestBody?: { content: infer C } }
  ? NonNullable<C>[keyof NonNullable<C>]
  : never;

/**
 * An e-mail address, or a mobile number with its country code (ContactForm and the forms built on it). The generated
 * types widen those `anyOf` schemas to `unknown`, so the handlers name the shape here.
 */
export type ContactBody = { email?: string; mobileno?: string; countrycode?: string };

export const queryOf = <K extends OperationId>(ctx: Ctx) => ctx.query as QueryOf<K>;
export const bodyOf = <K extends OperationId>(ctx: Ctx) => ctx.body as BodyOf<K>;

export const msg = (id: MessageId) => EN_MESSAGES[id];

type ErrorReply<S extends 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500> = {
  status: S;
  body: ApiErrorBody;
};

/** 400 errorcode 4000: the contract's "payload not found" code, with the SPEC §5 message (or a precise reason). */
export const invalid = (reason: string): ErrorReply<400> => ({
  status: 400,
  body: { errorcode: 4000, reason },
});
export const payloadNotFound = () => invalid(msg('error.payloadNotFound'));
export const validationError = (id: MessageId) => invalid(msg(id));
export const notFound = (): ErrorReply<404> => ({
  status: 404,
  body: { errorcode: 4040, reason: msg('error.notFound') },
});
export const accessDenied = (): ErrorReply<403> => ({
  status: 403,
  body: { errorcode: 6408, reason: msg('error.accessDenied') },
});
export const unauthorized = (): ErrorReply<401> => ({
  status: 401,
  body: { errorcode: 401, reason: msg('error.unauthorized') },
});
export const notRegistered = () => fail(400, 6001, 'Subscriber not registered');
const incorrectOtp = () => fail(400, 6304, msg('error.incorrectOtp'));
export const expiredOtp = () => fail(400, 6305, msg('error.invalidOrExpiredOtp'));
const spentOtp = () => fail(400, 6310, msg('error.otpSpent'));
export const invalidCaptcha = () => fail(400, 6306, msg('error.invalidCaptcha'));
export const captchaLimit = () => fail(429, 6307, msg('error.captchaLimit'));
export const incorrectPin = () => fail(400, 6212, msg('error.incorrectPin'));
export const pairingInvalid = () => fail(400, 6225, msg('error.pairingCodeInvalid'));

/** 429 6217 with Retry-After (openapi SmsLimit). */
export function smsLimit(retryAfterSec: number): ErrorReply<429> {
  return Object.assign(fail(429, 6217, msg('error.smsLimit')) as ErrorReply<429>, {
    headers: { 'retry-after': String(retryAfterSec) },
  });
}

/** Map an OTP check to its reply (null when the OTP is right). */
export function otpRefusal(result: 'ok' | 'wrong' | 'expired' | 'spent') {
  if (result === 'wrong') return incorrectOtp();
  if (result === 'spent') return spentOtp();
  if (result === 'expired') return expiredOtp();
  return null;
}

/** Plain text of a cipher text sent by the app (openapi/README.md, Encryption), or null when it does not decrypt. */
export async function decrypt(ctx: Ctx, cipherText: string): Promise<string | null> {
  try {
    return await decryptWithSecret(ctx.options.secret, cipherText);
  } catch {
    return null;
  }
}

/** The key a captcha and the login failures are bound to: the device, else the session. */
export const callerKey = (ctx: Ctx) => ctx.caller.deviceId ?? ctx.caller.session?.token ?? 'anonymous';

const contactLabel = (s: Pick<Subscriber, 'email' | 'mobileno' | 'countrycode'>, channel: 'EMAIL' | 'SMS') =>
  channel === 'EMAIL' ? (s.email ?? '') : `+${s.countrycode ?? ''}${s.mobileno ?? ''}`;

/** Where a subscriber OTP goes when the caller did not choose: the e-mail address if there is one. */
export const defaultChannel = (s: Subscriber): 'EMAIL' | 'SMS' => (s.email ? 'EMAIL' : 'SMS');

/**
 * Issue an OTP under `key` and "send" it to the subscriber's e-mail or phone: the sandbox writes
 * `OTP for <email|+mobile>: <otp>` to its log. Returns the send, or the SMS-limit reply (3 sends per hour per
 * purpose and recipient).
 */
export function sendOtp(
  ctx: Ctx,
  subscriber: Subscriber,
  key: string,
  channel: 'EMAIL' | 'SMS',
  opts: { limited?: boolean } = {},
): { sent: true; channel: 'EMAIL' | 'SMS'; expiresIn: number } | ErrorReply<429> {
  const acc = ctx.state.accounts;
  const to = contactLabel(subscriber, channel);
  if (opts.limited !== false) {
    const wait = takeSend(acc, ctx.options.now(), `${key}>${to.toLowerCase()}`);
    if (wait !== null) return smsLimit(wait);
  }
  const otp = issueOtp(acc, ctx.options, key);
  ctx.options.log(`OTP for ${to}: ${otp}`);
  return { sent: true, channel, expiresIn: OTP_LIFETIME_MS / 1000 };
}

export const isErrorReply = (x: object): x is ErrorReply<429> => 'status' in x;

// ---- response shapes ----
export function profileJson(p: AccountProfile): Schemas['Profile'] {
  return {
    profileid: p.profileid,
    name: p.name,
    kids: p.kids,
    pinprotected: p.pin !== null,
    ...(p.avatar ? { avatar: p.avatar } : {}),
    ...(p.rating ? { rating: p.rating as Schemas['ParentalRating'] } : {}),
    master: p.admin,
    ...(p.agerange ? { agerange: p.agerange } : {}),
  };
}

export function deviceJson(d: AccountDevice): Schemas['Device'] {
  return {
    deviceId: d.deviceId,
    name: d.name,
    devicetype: d.devicetype,
    deviceos: d.deviceos,
    ...(d.platform ? { platform: d.platform } : {}),
    status: d.status,
    lastseen: new Date(d.lastseen).toISOString(),
  };
}

/** A profile with no rating limit watches everything: the top of the SPEC §4 ladder. */
export const effectiveRating = (p: AccountProfile) => (p.rating ?? 'U/A 18+') as Schemas['ParentalRating'];

/**
 * What the commerce area exposes (cross-area contract: hasActiveSubscription, entitlements), plus its subscription
 * records when present (they carry the dates). Read defensively: the area may be absent or partial.
 */
interface CommerceApi {
  hasActiveSubscription(subscriberid: string): boolean;
  entitlements(subscriberid: string): { subscriptions: Record<string, unknown>[] };
  subscriptions: Record<string, unknown>[];
}
function commerceOf(ctx: Ctx): Partial<CommerceApi> {
  return (ctx.state as unknown as { commerce?: Partial<CommerceApi> }).commerce ?? {};
}

export function hasActiveSubscription(ctx: Ctx, subscriberid: string): boolean {
  const c = commerceOf(ctx);
  return typeof c.hasActiveSubscription === 'function'
    ? c.hasActiveSubscription(subscriberid) === true
    : false;
}

const isoOrNull = (v: unknown): string | null => {
  if (typeof v === 'string' && v) return v;
  if (typeof v === 'number' && Number.isFinite(v)) return new Date(v).toISOString();
  return null;
};
const LIVE = (s: Record<string, unknown>) => s.status === 'active' || s.status === 'on trial';
const NO_PLAN = { planstartdate: null, nextbilling: null };

/**
 * SPEC §3 plan info: planstartdate / nextbilling of the newest active (or on-trial) subscription. Taken from the
 * commerce records when they are there, else from `entitlements()` entries if those carry the dates.
 */
function planInfo(
  ctx: Ctx,
  subscriberid: string,
): { planstartdate: string | null; nextbilling: string | null } {
  const c = commerceOf(ctx);
  try {
    if (typeof c.hasActiveSubscription === 'function' && !c.hasActiveSubscription(subscriberid))
      return NO_PLAN;
    let live: Record<string, unknown> | undefined;
    if (Array.isArray(c.subscriptions)) {
      live = c.subscriptions
        .filter((s) => s.subscriberid === subscriberid && LIVE(s))
        .sort((a, b) => Number(b.planstartdate ?? 0) - Number(a.planstartdate ?? 0))[0];
    }
    if (!live && typeof c.entitlements === 'function')
      live = (c.entitlements(subscriberid)?.subscriptions ?? []).find(LIVE);
    if (!live) return NO_PLAN;
    return { planstartdate: isoOrNull(live.planstartdate), nextbilling: isoOrNull(live.nextbilling) };
  } catch {
    return NO_PLAN;
  }
}

export function subscriberJson(
  ctx: Ctx,
  acc: AccountsState,
  s: Subscriber,
  profileid: string,
): Schemas['SubscriberDetails'] {
  const age = s.dob ? ageOn(s.dob, ctx.options.now()) : null;
  const profile = acc.profiles.get(profileid);
  return {
    subscriberid: s.subscriberid,
    profileid,
    ...(s.picture || profile?.avatar ? { picture: (s.picture ?? profile?.avatar) as string } : {}),
    subscribername: s.name,
    ...(s.email ? { email: s.email, emailverified: s.emailVerified } : {}),
    ...(s.mobileno ? { mobileno: `${s.countrycode ?? ''}${s.mobileno}` } : {}),
    ...(age !== null ? { age } : {}),
    ...(s.dob ? { dob: s.dob } : {}),
    ...(s.gender ? { gender: s.gender } : {}),
    country: s.country,
    subscribercountry: s.country,
    created: s.created,
    ...planInfo(ctx, s.subscriberid),
  };
}
