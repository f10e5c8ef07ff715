// axe-core finds no serious or critical violations on any SPEC §2 screen (the screenshot walk's table), for a
// subscriber and a visitor, in English on a wide window, in Arabic (right to left) on a 390 px phone, and in Malayalam.
import { expect, it } from 'vitest';
import { ADMIN, appUrl, loggedInPage, newPage, seriousA11yViolations, useJourneyBrowser } from './helpers';
import { SCREENS, showScreen } from './screens';

const browser = useJourneyBrowser('file');

const walks = [
  ['subscriber', 'en', { width: 1366, height: 768 }],
  ['visitor', 'en', { width: 1366, height: 768 }],
  ['subscriber', 'ar', { width: 390, height: 844 }],
  ['visitor', 'ar', { width: 390, height: 844 }],
  ['subscriber', 'ml', { width: 1366, height: 768 }],
] as const;

it.each(walks)(
  '§2 axe: every screen of a %s in %s has no serious or critical violation',
  async (who, lang, size) => {
    const { page } = await (who === 'subscriber'
      ? loggedInPage(browser(), ...ADMIN, undefined, undefined, size)
      : newPage(browser(), size));
    await page.goto(`${appUrl()}/${lang === 'en' ? '' : lang}`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const found: string[] = [];
    const rows = SCREENS.filter(([, , , seenBy]) => seenBy.includes(who[0] as 's' | 'v'));
    for (const row of rows) {
      const problems = await showScreen(page, lang, row);
      found.push(...problems, ...(await seriousA11yViolations(page)).map((v) => `${row[0]}: ${v}`));
    }
    // Leaving the page ends the walk's playback (SPEC §4 stream stop), as a closed tab does: the next walk may play.
    await page.goto('about:blank');
    expect(rows.length).toBeGreaterThan(who === 'subscriber' ? 30 : 10);
    expect(found).toEqual([]);
  },
);
