// SPEC §4 playback: eligibility (price models, trailer fallback, subscriber requirement, subscribe-popup list type),
// the button text, the stream quality, the DRM scheme preference and the payment error type.
import { QUALITY_RESOLUTION, type Resolution } from './constants';
import { playbackDate } from './format';
import type { MessageId } from './messages';
import { type ParentalStatus, parentalGate } from './parental';
import type { Availability, Content, DrmScheme, PriceModel, Purchase, Subscription } from './types';

export type PopupListType = 'onlyPurchase' | 'onlySubscribe' | 'Subscribe/Purchase';

export interface PlaybackInput {
  content: Pick<Content, 'objectid' | 'contentdetails' | 'trailer'>;
  /** The availabilities named by the content's availabilityset (looked up by the caller). */
  availabilities: readonly Availability[];
  subscriptions: readonly Subscription[];
  purchases: readonly Purchase[];
  isSubscriber: boolean;
}

export type PlaybackDecision =
  /** Play the content with this availability; `drm` false for FREE / ADBASED. */
  | { kind: 'play'; availability: Availability; drm: boolean }
  | { kind: 'trailer' }
  /** Plan or purchased content needs a subscriber: ask the visitor to log in. */
  | { kind: 'loginRequired' }
  /** Open the subscribe popup with this list type and the candidate availabilities. */
  | { kind: 'subscribe'; listType: PopupListType; candidates: Availability[] }
  | { kind: 'unavailable' };

const FREE_MODELS: readonly PriceModel[] = ['FREE', 'ADBASED'];
const PURCHASE_MODELS: readonly PriceModel[] = ['PAID', 'RENTAL'];

/** The availability ids listed by the content details of a content. */
/** SPEC §4: PAID and RENTAL are bought per title (the purchase side of the subscribe popup). */
export function isPurchaseModel(pricemodel: PriceModel | null | undefined): boolean {
  return pricemodel != null && PURCHASE_MODELS.includes(pricemodel);
}

export function contentAvailabilityIds(content: Pick<Content, 'contentdetails'>): string[] {
  const ids = (content.contentdetails ?? []).flatMap((d) => d.availabilityset ?? []);
  return [...new Set(ids)];
}

/** SPEC §4: whether one availability is playable for this user. */
export function isAvailabilityPlayable(
  availability: Availability,
  objectid: string,
  subscriptions: readonly Subscription[],
  purchases: readonly Purchase[],
): boolean {
  const { pricemodel, availabilityid } = availability;
  if (FREE_MODELS.includes(pricemodel)) return true;
  if (pricemodel === 'PLAN') return subscriptions.some((s) => s.availabilityset.includes(availabilityid));
  return purchases.some((p) => p.availabilityid === availabilityid && p.objectid === objectid);
}

/** SPEC §4 subscribe popup list type: one paid/rental → onlyPurchase, one plan → onlySubscribe, several → both. */
export function popupListType(candidates: readonly Availability[]): PopupListType {
  if (candidates.length === 1) {
    return PURCHASE_MODELS.includes((candidates[0] as Availability).pricemodel)
      ? 'onlyPurchase'
      : 'onlySubscribe';
  }
  return 'Subscribe/Purchase';
}

/** SPEC §4 playback eligibility. */
export function playbackDecision(input: PlaybackInput): PlaybackDecision {
  const { content, subscriptions, purchases, isSubscriber } = input;
  const hasTrailer = (content.trailer ?? []).length > 0;
  const ids = new Set(contentAvailabilityIds(content));
  const availabilities = input.availabilities.filter((a) => ids.has(a.availabilityid));
  if ((content.contentdetails ?? []).length === 0 || availabilities.length === 0) {
    return hasTrailer ? { kind: 'trailer' } : { kind: 'unavailable' };
  }
  const free = availabilities.find((a) => FREE_MODELS.includes(a.pricemodel));
  if (free) return { kind: 'play', availability: free, drm: false };
  if (!isSubscriber) return { kind: 'loginRequired' };
  const playable = availabilities.find((a) =>
    isAvailabilityPlayable(a, content.objectid, subscriptions, purchases),
  );
  if (playable) return { kind: 'play', availability: playable, drm: true };
  return { kind: 'subscribe', listType: popupListType(availabilities), candidates: availabilities };
}

/**
 * SPEC §7 rentalupdate: a rental's window starts at its first play. When `decision` plays a title through a RENTAL
 * purchase whose window has not started (no expiry yet), the rental to start; otherwise null.
 */
export function rentalToStart(
  decision: PlaybackDecision,
  objectid: string,
  purchases: readonly (Purchase & { expiry?: string | null })[],
): Purchase | null {
  if (decision.kind !== 'play' || decision.availability.pricemodel !== 'RENTAL') return null;
  const { availabilityid } = decision.availability;
  const rental = purchases.find((p) => p.availabilityid === availabilityid && p.objectid === objectid);
  return rental && !rental.expiry ? { availabilityid, objectid } : null;
}

