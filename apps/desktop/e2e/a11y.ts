// axe in the page, as apps/web/e2e/helpers.ts runs it (that module also reads the web stack's provided values, which
// this project does not provide): serious and critical violations only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page
    const axe = (window as any).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return (result as { id: string; impact: string; targets: string[] }[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`);
}
