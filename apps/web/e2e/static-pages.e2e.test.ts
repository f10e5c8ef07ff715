// SPEC §2 static pages in the real browser, under the CSP: every page in English, Arabic and Malayalam (the
// provider's text, right-to-left in Arabic), with no serious accessibility violation.

import { describe, expect, it } from 'vitest';
import { appUrl, navigateInApp, newPage, seriousA11yViolations, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('none');

const PAGES = ['terms-of-use', 'privacy-policy', 'about-us', 'faq', 'help'];

describe('static pages (§2)', () => {
  it('§2 every static page in en, ar and ml: the provider text, in its language and direction', async () => {
    const { page } = await newPage(browser());
    // One page load per language; the other pages open as the app's links open them.
    let shown = '';
    for (const lang of ['en', 'ar', 'ml']) {
      for (const [i, name] of PAGES.entries()) {
        const path = `${lang === 'en' ? '' : `/${lang}`}/${name}`;
        if (i === 0) await page.goto(`${appUrl()}${path}`);
        else await navigateInApp(page, path);
        const article = page.getByTestId('static-page');
        const heading = page.getByRole('heading', { level: 1 });
        await expect
          .poll(async () => (await heading.textContent())?.trim(), { message: `${lang} ${name}` })
          .not.toBe(shown);
        shown = (await heading.textContent())?.trim() ?? '';
        expect(shown.length).toBeGreaterThan(0);
        expect(await article.getAttribute('dir'), `${lang} ${name}`).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await article.getAttribute('lang'), `${lang} ${name}`).toBe(lang);
      }
    }
    // The help text holds markup-looking text: it shows as text.
    await page.goto(`${appUrl()}/en/help`);
    await expect
      .poll(() => page.getByTestId('static-page').textContent())
      .toContain('<b>This is text, not markup.</b>');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
