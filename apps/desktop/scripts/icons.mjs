#!/usr/bin/env node
// Renders the app icon from its geometry (the favicon's red rounded square and white triangle), no downloaded blobs,
// into resources/icons/ (ignored): icon.svg, png/<n>x<n>.png (Linux), icon.ico (Windows), icon.icns (macOS: ic07–ic14,
// icp4, icp5). 4×4 supersampling; PNG encoded with node:zlib.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(here, 'resources/icons');

// Geometry in a 32×32 box (as the favicon's SVG).
const RED = [0xe5, 0x09, 0x14];
const WHITE = [0xff, 0xff, 0xff];
const RADIUS = 7;
const TRIANGLE = [
  [12, 9],
  [24, 16],
  [12, 23],
];
export const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${RADIUS}" fill="#e50914"/><path d="M12 9l12 7-12 7z" fill="#fff"/></svg>\n`;

function inRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, RADIUS), 32 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), 32 - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2 && x >= 0 && y >= 0 && x <= 32 && y <= 32;
}
function inTriangle(x, y) {
  const [a, b, c] = TRIANGLE;
  const s = (p, q) => (x - q[0]) * (p[1] - q[1]) - (p[0] - q[0]) * (y - q[1]);
  const d1 = s(a, b);
  const d2 = s(b, c);
  const d3 = s(c, a);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

/** RGBA pixels of the icon at size n×n. */
export function renderRgba(n) {
  const px = Buffer.alloc(n * n * 4);
  const S = 4;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      let cover = 0;
      let white = 0;
      for (let sj = 0; sj < S; sj++) {
        for (let si = 0; si < S; si++) {
          const x = ((i + (si + 0.5) / S) / n) * 32;
          const y = ((j + (sj + 0.5) / S) / n) * 32;
          if (!inRoundedSquare(x, y)) continue;
          cover++;
          if (inTriangle(x, y)) white++;
        }
      }
      const o = (j * n + i) * 4;
      if (cover === 0) continue;
      const w = white / cover;
      for (let k = 0; k < 3; k++) px[o + k] = Math.round(RED[k] * (1 - w) + WHITE[k] * w);
      px[o + 3] = Math.round((cover / (S * S)) * 255);
    }
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A PNG (8-bit RGBA, no interlace) of the icon at n×n. */
export function png(n) {
  const rgba = renderRgba(n);
  const raw = Buffer.alloc(n * (n * 4 + 1));
  for (let y = 0; y < n; y++) rgba.copy(raw, y * (n * 4 + 1) + 1, y * n * 4, (y + 1) * n * 4);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(n, 0);
  ihdr.writeUInt32BE(n, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Windows .ico with PNG-compressed entries (supported since Windows Vista). */
export function ico(sizes, pngOf) {
  const images = sizes.map((s) => pngOf(s));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = 6 + 16 * sizes.length;
  const entries = sizes.map((s, i) => {
    const e = Buffer.alloc(16);
    e[0] = s >= 256 ? 0 : s;
    e[1] = s >= 256 ? 0 : s;
    e.writeUInt16LE(1, 4); // planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(images[i].length, 8);
    e.writeUInt32LE(offset, 12);
    offset += images[i].length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

/** macOS .icns with PNG entries. @type {[string, number][]} */
export const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['ic11', 32],
  ['ic12', 64],
  ['ic07', 128],
  ['ic13', 256],
  ['ic08', 256],
  ['ic14', 512],
  ['ic09', 512],
  ['ic10', 1024],
];
export function icns(pngOf) {
  const entries = ICNS_TYPES.map(([type, size]) => {
    const data = pngOf(size);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const body = Buffer.concat(entries);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

export function writeIcons(dir = out) {
  const cache = new Map();
  const pngOf = (n) => {
    if (!cache.has(n)) cache.set(n, png(n));
    return cache.get(n);
  };
  mkdirSync(path.join(dir, 'png'), { recursive: true });
  writeFileSync(path.join(dir, 'icon.svg'), SVG);
  for (const n of [16, 32, 48, 64, 128, 256, 512, 1024])
    writeFileSync(path.join(dir, 'png', `${n}x${n}.png`), pngOf(n));
  writeFileSync(path.join(dir, 'icon.png'), pngOf(1024));
  writeFileSync(path.join(dir, 'icon.ico'), ico([16, 24, 32, 48, 64, 128, 256], pngOf));
  writeFileSync(path.join(dir, 'icon.icns'), icns(pngOf));
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t = Date.now();
  writeIcons();
  console.log(
    `[desktop] icons rendered into ${path.relative(process.cwd(), out) || out} in ${Date.now() - t} ms`,
  );
}
