// A sliding-window live DASH and HLS stream for the LIVE titles, made per request from main's committed VOD segments
// (nothing extra on disk): wall-clock aligned, a LIVE_DVR_S window, served under /media/live/ (manifest.mpd,
// master.m3u8, media_<rep>.m3u8, init-<rep>.m4s, seg-<rep>-<n>.m4s: 404 outside the window).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { boxes } from './boxes';
import { CORS_HEADERS } from './static';

// availabilityStartTime is the Unix epoch and segment n (2 s) covers [2(n-1), 2n) s after it, so every client sees the
// same "now"; segment n is VOD segment ((n-1) mod 16) + 1 with `tfdt` and `sidx` times moved by whole 32 s loops (both
// 64-bit in ffmpeg's output, so box sizes stay). The MPD has a UTCTiming element; main's 17th audio segment (AAC
// padding) and the subtitles are not used. HLS: EXT-X-MEDIA-SEQUENCE is the first segment's number, every segment has
// its EXT-X-PROGRAM-DATE-TIME (the MPD's clock), and there is no EXT-X-ENDLIST.
const LIVE_SEGMENT_S = 2;
const LIVE_LOOP_SEGMENTS = 16;
/** DVR window: a few minutes. */
export const LIVE_DVR_S = 300;

const TIMESCALES: Readonly<Record<string, number>> = {
  '0': 12800,
  '1': 12800,
  '2': 12800,
  '3': 48000,
  '4': 48000,
};

/** The number of the newest segment fully available at `nowMs` (segment n ends at 2n s after the epoch). */
export function liveEdgeSegment(nowMs: number): number {
  return Math.floor(nowMs / 1000 / LIVE_SEGMENT_S);
}

/** Moves the 64-bit tfdt base decode time and sidx earliest presentation time of a segment by `delta` units. */
export function shiftSegmentTime(segment: Buffer, delta: bigint): Buffer {
  const out = Buffer.from(segment);
  const walk = (start: number, end: number) => {
    for (const { type, body, end: boxEnd } of boxes(out, start, end)) {
      if (type === 'moof' || type === 'traf') walk(body, boxEnd);
      else if (type === 'tfdt') {
        if (out[body] !== 1) throw new Error('tfdt is not version 1 (64-bit)');
        out.writeBigUInt64BE(out.readBigUInt64BE(body + 4) + delta, body + 4);
      } else if (type === 'sidx') {
        if (out[body] !== 1) throw new Error('sidx is not version 1 (64-bit)');
        // version/flags 4, reference_ID 4, timescale 4, then earliest_presentation_time (64-bit).
        out.writeBigUInt64BE(out.readBigUInt64BE(body + 12) + delta, body + 12);
      }
    }
  };
  walk(0, out.length);
  return out;
}

/** The dynamic MPD at `nowMs`: main's renditions and audio languages, epoch-aligned, a LIVE_DVR_S window. */
export function liveManifest(vodMpd: string, nowMs: number): string {
  const iso = (ms: number) => new Date(ms).toISOString();
  const body = vodMpd
    // Subtitles are sidecar WebVTT files of the 32-s programme: not part of the live stream.
    .replace(/\s*<AdaptationSet [^>]*contentType="text"[\s\S]*?<\/AdaptationSet>/g, '')
    .replace(/\$Number%03d\$/g, '$Number$')
    .replace(/\s*<ProgramInformation>\s*<\/ProgramInformation>/, '')
    .replace(/\s*<ServiceDescription id="0">\s*<\/ServiceDescription>/, '');
  const period = body.slice(body.indexOf('<Period'), body.indexOf('</Period>') + '</Period>'.length);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" profiles="urn:mpeg:dash:profile:isoff-live:2011" type="dynamic"',
    `\tavailabilityStartTime="1970-01-01T00:00:00Z" publishTime="${iso(nowMs)}" minimumUpdatePeriod="PT10S"`,
    `\ttimeShiftBufferDepth="PT${LIVE_DVR_S}S" suggestedPresentationDelay="PT6S" maxSegmentDuration="PT2S" minBufferTime="PT4S">`,
    `\t${period}`,
    `\t<UTCTiming schemeIdUri="urn:mpeg:dash:utc:direct:2014" value="${iso(nowMs)}"/>`,
    '</MPD>',
    '',
  ].join('\n');
}

/** Number of segments in the live window (the DVR window, in 2-s segments). */
export const LIVE_WINDOW_SEGMENTS = LIVE_DVR_S / LIVE_SEGMENT_S;

/**
 * The HLS master playlist of the live stream: main's master (renditions, audio languages) without its subtitles
 * (sidecar files of the 32-s programme, left out of the MPD too). Its media playlists resolve to /media/live/.
 */
