// Generated code is never edited by hand: regenerate into a sibling folder (same depth, so import paths match)
// and require byte-identical output.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(pkg, 'src/generated');
const fresh = path.join(pkg, 'src/.generated-check');

const list = (dir: string, base = dir): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? list(p, base) : [path.relative(base, p)];
  });

afterAll(() => rmSync(fresh, { recursive: true, force: true }));

it('src/generated is exactly what `npm run generate` produces from openapi/*.yaml (not stale, not hand-edited)', () => {
  execFileSync(process.execPath, ['scripts/generate.mjs', '--out', fresh], { cwd: pkg, stdio: 'pipe' });
  const a = list(committed).sort();
  const b = list(fresh).sort();
  expect(a).toEqual(b);
  const differing = a.filter(
    (f) => readFileSync(path.join(committed, f), 'utf8') !== readFileSync(path.join(fresh, f), 'utf8'),
  );
  expect(differing, 'run `npm run generate` and commit the result').toEqual([]);
}, 300_000); // orval for five contracts: seconds alone, minutes beside the other lanes of `npm test`
