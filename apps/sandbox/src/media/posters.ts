// Deterministic SVG posters for the sandbox catalogue (SPEC §3 poster list, §9 file index): a look per title from a
// hash of its id, the title drawn big (right to left for Arabic) and no other word (the app draws translated badges).
// Pure: same input, same bytes; no fonts or images fetched.

export type PosterType = 'LANDSCAPE' | 'PORTRAIT' | 'SQUARE';
type PosterSizeName = 'small' | 'medium' | 'large';

export interface PosterSize {
  size: PosterSizeName;
  width: number;
  height: number;
}

export interface PosterFile extends PosterSize {
  url: string;
}

export interface PosterInput {
  id: string;
  title: string;
  type: PosterType;
  width: number;
  height: number;
}

export const POSTER_TYPES: readonly PosterType[] = ['LANDSCAPE', 'PORTRAIT', 'SQUARE'];

/** Sizes per poster type, smallest first (file index 2 = large, index 1 = medium, SPEC §9). */
export const POSTER_SIZES: Readonly<Record<PosterType, readonly PosterSize[]>> = {
  LANDSCAPE: [
    { size: 'small', width: 320, height: 180 },
    { size: 'medium', width: 640, height: 360 },
    { size: 'large', width: 1280, height: 720 },
  ],
  PORTRAIT: [
    { size: 'small', width: 200, height: 300 },
    { size: 'medium', width: 400, height: 600 },
    { size: 'large', width: 800, height: 1200 },
  ],
  SQUARE: [
    { size: 'small', width: 200, height: 200 },
    { size: 'medium', width: 400, height: 400 },
    { size: 'large', width: 800, height: 800 },
  ],
};

/** The generic font stack: Noto families cover Arabic and Malayalam where installed. */
const POSTER_FONT_STACK =
  "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Malayalam', 'DejaVu Sans', 'Segoe UI', Arial, sans-serif";

/**
 * The format of the poster files the catalogue lists: `svg` (drawn by the browser) or `jpeg` (the same poster
 * rasterised once by the sandbox, as a CDN serves posters: decoded off the page's main thread). Both are always served.
 */
export type PosterFormat = 'svg' | 'jpeg';

const EXTENSION: Record<PosterFormat, string> = { svg: 'svg', jpeg: 'jpg' };

/** `${baseUrl}/posters/${id}/${type}/${w}x${h}.svg` (or `.jpg`) for each size of `type`, smallest first. */
export function posterFiles(
  baseUrl: string,
  id: string,
  type: PosterType,
  format: PosterFormat = 'svg',
): PosterFile[] {
  const base = baseUrl.replace(/\/+$/, '');
  return POSTER_SIZES[type].map((s) => ({
    ...s,
    url: `${base}/posters/${encodeURIComponent(id)}/${type.toLowerCase()}/${s.width}x${s.height}.${EXTENSION[format]}`,
  }));
}

/** The path pattern of poster files (both formats). */
export const POSTER_PATH =
  /^\/posters\/([^/]+)\/(landscape|portrait|square)\/(\d{1,5})x(\d{1,5})\.(svg|jpg)$/;

/** Parse a poster URL path `/posters/<id>/<type>/<w>x<h>.svg|jpg` (as posterFiles builds it), or undefined. */
export function parsePosterPath(
  pathname: string,
): { id: string; type: PosterType; width: number; height: number; format: PosterFormat } | undefined {
  const m = POSTER_PATH.exec(pathname);
  if (!m) return undefined;
  const [, rawId = '', rawType = '', w = '', h = '', ext = ''] = m;
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    return undefined;
  }
  const type = rawType.toUpperCase() as PosterType;
  const width = Number(w);
  const height = Number(h);
  if (!POSTER_SIZES[type].some((s) => s.width === width && s.height === height)) return undefined;
  return { id, type, width, height, format: ext === 'jpg' ? 'jpeg' : 'svg' };
}

