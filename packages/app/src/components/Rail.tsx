// A horizontal rail of posters for one screen section (SPEC §2 screens from the provider config).
import type { Content } from '@ott/sdk/hooks/cms';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLangPath } from '../router';
import { detailsPath, PosterCard, type PosterLayout } from './PosterCard';

export function Rail({
  title,
  items,
  layout,
  loading,
  seeAll,
  eager,
  testId,
  children,
}: {
  title: string;
  items: Content[];
  layout: PosterLayout;
  loading?: boolean;
  seeAll?: string;
  eager?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  const to = useLangPath();
  const headingId = `rail-${title.replace(/\W+/g, '-')}`;
  if (!loading && items.length === 0 && !children) return null;
  return (
    <section className="rail" aria-labelledby={headingId} data-testid={testId ?? 'rail'}>
      <div className="rail-head">
        <h2 id={headingId}>{title}</h2>
        {seeAll && (
          <Link to={to(seeAll)}>
            <FormattedMessage id="rail.seeAll" defaultMessage="See all" />
          </Link>
        )}
      </div>
      <div className={`rail-track ${layout}`}>
        {loading
          ? ['s1', 's2', 's3', 's4', 's5', 's6'].map((k) => (
              <div key={k} className="card" aria-hidden="true">
                <div className={`art ${layout} skeleton`} />
              </div>
            ))
          : items.map((c, i) => (
              <PosterCard
                key={c.objectid}
                content={c}
                layout={layout}
                to={to(detailsPath(c))}
                eager={eager && i < 4}
              />
            ))}
        {children}
      </div>
    </section>
  );
}
