// The sections of a provider-config screen (SPEC §2: screens built from the provider config), in config order:
// one rail per section, fetched from the section's endpoint with its own parameters. BANNER is a large hero rail,
// LANDSCAPE / PORTRAIT / SQUARE are poster rails, GENRE is a row of genre chips linking to the genre lists.
// A failed section shows an inline message with a retry; when every section failed the screen says so once.
import { type QueryKey, type UseQueryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Screen, Section } from '@ott/sdk/hooks/config';
import { getListContentQueryOptions, getListGenresQueryOptions } from '@ott/sdk/hooks/cms';
import { Fragment, lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Rail } from '../../components/Rail';
import { useSession } from '../../context';
import {
  contentParams,
  errorText,
  genreParams,
  genrePath,
  localized,
  posterLayout,
  sectionKind,
  sectionQueryOptions,
} from './sections';

export { localized } from './sections';

import { isSubscriber } from '../../session/store';

const ContinueWatchingRail = lazy(() => import('../continue-watching/ContinueWatchingRail'));

function ContentSection({ section, first }: { section: Section; first: boolean }) {
  const intl = useIntl();
  const q = useQuery(getListContentQueryOptions(contentParams(section)));
  return (
    <Rail
      title={localized(section.title, intl.locale)}
      items={q.data?.data ?? []}
      layout={posterLayout(section.layout)}
      loading={q.isPending}
      eager={first}
      seeAll={`/collections/${encodeURIComponent(section.id)}`}
      error={q.isError ? errorText(intl, q.error) : null}
      onRetry={() => void q.refetch()}
      sectionId={section.id}
    />
  );
}

function GenreSection({ section }: { section: Section }) {
  const intl = useIntl();
  const { lang } = useSession();
  const q = useQuery(getListGenresQueryOptions(genreParams(section, lang)));
  const title = localized(section.title, intl.locale);
  if (q.isError || q.isPending) {
    return (
      <Rail
        title={title}
        items={[]}
        layout="SQUARE"
        loading={q.isPending}
        error={q.isError ? errorText(intl, q.error) : null}
        onRetry={() => void q.refetch()}
        sectionId={section.id}
      />
    );
  }
  if (q.data.data.length === 0) return null;
  return <GenreChips title={title} genres={q.data.data} sectionId={section.id} />;
}

export function GenreChips({
  title,
  genres,
  sectionId,
  headingLevel = 2,
}: {
  title: string;
  genres: { genreid: string; name: string; title?: { en: string } }[];
  sectionId?: string;
  headingLevel?: 1 | 2;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="rail genre-rail" data-testid="rail" data-section={sectionId} aria-label={title}>
      <div className="rail-head">
        <Heading>{title}</Heading>
      </div>
      <ul className="chips">
        {genres.map((g) => (
          <li key={g.genreid}>
            <Link className="chip" to={genrePath(g.name)} data-testid="genre-chip">
              {localized(g.title, intl.locale) || g.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SectionView({ section, first }: { section: Section; first: boolean }) {
  switch (sectionKind(section)) {
    case 'content':
      return <ContentSection section={section} first={first} />;
    case 'genre':
      return <GenreSection section={section} />;
    default:
      // An endpoint outside the contract: nothing to call it with (logged once per render for the integrator).
      console.warn(`[ott] section ${section.id}: unsupported endpoint ${section.endpoint}`);
      return null;
  }
}

/** Whether every section of the screen failed, and a retry of all of them. */
function useScreenStatus(sections: Section[]) {
  const { lang } = useSession();
  const queries = sections
    .map((s) => sectionQueryOptions(s, lang))
    .filter((o) => o !== null) as unknown as UseQueryOptions<unknown, Error, unknown, QueryKey>[];
  return useQueries({
    queries,
    combine: (results) => ({
      allFailed: results.length > 0 && results.every((r) => r.isError),
      retryAll: () => {
        for (const r of results) void r.refetch();
      },
    }),
  });
}

export function ScreenSections({
  screen,
  withContinueWatching: wanted,
}: {
  screen: Screen;
  withContinueWatching?: boolean;
}) {
  const { allFailed, retryAll } = useScreenStatus(screen.sections);
  // Continue-watching is per profile: a visitor never loads its chunk or the realtime store.
  const session = useSession();
  const withContinueWatching = wanted && isSubscriber(session);
  if (allFailed) {
    return (
      <div className="page narrow screen-error" role="alert" data-testid="screen-failed">
        <h2>
          <FormattedMessage id="browse.allFailed.title" defaultMessage="This page could not be loaded" />
        </h2>
        <p>
          <FormattedMessage
            id="browse.allFailed.body"
            defaultMessage="None of its sections answered. Check your connection and try again."
          />
        </p>
        <button type="button" className="btn" onClick={retryAll}>
          <FormattedMessage id="common.retry" defaultMessage="Try again" />
        </button>
      </div>
    );
  }
  return (
    <>
      {screen.sections.map((s, i) => (
        <Fragment key={s.id}>
          <SectionView section={s} first={i === 0} />
          {withContinueWatching && i === 0 && (
            <Suspense fallback={null}>
              <ContinueWatchingRail />
            </Suspense>
          )}
        </Fragment>
      ))}
      {withContinueWatching && screen.sections.length === 0 && (
        <Suspense fallback={null}>
          <ContinueWatchingRail />
        </Suspense>
      )}
    </>
  );
}
