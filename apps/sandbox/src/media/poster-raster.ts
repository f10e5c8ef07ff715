// JPEG posters (SandboxOptions.posterFormat 'jpeg'): the sandbox's SVG poster rasterised once by ffmpeg (librsvg) and
// kept in memory, so the page gets what a CDN serves — a bitmap the browser decodes off its main thread — instead of
// an SVG document it lays out and paints on it. Only for `.jpg` poster URLs; the SVG posters need no tool.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** At most this many ffmpeg processes at once (a first Home asks for ~20 posters together). */
const PARALLEL = 2;
const TIMEOUT_MS = 20_000;

const cache = new Map<string, Promise<Buffer>>();
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((r) => waiting.push(r));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function ffmpeg(args: string[], bin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(bin, args, { timeout: TIMEOUT_MS }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      reject(
        new Error(
          missing
            ? `JPEG posters need ffmpeg (with librsvg) on the PATH: install it (Debian: apt-get install ffmpeg) or use the SVG posters (posterFormat 'svg')`
            : `ffmpeg could not rasterise a poster: ${String(stderr).trim().split('\n').pop() ?? error.message}`,
        ),
      );
    });
  });
}

async function render(svg: string, bin: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ott-poster-'));
  try {
    const input = path.join(dir, 'poster.svg');
    const output = path.join(dir, 'poster.jpg');
    await writeFile(input, svg);
    await ffmpeg(
      ['-hide_banner', '-loglevel', 'error', '-y', '-i', input, '-frames:v', '1', '-q:v', '3', output],
      bin,
    );
    const jpeg = await readFile(output);
    if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('ffmpeg wrote no JPEG');
    return jpeg;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The JPEG of an SVG poster (the same SVG gives the same bytes from the cache; a failure is not cached). */
export function rasterisePoster(svg: string, bin = process.env.FFMPEG ?? 'ffmpeg'): Promise<Buffer> {
  const key = createHash('sha256').update(svg).digest('hex');
  let jpeg = cache.get(key);
  if (!jpeg) {
    jpeg = slot(() => render(svg, bin));
    cache.set(key, jpeg);
    jpeg.catch(() => cache.delete(key));
  }
  return jpeg;
}
