// The sections of a provider-config screen (SPEC §2), in config order, each from its own endpoint: BANNER hero, poster
// rails, GENRE chips. A failed section shows a retry; all failed, the screen says so once. Sections past EAGER_SECTIONS
// load near the viewport (same-size skeletons), so the first posters do not share the network with rails below.
import { getListContentQueryOptions, getListGenresQueryOptions } from '@ott/sdk/hooks/cms';
import type { Screen, Section } from '@ott/sdk/hooks/config';
import { type QueryKey, type UseQueryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { type ComponentType, Fragment, type RefObject, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { homeAction, Notice, retryLabel } from '../../components/Notice';
import { Rail } from '../../components/Rail';
import { useLangPath } from '../../hooks/useLangPath';
import { useNear } from '../../hooks/useNear';
import { useSession } from '../../hooks/useServices';
import { isSubscriber } from '../../session/store';
import {
  contentParams,
  EAGER_SECTIONS,
  genreParams,
  genrePath,
  localized,
  moviesHidden,
  posterLayout,
  sectionKind,
  sectionQueryOptions,
} from './sections';

/** Whether the element is (or has been) within a screen height of the viewport; true at once when `eager`. */
function useNearViewport(eager: boolean): [boolean, RefObject<HTMLDivElement | null>] {
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  return [near, useNear<HTMLDivElement>(() => setNear(true), '100% 0px', near)];
}

function ContentSection({ section, first, near }: { section: Section; first: boolean; near: boolean }) {
  const intl = useIntl();
  const { isMovieEnabled } = useSession();
  const q = useQuery({ ...getListContentQueryOptions(contentParams(section)), enabled: near });
  // SPEC §8 7109: a movie rail is not shown while movies are disabled (it is not an error to show).
  if (moviesHidden(section, isMovieEnabled)) return null;
  return (
    <Rail
      title={localized(section.title, intl.locale)}
      items={q.data?.data ?? []}
      layout={posterLayout(section.layout)}
      call={q}
      eager={first}
      seeAll={`/collections/${encodeURIComponent(section.id)}`}
      sectionId={section.id}
    />
  );
}

function GenreSection({ section, near }: { section: Section; near: boolean }) {
  const intl = useIntl();
  const { lang } = useSession();
  const q = useQuery({ ...getListGenresQueryOptions(genreParams(section, lang)), enabled: near });
  const title = localized(section.title, intl.locale);
  if (q.isError || q.isPending) {
    return <Rail title={title} items={[]} layout="SQUARE" call={q} sectionId={section.id} />;
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

function SectionView({ section, index }: { section: Section; index: number }) {
  const [near, ref] = useNearViewport(index < EAGER_SECTIONS);
  const sentinel = near ? null : <div ref={ref} className="rail-sentinel" aria-hidden="true" />;
  switch (sectionKind(section)) {
    case 'content':
      return (
        <>
          {sentinel}
          <ContentSection section={section} first={index === 0} near={near} />
        </>
      );
    case 'genre':
      return (
        <>
          {sentinel}
          <GenreSection section={section} near={near} />
        </>
      );
    default:
      // An endpoint outside the contract: nothing to call it with (logged once per render for the integrator).
      console.warn(`[ott] section ${section.id}: unsupported endpoint ${section.endpoint}`);
      return null;
  }
}

/**
 * Whether every section that has loaded failed (none succeeded, none still loading; rails not reached yet do not
 * count), and a retry of the failed ones. It only watches the sections' queries: each section fetches its own.
 */
function useScreenStatus(all: Section[]) {
  const { lang, isMovieEnabled } = useSession();
  // SPEC §8 7109: while movies are disabled their rails are hidden, not failed.
  const sections = all.filter((s) => !moviesHidden(s, isMovieEnabled));
  const queries = sections
    .map((s) => sectionQueryOptions(s, lang))
    .filter((o) => o !== null)
    .map((o) => ({ ...o, enabled: false })) as unknown as UseQueryOptions<
    unknown,
    Error,
    unknown,
    QueryKey
  >[];
  return useQueries({
    queries,
    combine: (results) => {
      const settled = results.filter((r) => r.status !== 'pending');
      return {
        moviesOnly: sections.length === 0 && all.length > 0,
        allFailed:
          settled.length > 0 &&
          settled.every((r) => r.isError) &&
          !results.some((r) => r.fetchStatus === 'fetching'),
        retryAll: () => {
          for (const r of results) if (r.isError) void r.refetch();
        },
      };
    },
  });
}

export function ScreenSections({
  screen,
  continueWatching: ContinueWatchingRail,
}: {
  screen: Screen;
  /** The continue-watching rail (a subscriber's; shown after the first section). */
  continueWatching?: ComponentType;
}) {
  const { allFailed, moviesOnly, retryAll } = useScreenStatus(screen.sections);
  const to = useLangPath();
  // Continue-watching is per profile: a visitor never loads its chunk or the realtime store.
  const session = useSession();
  const Watching = ContinueWatchingRail && isSubscriber(session) ? ContinueWatchingRail : null;
  if (moviesOnly) {
    return (
      <Notice
        className="page narrow screen-error"
        role="status"
        testId="movies-disabled"
        heading="h2"
        title={<FormattedMessage id="error.moviesNotEnabled" defaultMessage="Movies are not enabled" />}
        action={homeAction(to)}
      />
    );
  }
  if (allFailed) {
    return (
      <Notice
        className="page narrow screen-error"
        role="alert"
        testId="screen-failed"
        heading="h2"
        title={
          <FormattedMessage id="browse.allFailed.title" defaultMessage="This page could not be loaded" />
        }
        message={
          <FormattedMessage
            id="browse.allFailed.body"
            defaultMessage="None of its sections answered. Check your connection and try again."
          />
        }
        action={{ label: retryLabel, onClick: retryAll }}
      />
    );
  }
  return (
    <>
      {screen.sections.map((s, i) => (
        <Fragment key={s.id}>
          <SectionView section={s} index={i} />
          {Watching && i === 0 && (
            <Suspense fallback={null}>
              <Watching />
            </Suspense>
          )}
        </Fragment>
      ))}
      {Watching && screen.sections.length === 0 && (
        <Suspense fallback={null}>
          <Watching />
        </Suspense>
      )}
    </>
  );
}