/** XML-escape text for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/**
 * 32-bit FNV-1a over the UTF-8 bytes of `text`, then MurmurHash3's fmix32 finaliser so that ids differing
 * only in their last character ("m-2001", "m-2003") still differ in every bit range we pick from.
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: a small deterministic PRNG seeded from the id hash (never Math.random). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** True when the text's first strong character is right-to-left (Hebrew, Arabic and their presentation forms). */
export function isRtl(text: string): boolean {
  for (const ch of text) {
    if (RTL.test(ch)) return true;
    if (/\p{L}/u.test(ch)) return false;
  }
  return false;
}

/** The BCP-47 language for a script we recognise (helps font selection), or undefined. */
function langOf(text: string): string | undefined {
  if (/[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/.test(text)) return 'ar';
  if (/[\u0D00-\u0D7F]/.test(text)) return 'ml';
  return undefined;
}

export const MOTIFS = [
  'circles',
  'stripes',
  'triangles',
  'dots',
  'waves',
  'rings',
  'diamonds',
  'bars',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** The look a title gets: derived only from its id. */
export function posterStyle(id: string): {
  hue: number;
  hue2: number;
  motif: Motif;
  angle: number;
  seed: number;
} {
  const h = hash32(id);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 140)) % 360;
  const motif = MOTIFS[(h >>> 17) % MOTIFS.length] ?? 'circles';
  const angle = ((h >>> 21) % 8) * 45;
  return { hue, hue2, motif, angle, seed: h };
}

const n = (v: number): string => (Math.round(v * 10) / 10).toString();

function motifShapes(motif: Motif, w: number, h: number, rnd: () => number, hue: number): string {
  const s = Math.min(w, h);
  const light = (a: number) => `hsla(${hue},80%,85%,${n(a)})`;
  const out: string[] = [];
  /** `count` polygons at random places, radius s × (size[0] + rnd × size[1]), opacity alpha[0] + rnd × alpha[1]. */
  const scatter = (
    count: number,
    size: [number, number],
    alpha: [number, number],
    corners: (x: number, y: number, r: number) => [number, number][],
  ) => {
    for (let i = 0; i < count; i++) {
      const x = rnd() * w;
      const y = rnd() * h;
      const points = corners(x, y, s * (size[0] + rnd() * size[1])).map(([px, py]) => `${n(px)},${n(py)}`);
      out.push(`<polygon points="${points.join(' ')}" fill="${light(alpha[0] + rnd() * alpha[1])}"/>`);
    }
  };
  switch (motif) {
    case 'circles':
      for (let i = 0; i < 7; i++) {
        out.push(
          `<circle cx="${n(rnd() * w)}" cy="${n(rnd() * h)}" r="${n(s * (0.08 + rnd() * 0.3))}" fill="${light(0.08 + rnd() * 0.14)}"/>`,
        );
      }
      break;
    case 'rings':
      for (let i = 0; i < 6; i++) {
        out.push(
          `<circle cx="${n(w * 0.75)}" cy="${n(h * 0.3)}" r="${n(s * (0.1 + i * 0.12))}" fill="none" stroke="${light(0.25 - i * 0.03)}" stroke-width="${n(s * 0.02)}"/>`,
        );
      }
      break;
    case 'stripes':
      for (let i = -2; i < 12; i++) {
        const x = (i * w) / 8 + rnd() * (w / 16);
        out.push(
          `<rect x="${n(x)}" y="${n(-h)}" width="${n(w / 24 + rnd() * (w / 16))}" height="${n(h * 3)}" fill="${light(0.06 + rnd() * 0.12)}" transform="rotate(30 ${n(w / 2)} ${n(h / 2)})"/>`,
        );
      }
      break;
    case 'triangles':
      scatter(8, [0.1, 0.25], [0.07, 0.15], (x, y, r) => [
        [x, y - r],
        [x + r * 0.87, y + r / 2],
        [x - r * 0.87, y + r / 2],
      ]);
      break;
    case 'dots': {
      const step = s / 9;
      for (let y = step / 2; y < h; y += step) {
        for (let x = step / 2; x < w; x += step) {
          if (rnd() < 0.55)
            out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(step * (0.08 + rnd() * 0.22))}"/>`);
        }
      }
      return `<g fill="${light(0.22)}">${out.join('')}</g>`;
    }
    case 'waves':
      for (let i = 0; i < 7; i++) {
        const y = (h * (i + 1)) / 8;
        const a = s * (0.03 + rnd() * 0.06);
        out.push(
          `<path d="M0 ${n(y)} Q ${n(w / 4)} ${n(y - a)} ${n(w / 2)} ${n(y)} T ${n(w)} ${n(y)}" fill="none" stroke="${light(0.12 + rnd() * 0.14)}" stroke-width="${n(s * 0.015)}"/>`,
        );
      }
      break;
    case 'diamonds':
      scatter(9, [0.05, 0.18], [0.08, 0.16], (x, y, r) => [
        [x, y - r],
        [x + r, y],
        [x, y + r],
        [x - r, y],
      ]);
      break;
    case 'bars':
      for (let i = 0; i < 10; i++) {
        const bh = h * (0.15 + rnd() * 0.6);
        out.push(
          `<rect x="${n((i * w) / 10 + w / 80)}" y="${n(h - bh)}" width="${n(w / 10 - w / 40)}" height="${n(bh)}" fill="${light(0.06 + rnd() * 0.12)}"/>`,
        );
      }
      break;
  }
  return out.join('');
}

