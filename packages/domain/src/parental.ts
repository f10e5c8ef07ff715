/**
 * SPEC §4 / §9 parental control: the ladder U < U/A 7+ < U/A 12+ < U/A 13+ < U/A 16+ < A < U/A 18+. Each level
 * allows itself and all lower ones; unrated content always plays; the check runs only when the flag is on.
 */
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
