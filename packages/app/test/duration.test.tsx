// SPEC §9 durations (hr, min/mins, secs) in the page's language: English as the SPEC writes it, others translated.
import { formatDuration } from '@ott/domain/format';
import { loadMessages } from '@ott/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useDuration } from '../src/hooks/useDuration';

const SAMPLES = [0, 1, 45, 60, 61, 120, 3600, 3660, 3720, 7260, 10_800];

function Show({ values }: { values: number[] }) {
  const duration = useDuration();
  return <p data-testid="d">{values.map(duration).join('|')}</p>;
}
async function shown(locale: string): Promise<string[]> {
  const messages = locale === 'en' ? {} : await loadMessages(locale);
  render(
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <Show values={SAMPLES} />
    </IntlProvider>,
  );
  const text = screen.getByTestId('d').textContent ?? '';
  cleanup();
  return text.split('|');
}

describe('§9 durations', () => {
  it('§9 English reads exactly as the domain rule: 1 hr 1 min, 2 mins, 45 secs', async () => {
    expect(await shown('en')).toEqual(SAMPLES.map(formatDuration));
    expect(await shown('en')).toContain('1 hr 2 mins');
  });

  it.each(['ar', 'ml'])('%s: every duration is in the language (no English unit left)', async (locale) => {
    const texts = await shown(locale);
    expect(texts).toHaveLength(SAMPLES.length);
    for (const t of texts) expect(t).not.toMatch(/\b(hr|mins?|secs)\b/);
    // Distinct where English is distinct (60 s and 61 s both read "1 min").
    expect(new Set(texts).size).toBe(new Set(SAMPLES.map(formatDuration)).size);
  });
});
