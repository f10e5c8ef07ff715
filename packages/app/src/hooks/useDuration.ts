// SPEC §9 durations (`1 hr 5 mins`, `45 secs`) in the page's language: the domain splits, the catalogue words it
// with each language's plural rules (English reads exactly as the SPEC's units).
import { durationParts } from '@ott/domain/format';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

const UNITS: Record<'hours' | 'minutes' | 'seconds', MessageDescriptor> = defineMessages({
  hours: { id: 'duration.hours', defaultMessage: '{hours} hr' },
  minutes: { id: 'duration.minutes', defaultMessage: '{minutes, plural, one {# min} other {# mins}}' },
  seconds: { id: 'duration.seconds', defaultMessage: '{seconds} secs' },
});

/** A duration in seconds as words; seconds only under a minute. */
export function useDuration(): (totalSec: number) => string {
  const intl = useIntl();
  return (totalSec) => {
    const { hours, minutes, seconds } = durationParts(totalSec);
    if (hours === 0 && minutes === 0) return intl.formatMessage(UNITS.seconds, { seconds });
    const parts: string[] = [];
    if (hours > 0) parts.push(intl.formatMessage(UNITS.hours, { hours }));
    if (minutes > 0) parts.push(intl.formatMessage(UNITS.minutes, { minutes }));
    return parts.join(' ');
  };
}
