// SPEC §4 / §9 parental control: the ladder U < U/A 7+ < U/A 12+ < U/A 13+ < U/A 16+ < A < U/A 18+; a level allows
// itself and all lower ones; unrated content always plays; the check runs only when the flag is on.
import { PARENTAL_RATING_NONE, PARENTAL_RATINGS } from './constants';

export type ParentalRating = (typeof PARENTAL_RATINGS)[number];

const SHORT_FORMS: Readonly<Record<string, ParentalRating>> = {
  '7+': 'U/A 7+',
  '12+': 'U/A 12+',
  '13+': 'U/A 13+',
  '16+': 'U/A 16+',
  '18+': 'U/A 18+',
};

/** Canonical rating, or null when unrated ('', 'none', null). §9 writes the middle rungs as "12+" etc. */
export function normaliseRating(rating: string | null | undefined): ParentalRating | string | null {
  if (rating === null || rating === undefined) return null;
  const r = rating.trim().replace(/\s+/g, ' ');
  if (r === '' || r.toLowerCase() === PARENTAL_RATING_NONE) return null;
  const upper = r.toUpperCase();
  const exact = PARENTAL_RATINGS.find((l) => l.toUpperCase() === upper);
  return exact ?? SHORT_FORMS[r] ?? r;
}

/**
 * Position on the ladder (0 = U … 6 = U/A 18+); null for unrated. An unknown rating counts as the top rung, so it
 * is only allowed where everything is.
 */
export function ratingLevel(rating: string | null | undefined): number | null {
  const r = normaliseRating(rating);
  if (r === null) return null;
  const i = (PARENTAL_RATINGS as readonly string[]).indexOf(r);
  return i >= 0 ? i : PARENTAL_RATINGS.length - 1;
}

/** True when `allowed` covers `contentRating`. Unrated content is always allowed; no allowed level means no limit. */
export function isRatingAllowed(
  allowed: string | null | undefined,
  contentRating: string | null | undefined,
): boolean {
  const content = ratingLevel(contentRating);
  if (content === null) return true;
  const limit = ratingLevel(allowed);
  if (limit === null) return true;
  return content <= limit;
}

/** SPEC §4: may this content play for this profile? Only checked when parental control is enabled. */
export function parentalControlAllows(input: {
  enabled: boolean;
  allowedRating: string | null | undefined;
  contentRating: string | null | undefined;
}): boolean {
  if (!input.enabled) return true;
  return isRatingAllowed(input.allowedRating, input.contentRating);
}

/** The ratings a level allows (itself and all lower ones). */
export function ratingsAllowedBy(allowed: string): ParentalRating[] {
  const level = ratingLevel(allowed);
  return level === null ? [...PARENTAL_RATINGS] : PARENTAL_RATINGS.slice(0, level + 1);
}

/** A value the app is still fetching, could not fetch, or knows. */
export type Loadable<T> = { state: 'pending' } | { state: 'failed' } | { state: 'known'; value: T };

/**
 * What the app knows of the current profile's parental control: still being fetched, could not be fetched, or known
 * (the flag and the profile's allowed level; `allowedRating` null = no limit).
 */
export type ParentalStatus =
  | { state: 'pending' }
  | { state: 'failed' }
  | { state: 'known'; enabled: boolean; allowedRating: string | null };

/**
 * SPEC §4 / §6 parental status of the current profile from what the app has: a visitor has none (disabled); for a
 * subscriber the parental-control call's flag decides, and until it answers (or when it fails) the flag stored locally
 * (§4 "When enabled (flag stored locally)") does. A kids profile follows the same flag: §4 limits by rating only
 * "when enabled", and gives kids mode a different Home (`homeScreenIdFor`) and §6 no payment, not a rating limit of its
 * own. The allowed level is the parental-control call's entry for the profile, else the profile's own rating.
 * Anything not yet answered is `pending`; a call that failed (and nothing else answering for it) is `failed` — never
 * read as "off".
 */
export function parentalStatus(input: {
  isSubscriber: boolean;
  /** GET parentalcontrol: the flag and this profile's rating in it (null when the profile is not listed). */
  control: Loadable<{ enabled: boolean; rating: string | null }>;
  /** The flag as stored locally from the last answer or change (null = never known on this device). */
  storedFlag?: boolean | null;
  /** The profile list's entry for this profile (null when it is not listed). */
  profile: Loadable<{ rating: string | null } | null>;
}): ParentalStatus {
  const { control, profile } = input;
  if (!input.isSubscriber) return { state: 'known', enabled: false, allowedRating: null };
  let enabled: boolean;
  if (control.state === 'known') enabled = control.value.enabled;
  else if (typeof input.storedFlag === 'boolean') enabled = input.storedFlag;
  else return { state: control.state };
  if (!enabled) return { state: 'known', enabled: false, allowedRating: null };

  const fromControl = control.state === 'known' ? normaliseRating(control.value.rating) : null;
  if (fromControl !== null) return { state: 'known', enabled: true, allowedRating: fromControl };
  const fromProfile = profile.state === 'known' ? normaliseRating(profile.value?.rating) : null;
  if (fromProfile !== null) return { state: 'known', enabled: true, allowedRating: fromProfile };
  if (control.state === 'pending' || profile.state === 'pending') return { state: 'pending' };
  if (control.state === 'failed' || profile.state === 'failed') return { state: 'failed' };
  return { state: 'known', enabled: true, allowedRating: null };
}

/** The parental side of playing one title: play, refuse, wait for the status, or the status could not be had. */
export type ParentalGate = 'allow' | 'deny' | 'wait' | 'failed';

/**
 * SPEC §4 parental control, failing closed: unrated content always plays (no level could refuse it); rated content
 * waits while the status is pending, is refused (`failed`, to be retried) when the status could not be fetched, and
 * otherwise follows `parentalControlAllows`.
 */
export function parentalGate(status: ParentalStatus, contentRating: string | null | undefined): ParentalGate {
  if (ratingLevel(contentRating) === null) return 'allow';
  if (status.state === 'pending') return 'wait';
  if (status.state === 'failed') return 'failed';
  return parentalControlAllows({
    enabled: status.enabled,
    allowedRating: status.allowedRating,
    contentRating,
  })
    ? 'allow'
    : 'deny';
}
