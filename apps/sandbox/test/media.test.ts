import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { boxes } from '../src/media/boxes';
import { CLEARKEY_KID_HEX, CLEARKEY_KID_UUID, clearKeyLicence, hexToBase64Url } from '../src/media/keys';

// Media (SPEC §3 content/trailers, §9 quality map): the committed test streams.
const MEDIA = resolve(import.meta.dirname, '../media');
const read = (p: string) => readFileSync(join(MEDIA, p), 'utf8');

type Node = Record<string, unknown>;
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

function parseMpd(p: string) {
  const xml = read(p);
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as Node;
  const mpd = doc.MPD as Node;
  const sets = asArray(asArray((mpd.Period as Node | Node[]) ?? [])[0]?.AdaptationSet as Node | Node[]);
  return { mpd, sets };
}

function reps(set: Node): Node[] {
  return asArray(set.Representation as Node | Node[]);
}

/** Every file a DASH SegmentTemplate (number-based) names, for the presentation duration. */
function dashFiles(dir: string): string[] {
  const { mpd, sets } = parseMpd(`${dir}/manifest.mpd`);
  const total = Number(/PT([\d.]+)S/.exec(String(mpd.mediaPresentationDuration))?.[1]);
  const files: string[] = [];
  for (const set of sets) {
    for (const rep of reps(set)) {
      // Subtitles: one WebVTT file per language (BaseURL), no segments.
      if (rep.BaseURL) {
        files.push(`${dir}/${String(rep.BaseURL)}`);
        continue;
      }
      const t = rep.SegmentTemplate as Node;
      const segs = Math.ceil(total / (Number(t.duration) / Number(t.timescale)));
      const fill = (tpl: string, n?: number) =>
        tpl
          .replace('$RepresentationID$', String(rep.id))
          .replace(/\$Number%0(\d)d\$/, (_m, w: string) => String(n).padStart(Number(w), '0'));
      files.push(`${dir}/${fill(String(t.initialization))}`);
      for (let n = Number(t.startNumber ?? 1); n < Number(t.startNumber ?? 1) + segs; n++) {
        files.push(`${dir}/${fill(String(t.media), n)}`);
      }
    }
  }
  return files;
}

