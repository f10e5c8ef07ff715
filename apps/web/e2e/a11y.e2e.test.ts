// End-to-end scenario 6: axe-core finds no serious or critical violations on Home, details, search and the player.

import { expect, it } from 'vitest';
import { appUrl, newPage, seriousA11yViolations, settled, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('none');

const pages: [string, string, string][] = [
  ['Home', '/', 'home'],
  ['details', '/details/free-title/MOV-007', 'details'],
  ['search', '/search', 'search-input'],
  ['player', '/movie/free-title/MOV-007/play', 'player'],
];

it.each(pages)('axe: no serious or critical violations on %s', async (_name, path, testId) => {
  const { page } = await newPage(browser());
  await page.goto(appUrl() + path);
  await page.getByTestId(testId).first().waitFor();
  await settled(page); // lazy content has come
  expect(await seriousA11yViolations(page)).toEqual([]);
});
