import { describe, expect, it } from 'vitest';
import {
  contentPath,
  countPath,
  DEFAULT_UID_MAP_BASE,
  likeLastPath,
  profileContentPath,
  recordKey,
  recordPath,
  uidMapPath,
  uidMapRoot,
} from '../src';

const ctx = { subscriberid: 'S100', profileid: 'P7' };

describe('realtime paths (SPEC §3, §7)', () => {
  it('§3 per-profile record: subscriber/{subscriberid}/{profileid}/content/{objectid}', () => {
    expect(profileContentPath(ctx)).toBe('subscriber/S100/P7/content');
    expect(recordPath(ctx, 'M1')).toBe('subscriber/S100/P7/content/M1');
    expect(recordPath(ctx, { objectid: 'M1' })).toBe('subscriber/S100/P7/content/M1');
  });

  it('§3 episodes are nested under the series id', () => {
    expect(recordKey({ objectid: 'E5', seriesid: 'SER1' })).toBe('SER1');
    expect(recordPath(ctx, { objectid: 'E5', seriesid: 'SER1' })).toBe('subscriber/S100/P7/content/SER1');
    // A series itself (seriesid equal to its own id, or empty) keys by its objectid.
    expect(recordKey({ objectid: 'SER1', seriesid: 'SER1' })).toBe('SER1');
    expect(recordKey({ objectid: 'M1', seriesid: '' })).toBe('M1');
    expect(recordKey({ objectid: 'M1', seriesid: null })).toBe('M1');
  });

  it('§3 content-wide record: content/{objectid} with like/count and dislike/count', () => {
    expect(contentPath('M1')).toBe('content/M1');
    expect(countPath('M1', 'like')).toBe('content/M1/like/count');
    expect(countPath('M1', 'dislike')).toBe('content/M1/dislike/count');
  });

  it('§7 uid map: the configured base with its last 3 characters removed', () => {
    expect(uidMapRoot('subscriberuid/v1')).toBe('subscriberuid');
    expect(uidMapRoot('users/abc')).toBe('users');
    expect(uidMapRoot('uidmapXYZ')).toBe('uidmap');
    expect(uidMapRoot(DEFAULT_UID_MAP_BASE)).toBe('uidmap');
    expect(uidMapPath('u1', 'subscriberuid/v1')).toBe('subscriberuid/u1');
    expect(uidMapPath('u1')).toBe('uidmap/u1');
    expect(() => uidMapRoot('abc')).toThrow(/empty path/);
  });

  it('§7 ids that would escape their node are refused', () => {
    for (const bad of ['', 'a/b', 'a.b', 'a#b', 'a$b', 'a[b]']) {
      expect(() => recordPath(ctx, bad)).toThrow(/invalid objectid/);
    }
    expect(() => profileContentPath({ subscriberid: 'S/1', profileid: 'P' })).toThrow(/invalid subscriberid/);
    expect(() => contentPath('../x')).toThrow();
    expect(() => likeLastPath('S/1')).toThrow(/invalid subscriberid/);
  });

  it('§4 the like pointer is one private node per subscriber', () => {
    expect(likeLastPath('1001')).toBe('likelast/1001');
  });
});
