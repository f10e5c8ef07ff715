// axe-core finds no serious or critical violations on any SPEC §2 screen (the screenshot walk's table), for a
// subscriber and a visitor, in English on a wide window, in Arabic (right to left) on a 390 px phone, and in Malayalam.
import { expect, it } from 'vitest';
import { ADMIN, appUrl, loggedInPage, newPage, seriousA11yViolations, useJourneyBrowser } from './helpers';
import { SCREENS, walkScreens } from './screens';

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
    const found: string[] = [];
    let walked = 0;
    await walkScreens(
      page,
      appUrl(),
      lang,
      who === 'subscriber' ? 's' : 'v',
      SCREENS,
      async (row, problems) => {
        walked++;
        found.push(...problems, ...(await seriousA11yViolations(page)).map((v) => `${row[0]}: ${v}`));
      },
    );
    expect(walked).toBeGreaterThan(who === 'subscriber' ? 30 : 10);
    expect(found).toEqual([]);
  },
);
