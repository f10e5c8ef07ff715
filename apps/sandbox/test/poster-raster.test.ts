// SandboxOptions.posterFormat 'jpeg': the catalogue lists JPEG posters, rasterised from the same SVG by ffmpeg
// (librsvg) — what a CDN serves, so the benchmarks measure the app, not the browser drawing the sandbox's SVGs.
import { describe, expect, it } from 'vitest';
import { rasterisePoster } from '../src/media/poster-raster';
import { posterSvg } from '../src/media/posters';
import { useSandbox } from './helpers';

const t = useSandbox({ posterFormat: 'jpeg' });
const visitor = () => ({
  authorization: `Bearer ${t.sandbox.state().tokens.issueDevice('4829301755329100')}`,
});

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length && b[i] === 0xff) {
    const marker = b[i + 1] ?? 0;
    const len = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  return null;
}

describe('JPEG posters (sandbox option posterFormat)', () => {
  it('§3 poster list: the files are .jpg, served as JPEG of the listed size, the same bytes each time', async () => {
    const r = await t.http('GET', '/cms/subscriber/v1/content?category=MOVIE&pagesize=1', {
      headers: visitor(),
    });
    const url = r.body.data[0].poster[1].file[2].url as string;
    expect(url).toBe(`${t.sandbox.url}/posters/MOV-001/portrait/800x1200.jpg`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const jpeg = Buffer.from(await res.arrayBuffer());
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpegSize(jpeg)).toEqual({ width: 800, height: 1200 });
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(jpeg)).toBe(true);
    // The SVG of the same poster is still there; an unknown title is not.
    expect((await fetch(url.replace(/\.jpg$/, '.svg'))).headers.get('content-type')).toContain(
      'image/svg+xml',
    );
    expect((await fetch(`${t.sandbox.url}/posters/NOPE-1/portrait/800x1200.jpg`)).status).toBe(404);
  });

  it('§7 genres: their images are JPEG too', async () => {
    const r = await t.http('GET', '/cms/subscriber/v1/content/genre', { headers: visitor() });
    const image = r.body.data[0]?.image as string;
    expect(image).toMatch(/\/posters\/[^/]+\/square\/400x400\.jpg$/);
    expect((await fetch(image)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('without ffmpeg the poster is refused with a 503 that says what to install, and nothing is cached', async () => {
    const svg = posterSvg({
      id: 'X',
      title: 'No tool',
      type: 'SQUARE',
      width: 200,
      height: 200,
    });
    await expect(rasterisePoster(svg, '/nonexistent/ffmpeg')).rejects.toThrow(
      /need ffmpeg .*apt-get install ffmpeg/,
    );
    const again = await rasterisePoster(svg); // the failure was not kept: the real ffmpeg renders it
    expect(jpegSize(again)).toEqual({ width: 200, height: 200 });
    const before = process.env.FFMPEG;
    process.env.FFMPEG = '/nonexistent/ffmpeg';
    try {
      const res = await fetch(`${t.sandbox.url}/posters/MOV-002/square/200x200.jpg`);
      expect(res.status).toBe(503);
      expect((await res.json()).reason).toMatch(/need ffmpeg/);
    } finally {
      if (before === undefined) delete process.env.FFMPEG;
      else process.env.FFMPEG = before;
    }
  });
});