/** Every URI an HLS master and its media playlists name (playlists, EXT-X-MAP, segments). */
function hlsFiles(dir: string): { variants: string[]; files: string[] } {
  const master = read(`${dir}/master.m3u8`);
  expect(master.startsWith('#EXTM3U')).toBe(true);
  const lines = master.split('\n');
  const variants = lines.filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
  const playlists = [
    ...lines.filter((l) => l.trim() && !l.startsWith('#')),
    ...[...master.matchAll(/URI="([^"]+)"/g)].map((m) => m[1] ?? ''),
  ];
  const files = new Set<string>();
  for (const pl of playlists) {
    files.add(`${dir}/${pl}`);
    const text = read(`${dir}/${pl}`);
    expect(text).toContain('#EXT-X-ENDLIST');
    for (const m of text.matchAll(/#EXT-X-MAP:URI="([^"]+)"/g)) files.add(`${dir}/${m[1]}`);
    for (const l of text.split('\n')) if (l.trim() && !l.startsWith('#')) files.add(`${dir}/${l.trim()}`);
  }
  return { variants, files: [...files] };
}

/** Find the first box of `type` by walking the ISO-BMFF tree (containers and sample entries). */
function findBox(buf: Buffer, type: string): Buffer | undefined {
  const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'sinf', 'schi', 'moof', 'traf']);
  const entries: Record<string, number> = { encv: 78, enca: 28, avc1: 78, mp4a: 28 };
  const walk = (start: number, end: number): Buffer | undefined => {
    for (const b of boxes(buf, start, end)) {
      if (b.type === type) return buf.subarray(b.start, b.end);
      let inner: Buffer | undefined;
      if (containers.has(b.type)) inner = walk(b.body, b.end);
      else if (b.type === 'stsd') inner = walk(b.body + 8, b.end);
      else if (entries[b.type] !== undefined) inner = walk(b.body + (entries[b.type] ?? 0), b.end);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(0, buf.length);
}

const allFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allFiles(join(dir, e.name)) : [join(dir, e.name)],
  );

describe('test media', () => {
  it('§3 content: main DASH has ≥3 video Representations from SD to HD (360/480/720) and one AAC track', () => {
    const { mpd, sets } = parseMpd('main/manifest.mpd');
    expect(mpd.type).toBe('static');
    expect(Number(/PT([\d.]+)S/.exec(String(mpd.mediaPresentationDuration))?.[1])).toBeGreaterThanOrEqual(30);
    const video = sets.find((s) => s.contentType === 'video');
    const audio = sets.find((s) => s.contentType === 'audio');
    expect(video && audio).toBeTruthy();
    const heights = reps(video as Node).map((r) => Number(r.height));
    expect(heights.length).toBeGreaterThanOrEqual(3);
    expect(heights).toEqual(expect.arrayContaining([360, 480, 720]));
    const bandwidths = reps(video as Node).map((r) => Number(r.bandwidth));
    expect([...bandwidths].sort((a, b) => a - b)).toEqual(bandwidths); // ascending with height
    expect(reps(audio as Node).map((r) => r.codecs)).toEqual(['mp4a.40.2']);
    for (const r of reps(video as Node)) expect(String(r.codecs)).toMatch(/^avc1\./);
  });

  it('§3 content: main HLS master lists ≥3 variants (360p to 720p) with an audio group', () => {
    const { variants } = hlsFiles('main');
    expect(variants.length).toBeGreaterThanOrEqual(3);
    const resolutions = variants.map((v) => /RESOLUTION=(\d+x\d+)/.exec(v)?.[1]);
    expect(resolutions).toEqual(expect.arrayContaining(['640x360', '854x480', '1280x720']));
    expect(read('main/master.m3u8')).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO/);
  });

  it.each(['main', 'clearkey', 'trailer'])(
    '§3 content: every segment %s names exists (DASH and HLS share them)',
    (dir) => {
      const dash = dashFiles(dir);
      const { files: hls } = hlsFiles(dir);
      for (const f of [...dash, ...hls]) expect(statSync(join(MEDIA, f)).size, f).toBeGreaterThan(0);
      const segs = (l: string[]) => new Set(l.filter((f) => f.endsWith('.m4s')));
      for (const f of segs(dash)) expect(segs(hls).has(f), f).toBe(true);
    },
  );

  it('§3 trailer: ~10 s, one rendition, DASH + HLS', () => {
    const { mpd, sets } = parseMpd('trailer/manifest.mpd');
    const secs = Number(/PT([\d.]+)S/.exec(String(mpd.mediaPresentationDuration))?.[1]);
    expect(secs).toBeGreaterThanOrEqual(8);
    expect(secs).toBeLessThanOrEqual(15);
    expect(reps(sets.find((s) => s.contentType === 'video') as Node)).toHaveLength(1);
    expect(hlsFiles('trailer').variants).toHaveLength(1);
  });

  it('all committed media together is at most 5 MB', () => {
    const total = allFiles(MEDIA).reduce((sum, f) => sum + statSync(f).size, 0);
    expect(total).toBeGreaterThan(1_000_000); // the streams are really there
    expect(total).toBeLessThanOrEqual(5_000_000);
  });

  it('§9 DRM: the ClearKey init segments are encrypted (encv/enca, schm cenc) and tenc carries the documented KID', () => {
    const inits = readdirSync(join(MEDIA, 'clearkey')).filter((f) => /^init-\d+\.m4s$/.test(f));
    expect(inits.length).toBeGreaterThanOrEqual(2);
    for (const init of inits) {
      const buf = readFileSync(join(MEDIA, 'clearkey', init));
      expect(findBox(buf, 'encv') ?? findBox(buf, 'enca'), init).toBeDefined();
      expect(findBox(buf, 'schm')?.toString('latin1', 12, 16)).toBe('cenc');
      const tenc = findBox(buf, 'tenc');
      expect(tenc, init).toBeDefined();
      // tenc v0: header 8, version/flags 4, reserved 2, isProtected 1, IV size 1, KID 16
      expect(tenc?.[14]).toBe(1);
      expect(tenc?.subarray(16, 32).toString('hex')).toBe(CLEARKEY_KID_HEX);
    }
    const clearInit = readFileSync(join(MEDIA, 'main', 'init-0.m4s'));
    expect(findBox(clearInit, 'tenc')).toBeUndefined();
  });

  it('§9 DRM: ClearKey media segments carry per-sample encryption info (senc/saiz/saio)', () => {
    const seg = readFileSync(join(MEDIA, 'clearkey', 'seg-0-001.m4s'));
    for (const box of ['senc', 'saiz', 'saio']) expect(findBox(seg, box), box).toBeDefined();
  });

  it('§9 DRM: the ClearKey DASH manifest declares cenc with the documented default_KID and HLS a SAMPLE-AES-CTR key', () => {
    const { sets } = parseMpd('clearkey/manifest.mpd');
    for (const set of sets.filter((s) => s.contentType !== 'text')) {
      const cps = asArray(set.ContentProtection as Node | Node[]);
      expect(
        cps.find((c) => c.schemeIdUri === 'urn:mpeg:dash:mp4protection:2011')?.['cenc:default_KID'],
      ).toBe(CLEARKEY_KID_UUID);
      expect(cps.some((c) => c.schemeIdUri === 'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e')).toBe(true);
    }
    expect(read('clearkey/media_0.m3u8')).toMatch(/^#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,KEYFORMAT="identity"/m);
  });

  it('main and clearkey carry two audio languages and en/ar/ml WebVTT subtitles in DASH and HLS', () => {
    for (const dir of ['main', 'clearkey']) {
      const { sets } = parseMpd(`${dir}/manifest.mpd`);
      expect(sets.filter((s) => s.contentType === 'audio').map((s) => s.lang)).toEqual(['eng', 'ara']);
      expect(sets.filter((s) => s.contentType === 'text').map((s) => s.lang)).toEqual(['en', 'ar', 'ml']);
      const master = read(`${dir}/master.m3u8`);
      expect([...master.matchAll(/TYPE=AUDIO,[^\n]*LANGUAGE="(\w+)"/g)].map((m) => m[1])).toEqual([
        'en',
        'ar',
      ]);
      expect([...master.matchAll(/TYPE=SUBTITLES,[^\n]*LANGUAGE="(\w+)"/g)].map((m) => m[1])).toEqual([
        'en',
        'ar',
        'ml',
      ]);
      for (const variant of master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:')))
        expect(variant).toContain('SUBTITLES="subs"');
    }
    const ar = read('main/sub-ar.vtt');
    expect(ar.startsWith('WEBVTT')).toBe(true);
    // Arabic cues: right-to-left script.
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(ar.match(/-->/g)).toHaveLength(8);
  });

  it('§9 DRM: the ClearKey licence answers known KIDs only', () => {
    const kid = hexToBase64Url(CLEARKEY_KID_HEX);
    const licence = clearKeyLicence({ kids: [kid, 'AAAAAAAAAAAAAAAAAAAAAA'], type: 'temporary' });
    expect(licence).toEqual({
      keys: [{ kty: 'oct', kid, k: 'b3R0LXNhbmRib3gta2V5MQ' }],
      type: 'temporary',
    });
    expect(() => clearKeyLicence({ kids: 'x' })).toThrow();
    expect(read('README.md')).toContain(CLEARKEY_KID_HEX);
  });
});
