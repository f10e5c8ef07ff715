#!/usr/bin/env node
// The shape of packages/app (packages/app/README.md), checked in `npm test`: no import circles (dpdm, type-only and
// dynamic imports too); features never import each other; nothing below the composition root imports it or a
// feature; the root reaches a feature only through features/<name>/index.ts. Exits 1, one line per violation.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const ROOT_MODULES = ['router.tsx', 'screens.ts', 'dialogs.tsx', 'App.tsx', 'start.ts', 'index.ts'];
const LOWER = ['components', 'hooks', 'platform', 'session'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

const problems = [];
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
for (const file of files(root)) {
  const rel = path.relative(root, file);
  const [top, feature] = rel.split(path.sep);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (!spec?.startsWith('.')) continue;
    const target = path.relative(root, path.resolve(path.dirname(file), spec));
    const [tTop, tFeature] = target.split(path.sep);
    const isRoot = ROOT_MODULES.some((r) => target === r || `${target}.tsx` === r || `${target}.ts` === r);
    if (top === 'features' && tTop === 'features' && tFeature !== feature)
      problems.push(`${rel}: a feature imports another feature (${spec})`);
    if ((top === 'features' || LOWER.includes(top)) && isRoot)
      problems.push(`${rel}: imports the composition root (${spec})`);
    if (LOWER.includes(top) && tTop === 'features')
      problems.push(`${rel}: ${top}/ imports a feature (${spec})`);
  }
}

const entries = ['index.ts', 'start.ts'].map((e) => path.join(root, e));
const tree = await parseDependencyTree(entries, {
  context: path.resolve(root, '..'),
  transform: false,
  skipDynamicImports: false,
});
for (const circle of parseCircular(tree)) problems.push(`import circle: ${circle.join(' → ')}`);

if (problems.length) {
  for (const p of problems) console.error(`check-imports: ${p}`);
  process.exit(1);
}
console.log(`check-imports: ${files(root).length} files, no circle, features and layers import one way`);