export function liveMasterPlaylist(vodMaster: string): string {
  return `${vodMaster
    .split('\n')
    .filter((line) => !line.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'))
    .map((line) => line.replace(/,SUBTITLES="[^"]*"/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** The 64-bit base decode time (tfdt) of the first fragment of a segment, in its timescale's units. */
export function segmentDecodeTime(segment: Buffer): bigint {
  const at = segment.indexOf('tfdt', 0, 'latin1');
  if (at < 4 || segment[at + 4] !== 1) throw new Error('no version-1 tfdt box');
  return segment.readBigUInt64BE(at + 8);
}

export interface SegmentTime {
  /** Seconds into the 32-s loop at which the segment's media starts (its tfdt). */
  start: number;
  duration: number;
}

/**
 * Start and duration of VOD segments 1..16 of a rendition, from their decode times: the media's own timeline, so
 * the playlist agrees with the samples (ffmpeg's EXTINF values for the AAC segments are rounded differently). The
 * last one runs to the end of the 32-s loop.
 */
export function vodSegmentTimes(segments: readonly Buffer[], timescale: number): SegmentTime[] {
  const starts = segments.slice(0, LIVE_LOOP_SEGMENTS).map((b) => Number(segmentDecodeTime(b)) / timescale);
  const loopS = LIVE_LOOP_SEGMENTS * LIVE_SEGMENT_S;
  return starts.map((start, i) => ({ start, duration: (starts[i + 1] ?? loopS) - start }));
}

const timesCache = new Map<string, SegmentTime[]>();
function renditionTimes(main: string, rep: string, timescale: number): SegmentTime[] {
  const key = `${main}\0${rep}`;
  let times = timesCache.get(key);
  if (!times) {
    const files = Array.from({ length: LIVE_LOOP_SEGMENTS }, (_, i) =>
      readFileSync(path.join(main, `seg-${rep}-${String(i + 1).padStart(3, '0')}.m4s`)),
    );
    times = vodSegmentTimes(files, timescale);
    timesCache.set(key, times);
  }
  return times;
}

/**
 * The live HLS media playlist of rendition `rep` at `nowMs`: the LIVE_WINDOW_SEGMENTS segments up to the live edge,
 * EXT-X-MEDIA-SEQUENCE = the first one's number, each with its wall-clock EXT-X-PROGRAM-DATE-TIME and its VOD
 * duration (`times`: the audio segments are not exactly 2 s), no EXT-X-ENDLIST.
 */
export function liveMediaPlaylist(times: readonly SegmentTime[], rep: string, nowMs: number): string {
  if (times.length < LIVE_LOOP_SEGMENTS) throw new Error(`rendition ${rep}: fewer than 16 VOD segments`);
  const edge = liveEdgeSegment(nowMs);
  const first = Math.max(1, edge - LIVE_WINDOW_SEGMENTS + 1);
  const loopS = LIVE_LOOP_SEGMENTS * LIVE_SEGMENT_S;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${LIVE_SEGMENT_S}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="init-${rep}.m4s"`,
  ];
  for (let n = first; n <= edge; n++) {
    const loop = Math.floor((n - 1) / LIVE_LOOP_SEGMENTS);
    const t = times[(n - 1) % LIVE_LOOP_SEGMENTS] as SegmentTime;
    const startMs = Math.round((loop * loopS + t.start) * 1000);
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(startMs).toISOString()}`,
      `#EXTINF:${t.duration.toFixed(6)},`,
      `seg-${rep}-${n}.m4s`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Serves /media/live/…; false for any other path. */
export function serveLive(
  req: IncomingMessage,
  res: ServerResponse,
  opts: { mediaRoot: string; now: () => number },
): boolean {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  if (!url.pathname.startsWith('/media/live/')) return false;
  const name = url.pathname.slice('/media/live/'.length);
  const send = (status: number, type: string, body: string | Buffer, cache = 'no-cache') => {
    res.writeHead(status, {
      ...CORS_HEADERS,
      'Content-Type': type,
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': cache,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...CORS_HEADERS, 'Content-Length': '0' });
    res.end();
    return true;
  }
  const main = path.join(opts.mediaRoot, 'main');
  const now = opts.now();
  if (name === 'manifest.mpd') {
    send(
      200,
      'application/dash+xml',
      liveManifest(readFileSync(path.join(main, 'manifest.mpd'), 'utf8'), now),
    );
    return true;
  }
  if (name === 'master.m3u8') {
    send(
      200,
      'application/vnd.apple.mpegurl',
      liveMasterPlaylist(readFileSync(path.join(main, 'master.m3u8'), 'utf8')),
    );
    return true;
  }
  const media = /^media_([0-9])\.m3u8$/.exec(name);
  if (media && TIMESCALES[media[1] as string]) {
    send(
      200,
      'application/vnd.apple.mpegurl',
      liveMediaPlaylist(
        renditionTimes(main, media[1] as string, TIMESCALES[media[1] as string] as number),
        media[1] as string,
        now,
      ),
    );
    return true;
  }
  const init = /^init-([0-9])\.m4s$/.exec(name);
  if (init && TIMESCALES[init[1] as string]) {
    send(200, 'video/mp4', readFileSync(path.join(main, name)), 'public, max-age=300');
    return true;
  }
  const seg = /^seg-([0-9])-([0-9]{1,12})\.m4s$/.exec(name);
  const timescale = seg ? TIMESCALES[seg[1] as string] : undefined;
  if (seg && timescale) {
    const n = Number(seg[2]);
    const edge = liveEdgeSegment(now);
    const oldest = edge - LIVE_DVR_S / LIVE_SEGMENT_S - 2;
    if (n < 1 || n > edge || n < oldest) {
      send(404, 'text/plain; charset=utf-8', 'Not available');
      return true;
    }
    const loop = Math.floor((n - 1) / LIVE_LOOP_SEGMENTS);
    const k = ((n - 1) % LIVE_LOOP_SEGMENTS) + 1;
    const file = readFileSync(path.join(main, `seg-${seg[1]}-${String(k).padStart(3, '0')}.m4s`));
    const delta = BigInt(loop) * BigInt(LIVE_LOOP_SEGMENTS * LIVE_SEGMENT_S) * BigInt(timescale);
    send(200, 'video/mp4', shiftSegmentTime(file, delta), 'public, max-age=60');
    return true;
  }
  send(404, 'text/plain; charset=utf-8', 'Not Found');
  return true;
}
