import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARENTAL_RATINGS } from '../src';
import {
  isRatingAllowed,
  normaliseRating,
  type ParentalStatus,
  parentalControlAllows,
  parentalGate,
  parentalStatus,
  ratingLevel,
  ratingsAllowedBy,
} from '../src/parental';

/** A rung of the ladder (its index), for the properties. */
const level = fc.integer({ min: 0, max: PARENTAL_RATINGS.length - 1 });
const ordered = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);

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
    fc.assert(
      fc.property(level, level, level, (a, b, c) => {
        const [lo, hi] = ordered(a, b);
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
    fc.assert(
      fc.property(level, level, level, (allowed, x, y) => {
        const [lo, hi] = ordered(x, y);
        const limit = PARENTAL_RATINGS[allowed];
        if (isRatingAllowed(limit, PARENTAL_RATINGS[hi]))
          expect(isRatingAllowed(limit, PARENTAL_RATINGS[lo])).toBe(true);
      }),
    );
  });
});

describe('§4 §6 parental status and gate (fails closed)', () => {
  const pending = { state: 'pending' } as const;
  const failed = { state: 'failed' } as const;
  const known = <T>(value: T) => ({ state: 'known', value }) as const;
  const adult = { isSubscriber: true };

  it('§6 a visitor has no parental control (known, off) whatever the calls say', () => {
    expect(parentalStatus({ isSubscriber: false, control: failed, profile: failed })).toEqual({
      state: 'known',
      enabled: false,
      allowedRating: null,
    });
  });

  it('§4 an adult profile: the flag of the parental-control call decides; pending or failed stays so', () => {
    expect(parentalStatus({ ...adult, control: pending, profile: known(null) })).toEqual({
      state: 'pending',
    });
    expect(parentalStatus({ ...adult, control: failed, profile: known(null) })).toEqual({ state: 'failed' });
    expect(
      parentalStatus({ ...adult, control: known({ enabled: false, rating: 'U' }), profile: failed }),
    ).toEqual({ state: 'known', enabled: false, allowedRating: null });
    expect(
      parentalStatus({ ...adult, control: known({ enabled: true, rating: '16+' }), profile: pending }),
    ).toEqual({ state: 'known', enabled: true, allowedRating: 'U/A 16+' });
  });

  it('§4 "flag stored locally": until the call answers, or when it fails, the stored flag decides; an answer wins', () => {
    expect(parentalStatus({ ...adult, storedFlag: false, control: pending, profile: pending })).toEqual({
      state: 'known',
      enabled: false,
      allowedRating: null,
    });
    expect(parentalStatus({ ...adult, storedFlag: false, control: failed, profile: known(null) })).toEqual({
      state: 'known',
      enabled: false,
      allowedRating: null,
    });
    // stored "on": the level still has to come from a call — never read as "no limit" while they are pending
    expect(parentalStatus({ ...adult, storedFlag: true, control: pending, profile: pending })).toEqual({
      state: 'pending',
    });
    expect(
      parentalStatus({
        ...adult,
        storedFlag: true,
        control: failed,
        profile: known({ rating: 'A' }),
      }),
    ).toEqual({ state: 'known', enabled: true, allowedRating: 'A' });
    expect(
      parentalStatus({
        ...adult,
        storedFlag: false,
        control: known({ enabled: true, rating: 'U' }),
        profile: pending,
      }),
    ).toEqual({ state: 'known', enabled: true, allowedRating: 'U' });
    // a kids profile follows the stored flag like any other profile
    expect(
      parentalStatus({ ...adult, storedFlag: false, control: pending, profile: known({ rating: 'U' }) }),
    ).toEqual({ state: 'known', enabled: false, allowedRating: null });
  });

  it('§4 "when enabled": a kids profile is limited by its level only while parental control is on', () => {
    // Parental control off: the kids profile's U/A 7+ level limits nothing (today's code limited it anyway).
    expect(
      parentalStatus({ ...adult, control: known({ enabled: false, rating: 'U/A 7+' }), profile: pending }),
    ).toEqual({ state: 'known', enabled: false, allowedRating: null });
    expect(
      parentalGate(
        parentalStatus({
          ...adult,
          control: known({ enabled: false, rating: 'U/A 7+' }),
          profile: known({ rating: 'U/A 7+' }),
        }),
        'U/A 18+',
      ),
    ).toBe('allow');
    // On: its level comes from either call, and neither answering is not "no limit".
    expect(parentalStatus({ ...adult, storedFlag: true, control: failed, profile: failed })).toEqual({
      state: 'failed',
    });
    expect(parentalStatus({ ...adult, storedFlag: true, control: pending, profile: failed })).toEqual({
      state: 'pending',
    });
    expect(
      parentalStatus({ ...adult, storedFlag: true, control: failed, profile: known({ rating: 'U/A 7+' }) }),
    ).toEqual({ state: 'known', enabled: true, allowedRating: 'U/A 7+' });
    expect(
      parentalStatus({ ...adult, control: known({ enabled: true, rating: 'U/A 7+' }), profile: pending }),
    ).toEqual({ state: 'known', enabled: true, allowedRating: 'U/A 7+' });
    // Both answered and neither names a level: no limit (the ladder's documented choice).
    expect(
      parentalStatus({ ...adult, control: known({ enabled: true, rating: null }), profile: known(null) }),
    ).toEqual({ state: 'known', enabled: true, allowedRating: null });
  });

  it('§4 gate: rated content waits while pending, is refused when failed, follows the ladder when known', () => {
    expect(parentalGate({ state: 'pending' }, 'U/A 18+')).toBe('wait');
    expect(parentalGate({ state: 'failed' }, 'U/A 18+')).toBe('failed');
    expect(parentalGate({ state: 'known', enabled: true, allowedRating: 'U/A 7+' }, 'U/A 18+')).toBe('deny');
    expect(parentalGate({ state: 'known', enabled: true, allowedRating: 'U/A 7+' }, 'U')).toBe('allow');
    expect(parentalGate({ state: 'known', enabled: false, allowedRating: null }, 'U/A 18+')).toBe('allow');
  });

  it('§4 gate: content without a rating is always playable, even before the status is known', () => {
    for (const s of [{ state: 'pending' }, { state: 'failed' }] as const) {
      expect(parentalGate(s, null)).toBe('allow');
      expect(parentalGate(s, 'none')).toBe('allow');
    }
  });

  it('§4 property: a pending or failed status never allows rated content', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PARENTAL_RATINGS),
        fc.constantFrom('pending', 'failed'),
        (rating, st) => {
          expect(parentalGate({ state: st } as ParentalStatus, rating)).not.toBe('allow');
        },
      ),
    );
  });
});
