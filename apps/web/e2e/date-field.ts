// The app's date field in journeys: day, month and year lists read as SPEC §9 `DD MON YYYY` (components/ChoiceFields).
import type { Locator } from 'playwright-core';

/** Picks an ISO date (YYYY-MM-DD) in a date field. */
export async function pickDate(field: Locator, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  await field.locator('select').nth(2).selectOption(year);
  await field.locator('select').nth(1).selectOption(month);
  await field.locator('select').nth(0).selectOption(day);
}
