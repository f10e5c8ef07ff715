#!/usr/bin/env node
// Builds lang/en.json: every message the app declares (extracted with @formatjs/cli from packages/app/src) plus the
// domain's EN_MESSAGES (ids the app shows dynamically: validation, errors, buttons). Sorted, stable output.
// `--check` exits 1 when lang/en.json is not what extraction gives (a test runs it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(pkg, '../..');
const tmp = mkdtempSync(path.join(tmpdir(), 'ott-i18n-'));
const out = path.join(tmp, 'extracted.json');
execFileSync(
  path.join(root, 'node_modules/.bin/formatjs'),
  [
    'extract',
    'packages/app/src/**/*.{ts,tsx}',
    '--ignore',
    '**/*.test.*',
    '--format',
    'simple',
    '--out-file',
    out,
  ],
  { cwd: root, stdio: 'pipe' },
);
const extracted = JSON.parse(readFileSync(out, 'utf8'));
rmSync(tmp, { recursive: true, force: true });
const { EN_MESSAGES } = await tsImport(path.join(root, 'packages/domain/src/messages.ts'), import.meta.url);
const merged = { ...EN_MESSAGES };
for (const [id, text] of Object.entries(extracted)) {
  if (id in merged && merged[id] !== text && text) {
    console.error(`message "${id}" differs between the app ("${text}") and the domain ("${merged[id]}")`);
    process.exitCode = 1;
  }
  merged[id] = merged[id] ?? text;
}
const empty = Object.entries(merged)
  .filter(([, t]) => !t)
  .map(([id]) => id);
if (empty.length) {
  console.error(
    `messages without English text (give them a defaultMessage or add them to the domain): ${empty.join(', ')}`,
  );
  process.exit(1);
}
// Dynamic ids (the domain's message ids shown by code) cannot be extracted; they come from EN_MESSAGES above.
const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
const text = `${JSON.stringify(sorted, null, 2)}\n`;
const target = path.join(pkg, 'lang/en.json');
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== text) {
    console.error('lang/en.json is stale: run `npm run extract -w @ott/i18n`');
    process.exit(1);
  }
  console.log(`lang/en.json is up to date (${Object.keys(sorted).length} messages)`);
} else {
  writeFileSync(target, text);
  console.log(`wrote lang/en.json (${Object.keys(sorted).length} messages)`);
}
