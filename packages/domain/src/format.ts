// SPEC §5 / §9 formatting: relative time under 24 h else `DD MON YYYY`, durations (hr / min(s) / secs), 3-hour UTC
// time frames, the playback date (23:59:59 UTC). Calendar maths in UTC unless an offset is given.
import { RELATIVE_TIME_CUTOFF_MS } from './constants';

export const MONTHS_UPPER = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A clock: m:ss, or h:mm:ss from one hour on (the player's time, the payment's and the TV PIN's countdowns). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s % 60)}` : `${m}:${pad2(s % 60)}`;
}

/**
 * `DD MON YYYY`, e.g. `05 MAR 2024`. `offsetMinutes` shifts from UTC (e.g. 240 for UTC+4); `months` names the
 * months in another language (the same order of day, month and year).
 */
export function formatDate(ms: number, offsetMinutes = 0, months: readonly string[] = MONTHS_UPPER): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  return `${pad2(d.getUTCDate())} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** SPEC §9 months: the upper-case English `JAN`…`DEC` on English pages, else the language's own short names. */
export function monthsFor(locale: string): readonly string[] {
  if (locale.startsWith('en')) return MONTHS_UPPER;
  const name = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return MONTHS_UPPER.map((_, m) => name.format(Date.UTC(2000, m, 15)));
}

export type RelativeUnit = 'second' | 'minute' | 'hour';

export type TimeAgo =
  | { kind: 'relative'; value: number; unit: RelativeUnit }
  | { kind: 'date'; text: string };

/**
 * SPEC §5 / §9: under 24 hours old → relative (value + unit, for Intl.RelativeTimeFormat or the catalogue);
 * otherwise the full date. A time in the future counts as 0 seconds ago.
 */
export function timeAgo(thenMs: number, nowMs: number, offsetMinutes = 0): TimeAgo {
  const diff = Math.max(0, nowMs - thenMs);
  if (diff >= RELATIVE_TIME_CUTOFF_MS) return { kind: 'date', text: formatDate(thenMs, offsetMinutes) };
  if (diff < 60_000) return { kind: 'relative', value: Math.floor(diff / 1000), unit: 'second' };
  if (diff < 3_600_000) return { kind: 'relative', value: Math.floor(diff / 60_000), unit: 'minute' };
  return { kind: 'relative', value: Math.floor(diff / 3_600_000), unit: 'hour' };
}

/** Hours, minutes and seconds of a duration in seconds. */
export function durationParts(totalSec: number): { hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(totalSec));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/**
 * SPEC §9 duration: `1 hr 5 mins`, `1 min`, `45 secs`. Seconds are shown only for durations under a minute.
 */
export function formatDuration(totalSec: number): string {
  const { hours, minutes, seconds } = durationParts(totalSec);
  if (hours === 0 && minutes === 0) return `${seconds} secs`;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} hr`);
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'min' : 'mins'}`);
  return parts.join(' ');
}

export { TIME_FRAMES, type TimeFrame, timeFrameOf, timeFrameSpan } from './time-frames';

/** SPEC §9: the playback date is the end of that UTC day, 23:59:59 (epoch ms). */
export function playbackDate(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 23, 59, 59);
}

/** The playback date as an ISO string, e.g. `2024-03-05T23:59:59Z`. */
export function playbackDateIso(ms: number): string {
  return `${new Date(playbackDate(ms)).toISOString().slice(0, 19)}Z`;
}

/** A left-to-right value (a date, a rating such as "U/A 18+") that keeps its order inside Arabic text (LRI … PDI). */
export const ltr = (text: string) => `\u2066${text}\u2069`;
/** A value of either direction (a title, a query) inside a sentence: quotes around it keep pointing the right way. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
