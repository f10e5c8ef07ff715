/** SPEC §9 time frames: UTC, in 3-hour blocks from 12am-3am to 9pm-12am (live titles show theirs, `display.ts`). */
import { TIME_FRAME_HOURS } from './constants';

export interface TimeFrame {
  label: string;
  startHour: number;
  endHour: number;
}

const hourLabel = (h: number) => {
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${h % 24 < 12 ? 'am' : 'pm'}`;
};

/** SPEC §9: the eight UTC time frames, 12am-3am … 9pm-12am. */
export const TIME_FRAMES: readonly TimeFrame[] = Array.from({ length: 24 / TIME_FRAME_HOURS }, (_, i) => {
  const startHour = i * TIME_FRAME_HOURS;
  const endHour = startHour + TIME_FRAME_HOURS;
  return { label: `${hourLabel(startHour)}-${hourLabel(endHour)}`, startHour, endHour };
});

/** The UTC time frame an instant falls in. */
export function timeFrameOf(ms: number): TimeFrame {
  return TIME_FRAMES[Math.floor(new Date(ms).getUTCHours() / TIME_FRAME_HOURS)] as TimeFrame;
}

/** The instants (epoch ms) a UTC time frame spans on the UTC day of `ms`: what a viewer sees in local time. */
export function timeFrameSpan(frame: TimeFrame, ms: number): { start: number; end: number } {
  const d = new Date(ms);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { start: day + frame.startHour * 3_600_000, end: day + frame.endHour * 3_600_000 };
}
