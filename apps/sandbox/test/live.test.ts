// The sliding-window live DASH and HLS stream the sandbox makes from main's segments.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  LIVE_DVR_S,
  LIVE_WINDOW_SEGMENTS,
  liveEdgeSegment,
  liveManifest,
  liveMasterPlaylist,
  liveMediaPlaylist,
  segmentDecodeTime,
  shiftSegmentTime,
  vodSegmentTimes,
} from '../src/media/live';
import { useSandbox } from './helpers';

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

const segments = (rep: string) =>
  Array.from({ length: 16 }, (_, i) =>
    readFileSync(join(MAIN, `seg-${rep}-${String(i + 1).padStart(3, '0')}.m4s`)),
  );

/** The media playlist's tags and segments, parsed. */
function parsePlaylist(text: string) {
  const lines = text.trim().split('\n');
  const tag = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
  const uris = lines.filter((l) => l && !l.startsWith('#'));
  const pdts = lines
    .filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))
    .map((l) => Date.parse(l.slice(25)));
  const durations = lines.filter((l) => l.startsWith('#EXTINF:')).map((l) => Number.parseFloat(l.slice(8)));
  return { lines, tag, uris, pdts, durations };
}

describe('live HLS', () => {
  const video = vodSegmentTimes(segments('0'), 12800);
  const audio = vodSegmentTimes(segments('3'), 48000);
  const T0 = Date.parse('2026-01-01T00:00:00Z');

  it('segment times come from the media (tfdt): video 2 s each, audio to the end of the 32-s loop', () => {
    expect(video.map((t) => t.start)).toEqual(Array.from({ length: 16 }, (_, i) => 2 * i));
    expect(video.every((t) => t.duration === 2)).toBe(true);
    expect(audio[0]?.start).toBe(0);
    expect(audio.reduce((s, t) => s + t.duration, 0)).toBeCloseTo(32, 9);
    expect(Number(segmentDecodeTime(segments('3')[1] as Buffer)) / 48000).toBeCloseTo(
      audio[1]?.start ?? -1,
      9,
    );
  });

  it('a sliding window of the DVR length up to the live edge, no EXT-X-ENDLIST', () => {
    const p = parsePlaylist(liveMediaPlaylist(video, '0', T0));
    expect(p.lines[0]).toBe('#EXTM3U');
    expect(p.lines).not.toContain('#EXT-X-ENDLIST');
    expect(p.tag('#EXT-X-PLAYLIST-TYPE')).toBeUndefined();
    expect(p.uris).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(p.durations.reduce((s, d) => s + d, 0)).toBeCloseTo(LIVE_DVR_S, 6);
    const edge = liveEdgeSegment(T0);
    expect(p.uris.at(-1)).toBe(`seg-0-${edge}.m4s`);
    expect(Number(p.tag('#EXT-X-MEDIA-SEQUENCE'))).toBe(edge - LIVE_WINDOW_SEGMENTS + 1);
    expect(p.uris[0]).toBe(`seg-0-${edge - LIVE_WINDOW_SEGMENTS + 1}.m4s`);
    expect(p.tag('#EXT-X-MAP')).toBe('URI="init-0.m4s"');
    // Every EXTINF rounds to at most the target duration.
    expect(Math.max(...p.durations.map(Math.round))).toBeLessThanOrEqual(
      Number(p.tag('#EXT-X-TARGETDURATION')),
    );
  });

  it('wall-clock aligned: EXT-X-PROGRAM-DATE-TIME of segment n is 2(n-1) s after the epoch, the same as the MPD', () => {
    const p = parsePlaylist(liveMediaPlaylist(video, '0', T0 + 1500));
    expect(p.pdts).toHaveLength(p.uris.length);
    const n = Number(/seg-0-(\d+)\.m4s/.exec(p.uris[0] as string)?.[1]);
    expect(p.pdts[0]).toBe((n - 1) * 2000);
    // The newest segment ends at (or before) now.
    expect((p.pdts.at(-1) as number) + 2000).toBeLessThanOrEqual(T0 + 1500);
    // Audio: same window and clock, the audio's own segment starts.
    const a = parsePlaylist(liveMediaPlaylist(audio, '3', T0 + 1500));
    expect(a.tag('#EXT-X-MEDIA-SEQUENCE')).toBe(p.tag('#EXT-X-MEDIA-SEQUENCE'));
    for (let i = 0; i < a.pdts.length; i++)
      expect(Math.abs((a.pdts[i] as number) - (p.pdts[i] as number))).toBeLessThan(100);
  });

  it('EXT-X-MEDIA-SEQUENCE advances by one every 2 s, the window keeps its length', () => {
    const at = (ms: number) => parsePlaylist(liveMediaPlaylist(video, '0', ms));
    const a = at(T0);
    const b = at(T0 + 2000);
    const c = at(T0 + 60_000);
    expect(Number(b.tag('#EXT-X-MEDIA-SEQUENCE'))).toBe(Number(a.tag('#EXT-X-MEDIA-SEQUENCE')) + 1);
    expect(Number(c.tag('#EXT-X-MEDIA-SEQUENCE'))).toBe(Number(a.tag('#EXT-X-MEDIA-SEQUENCE')) + 30);
    expect(b.uris).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(c.uris).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(b.uris[0]).toBe(a.uris[1]);
  });

  it('the master playlist: the renditions and both audio languages, no subtitles', () => {
    const master = liveMasterPlaylist(readFileSync(join(MAIN, 'master.m3u8'), 'utf8'));
    expect(master.startsWith('#EXTM3U')).toBe(true);
    expect(master.match(/^#EXT-X-STREAM-INF:/gm)).toHaveLength(3);
    expect(master).toContain('LANGUAGE="ar"');
    expect(master).toContain('URI="media_4.m3u8"');
    expect(master).not.toContain('SUBTITLES');
    expect(master).not.toContain('.vtt');
  });
});

describe('live stream over HTTP', () => {
  let clock = Date.parse('2026-11-22T12:00:00Z');
  const t = useSandbox({ now: () => clock });
  const get = async (p: string) => {
    const r = await fetch(t.sandbox.url + p);
    return { status: r.status, type: r.headers.get('content-type'), text: await r.text() };
  };

  it('serves the HLS master and media playlists; segments named in the window are there', async () => {
    const master = await get('/media/live/master.m3u8');
    expect(master.status).toBe(200);
    expect(master.type).toBe('application/vnd.apple.mpegurl');
    const media = master.text.split('\n').filter((l) => /^media_\d\.m3u8$/.test(l));
    expect(media).toEqual(['media_0.m3u8', 'media_1.m3u8', 'media_2.m3u8']);
    for (const uri of [...media, 'media_3.m3u8', 'media_4.m3u8']) {
      const pl = await get(`/media/live/${uri}`);
      expect(pl.status).toBe(200);
      const p = parsePlaylist(pl.text);
      expect(p.uris).toHaveLength(LIVE_WINDOW_SEGMENTS);
      for (const seg of [p.uris[0], p.uris.at(-1)])
        expect((await fetch(`${t.sandbox.url}/media/live/${seg}`)).status).toBe(200);
    }
    // Time moves: the sequence moves with it.
    const before = parsePlaylist((await get('/media/live/media_0.m3u8')).text);
    clock += 10_000;
    const after = parsePlaylist((await get('/media/live/media_0.m3u8')).text);
    expect(Number(after.tag('#EXT-X-MEDIA-SEQUENCE')) - Number(before.tag('#EXT-X-MEDIA-SEQUENCE'))).toBe(5);
    // The next segment is not there before its time.
    const next = Number(/(\d+)\.m4s$/.exec(after.uris.at(-1) as string)?.[1]) + 1;
    expect((await fetch(`${t.sandbox.url}/media/live/seg-0-${next}.m4s`)).status).toBe(404);
  });

  it('§4 a LIVE title asked for its HLS package gets the live master playlist', async () => {
    const h = { authorization: `Bearer ${t.sandbox.state().tokens.issueDevice('4829301755329100')}` };
    const ask = (packageid: string) =>
      t.http('POST', '/cms/subscriber/v1/content/package/LIV-001', {
        headers: h,
        form: { drmscheme: 'NONE', packageid },
      });
    const hls = await ask('pkg-LIV-001-hls');
    expect(hls.status).toBe(200);
    expect(hls.body.data).toMatchObject({
      manifesturl: `${t.sandbox.url}/media/live/master.m3u8`,
      manifesttype: 'HLS',
    });
    const dash = await ask('pkg-LIV-001-dash');
    expect(dash.body.data).toMatchObject({
      manifesturl: `${t.sandbox.url}/media/live/manifest.mpd`,
      manifesttype: 'DASH',
    });
  });
});
