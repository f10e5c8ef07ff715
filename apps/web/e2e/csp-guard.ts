// Every end-to-end test runs under the build's exact Content-Security-Policy (served from its `_headers`, see
// stack.ts) and fails on any violation the browser reported meanwhile. Reports of pages opened with `csp-probe` in
// their URL are the policy's own test (security.e2e.test.ts) and are not counted.
import { afterEach, beforeAll, expect } from 'vitest';
import { appUrl } from './helpers';
import type { CspReport } from './stack';

const reports = async (): Promise<CspReport[]> =>
  (await fetch(`${appUrl()}/__csp-report`)).json() as Promise<CspReport[]>;
let seen = 0;

beforeAll(async () => {
  seen = (await reports()).length;
});

afterEach(async () => {
  const all = await reports();
  const fresh = all.slice(seen).filter((r) => !String(r['document-uri'] ?? '').includes('csp-probe'));
  seen = all.length;
  expect(
    fresh.map(
      (r) =>
        `${r['effective-directive'] ?? r['violated-directive']}: ${r['blocked-uri'] ?? ''} (${r['document-uri'] ?? ''} ${r['source-file'] ?? ''}:${r['line-number'] ?? ''})`,
    ),
    'Content-Security-Policy violations',
  ).toEqual([]);
});
