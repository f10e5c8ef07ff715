// SPEC §9 dates `DD MON YYYY`: every date the app shows goes through the domain's formatDate, in the user's own time
// zone. English pages use SPEC's upper-case English months; Arabic and Malayalam pages name the month in their own
// language, in the same order. A date with its time adds the time in the page's language.
import { formatDate, isolate, ltr, MONTHS_UPPER, monthsFor } from '@ott/domain/format';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

const ms = (at: string | number | Date) =>
  at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
/** Minutes east of UTC at that instant (Date#getTimezoneOffset counts west). */
const localOffset = (t: number) => -new Date(t).getTimezoneOffset();

/** The twelve month names a date shows in the page's language (SPEC's `JAN`…`DEC` in English). */
export function useMonths(): readonly string[] {
  const { locale } = useIntl();
  return useMemo(() => monthsFor(locale), [locale]);
}

export function useDisplayDate(): {
  /** `05 MAR 2024`; an unreadable value shows as an empty string. */
  date(at: string | number | Date | null | undefined, opts?: { utc?: boolean }): string;
  /** `05 MAR 2024, 9:30 PM` (the time in the page's language); `zone` adds the time zone (`9:30 PM GMT+4`). */
  dateTime(at: string | number | Date | null | undefined, opts?: { zone?: boolean }): string;
} {
  const intl = useIntl();
  const months = useMonths();
  const date = (at: string | number | Date | null | undefined, opts: { utc?: boolean } = {}) => {
    if (at === null || at === undefined || at === '') return '';
    const t = ms(at);
    if (Number.isNaN(t)) return '';
    const text = formatDate(t, opts.utc ? 0 : localOffset(t), months);
    // Isolated, so the order holds inside text of the other direction: an Arabic month reads right to left.
    return months === MONTHS_UPPER ? ltr(text) : isolate(text);
  };
  return {
    date,
    dateTime: (at, opts = {}) => {
      const d = date(at);
      if (!d) return '';
      const time = intl.formatTime(
        ms(at as string | number | Date),
        opts.zone ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : { timeStyle: 'short' },
      );
      // The separator is the language's own (Arabic writes "،").
      return intl.formatMessage({ id: 'date.withTime', defaultMessage: '{date}, {time}' }, { date: d, time });
    },
  };
}
