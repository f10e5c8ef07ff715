import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  isRtl,
  MOTIFS,
  POSTER_SIZES,
  POSTER_TYPES,
  type PosterInput,
  parsePosterPath,
  posterFiles,
  posterStyle,
  posterSvg,
} from '../src/media/posters';

// SPEC §3 Content: poster list (LANDSCAPE, PORTRAIT, SQUARE), each a file list of sizes; §9 file index 2 / 1.
const base: PosterInput = {
  id: 'm-2001',
  title: 'The Desert Falcon',
  type: 'LANDSCAPE',
  width: 1280,
  height: 720,
};

const parse = (svg: string) => {
  expect(XMLValidator.validate(svg)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg) as {
    svg: Record<string, unknown>;
  };
};

describe('posters (SPEC §3 poster list)', () => {
  it('§3 poster: deterministic — the same input gives the same bytes', () => {
    expect(posterSvg(base)).toBe(posterSvg({ ...base }));
  });

  it('§3 poster: different ids give visibly different posters (colour or motif)', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `m-${2000 + i}`);
    const svgs = new Set(ids.map((id) => posterSvg({ ...base, id })));
    expect(svgs.size).toBe(ids.length);
    // The look (two gradient hues, motif, gradient angle) differs for every id; hues spread round the wheel.
    const styles = ids.map((id) => posterStyle(id));
    const looks = new Set(styles.map((st) => JSON.stringify([st.hue, st.hue2, st.motif, st.angle])));
    expect(looks.size).toBe(ids.length);
    expect(new Set(styles.map((st) => Math.floor(st.hue / 30))).size).toBeGreaterThanOrEqual(8);
    expect(new Set(styles.map((st) => st.motif)).size).toBeGreaterThanOrEqual(5);
    // Same title, different ids still differ (the look comes from the id).
    expect(posterSvg({ ...base, id: 'a' })).not.toBe(posterSvg({ ...base, id: 'b' }));
  });

  it.each(POSTER_TYPES)('§3 poster: %s at every size is valid SVG of that size with the title', (type) => {
    for (const { width, height } of POSTER_SIZES[type]) {
      const doc = parse(posterSvg({ ...base, type, width, height }));
      expect(doc.svg.xmlns).toBe('http://www.w3.org/2000/svg');
      expect([doc.svg.width, doc.svg.height]).toEqual([String(width), String(height)]);
      expect(doc.svg.viewBox).toBe(`0 0 ${width} ${height}`);
      expect(doc.svg.title).toBe('The Desert Falcon');
    }
  });

  it('§3 poster: <, & and quotes in titles are escaped and survive a parse', () => {
    const title = `Tom & Jerry <"Live"> 'Tonight'`;
    const svg = posterSvg({ ...base, title });
    expect(svg).not.toContain('Tom & Jerry');
    expect(svg).not.toContain('<"Live">');
    expect(svg).toContain('Tom &amp; Jerry &lt;&quot;Live&quot;&gt;');
    const doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      processEntities: true,
    }).parse(svg) as { svg: { title: string; 'aria-label': string } };
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(doc.svg.title).toBe(title);
    expect(doc.svg['aria-label']).toBe(title);
    expect(escapeXml(`<&"'>`)).toBe('&lt;&amp;&quot;&apos;&gt;');
  });

  it('§3 poster: Arabic titles are laid out right-to-left, Malayalam and English left-to-right', () => {
    expect(isRtl('ليالي دبي')).toBe(true);
    expect(isRtl('മഴ')).toBe(false);
    expect(isRtl('2024: ليالي')).toBe(true);
    const ar = posterSvg({ ...base, id: 'm-2003', title: 'ليالي دبي' });
    expect(ar).toContain('direction="rtl"');
    expect(ar).toContain('xml:lang="ar"');
    expect(ar).toContain('ليالي دبي');
    const ml = posterSvg({ ...base, id: 'm-2004', title: 'മഴക്കാലം' });
    expect(ml).toContain('direction="ltr"');
    expect(ml).toContain('xml:lang="ml"');
    parse(ar);
    parse(ml);
  });

  it('§3 poster: long titles wrap to at most 3 lines and stay valid', () => {
    const svg = posterSvg({
      ...base,
      type: 'PORTRAIT',
      width: 400,
      height: 600,
      title: 'A Very Long Title That Goes On And On Across Many Words Until It Must Be Cut Short',
    });
    const lines = svg.match(/<tspan /g) ?? [];
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(3);
    parse(svg);
  });

  it('§3 poster: the artwork holds no word but the title (the app draws its badges in the page language)', () => {
    const texts = posterSvg(base).match(/<text[^>]*>.*?<\/text>/gs) ?? [];
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('Desert');
  });

  it('§3/§9 poster: ≥3 sizes per type, smallest first, so index 2 is the large one and index 1 the medium', () => {
    for (const type of POSTER_TYPES) {
      const sizes = POSTER_SIZES[type];
      expect(sizes.length).toBeGreaterThanOrEqual(3);
      const areas = sizes.map((s) => s.width * s.height);
      expect([...areas].sort((a, b) => a - b)).toEqual(areas);
      expect(sizes.map((s) => s.size)).toEqual(['small', 'medium', 'large']);
    }
    expect(POSTER_SIZES.LANDSCAPE[2]).toMatchObject({ width: 1280, height: 720 });
    expect(POSTER_SIZES.PORTRAIT[2]).toMatchObject({ width: 800, height: 1200 });
    expect(POSTER_SIZES.SQUARE[2]).toMatchObject({ width: 800, height: 800 });
  });

  it('§3 poster: posterFiles builds the URLs the sandbox serves, and parsePosterPath reads them back', () => {
    const files = posterFiles('http://127.0.0.1:4011/', 'm-2001', 'PORTRAIT');
    expect(files).toEqual([
      {
        size: 'small',
        width: 200,
        height: 300,
        url: 'http://127.0.0.1:4011/posters/m-2001/portrait/200x300.svg',
      },
      {
        size: 'medium',
        width: 400,
        height: 600,
        url: 'http://127.0.0.1:4011/posters/m-2001/portrait/400x600.svg',
      },
      {
        size: 'large',
        width: 800,
        height: 1200,
        url: 'http://127.0.0.1:4011/posters/m-2001/portrait/800x1200.svg',
      },
    ]);
    expect(parsePosterPath(new URL(files[2]?.url ?? '').pathname)).toEqual({
      id: 'm-2001',
      type: 'PORTRAIT',
      width: 800,
      height: 1200,
      format: 'svg',
    });
    const jpeg = posterFiles('http://h', 'm-2001', 'LANDSCAPE', 'jpeg')[0]?.url ?? '';
    expect(jpeg).toBe('http://h/posters/m-2001/landscape/320x180.jpg');
    expect(parsePosterPath(new URL(jpeg).pathname)).toMatchObject({
      id: 'm-2001',
      width: 320,
      format: 'jpeg',
    });
    expect(parsePosterPath('/posters/m-2001/landscape/320x180.png')).toBeUndefined(); // no such format
    expect(parsePosterPath('/posters/m-2001/portrait/123x456.svg')).toBeUndefined(); // not a published size
    expect(parsePosterPath('/posters/m-2001/round/200x200.svg')).toBeUndefined();
    expect(parsePosterPath('/posters/../portrait/200x300.svg')).toMatchObject({ id: '..' }); // an id, never a path
    const odd = posterFiles('http://h', 'a b/c', 'SQUARE')[0]?.url ?? '';
    expect(odd).toBe('http://h/posters/a%20b%2Fc/square/200x200.svg');
    expect(parsePosterPath(new URL(odd).pathname)?.id).toBe('a b/c');
  });

  it('§3 poster: rejects impossible sizes', () => {
    expect(() => posterSvg({ ...base, width: 0 })).toThrow(RangeError);
    expect(() => posterSvg({ ...base, width: 1.5 })).toThrow(RangeError);
    expect(MOTIFS.length).toBeGreaterThanOrEqual(6);
  });
});
