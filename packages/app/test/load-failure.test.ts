// A failed app chunk never leaves a blank page (SPEC §8 chunk-load errors): the error boundary's message and retry,
// in the page's language, from the catalogue.
import { loadMessages } from '@ott/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLoadFailure } from '../src/startup/load-failure';

afterEach(() => vi.restoreAllMocks());

describe('showLoadFailure', () => {
  it.each(['en', 'ar', 'ml'])(
    '§8 shows the chunk-error message and a retry from the %s catalogue',
    async (lang) => {
      const messages = await loadMessages(lang);
      const el = document.createElement('div');
      el.textContent = 'stale';
      await showLoadFailure(el, lang);
      const box = el.querySelector('[role="alert"]');
      expect(box?.querySelector('h1')?.textContent).toBe(messages['error.chunk']);
      expect(box?.querySelector('button')?.textContent).toBe(messages['common.retry']);
      expect(el.textContent).not.toContain('stale');
    },
  );

  it('the retry reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const el = document.createElement('div');
    await showLoadFailure(el, 'en');
    el.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