/**
 * SPEC §4 button text: PLAY NOW if playable (or the trailer fallback); SUBSCRIBE OR PURCHASE if both PLAN and PAID
 * exist, or RENTAL; SUBSCRIBE & WATCH if PLAN only; otherwise PURCHASE & WATCH.
 */
export function playButtonText(
  decision: PlaybackDecision,
  availabilities: readonly Availability[],
): MessageId {
  if (decision.kind === 'play' || decision.kind === 'trailer') return 'button.playNow';
  const models = new Set(availabilities.map((a) => a.pricemodel));
  if ((models.has('PLAN') && models.has('PAID')) || models.has('RENTAL')) return 'button.subscribeOrPurchase';
  if (models.has('PLAN')) return 'button.subscribeAndWatch';
  return 'button.purchaseAndWatch';
}

/** SPEC §4 stream quality from the first subscription (null: no cap known). */
export function streamResolution(subscriptions: readonly Subscription[]): Resolution | null {
  const quality = subscriptions[0]?.quality;
  return quality ? QUALITY_RESOLUTION[quality] : null;
}

/**
 * SPEC §9 DRM scheme: WIDEVINE on Android or where HLS is unsupported, FAIRPLAY otherwise; when the content offers a
 * list of schemes that lacks the preferred one, NONE.
 */
export function preferredDrmScheme(input: {
  isAndroid: boolean;
  hlsSupported: boolean;
  offered?: readonly DrmScheme[];
}): DrmScheme {
  const preferred: DrmScheme = input.isAndroid || !input.hlsSupported ? 'WIDEVINE' : 'FAIRPLAY';
  if (!input.offered || input.offered.includes(preferred)) return preferred;
  return 'NONE';
}

/** SPEC §4: payment error type — APPROVAL_PENDING is the user's, anything else the gateway's. */
export function paymentErrorType(status: string | null | undefined): 'User' | 'Gateway' {
  return status === 'APPROVAL_PENDING' ? 'User' : 'Gateway';
}

/**
 * SPEC §3/§4: the subscriptions that give access now — a pending or expired plan does not (an active, on-trial or
 * cancelled one runs to its end: the last day of access, its `expiry`, plays to 23:59:59 UTC, §9 playback date) —
 * and the purchases still valid at `now` (a rental past its window no longer unlocks the title). Feed these to
 * `playbackDecision`.
 */
export function usableEntitlements<
  S extends { status?: string | null; expiry?: string | null },
  P extends { expiry?: string | null },
>(subscriptions: readonly S[], purchases: readonly P[], now: number): { subscriptions: S[]; purchases: P[] } {
  const lastDayOver = (expiry: string | null | undefined) => {
    const day = expiry ? Date.parse(expiry) : Number.NaN;
    return !Number.isNaN(day) && now > playbackDate(day);
  };
  return {
    subscriptions: subscriptions.filter(
      (s) => s.status !== 'pending' && s.status !== 'expired' && !lastDayOver(s.expiry),
    ),
    purchases: purchases.filter((p) => !p.expiry || Date.parse(p.expiry) > now),
  };
}

/**
 * The one playback eligibility decision of a title (SPEC §4 eligibility and parental control, §6):
 * - `wait` — something needed is not known yet: nothing may be fetched for playback, no session started;
 * - `failed` — the parental status (`parental`) or the entitlements (`entitlements`) could not be fetched: refuse
 *   and offer a retry (never a silent allow);
 * - `parentalBlocked` — the profile's level does not cover the rating;
 * - `decided` — the §4 `playbackDecision` (play, trailer, log in, subscribe, unavailable).
 */
export type Eligibility =
  | { kind: 'wait' }
  | { kind: 'failed'; reason: 'parental' | 'entitlements' }
  | { kind: 'parentalBlocked' }
  | { kind: 'decided'; decision: PlaybackDecision };

/**
 * SPEC §4 eligibility of one title. `entitlements` is the input of `playbackDecision` once the availabilities,
 * subscriptions and purchases are known, or `'trailer'` when an explicit trailer is asked for (only the parental
 * gate applies). The parental gate comes first: a known block wins over anything still loading, and a failed or
 * pending parental status is never read as allowed.
 */
export function playbackEligibility(input: {
  parental: ParentalStatus;
  contentRating: string | null | undefined;
  entitlements: 'pending' | 'failed' | 'trailer' | PlaybackInput;
}): Eligibility {
  const gate = parentalGate(input.parental, input.contentRating);
  if (gate === 'deny') return { kind: 'parentalBlocked' };
  if (gate === 'failed') return { kind: 'failed', reason: 'parental' };
  if (input.entitlements === 'failed') return { kind: 'failed', reason: 'entitlements' };
  if (gate === 'wait' || input.entitlements === 'pending') return { kind: 'wait' };
  if (input.entitlements === 'trailer') return { kind: 'decided', decision: { kind: 'trailer' } };
  return { kind: 'decided', decision: playbackDecision(input.entitlements) };
}
