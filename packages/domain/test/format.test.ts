import { describe, expect, it } from 'vitest';
import { isLiveContent, liveTimeFrame, timeFrameSpan } from '../src';
import {
  durationParts,
  formatDate,
  formatDuration,
  isolate,
  ltr,
  monthsFor,
  playbackDate,
  playbackDateIso,
  TIME_FRAMES,
  timeAgo,
  timeFrameOf,
} from '../src/format';

const T = Date.UTC(2024, 2, 5, 10, 30, 0); // 05 MAR 2024 10:30 UTC

describe('§9 dates and relative time', () => {
  it('§9 the date format is DD MON YYYY with an uppercase month', () => {
    expect(formatDate(T)).toBe('05 MAR 2024');
    expect(formatDate(Date.UTC(2023, 11, 31))).toBe('31 DEC 2023');
    expect(formatDate(Date.UTC(2023, 11, 31, 22), 240)).toBe('01 JAN 2024');
  });

  it.each([
    [0, { kind: 'relative', value: 0, unit: 'second' }],
    [59_000, { kind: 'relative', value: 59, unit: 'second' }],
    [60_000, { kind: 'relative', value: 1, unit: 'minute' }],
    [59 * 60_000, { kind: 'relative', value: 59, unit: 'minute' }],
    [3_600_000, { kind: 'relative', value: 1, unit: 'hour' }],
    [24 * 3_600_000 - 1, { kind: 'relative', value: 23, unit: 'hour' }],
    [24 * 3_600_000, { kind: 'date', text: '05 MAR 2024' }],
    [-5_000, { kind: 'relative', value: 0, unit: 'second' }],
  ])('§5 §9 an item %i ms old → %o (relative under 24 h, else full date)', (age, expected) => {
    expect(timeAgo(T, T + age)).toEqual(expected);
  });
});

describe('§9 month names by page language', () => {
  it('§9 English keeps JAN…DEC; Arabic and Malayalam name the month in their language, in the same order', () => {
    expect(monthsFor('en')).toEqual('JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' '));
    expect(monthsFor('ar')[10]).toBe('نوفمبر');
    expect(monthsFor('ml')[2]).toBe('മാർ');
    expect(formatDate(T, 0, monthsFor('ar'))).toBe('05 مارس 2024');
  });
});

describe('§2 text of either direction inside a sentence', () => {
  it('a date or rating is held left to right; a title or query is isolated with its own direction', () => {
    expect(ltr('05 MAR 2024')).toBe('\u206605 MAR 2024\u2069');
    // «…» around an English title in Arabic: the isolate keeps the quotes in the sentence's direction.
    expect(`«${isolate('The Desert Falcon')}»`).toBe('«\u2068The Desert Falcon\u2069»');
  });
});

describe('§9 durations', () => {
  it.each([
    [45, '45 secs'],
    [0, '0 secs'],
    [60, '1 min'],
    [125, '2 mins'],
    [3600, '1 hr'],
    [3660, '1 hr 1 min'],
    [5400, '1 hr 30 mins'],
    [7325, '2 hr 2 mins'],
  ])('§9 %i s → "%s"', (sec, text) => {
    expect(formatDuration(sec)).toBe(text);
  });

  it('§9 duration parts', () => {
    expect(durationParts(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(durationParts(-3)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('§9 time frames and playback date', () => {
  it('§9 3-hour UTC time frames from 12am-3am to 9pm-12am', () => {
    expect(TIME_FRAMES.map((f) => f.label)).toEqual([
      '12am-3am',
      '3am-6am',
      '6am-9am',
      '9am-12pm',
      '12pm-3pm',
      '3pm-6pm',
      '6pm-9pm',
      '9pm-12am',
    ]);
    expect(timeFrameOf(T).label).toBe('9am-12pm');
    expect(timeFrameOf(Date.UTC(2024, 0, 1, 0, 0)).label).toBe('12am-3am');
    expect(timeFrameOf(Date.UTC(2024, 0, 1, 23, 59)).label).toBe('9pm-12am');
  });

  it('§9 the playback date is end of day 23:59:59 UTC', () => {
    expect(playbackDate(T)).toBe(Date.UTC(2024, 2, 5, 23, 59, 59));
    expect(playbackDateIso(T)).toBe('2024-03-05T23:59:59Z');
  });
});

describe('§1 live titles and their §9 UTC time frame', () => {
  it('§1 a title is live by object type or category LIVE; films and music are not', () => {
    expect(isLiveContent({ objecttype: 'LIVE', category: 'LIVE' })).toBe(true);
    expect(isLiveContent({ objecttype: 'VOD', category: 'LIVE' })).toBe(true);
    expect(isLiveContent({ objecttype: 'LIVE' })).toBe(true);
    expect(isLiveContent({ objecttype: 'VOD', category: 'MUSIC' })).toBe(false);
    expect(isLiveContent({ objecttype: 'VOD', category: 'MOVIE' })).toBe(false);
    expect(isLiveContent({})).toBe(false);
  });

  it('§9 a live title shows the UTC 3-hour block of now (12am-3am … 9pm-12am); others none', () => {
    const live = { objecttype: 'LIVE', category: 'LIVE' };
    expect(liveTimeFrame(live, Date.UTC(2026, 10, 25, 22, 40))?.label).toBe('9pm-12am');
    expect(liveTimeFrame(live, Date.UTC(2026, 10, 26, 0, 0))?.label).toBe('12am-3am');
    expect(liveTimeFrame(live, Date.UTC(2026, 10, 26, 2, 59, 59))?.label).toBe('12am-3am');
    expect(liveTimeFrame(live, Date.UTC(2026, 10, 26, 12, 0))).toEqual({
      label: '12pm-3pm',
      startHour: 12,
      endHour: 15,
    });
    // UTC, not the machine's zone: an instant at 01:30 UTC is 12am-3am whatever the local clock says.
    expect(liveTimeFrame(live, Date.parse('2026-11-26T05:30:00+04:00'))?.label).toBe('12am-3am');
    expect(liveTimeFrame({ objecttype: 'VOD', category: 'MUSIC' }, Date.UTC(2026, 10, 26, 12))).toBeNull();
  });

  it('§9 a time frame spans its UTC hours of that UTC day (what a viewer sees in local time)', () => {
    const at = Date.UTC(2026, 10, 25, 22, 40);
    const frame = liveTimeFrame({ objecttype: 'LIVE' }, at);
    expect(frame && timeFrameSpan(frame, at)).toEqual({
      start: Date.UTC(2026, 10, 25, 21),
      end: Date.UTC(2026, 10, 26, 0),
    });
  });
});
