// A horizontal rail of posters for one screen section (SPEC §2): a labelled region with a heading and a list of links.
// Every card is a Tab stop; arrow keys move between cards (mirrored in RTL), Home/End jump to the ends. The scroll
// buttons are for pointer users only.
import { detailsPath, visibleContent } from '@ott/domain';
import type { Content } from '@ott/sdk/hooks/cms';
import { Children, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLangPath } from '../hooks/useLangPath';
import { useSession } from '../hooks/useServices';
import { type Call, CallFailed } from './CallState';
import { PosterCard, type PosterLayout, PosterSkeletons } from './PosterCard';

/** Moves focus between the cards of a track with the arrow keys (logical: "next" follows the text direction). */
function onRailKeyDown(e: KeyboardEvent<HTMLElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
  const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[data-rail-item]'));
  const current = items.findIndex((li) => li.contains(document.activeElement));
  if (current < 0) return;
  const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
  let next: number;
  if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = items.length - 1;
  else next = current + ((e.key === 'ArrowRight') !== rtl ? 1 : -1);
  const target = items[Math.min(items.length - 1, Math.max(0, next))]?.querySelector<HTMLElement>(
    'a[href], button:not([disabled])',
  );
  if (!target) return;
  e.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

export function Rail({
  title,
  items: all,
  layout,
  call,
  seeAll,
  eager,
  testId,
  sectionId,
  children,
}: {
  title: string;
  items: Content[];
  layout: PosterLayout;
  /** The query behind the posters: pending shows skeletons, a failure its message inline with a retry. */
  call?: Call;
  /** Path (without the language prefix) of the see-all page. */
  seeAll?: string;
  eager?: boolean;
  testId?: string;
  sectionId?: string;
  children?: ReactNode;
}) {
  const to = useLangPath();
  const intl = useIntl();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const { isMovieEnabled } = useSession();
  const items = visibleContent(all, isMovieEnabled); // SPEC §8 7109
  const loading = call?.isPending ?? false;
  const error = call?.isError ?? false;
  if (!loading && !error && items.length === 0 && Children.count(children) === 0) return null;

  const scrollBy = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: dir * (rtl ? -1 : 1) * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <section
      className={`rail rail-${layout}`}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-testid={testId ?? 'rail'}
      data-section={sectionId}
    >
      <div className="rail-head">
        <h2 id={headingId}>{title}</h2>
        <div className="rail-tools">
          {!error && !loading && items.length + Children.count(children) > 2 && (
            <>
              <button
                type="button"
                className="rail-scroll"
                tabIndex={-1}
                aria-hidden="true"
                onClick={() => scrollBy(-1)}
              >
                <span className="chevron back" />
              </button>
              <button
                type="button"
                className="rail-scroll"
                tabIndex={-1}
                aria-hidden="true"
                onClick={() => scrollBy(1)}
              >
                <span className="chevron" />
              </button>
            </>
          )}
          {seeAll && !error && (
            <Link
              to={to(seeAll)}
              className="see-all"
              aria-label={intl.formatMessage(
                { id: 'rail.seeAllOf', defaultMessage: 'See all: {title}' },
                { title },
              )}
            >
              <FormattedMessage id="rail.seeAll" defaultMessage="See all" />
            </Link>
          )}
        </div>
      </div>
      {call && error ? (
        <CallFailed
          className="inline-error"
          ghost
          testId="section-error"
          error={call.error}
          onRetry={() => void call.refetch()}
        />
      ) : (
        <ul ref={track} className={`rail-track ${layout}`} onKeyDown={onRailKeyDown}>
          {loading ? (
            <PosterSkeletons layout={layout} count={6} />
          ) : (
            items.map((c, i) => (
              <li key={c.objectid} data-rail-item>
                <PosterCard
                  content={c}
                  layout={layout}
                  to={to(detailsPath(c))}
                  eager={eager && i < 4}
                  caption={layout === 'BANNER' ? c.description : undefined}
                />
              </li>
            ))
          )}
          {Children.map(children, (child, i) =>
            child ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: children keep their own order
              <li key={i} data-rail-item>
                {child}
              </li>
            ) : null,
          )}
        </ul>
      )}
    </section>
  );
}
