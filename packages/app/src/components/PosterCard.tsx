// A title's poster, sized before it loads (no layout shift), lazy, with a skeleton until the image arrives.
// The file index comes from the domain (SPEC §9: index 2, index 1 on the watchlist).
import { liveTimeFrame, timeFrameSpan } from '@ott/domain';
import type { Content } from '@ott/sdk/hooks/cms';
import { type ReactNode, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useServices } from '../hooks/useServices';
import { type PosterLayout, posterFor } from '../startup/screen-sections';

export { type PosterLayout, posterFor };

/**
 * An image in a box whose aspect ratio is fixed by CSS (`.art.<layout>`), so nothing moves when it arrives; the box
 * shimmers until the image has loaded. A missing or broken image leaves a plain box (the title is shown beside it).
 */
export function Artwork({
  src,
  width,
  height,
  layout,
  eager,
  alt = '',
  className = '',
  children,
}: {
  src: string | null | undefined;
  width?: number;
  height?: number;
  layout: PosterLayout;
  eager?: boolean;
  alt?: string;
  className?: string;
  /** Drawn over the picture (a progress line). */
  children?: ReactNode;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  return (
    <div className={`art ${layout}${state === 'loading' ? ' skeleton' : ''} ${className}`.trim()}>
      {src && state !== 'failed' && (
        <img
          src={src}
          width={width}
          height={height}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
      {children}
    </div>
  );
}

function PosterImage({
  content,
  layout,
  watchlist,
  eager,
}: {
  content: Content;
  layout: PosterLayout;
  watchlist?: boolean;
  eager?: boolean;
}) {
  const file = posterFor(content, layout, { watchlist });
  return (
    <Artwork
      key={file?.url ?? 'none'}
      src={file?.url}
      width={file?.width}
      height={file?.height}
      layout={layout}
      eager={eager}
    />
  );
}

export function PosterCard({
  content,
  layout,
  to,
  watchlist,
  eager,
  caption,
}: {
  content: Content;
  layout: PosterLayout;
  to: string;
  watchlist?: boolean;
  eager?: boolean;
  /** Extra line under the title (e.g. the description on a banner). */
  caption?: string;
}) {
  return (
    <Link className="card" to={to} data-testid="poster-card" data-objectid={content.objectid}>
      <PosterImage content={content} layout={layout} watchlist={watchlist} eager={eager} />
      <div className="title" dir="auto">
        {content.title}
      </div>
      <KindMark category={content.category} />
      <LiveMark content={content} />
      {caption && <p className="caption provider-text">{caption}</p>}
    </Link>
  );
}

const KINDS = defineMessages({
  TVSHOW: { id: 'poster.kind.series', defaultMessage: 'Series' },
  TRAILER: { id: 'poster.kind.trailer', defaultMessage: 'Trailer' },
  BUNDLE: { id: 'poster.kind.bundle', defaultMessage: 'Pack' },
});

/** What a click opens when it is not a single title (a series, a trailer, a pack), in the page's language. */
function KindMark({ category }: { category: string | undefined }) {
  const intl = useIntl();
  const kind = KINDS[category as keyof typeof KINDS];
  return kind ? (
    <span className="kind-badge" data-testid="poster-kind">
      {intl.formatMessage(kind)}
    </span>
  ) : null;
}

/**
 * SPEC §1 live titles say so on their card, with the §9 UTC 3-hour time frame they are airing in (domain rule), shown
 * in the viewer's own time zone and language (the UTC block stays in the tooltip and `data-utc-frame`).
 */
function LiveMark({ content }: { content: Content }) {
  const { now } = useServices();
  const intl = useIntl();
  const at = now();
  const frame = liveTimeFrame(content, at);
  if (!frame) return null;
  const { start, end } = timeFrameSpan(frame, at);
  // Two clock times, never dates: a block that crosses the viewer's midnight still reads "11:30 PM – 2:30 AM".
  const time = (t: number) => intl.formatTime(t, { hour: 'numeric', minute: '2-digit' });
  const local = `${time(start)} – ${time(end)}`;
  return (
    <>
      <span className="live-badge" data-testid="poster-live">
        <FormattedMessage id="player.live" defaultMessage="Live" />
      </span>
      <div
        className="live-frame"
        data-testid="poster-timeframe"
        data-utc-frame={frame.label}
        title={`${frame.label} UTC`}
        dir="auto"
      >
        <FormattedMessage
          id="poster.liveNow"
          defaultMessage="On now · {frame}"
          values={{ frame: <bdi>{local}</bdi> }}
        />
      </div>
    </>
  );
}

/** `count` skeleton cards of a layout, each a list item (loading rails and grids keep their size). */
export function PosterSkeletons({ layout, count }: { layout: PosterLayout; count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
    <li key={i}>
      <div className="card" aria-hidden="true">
        <div className={`art ${layout} skeleton`} />
        <div className="title skeleton-text" />
      </div>
    </li>
  ));
}
