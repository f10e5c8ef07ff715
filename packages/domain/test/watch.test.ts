import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLEAR_PROGRESS_FIELDS,
  continueWatchingList,
  isContinueWatching,
  localResumePosition,
  reconcileProgress,
  resumePosition,
  tracksPlayback,
  WATCH_COMPLETE_RATIO,
  type WatchRecord,
  watchedFraction,
  watchProgressUpdate,
} from '../src/watch';

const NOW = 1_700_000_123_456;

describe('§4 watch status', () => {
  it('§4 INPROGRESS carries watchedduration; updatedat is in epoch seconds', () => {
    expect(watchProgressUpdate(600.7, 5400, NOW)).toEqual({
      status: 'INPROGRESS',
      watchedduration: 600,
      updatedat: 1_700_000_123,
    });
  });

  it('§4 a finished title has watchedduration null', () => {
    expect(watchProgressUpdate(5400, 5400, NOW)).toEqual({
      status: 'COMPLETED',
      watchedduration: null,
      updatedat: 1_700_000_123,
    });
    expect(watchProgressUpdate(5400 * WATCH_COMPLETE_RATIO, 5400, NOW).status).toBe('COMPLETED');
    expect(watchProgressUpdate(5400 * WATCH_COMPLETE_RATIO - 1, 5400, NOW).status).toBe('INPROGRESS');
  });

  it('§4 odd positions are clamped; an unknown duration keeps the item in progress', () => {
    expect(watchProgressUpdate(-5, 100, NOW).watchedduration).toBe(0);
    expect(watchProgressUpdate(Number.NaN, 100, NOW).watchedduration).toBe(0);
    expect(watchProgressUpdate(50, 0, NOW)).toMatchObject({ status: 'INPROGRESS', watchedduration: 50 });
  });

  it('§4 continue-watching keeps only INPROGRESS items with a duration, newest updatedat first', () => {
    const records = [
      { objectid: 'a', status: 'INPROGRESS', watchedduration: 10, updatedat: 100 },
      { objectid: 'b', status: 'COMPLETED', watchedduration: null, updatedat: 500 },
      { objectid: 'c', status: 'INPROGRESS', watchedduration: 20, updatedat: 300 },
      { objectid: 'd', status: 'INPROGRESS', watchedduration: null, updatedat: 400 },
      { objectid: 'e', status: 'INPROGRESS', updatedat: 450 },
      { objectid: 'f', likestatus: 'LIKE' },
      { objectid: 'g', status: 'INPROGRESS', watchedduration: 0, updatedat: 200 },
      { objectid: 'h', status: 'INPROGRESS', watchedduration: 5 },
    ];
    expect(continueWatchingList(records).map((r) => r.objectid)).toEqual(['c', 'g', 'a', 'h']);
  });

  it('§4 removing one clears watchedduration and status', () => {
    expect(CLEAR_PROGRESS_FIELDS).toEqual(['watchedduration', 'status']);
  });

  it('§4 resume position', () => {
    expect(resumePosition({ status: 'INPROGRESS', watchedduration: 42 })).toBe(42);
    expect(resumePosition({ status: 'COMPLETED', watchedduration: null })).toBe(0);
    expect(resumePosition(null)).toBe(0);
  });

  it('§4 property: continue-watching is a filtered, newest-first ordering of the input', () => {
    const record = fc.record({
      status: fc.constantFrom('INPROGRESS', 'COMPLETED', null),
      watchedduration: fc.option(fc.nat(10_000), { nil: null }),
      updatedat: fc.nat(2_000_000_000),
      id: fc.uuid(),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), (records: (WatchRecord & { id: string })[]) => {
        const list = continueWatchingList(records);
        // only eligible items, and all of them
        expect(list.every(isContinueWatching)).toBe(true);
        expect(list.length).toBe(records.filter(isContinueWatching).length);
        // newest first
        for (let i = 1; i < list.length; i++) {
          expect((list[i - 1] as WatchRecord).updatedat as number).toBeGreaterThanOrEqual(
            (list[i] as WatchRecord).updatedat as number,
          );
        }
        // the input is not mutated
        expect(records.length).toBeGreaterThanOrEqual(list.length);
      }),
    );
  });

  it('§4 property: any position before the end is saved as INPROGRESS with that whole second', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 20_000 }),
        fc.double({ min: 0, max: 0.94, noNaN: true }),
        (duration, share) => {
          const pos = duration * share;
          const u = watchProgressUpdate(pos, duration, NOW);
          expect(u.status).toBe('INPROGRESS');
          expect(u.watchedduration).toBe(Math.floor(pos));
        },
      ),
    );
  });
});

describe('watchedFraction (§4 continue-watching progress)', () => {
  it('§4 is watchedduration / duration, clamped to 0..1, and 0 without a duration', () => {
    expect(watchedFraction({ watchedduration: 30, duration: 120 })).toBe(0.25);
    expect(watchedFraction({ watchedduration: 500, duration: 120 })).toBe(1);
    expect(watchedFraction({ watchedduration: 10, duration: 0 })).toBe(0);
    expect(watchedFraction({ watchedduration: null, duration: 60 })).toBe(0);
  });
});

describe('§4 progress saved at close, reconciled on the next start', () => {
  it('§4 the newer one wins by updatedat; a tie goes to the local copy; no record → local', () => {
    expect(reconcileProgress({ updatedat: 200 }, { updatedat: 100 })).toBe('writeLocal');
    expect(reconcileProgress({ updatedat: 100 }, { updatedat: 200 })).toBe('keepRecord');
    expect(reconcileProgress({ updatedat: 100 }, { updatedat: 100 })).toBe('writeLocal');
    expect(reconcileProgress({ updatedat: 100 }, null)).toBe('writeLocal');
    expect(reconcileProgress({ updatedat: 100 }, { updatedat: null })).toBe('writeLocal');
  });
});

describe('§4 resuming from a position saved on the device (saved at close, or watched offline)', () => {
  it('resumes at the saved second; nothing saved or watched to the end resumes at 0', () => {
    expect(localResumePosition({ position: 12.6, duration: 32, updatedat: 1 })).toBe(12);
    expect(localResumePosition({ position: 31, duration: 32, updatedat: 1 })).toBe(0);
    expect(localResumePosition(null)).toBe(0);
  });
});

describe('tracksPlayback (SPEC §6)', () => {
  it('tracks a subscriber watching content; never a visitor nor a trailer', () => {
    expect(tracksPlayback({ subscriberid: '1001' }, false)).toBe(true);
    expect(tracksPlayback(null, false)).toBe(false);
    expect(tracksPlayback({ subscriberid: '1001' }, true)).toBe(false);
  });
});
