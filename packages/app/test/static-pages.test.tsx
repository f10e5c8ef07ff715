// SPEC §2 static pages: the provider's page in the page's language (the fixed /ar variant in Arabic whatever the
// display language), rendered as text (no markup from the content), with a clear message when it is missing.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockNetwork, notFound, providerConfig, renderAt } from './browse-harness';

const config = providerConfig([{ id: 'home', sections: [] }]);
const page = (lang: string, title: string) => ({
  page: 'terms-of-use',
  lang,
  title,
  updated: '2026-11-01',
  sections: [
    { heading: 'Your account', paragraphs: ['Keep it safe. <img src=x onerror="alert(1)"><b>bold?</b>'] },
  ],
});

describe('§2 static pages', () => {
  it('§2 /terms-of-use shows the provider page as text: markup in it stays text', async () => {
    const net = mockNetwork((url) =>
      url.pathname === '/public/pages/en/terms-of-use' ? json(page('en', 'Terms of use')) : notFound(),
    );
    renderAt('/terms-of-use', config);
    const article = await screen.findByTestId('static-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of use');
    expect(article.textContent).toContain('<img src=x onerror="alert(1)"><b>bold?</b>');
    expect(article.querySelector('img, b')).toBeNull();
    expect(article.getAttribute('dir')).toBe('ltr');
    expect(net.to('/public/pages/en/terms-of-use')).toHaveLength(1);
  });

  it('§2 the fixed /ar variant asks for the Arabic page and lays it out right-to-left', async () => {
    const net = mockNetwork((url) =>
      url.pathname === '/public/pages/ar/terms-of-use' ? json(page('ar', 'شروط الاستخدام')) : notFound(),
    );
    renderAt('/ar/terms-of-use', config);
    const article = await screen.findByTestId('static-page');
    expect(article.getAttribute('dir')).toBe('rtl');
    expect(article.getAttribute('lang')).toBe('ar');
    expect(net.to('/public/pages/ar/terms-of-use')).toHaveLength(1);
  });

  it('§2 §8 a page that fails to load says so with the reason and Try again, which asks again', async () => {
    let fail = true;
    const net = mockNetwork((url) =>
      url.pathname === '/public/pages/en/faq'
        ? fail
          ? json({ errorcode: 5000, reason: 'Unknown error occurred' }, 500)
          : json(page('en', 'FAQ'))
        : notFound(),
    );
    renderAt('/faq', config);
    const failed = await screen.findByTestId('static-page-error', {}, { timeout: 5000 });
    expect(failed.className).toBe('page narrow');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('This page could not be loaded');
    expect(failed.textContent).toContain('Unknown error occurred');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('static-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('FAQ');
    expect(net.to('/public/pages/en/faq').length).toBeGreaterThan(1);
  });

  it('§2 a page the provider does not have says so, with the way back Home', async () => {
    mockNetwork(() => notFound());
    renderAt('/faq', config);
    expect((await screen.findByTestId('static-page-missing')).textContent).toContain(
      'This page is not available',
    );
  });
});
