// SPEC §2 static pages in the real browser, under the CSP: every page in English and Arabic (the provider's text,
// right-to-left in Arabic), with no serious accessibility violation.

import { describe, expect, it } from 'vitest';
import { appUrl, newPage, seriousA11yViolations, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('none');

const PAGES = ['terms-of-use', 'privacy-policy', 'about-us', 'faq', 'help'];

describe('static pages (§2)', () => {
  it('§2 every static page in en and ar: the provider text, in its direction', async () => {
    const { page, context, errors } = await newPage(browser());
    for (const lang of ['en', 'ar']) {
      for (const name of PAGES) {
        await page.goto(`${appUrl()}${lang === 'en' ? '' : '/ar'}/${name}`);
        const article = page.getByTestId('static-page');
        await article.waitFor();
        expect(await article.getAttribute('dir'), `${lang} ${name}`).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim().length).toBeGreaterThan(
          0,
        );
      }
    }
    // The help text holds markup-looking text: it shows as text.
    await page.goto(`${appUrl()}/en/help`);
    await expect
      .poll(() => page.getByTestId('static-page').textContent())
      .toContain('<b>This is text, not markup.</b>');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
