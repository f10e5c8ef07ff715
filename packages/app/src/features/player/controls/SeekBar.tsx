// The seek bar: a native range input (keyboard and screen readers for free) over played and buffered tracks, with a
// time tooltip. It follows the page's direction like the rest of the bar: in Arabic it fills from the right. Live:
// the range is the DVR window, its end the live edge.
import { formatClock } from '@ott/domain/format';
import { clampSeek } from '@ott/domain/player-controls';
import { type PointerEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { m } from './messages';

export function SeekBar({
  time,
  bufferedEnd,
  range,
  live,
  onSeek,
}: {
  time: number;
  bufferedEnd: number;
  range: { start: number; end: number };
  live: boolean;
  onSeek(to: number): void;
}) {
  const intl = useIntl();
  const [hover, setHover] = useState<{ x: number; time: number } | null>(null);
  const span = Math.max(0.001, range.end - range.start);
  const pct = (t: number) => `${Math.min(100, Math.max(0, ((t - range.start) / span) * 100))}%`;
  const label = (t: number) =>
    live
      ? intl.formatMessage(
          { id: 'player.behindLive', defaultMessage: '{time} behind live' },
          { time: formatClock(range.end - t) },
        )
      : intl.formatMessage(
          { id: 'player.timeOf', defaultMessage: '{time} of {duration}' },
          { time: formatClock(t), duration: formatClock(range.end) },
        );
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    // x from the bar's start edge (the right one in Arabic), as insetInlineStart places the tip
    const x = Math.min(Math.max(0, rtl ? r.right - e.clientX : e.clientX - r.left), r.width);
    setHover({ x, time: range.start + (x / Math.max(1, r.width)) * span });
  };
  return (
    <div className="pc-seek" onPointerMove={onMove} onPointerLeave={() => setHover(null)}>
      <div className="pc-seek-track" aria-hidden="true">
        <div className="pc-seek-buffered" style={{ inlineSize: pct(Math.max(time, bufferedEnd)) }} />
        <div className="pc-seek-played" style={{ inlineSize: pct(time) }} />
      </div>
      <input
        type="range"
        className="pc-seek-input"
        data-testid="seek-bar"
        aria-label={intl.formatMessage(m.seek)}
        aria-valuetext={label(time)}
        min={range.start}
        max={range.end}
        step={1}
        value={Math.min(Math.max(time, range.start), range.end)}
        onChange={(e) => onSeek(clampSeek(Number(e.currentTarget.value), range))}
      />
      {hover && (
        <div className="pc-seek-tip" style={{ insetInlineStart: `${hover.x}px` }} aria-hidden="true">
          <span dir="ltr">{live ? `-${formatClock(range.end - hover.time)}` : formatClock(hover.time)}</span>
        </div>
      )}
    </div>
  );
}
