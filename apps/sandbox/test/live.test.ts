// Issue 13: the sliding-window live DASH stream the sandbox makes from main's segments.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { LIVE_DVR_S, liveEdgeSegment, liveManifest, shiftSegmentTime } from '../src/media/live';

const MAIN = resolve(import.meta.dirname, '../media/main');

function tfdt(buf: Buffer): bigint {
  const at = buf.indexOf('tfdt', 0, 'latin1');
  return buf.readBigUInt64BE(at + 8);
}

describe('live stream', () => {
  it('is wall-clock aligned: segment n (2 s) is complete 2n s after the epoch', () => {
    expect(liveEdgeSegment(0)).toBe(0);
    expect(liveEdgeSegment(1999)).toBe(0);
    expect(liveEdgeSegment(2000)).toBe(1);
    expect(liveEdgeSegment(Date.parse('2026-01-01T00:00:10Z'))).toBe(
      Date.parse('2026-01-01T00:00:10Z') / 2000,
    );
  });

  it('a dynamic MPD with a DVR window of a few minutes, the audio languages, no subtitles', () => {
    const mpd = liveManifest(
      readFileSync(join(MAIN, 'manifest.mpd'), 'utf8'),
      Date.parse('2026-01-01T00:00:00Z'),
    );
    expect(XMLValidator.validate(mpd)).toBe(true);
    expect(mpd).toContain('type="dynamic"');
    expect(mpd).toContain('availabilityStartTime="1970-01-01T00:00:00Z"');
    expect(mpd).toContain(`timeShiftBufferDepth="PT${LIVE_DVR_S}S"`);
    expect(LIVE_DVR_S).toBeGreaterThanOrEqual(120);
    expect(mpd).toContain('media="seg-$RepresentationID$-$Number$.m4s"');
    expect(mpd).toContain('lang="ara"');
    expect(mpd).not.toContain('text/vtt');
    expect(mpd).not.toContain('mediaPresentationDuration');
  });

  it('shifts the decode time by whole loops, keeping the segment size and bytes otherwise', () => {
    const seg = readFileSync(join(MAIN, 'seg-0-002.m4s'));
    const loops = 55_000_000n;
    const shifted = shiftSegmentTime(seg, loops * 32n * 12800n);
    expect(shifted.length).toBe(seg.length);
    expect(tfdt(shifted) - tfdt(seg)).toBe(loops * 32n * 12800n);
    expect(tfdt(seg)).toBe(25600n);
    // The media data is untouched.
    expect(
      shifted
        .subarray(shifted.indexOf('mdat', 0, 'latin1'))
        .equals(seg.subarray(seg.indexOf('mdat', 0, 'latin1'))),
    ).toBe(true);
  });
});
