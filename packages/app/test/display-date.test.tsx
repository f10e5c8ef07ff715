// SPEC §9 "Date format DD MON YYYY with uppercase English month abbreviations", as every screen shows a date; Arabic
// and Malayalam pages name the month in their own language, in the same order.

import { loadMessages, loadRestMessages } from '@ott/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useDisplayDate } from '../src/hooks/useDisplayDate';

function Show({ at, utc, time }: { at: string | null; utc?: boolean; time?: boolean }) {
  const when = useDisplayDate();
  return <p data-testid="d">{time ? when.dateTime(at) : when.date(at, { utc })}</p>;
}
const shown = (ui: React.ReactElement, locale = 'en', messages: Record<string, string> = {}) => {
  render(
    <IntlProvider locale={locale} messages={messages} onError={() => {}}>
      {ui}
    </IntlProvider>,
  );
  return screen.getByTestId('d').textContent;
};
/** The date without its left-to-right isolate marks. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066\u2068\u2069]/g, '');

describe('§9 dates as DD MON YYYY', () => {
  it('§9 a UTC date: day with two digits, upper-case English month on an English page', () => {
    const text = shown(<Show at="2026-03-05T23:30:00Z" utc />);
    expect(plain(text)).toBe('05 MAR 2026');
    expect(text).toBe('\u206605 MAR 2026\u2069'); // isolated: the order holds inside right-to-left text
  });
  it('§9 in Arabic and Malayalam the month is the language’s own, in the same DD MON YYYY order', () => {
    expect(plain(shown(<Show at="2026-11-15T12:00:00Z" utc />, 'ar'))).toBe('15 نوفمبر 2026');
    cleanup();
    expect(plain(shown(<Show at="2026-03-05T12:00:00Z" utc />, 'ml'))).toBe('05 മാർ 2026');
  });
  it('§9 the time follows the page language', () => {
    const text = plain(shown(<Show at="2026-11-15T12:00:00Z" time />, 'ar'));
    expect(text).toMatch(/^\d\d نوفمبر 2026, /);
    expect(text).not.toMatch(/\d{1,2}:\d\d (AM|PM)$/); // Arabic digits / marks, not the English time
  });
  it('§9 date and time are joined by the language’s own separator (the Arabic comma in Arabic)', async () => {
    const ar = { ...(await loadMessages('ar')), ...(await loadRestMessages('ar')) };
    expect(plain(shown(<Show at="2026-11-15T12:00:00Z" time />, 'ar', ar))).toMatch(/^\d\d نوفمبر 2026، /);
  });
  it('§9 nothing to show for a missing or unreadable date (never "Invalid Date")', () => {
    expect(shown(<Show at={null} />)).toBe('');
  });
});
