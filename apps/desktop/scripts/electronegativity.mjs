#!/usr/bin/env node
// Electronegativity (Doyensec's Electron scanner) over apps/desktop's sources (not dist/, release/), offline: each
// finding must be justified in electronegativity.justified.json, and a justification matching no finding fails too
// (test/scripts.test.ts runs this in `npm test`).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const SCANNED = ['src', 'scripts', 'package.json', 'electron-builder.mjs', 'vite.config.ts'];

/**
 * The scanner asks the network for its translations and Electron's release list, through got, which retries a failed
 * look-up twice (~3 s each here); offline, both are answered "no network" at once — the same path it takes without one.
 */
function withoutNetwork() {
  const got = createRequire(require.resolve('@doyensec/electronegativity'))('got');
  const real = got.default;
  const offline = () => Promise.reject(Object.assign(new Error('offline scan'), { code: 'ENOTFOUND' }));
  got.default = Object.assign(offline, { head: offline });
  return () => {
    got.default = real;
  };
}

export async function scan() {
  const restore = withoutNetwork();
  const run = require('@doyensec/electronegativity');
  const stage = mkdtempSync(path.join(tmpdir(), 'ott-electronegativity-'));
  try {
    for (const entry of SCANNED) cpSync(path.join(here, entry), path.join(stage, entry), { recursive: true });
    const quiet = console.log;
    console.log = () => {}; // its progress bar and the "no connectivity" notes for translations and releases
    let result;
    try {
      result = await run({
        input: stage,
        output: '',
        isSarif: false,
        customScan: '',
        severitySet: '',
        confidenceSet: '',
        isRelative: true,
        electronVersionOverride: JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'))
          .devDependencies.electron,
        parserPlugins: [],
      });
    } finally {
      console.log = quiet;
    }
    const findings = result.issues.map((i) => ({
      id: i.id,
      file: i.file,
      line: i.location?.line ?? 0,
      sample: String(i.sample ?? '')
        .trim()
        .slice(0, 120),
      description: i.description,
    }));
    const errors = (result.errors ?? []).map((e) => e.file ?? String(e));
    return { findings, errors };
  } finally {
    rmSync(stage, { recursive: true, force: true });
    restore();
  }
}

export function judge(findings, justified) {
  const key = (f) => `${f.id} ${f.file}`;
  const reasons = new Map(justified.map((j) => [key(j), j.reason]));
  const unjustified = findings.filter((f) => !reasons.get(key(f))?.trim());
  const seen = new Set(findings.map(key));
  const stale = justified.filter((j) => !seen.has(key(j)));
  return { unjustified, stale };
}

export function loadJustified() {
  return JSON.parse(readFileSync(path.join(here, 'electronegativity.justified.json'), 'utf8')).findings;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { findings, errors } = await scan();
  const { unjustified, stale } = judge(findings, loadJustified());
  for (const f of findings)
    console.log(`${unjustified.includes(f) ? '✖' : '✓'} ${f.id} ${f.file}:${f.line} ${f.sample}`);
  for (const s of stale) console.log(`✖ stale justification: ${s.id} ${s.file}`);
  for (const e of errors) console.log(`✖ could not parse ${e}`);
  process.exit(unjustified.length || stale.length || errors.length ? 1 : 0);
}
