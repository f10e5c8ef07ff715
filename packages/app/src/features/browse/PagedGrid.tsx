// A content list paged by 30 (SPEC §9 genre list page size, §7 `pagesize=30`): one generated listContent query per
// page (so every page has the contract's own query key), a "Load more" button, and infinite scroll on top of it
// when IntersectionObserver exists (the button stays as the fallback and for keyboard users).
import { detailsPath, GENRE_PAGE_SIZE, visibleContent } from '@ott/domain';
import { getListContentQueryOptions, type ListContentParams } from '@ott/sdk/hooks/cms';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CallFailed } from '../../components/CallState';
import { PosterCard, type PosterLayout, PosterSkeletons } from '../../components/PosterCard';
import { useLangPath } from '../../hooks/useLangPath';
import { useNear } from '../../hooks/useNear';
import { useSession } from '../../hooks/useServices';

export function PagedGrid({
  params,
  layout,
  pageSize = GENRE_PAGE_SIZE,
  label,
}: {
  /** The list's filters; `page` and `pagesize` are set here. */
  params: ListContentParams;
  layout: PosterLayout;
  pageSize?: number;
  /** Accessible name of the list (the page heading). */
  label: string;
}) {
  const to = useLangPath();
  const [pages, setPages] = useState(1);
  const { page: _page, pagesize: _size, ...filters } = params;
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, i) =>
      getListContentQueryOptions({ ...filters, page: i + 1, pagesize: pageSize }),
    ),
  });
  const first = results[0];
  const last = results[results.length - 1];
  const { isMovieEnabled } = useSession();
  const loaded = results.flatMap((r) => r.data?.data ?? []);
  const items = visibleContent(loaded, isMovieEnabled); // SPEC §8 7109
  const total = first?.data?.totalcount ?? 0;
  const lastFull = (last?.data?.data.length ?? 0) >= pageSize;
  const hasMore = Boolean(last?.isSuccess) && lastFull && loaded.length < total;
  const loadingMore = pages > 1 && Boolean(last?.isPending);

  const ready = Boolean(first?.isSuccess && hasMore);
  // Observing again after each page re-checks a sentinel that is still in view.
  const sentinel = useNear<HTMLDivElement>(
    () => {
      if (hasMore) setPages((p) => p + 1);
    },
    '400px 0px',
    `${ready}:${pages}`,
  );

  if (first?.isPending) {
    return (
      <ul className={`grid ${layout}`} aria-busy="true" aria-label={label}>
        <PosterSkeletons layout={layout} count={8} />
      </ul>
    );
  }
  if (first?.isError) {
    return (
      <CallFailed
        className="inline-error page"
        testId="list-error"
        error={first.error}
        onRetry={() => void first.refetch()}
        ghost
      />
    );
  }
  if (items.length === 0) {
    return (
      <p className="page empty" data-testid="list-empty">
        <FormattedMessage id="browse.list.empty" defaultMessage="Nothing here yet." />
      </p>
    );
  }
  return (
    <>
      <ul className={`grid ${layout}`} aria-label={label} data-testid="content-grid">
        {items.map((c) => (
          <li key={c.objectid}>
            <PosterCard content={c} layout={layout} to={to(detailsPath(c))} />
          </li>
        ))}
        {loadingMore && <PosterSkeletons layout={layout} count={4} />}
      </ul>
      <div className="list-foot page">
        <p className="list-count" aria-live="polite" data-testid="list-count">
          <FormattedMessage
            id="browse.list.count"
            defaultMessage="Showing {shown} of {total}"
            values={{ shown: items.length, total: Math.max(total, items.length) }}
          />
        </p>
        {last?.isError && (
          <CallFailed className="inline-error" ghost error={last.error} onRetry={() => void last.refetch()} />
        )}
        {hasMore && (
          <button
            type="button"
            className="btn ghost"
            data-testid="load-more"
            onClick={() => setPages((p) => p + 1)}
          >
            <FormattedMessage id="browse.list.more" defaultMessage="Load more" />
          </button>
        )}
        <div ref={sentinel} aria-hidden="true" />
      </div>
    </>
  );
}
