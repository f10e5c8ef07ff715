import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRatingAllowed,
  normaliseRating,
  PARENTAL_RATINGS,
  parentalControlAllows,
  ratingLevel,
  ratingsAllowedBy,
} from '../src';

describe('§4 §9 parental control', () => {
  it('§4 the ladder is U < U/A 7+ < U/A 12+ < U/A 13+ < U/A 16+ < A < U/A 18+', () => {
    expect(PARENTAL_RATINGS).toEqual(['U', 'U/A 7+', 'U/A 12+', 'U/A 13+', 'U/A 16+', 'A', 'U/A 18+']);
    expect(PARENTAL_RATINGS.map(ratingLevel)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['U/A 13+', 'U', true],
    ['U/A 13+', 'U/A 13+', true],
    ['U/A 13+', 'U/A 16+', false],
    ['A', 'U/A 18+', false],
    ['U/A 18+', 'A', true],
    ['U', 'U/A 7+', false],
    ['U/A 12+', '12+', true],
    ['16+', 'A', false],
  ])('§4 allowed %s, content %s → %s', (allowed, content, ok) => {
    expect(isRatingAllowed(allowed, content)).toBe(ok);
  });

  it('§4 content without a rating is always playable', () => {
    for (const r of [null, undefined, '', 'none', 'NONE', '  ']) {
      expect(parentalControlAllows({ enabled: true, allowedRating: 'U', contentRating: r })).toBe(true);
    }
  });

  it('§4 the check only runs when the flag is on', () => {
    expect(parentalControlAllows({ enabled: false, allowedRating: 'U', contentRating: 'U/A 18+' })).toBe(
      true,
    );
    expect(parentalControlAllows({ enabled: true, allowedRating: 'U', contentRating: 'U/A 18+' })).toBe(
      false,
    );
  });

  it('§4 no allowed level set means no limit; an unknown content rating counts as the top rung', () => {
    expect(isRatingAllowed(null, 'U/A 18+')).toBe(true);
    expect(isRatingAllowed('A', 'X-RATED')).toBe(false);
    expect(isRatingAllowed('U/A 18+', 'X-RATED')).toBe(true);
    expect(ratingLevel('X-RATED')).toBe(6);
  });

  it('§9 short forms and spacing are normalised', () => {
    expect(normaliseRating(' u/a  7+ ')).toBe('U/A 7+');
    expect(normaliseRating('13+')).toBe('U/A 13+');
    expect(normaliseRating('a')).toBe('A');
    expect(normaliseRating(undefined)).toBeNull();
  });

  it('§4 each level allows itself and all lower ones', () => {
    expect(ratingsAllowedBy('U/A 12+')).toEqual(['U', 'U/A 7+', 'U/A 12+']);
    expect(ratingsAllowedBy('none')).toEqual([...PARENTAL_RATINGS]);
  });

  it('§4 property: the ladder is monotone — raising the allowed level never blocks what was allowed', () => {
    const level = fc.integer({ min: 0, max: PARENTAL_RATINGS.length - 1 });
    fc.assert(
      fc.property(level, level, level, (a, b, c) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const content = PARENTAL_RATINGS[c];
        const allowedLo = isRatingAllowed(PARENTAL_RATINGS[lo], content);
        const allowedHi = isRatingAllowed(PARENTAL_RATINGS[hi], content);
        if (allowedLo) expect(allowedHi).toBe(true);
        // and a level allows content exactly when content is not above it
        expect(allowedLo).toBe(c <= lo);
      }),
    );
  });

  it('§4 property: raising the content rating never unblocks it', () => {
    const level = fc.integer({ min: 0, max: PARENTAL_RATINGS.length - 1 });
    fc.assert(
      fc.property(level, level, level, (allowed, x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const limit = PARENTAL_RATINGS[allowed];
        if (isRatingAllowed(limit, PARENTAL_RATINGS[hi]))
          expect(isRatingAllowed(limit, PARENTAL_RATINGS[lo])).toBe(true);
      }),
    );
  });
});
