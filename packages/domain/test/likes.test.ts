import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCountDelta,
  type LikeCounts,
  type LikeStatus,
  likeActions,
  likeCountDelta,
  likeEventPayload,
  likeInteraction,
  nextLikeStatus,
} from '../src/likes';

const STATUSES: LikeStatus[] = ['NONE', 'LIKE', 'DISLIKE'];
const status = fc.constantFrom(...STATUSES);
const counts = fc.record({ like: fc.nat(1000), dislike: fc.nat(1000) });

describe('§4 like status transitions', () => {
  it.each([
    ['NONE', 'LIKE', 'LIKE'],
    ['LIKE', 'LIKE', 'NONE'],
    ['DISLIKE', 'LIKE', 'LIKE'],
    ['NONE', 'DISLIKE', 'DISLIKE'],
    ['LIKE', 'DISLIKE', 'DISLIKE'],
    ['DISLIKE', 'DISLIKE', 'NONE'],
    ['LIKE', 'NONE', 'NONE'],
    ['DISLIKE', 'NONE', 'NONE'],
    ['NONE', 'NONE', 'NONE'],
  ] as const)('§4 %s + press %s → %s', (current, pressed, next) => {
    expect(nextLikeStatus(current, pressed)).toBe(next);
  });

  it('§4 like: pressing LIKE twice returns to NONE', () => {
    expect(nextLikeStatus(nextLikeStatus('NONE', 'LIKE'), 'LIKE')).toBe('NONE');
  });

  it('§4 no record yet counts as NONE, and the first interaction creates the record', () => {
    expect(nextLikeStatus(null, 'LIKE')).toBe('LIKE');
    expect(nextLikeStatus(undefined, 'DISLIKE')).toBe('DISLIKE');
    expect(likeInteraction(null, 'LIKE')).toEqual({
      createsRecord: true,
      previous: 'NONE',
      likestatus: 'LIKE',
      delta: { like: 1, dislike: 0 },
    });
    expect(likeInteraction({ likestatus: 'LIKE' }, 'DISLIKE')).toEqual({
      createsRecord: false,
      previous: 'LIKE',
      likestatus: 'DISLIKE',
      delta: { like: -1, dislike: 1 },
    });
    expect(likeInteraction({}, 'LIKE').createsRecord).toBe(false);
  });
});

describe('§4 like counts', () => {
  it.each([
    ['NONE', 'LIKE', { like: 1, dislike: 0 }, ['LIKE']],
    ['NONE', 'DISLIKE', { like: 0, dislike: 1 }, ['DISLIKE']],
    ['LIKE', 'NONE', { like: -1, dislike: 0 }, ['REMOVELIKE']],
    ['DISLIKE', 'NONE', { like: 0, dislike: -1 }, ['REMOVEDISLIKE']],
    ['LIKE', 'DISLIKE', { like: -1, dislike: 1 }, ['REMOVELIKE', 'DISLIKE']],
    ['DISLIKE', 'LIKE', { like: 1, dislike: -1 }, ['REMOVEDISLIKE', 'LIKE']],
    ['LIKE', 'LIKE', { like: 0, dislike: 0 }, []],
  ] as const)('§4 %s → %s changes counts by %o (%o)', (prev, next, delta, actions) => {
    expect(likeCountDelta(prev, next)).toEqual(delta);
    expect(likeActions(prev, next)).toEqual(actions);
  });

  it('§4 a first reaction starts the counts at 1 and 0', () => {
    expect(applyCountDelta(null, likeCountDelta('NONE', 'LIKE'))).toEqual({ like: 1, dislike: 0 });
    expect(applyCountDelta(null, likeCountDelta('NONE', 'DISLIKE'))).toEqual({ like: 0, dislike: 1 });
  });

  it('§4 REMOVE* decrements never go below 0; switching lowers the other count, not below 0', () => {
    expect(applyCountDelta({ like: 0, dislike: 0 }, { like: -1, dislike: 0 })).toEqual({
      like: 0,
      dislike: 0,
    });
    expect(applyCountDelta({ like: 0, dislike: 3 }, likeCountDelta('LIKE', 'DISLIKE'))).toEqual({
      like: 0,
      dislike: 4,
    });
    expect(applyCountDelta({ like: 5, dislike: 2 }, likeCountDelta('DISLIKE', 'LIKE'))).toEqual({
      like: 6,
      dislike: 1,
    });
    expect(applyCountDelta(null, { like: -1, dislike: -1 })).toEqual({ like: 0, dislike: 0 });
  });

  it('§4 the live-event payload: category CONTENT, event LikeDislike, content id, like and dislike counts', () => {
    expect(likeEventPayload('c1', { like: 7, dislike: 2 })).toEqual({
      category: 'CONTENT',
      event: 'LikeDislike',
      contentid: 'c1',
      likecount: 7,
      dislikecount: 2,
    });
  });

  it('§4 property: counts are never negative, whatever the presses and the starting counts', () => {
    fc.assert(
      fc.property(fc.option(counts, { nil: null }), fc.array(status, { maxLength: 30 }), (start, presses) => {
        let current: LikeCounts | null = start;
        let st: LikeStatus = 'NONE';
        for (const pressed of presses) {
          const next = nextLikeStatus(st, pressed);
          current = applyCountDelta(current, likeCountDelta(st, next));
          st = next;
          expect(current.like).toBeGreaterThanOrEqual(0);
          expect(current.dislike).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('§4 property: pressing the same button twice restores the status and the counts', () => {
    fc.assert(
      fc.property(status, fc.constantFrom<LikeStatus>('LIKE', 'DISLIKE'), counts, (start, pressed, c) => {
        // consistent starting counts: the profile's own reaction is included in them
        const base = {
          like: c.like + (start === 'LIKE' ? 1 : 0),
          dislike: c.dislike + (start === 'DISLIKE' ? 1 : 0),
        };
        const mid = nextLikeStatus(start, pressed);
        const end = nextLikeStatus(mid, pressed);
        const afterOne = applyCountDelta(base, likeCountDelta(start, mid));
        const afterTwo = applyCountDelta(afterOne, likeCountDelta(mid, end));
        if (start === 'NONE' || start === pressed) {
          expect(end).toBe(start);
          expect(afterTwo).toEqual(base);
        } else {
          // from the opposite reaction: one press switches, the second clears it
          expect(end).toBe('NONE');
          expect(afterTwo).toEqual({
            like: base.like - (start === 'LIKE' ? 1 : 0),
            dislike: base.dislike - (start === 'DISLIKE' ? 1 : 0),
          });
        }
      }),
    );
  });

  it('§4 property: the delta of a change and of its reverse cancel out', () => {
    fc.assert(
      fc.property(status, status, (a, b) => {
        const there = likeCountDelta(a, b);
        const back = likeCountDelta(b, a);
        expect(there.like + back.like).toBe(0);
        expect(there.dislike + back.dislike).toBe(0);
      }),
    );
  });
});
