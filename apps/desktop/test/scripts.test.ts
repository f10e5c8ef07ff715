// The scripts that need no Electron binary to be tested: icons, electronegativity, and the missing-binary line.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error
import { findElectron } from '../scripts/electron-binary.mjs';
// @ts-expect-error
import { judge, loadJustified, scan } from '../scripts/electronegativity.mjs';
// @ts-expect-error — plain .mjs scripts without types
import { ICNS_TYPES, png, writeIcons } from '../scripts/icons.mjs';

const here = path.resolve(import.meta.dirname, '..');

function decodePng(buf: Buffer) {
  expect(buf.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = buf.readUInt32BE(16);
  const height = buf.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let o = 8; o < buf.length; ) {
    const len = buf.readUInt32BE(o);
    const type = buf.toString('ascii', o + 4, o + 8);
    if (type === 'IDAT') idat.push(buf.subarray(o + 8, o + 8 + len));
    o += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixel = (x: number, y: number) => {
    const o = y * (width * 4 + 1) + 1 + x * 4;
    return [...raw.subarray(o, o + 4)];
  };
  return { width, height, pixel };
}

describe('icons rendered in the repo', () => {
  it('a PNG that decodes: transparent corner, red body, white play triangle', () => {
    const { width, height, pixel } = decodePng(png(64));
    expect([width, height]).toEqual([64, 64]);
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(6, 32)).toEqual([0xe5, 0x09, 0x14, 255]);
    expect(pixel(34, 32)).toEqual([255, 255, 255, 255]);
  });

  it('writes ico and icns containers whose entries are those PNGs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ott-icons-'));
    try {
      writeIcons(dir);
      const ico = readFileSync(path.join(dir, 'icon.ico'));
      expect(ico.readUInt16LE(2)).toBe(1);
      const count = ico.readUInt16LE(4);
      expect(count).toBe(7);
      const last = 6 + 16 * (count - 1);
      const size = ico.readUInt32LE(last + 8);
      const offset = ico.readUInt32LE(last + 12);
      expect(decodePng(ico.subarray(offset, offset + size)).width).toBe(256);
      const icns = readFileSync(path.join(dir, 'icon.icns'));
      expect(icns.toString('ascii', 0, 4)).toBe('icns');
      expect(icns.readUInt32BE(4)).toBe(icns.length);
      const types: string[] = [];
      for (let o = 8; o < icns.length; o += icns.readUInt32BE(o + 4))
        types.push(icns.toString('ascii', o, o + 4));
      expect(types).toEqual(ICNS_TYPES.map(([t]: [string, number]) => t));
      expect(decodePng(readFileSync(path.join(dir, 'png/512x512.png'))).width).toBe(512);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('electronegativity (Doyensec) over apps/desktop', () => {
  it('every finding is justified in electronegativity.justified.json, and no justification is stale', async () => {
    const { findings, errors } = await scan();
    expect(errors).toEqual([]);
    const { unjustified, stale } = judge(findings, loadJustified());
    expect(unjustified).toEqual([]);
    expect(stale).toEqual([]);
  }, 120_000);

  it('the judge fails an unjustified finding and a stale justification', () => {
    const f = { id: 'NODE_INTEGRATION_JS_CHECK', file: 'src/main/x.ts' };
    expect(judge([f], []).unjustified).toEqual([f]);
    expect(judge([], [{ ...f, reason: 'x' }]).stale).toHaveLength(1);
    expect(judge([f], [{ ...f, reason: ' ' }]).unjustified).toEqual([f]);
  });
});

describe('no Electron binary: one clear line, never a stack trace', () => {
  const env = { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: path.join(tmpdir(), 'no-electron-here') };
  // Without the override, dist asks the download host first: an unreachable mirror stands in for "no network".
  const offline: NodeJS.ProcessEnv = { ...process.env, ELECTRON_MIRROR: 'http://127.0.0.1:9/v' };
  delete offline.ELECTRON_OVERRIDE_DIST_PATH;
  const hasLocalBinary = findElectron({ ...process.env, ELECTRON_OVERRIDE_DIST_PATH: '' }).ok;
  if (hasLocalBinary)
    console.log(
      '[skip] "no binary and no network": this machine has node_modules/electron/dist (fetched by hand)',
    );
  it.each([
    ['npm run desktop (scripts/dev.mjs)', ['scripts/dev.mjs'], env],
    [
      'npm run dist (scripts/dist.mjs), override pointing nowhere',
      ['scripts/dist.mjs', '--dir', '--linux'],
      env,
    ],
    ...(hasLocalBinary
      ? []
      : [
          [
            'npm run dist (scripts/dist.mjs), no binary and no network',
            ['scripts/dist.mjs', '--dir', '--linux'],
            offline,
          ],
        ]),
  ] as [string, string[], NodeJS.ProcessEnv][])('%s stops at once', (_name, args, runEnv) => {
    const r = spawnSync(process.execPath, args, {
      cwd: here,
      env: runEnv,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Electron binary missing/);
    expect(lines[0]).toMatch(/ELECTRON_OVERRIDE_DIST_PATH/);
    expect(lines[0]).toMatch(/network access/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stdout).toBe('');
  });

  it('findElectron finds a binary where ELECTRON_OVERRIDE_DIST_PATH points', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fake-electron-dist-'));
    try {
      execFileSync('sh', ['-c', `touch "${dir}/electron"`]);
      const out = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          'import("./scripts/electron-binary.mjs").then(m => console.log(JSON.stringify(m.findElectron(process.env, "linux"))))',
        ],
        { cwd: here, env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: dir }, encoding: 'utf8' },
      );
      expect(JSON.parse(out)).toMatchObject({ ok: true, executable: path.join(dir, 'electron') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
