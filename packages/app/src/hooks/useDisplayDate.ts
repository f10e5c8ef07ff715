// SPEC §9 "Date format DD MON YYYY with uppercase English month abbreviations": every date the app shows goes
// through the domain's formatDate, in the user's own time zone; a date with its time adds the time in the page's
// language. (Under 24 h, notifications show a relative time instead: features/notifications.)
import { formatDate, ltr } from '@ott/domain/format';
import { useIntl } from 'react-intl';

const ms = (at: string | number | Date) =>
  at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
/** Minutes east of UTC at that instant (Date#getTimezoneOffset counts west). */
const localOffset = (t: number) => -new Date(t).getTimezoneOffset();

export function useDisplayDate(): {
  /** `05 MAR 2024`; an unreadable value shows as an empty string. */
  date(at: string | number | Date | null | undefined, opts?: { utc?: boolean }): string;
  /** `05 MAR 2024, 9:30 PM` (the time in the page's language). */
  dateTime(at: string | number | Date | null | undefined): string;
} {
  const intl = useIntl();
  const date = (at: string | number | Date | null | undefined, opts: { utc?: boolean } = {}) => {
    if (at === null || at === undefined || at === '') return '';
    const t = ms(at);
    return Number.isNaN(t) ? '' : ltr(formatDate(t, opts.utc ? 0 : localOffset(t)));
  };
  return {
    date,
    dateTime: (at) => {
      const d = date(at);
      if (!d) return '';
      const time = intl.formatTime(ms(at as string | number | Date), { timeStyle: 'short' });
      // The separator is the language's own (Arabic writes "،").
      return intl.formatMessage({ id: 'date.withTime', defaultMessage: '{date}, {time}' }, { date: d, time });
    },
  };
}
