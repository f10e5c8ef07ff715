// The trailers of a title: each links to the `trailer/:id/true` child route (which plays it).

import type { Content } from '@ott/sdk/hooks/cms';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDuration } from '../../hooks/useDuration';
import { useLangPath } from '../../hooks/useLangPath';
import { useScrollIntoView } from '../../hooks/useScrollIntoView';

export function Trailers({
  content,
  base,
  selectedId,
  focus,
}: {
  content: Content;
  base: string;
  selectedId?: string;
  focus: boolean;
}) {
  const duration = useDuration();
  const to = useLangPath();
  const ref = useScrollIntoView<HTMLElement>(focus);
  const trailers = content.trailer ?? [];
  if (trailers.length === 0) return null;
  return (
    <section ref={ref} className="details-section" aria-labelledby="details-trailers" data-testid="trailers">
      <h2 id="details-trailers">
        <FormattedMessage id="details.trailers" defaultMessage="Trailers" />
      </h2>
      <ul className="details-trailers">
        {trailers.map((t) => (
          <li key={t.trailerid}>
            <Link
              className="details-trailer-link"
              to={to(`${base}/trailer/${encodeURIComponent(t.trailerid)}/true`)}
              aria-current={t.trailerid === selectedId ? 'true' : undefined}
              data-testid="trailer-link"
            >
              <span className="details-play-glyph" aria-hidden="true" />
              <span>{t.title}</span>
              <span className="muted nowrap">
                <bdi>{duration(t.duration)}</bdi>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
