// Who may play what (SPEC §4 playback eligibility and parental control, SPEC §6 devices), asked of @ott/domain with
// the other areas' state. The accounts and commerce areas are read through narrow, optional views: before they
// exist (or for a visitor) nobody has a plan, a purchase or a profile limit, so only FREE / ADBASED plays.
import { type Availability, EN_MESSAGES, type PriceModel, type Quality } from '@ott/domain';
import { parentalControlAllows } from '@ott/domain/parental';
import { playbackDecision } from '@ott/domain/playback';
import type { Caller } from '../../auth';
import { hash32 } from '../../media/posters';
import type { Content } from '../../state/catalogue';
import { type Ctx, fail } from '../../types';

type Detail = NonNullable<Content['contentdetails']>[number];

interface EntitlementsView {
  subscriptions: { planid: string; availabilityset: string[]; quality?: Quality; status?: string }[];
  purchases: { availabilityid: string; objectid: string; expiresAt: number | null }[];
}
interface CommerceView {
  entitlements?: (subscriberid: string) => EntitlementsView;
  availabilities?: Map<string, { availabilityid: string; pricemodel: PriceModel }>;
}
interface AccountsView {
  profiles?: Map<string, { profileid: string; subscriberid: string; kids: boolean; rating: string | null }>;
  parental?: Map<string, { enabled: boolean }>;
}

const commerceOf = (ctx: Ctx) => ctx.state.commerce as unknown as CommerceView;
const accountsOf = (ctx: Ctx) => ctx.state.accounts as unknown as AccountsView;

/** Subscriptions that still give access (a pending or expired plan does not). */
const LIVE_STATUSES = new Set([undefined, 'active', 'on trial', 'cancelled']);

function entitlementsOf(ctx: Ctx): EntitlementsView {
  const sid = ctx.caller.session?.subscriberid;
  const commerce = commerceOf(ctx);
  if (!sid || typeof commerce.entitlements !== 'function') return { subscriptions: [], purchases: [] };
  const e = commerce.entitlements(sid);
  return {
    subscriptions: e.subscriptions.filter((s) => LIVE_STATUSES.has(s.status)),
    purchases: e.purchases,
  };
}

/** The availability record of an id: the commerce area's, else the catalogue's own price-model table. */
function availability(ctx: Ctx, id: string): Availability | undefined {
  const fromCommerce = commerceOf(ctx).availabilities?.get(id);
  if (fromCommerce) return { availabilityid: id, pricemodel: fromCommerce.pricemodel };
  const model = ctx.state.catalogue.availabilityModels[id];
  return model ? { availabilityid: id, pricemodel: model } : undefined;
}

const QUALITY_ORDER: Quality[] = ['SD', 'HD', 'UHD1', 'UHD2'];

/** SPEC §4: the stream quality comes from the first subscription (SD without one); a lower request is honoured. */
export function streamQuality(ctx: Ctx, requested: string | undefined): Quality {
  const cap = entitlementsOf(ctx).subscriptions[0]?.quality ?? 'SD';
  const want = QUALITY_ORDER.indexOf(requested as Quality);
  return want >= 0 && want < QUALITY_ORDER.indexOf(cap) ? (requested as Quality) : cap;
}

const notAccessible = () => fail(403, 7201, EN_MESSAGES['error.contentNotAccessible']);

/**
 * May the caller play `content`? `detail` = one package (getStreamPackage), `null` = one of its trailers (free, only the
 * parental limit applies), `undefined` = the title as a whole (watch sessions; the trailer fallback counts).
 * `expiresAt` is the rental's end when a rental unlocked it.
 */
export function checkAccess(
  ctx: Ctx,
  content: Content,
  detail: Detail | null | undefined,
): { error: ReturnType<typeof fail> | null; expiresAt: number | null } {
  // SPEC §4 parental control: while the subscriber's parental control is enabled, a profile (kids or not) cannot
  // play above its rating level.
  const session = ctx.caller.session;
  const accounts = accountsOf(ctx);
  const profile = session ? accounts.profiles?.get(session.profileid) : undefined;
  if (profile && session) {
    const enabled = accounts.parental?.get(session.subscriberid)?.enabled ?? true;
    if (
      !parentalControlAllows({ enabled, allowedRating: profile.rating, contentRating: content.pgratting })
    ) {
      return { error: notAccessible(), expiresAt: null };
    }
  }
  if (detail === null) return { error: null, expiresAt: null };

  const details = detail ? [detail] : (content.contentdetails ?? []);
  const ids = [...new Set(details.flatMap((d) => d.availabilityset ?? []))];
  const availabilities = ids.map((id) => availability(ctx, id)).filter((a): a is Availability => !!a);
  const { subscriptions, purchases } = entitlementsOf(ctx);
  const now = ctx.options.now();
  const valid = purchases.filter((p) => p.expiresAt === null || p.expiresAt > now);
  const decision = playbackDecision({
    content: { objectid: content.objectid, contentdetails: details, trailer: detail ? [] : content.trailer },
    availabilities,
    subscriptions: subscriptions.map((s) => ({ planid: s.planid, availabilityset: s.availabilityset })),
    purchases: valid,
    isSubscriber: session !== null,
  });
  if (decision.kind === 'trailer') return { error: null, expiresAt: null };
  if (decision.kind === 'play') {
    const rental = valid.find(
      (p) =>
        p.objectid === content.objectid &&
        p.availabilityid === decision.availability.availabilityid &&
        p.expiresAt !== null,
    );
    return { error: null, expiresAt: rental?.expiresAt ?? null };
  }
  // Not playable: an ended rental or purchase of this title says "Content is Expired" (SPEC §8).
  const ended = purchases.some(
    (p) =>
      p.objectid === content.objectid &&
      ids.includes(p.availabilityid) &&
      p.expiresAt !== null &&
      p.expiresAt <= now,
  );
  if (ended) return { error: fail(403, 7202, EN_MESSAGES['error.contentExpired']), expiresAt: null };
  return { error: notAccessible(), expiresAt: null };
}

/**
 * The device a watch session belongs to: its device token when sent, otherwise the session token (a logged-in browser
 * sends only X-SESSION). `deviceid` is the registered 16-digit id, or one derived from the key.
 */
export function deviceOf(caller: Caller): { key: string; deviceid: string } {
  const key = caller.deviceToken ?? caller.session?.token ?? 'anonymous';
  const derived = `${hash32(key)}${hash32(`${key}#`)}`.padEnd(16, '0').slice(0, 16);
  return { key, deviceid: caller.deviceId ?? derived };
}