/** Greedy word wrap by an estimated glyph width (0.58 em per character is generous for Latin and Arabic). */
function wrap(title: string, maxChars: number, maxLines: number): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if ([...candidate].length <= maxChars || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines.length ? lines : [''];
}

/** One poster as a standalone SVG document (UTF-8). */
export function posterSvg(input: PosterInput): string {
  const { id, title, type, width: w, height: h } = input;
  if (!Number.isInteger(w) || !Number.isInteger(h) || w <= 0 || h <= 0 || w > 10000 || h > 10000) {
    throw new RangeError(`poster size must be positive integers up to 10000, got ${w}x${h}`);
  }
  const style = posterStyle(id);
  const rnd = prng(style.seed);
  const s = Math.min(w, h);
  const rtl = isRtl(title);
  const lang = langOf(title);

  // Title block: as big as fits; fewer characters per line on narrow posters.
  const maxLines = type === 'LANDSCAPE' ? 2 : 3;
  const chars = [...title].length;
  // The narrowest wrap that fits in maxLines (the longest line sets the font size below).
  let perLine = Math.max(6, Math.ceil(chars / maxLines));
  const widest = Math.max(perLine, 28); // beyond this, shorten with an ellipsis rather than shrink further
  while (
    perLine < Math.min(chars, widest) &&
    wrap(title, perLine, Number.POSITIVE_INFINITY).length > maxLines
  ) {
    perLine++;
  }
  const lines = wrap(title, perLine, maxLines);
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  const fontSize = Math.min(s * (type === 'LANDSCAPE' ? 0.2 : 0.17), (w * 0.86) / (longest * 0.58));
  const lineHeight = fontSize * 1.15;
  const blockCenter = type === 'PORTRAIT' ? h * 0.68 : type === 'SQUARE' ? h * 0.58 : h * 0.6;
  const firstBaseline = blockCenter - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;

  const titleAttrs = [
    `font-size="${n(fontSize)}"`,
    'font-weight="700"',
    'text-anchor="middle"',
    `direction="${rtl ? 'rtl' : 'ltr'}"`,
    ...(lang ? [`xml:lang="${lang}"`] : []),
  ].join(' ');
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${n(w / 2)}" y="${n(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}" font-family="${escapeXml(POSTER_FONT_STACK)}">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${w}" y2="${h}" gradientTransform="rotate(${style.angle} ${n(w / 2)} ${n(h / 2)})">`,
    `<stop offset="0" stop-color="hsl(${style.hue},65%,42%)"/>`,
    `<stop offset="1" stop-color="hsl(${style.hue2},70%,16%)"/>`,
    '</linearGradient>',
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0.35" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.6"/>',
    '</linearGradient>',
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    motifShapes(style.motif, w, h, rnd, style.hue2),
    `<rect width="${w}" height="${h}" fill="url(#shade)"/>`,
    `<text fill="#fff" ${titleAttrs} stroke="rgba(0,0,0,0.35)" stroke-width="${n(fontSize * 0.03)}" paint-order="stroke">${tspans}</text>`,
    '</svg>',
  ].join('\n');
}
