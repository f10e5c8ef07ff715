// Content details (SPEC §2 `/:lang?/details/:title/:contentId` and its children, `/detail/:contentid`,
// `/content/details/:id`, Home's `/viewContent/:contentId`): the hero poster, title, metadata (year, rating, duration
// formatted by the domain, languages, genres), description, the play action, like/dislike, watchlist, seasons and
// episodes (the season tab is the `season/:id` child route), trailers (each links to the `trailer/:id/true` child)
// and related titles. Unknown content shows a not-found message.
import { type ApiError, formatDuration, storedLanguageCode, detailsPath } from '@ott/domain';
import {
  type Content,
  type DisplayLanguageCode,
  type Season,
  useGetContentDetails,
  useListRelatedContent,
} from '@ott/sdk/hooks/cms';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LikeButtons } from '../../components/LikeButtons';
import { PlayAction } from '../../components/PlayAction';
import { Artwork, posterFor } from '../../components/PosterCard';
import { Rail } from '../../components/Rail';
import { WatchlistButton } from '../../components/WatchlistButton';
import { useSession } from '../../context';
import type { ScreenProps } from '../../screen-props';
import { useLangPath } from '../../hooks/useLangPath';
import { errorMessageText, isNotFound } from './errors';
import { Notice, backHomeLabel, retryLabel } from '../../components/Notice';

/** The content id of any of the details routes. */
export function contentIdOf(params: Record<string, string>): string {
  return params.contentId ?? params.contentid ?? params.id ?? '';
}

/** The selected season: the `season/:id` child (a season id or number), else the first. */
export function selectedSeason(seasons: Season[], id: string | undefined): Season | undefined {
  if (id) {
    const hit = seasons.find((s) => s.seasonid === id || String(s.seasonnum) === id);
    if (hit) return hit;
  }
  return seasons[0];
}

/** Language names in the display language (Intl), falling back to the code. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const genrePath = (name: string) => `/detailComponent/genre/${encodeURIComponent(name)}`;

function Meta({ content }: { content: Content }) {
  const intl = useIntl();
  const langs = content.contentlanguage ?? [];
  return (
    <dl className="meta" data-testid="details-meta">
      {content.productionyear ? (
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="details.year" defaultMessage="Year" />
          </dt>
          <dd>{content.productionyear}</dd>
        </div>
      ) : null}
      {content.pgratting ? (
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="details.rating" defaultMessage="Rating" />
          </dt>
          <dd className="badge" data-testid="details-rating" dir="ltr">
            {content.pgratting}
          </dd>
        </div>
      ) : null}
      {content.duration ? (
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="details.duration" defaultMessage="Duration" />
          </dt>
          <dd data-testid="details-duration" dir="ltr">
            {formatDuration(content.duration)}
          </dd>
        </div>
      ) : null}
      {content.seasons?.length ? (
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="details.seasonCount" defaultMessage="Seasons" />
          </dt>
          <dd>
            <FormattedMessage
              id="details.seasons"
              defaultMessage="{count, plural, one {# season} other {# seasons}}"
              values={{ count: content.seasons.length }}
            />
          </dd>
        </div>
      ) : null}
      {langs.length > 0 && (
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="details.languages" defaultMessage="Languages" />
          </dt>
          <dd>{intl.formatList(langs.map((l) => languageName(l, intl.locale)))}</dd>
        </div>
      )}
    </dl>
  );
}

function Genres({ genres }: { genres: string[] }) {
  const intl = useIntl();
  if (genres.length === 0) return null;
  return (
    <ul
      className="chips small"
      aria-label={intl.formatMessage({ id: 'details.genres', defaultMessage: 'Genres' })}
    >
      {genres.map((g) => (
        <li key={g}>
          <Link className="chip" to={genrePath(g)}>
            {g}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Episodes({
  content,
  season,
  base,
  selectedEpisodeId,
}: {
  content: Content;
  season: Season;
  base: string;
  selectedEpisodeId?: string;
}) {
  const to = useLangPath();
  const intl = useIntl();
  return (
    <ol className="episodes" data-testid="episodes" aria-label={season.title ?? `S${season.seasonnum}`}>
      {season.episodes.map((ep, i) => {
        const n = ep.episodenum ?? i + 1;
        const file = posterFor(ep, 'LANDSCAPE');
        const selected = ep.objectid === selectedEpisodeId;
        return (
          <li
            key={ep.objectid}
            className={`episode${selected ? ' selected' : ''}`}
            data-testid="episode"
            data-objectid={ep.objectid}
            aria-current={selected ? 'true' : undefined}
          >
            <Artwork
              src={file?.url}
              width={file?.width}
              height={file?.height}
              layout="LANDSCAPE"
              className="episode-art"
            />
            <div className="episode-body">
              <h3>
                <Link
                  to={to(
                    `${base}/season/${encodeURIComponent(season.seasonid)}/episode/${n}/${encodeURIComponent(ep.objectid)}/false`,
                  )}
                >
                  <span className="episode-num">
                    {intl.formatMessage(
                      { id: 'details.episodeNumber', defaultMessage: 'E{number}' },
                      { number: n },
                    )}
                  </span>{' '}
                  {ep.title}
                </Link>
              </h3>
              {ep.duration ? (
                <p className="muted">
                  <bdi>{formatDuration(ep.duration)}</bdi>
                </p>
              ) : null}
              {ep.description && <p className="episode-desc">{ep.description}</p>}
              <PlayAction content={content} episode={ep} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Seasons({
  content,
  base,
  seasonId,
  episodeId,
}: {
  content: Content;
  base: string;
  seasonId?: string;
  episodeId?: string;
}) {
  const to = useLangPath();
  const intl = useIntl();
  const seasons = content.seasons ?? [];
  const current = selectedSeason(seasons, seasonId);
  if (!current) return null;
  return (
    <section className="details-section" aria-labelledby="details-seasons" data-testid="seasons">
      <h2 id="details-seasons">
        <FormattedMessage id="details.episodes" defaultMessage="Episodes" />
      </h2>
      <nav aria-label={intl.formatMessage({ id: 'details.seasonTabs', defaultMessage: 'Seasons' })}>
        <ul className="tabs">
          {seasons.map((s) => (
            <li key={s.seasonid}>
              <Link
                className="tab"
                to={to(`${base}/season/${encodeURIComponent(s.seasonid)}`)}
                aria-current={s.seasonid === current.seasonid ? 'page' : undefined}
                data-testid="season-tab"
                replace
              >
                {intl.formatMessage(
                  { id: 'details.seasonLabel', defaultMessage: 'Season {number}' },
                  { number: s.seasonnum },
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Episodes content={content} season={current} base={base} selectedEpisodeId={episodeId} />
    </section>
  );
}

function Trailers({
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
  const to = useLangPath();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [focus]);
  const trailers = content.trailer ?? [];
  if (trailers.length === 0) return null;
  return (
    <section ref={ref} className="details-section" aria-labelledby="details-trailers" data-testid="trailers">
      <h2 id="details-trailers">
        <FormattedMessage id="details.trailers" defaultMessage="Trailers" />
      </h2>
      <ul className="trailers">
        {trailers.map((t) => (
          <li key={t.trailerid}>
            <Link
              className="trailer-link"
              to={to(`${base}/trailer/${encodeURIComponent(t.trailerid)}/true`)}
              aria-current={t.trailerid === selectedId ? 'true' : undefined}
              data-testid="trailer-link"
            >
              <span className="play-glyph" aria-hidden="true" />
              <span>{t.title}</span>
              <span className="muted nowrap" dir="ltr">
                {formatDuration(t.duration)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Related({ contentId, focus }: { contentId: string; focus: boolean }) {
  const intl = useIntl();
  const q = useListRelatedContent(contentId, { pagesize: 20 });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus && q.isSuccess) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [focus, q.isSuccess]);
  return (
    <div ref={ref} data-testid="related">
      <Rail
        title={intl.formatMessage({ id: 'details.related', defaultMessage: 'More like this' })}
        items={q.data?.data ?? []}
        layout="LANDSCAPE"
        loading={q.isPending}
        error={q.isError ? errorMessageText(intl, q.error) : null}
        onRetry={() => void q.refetch()}
        testId="related-rail"
      />
    </div>
  );
}

function DetailsView({ content, props }: { content: Content; props: ScreenProps }) {
  const { routeId, params } = props;
  const hero = posterFor(content, 'LANDSCAPE');
  const base =
    params.title && params.contentId
      ? `/details/${encodeURIComponent(params.title)}/${encodeURIComponent(params.contentId)}`
      : detailsPath(content);
  const seasons = content.seasons ?? [];
  const season = selectedSeason(seasons, params.id);
  const episode =
    routeId === 'details.episode' ? season?.episodes.find((e) => e.objectid === params.episodeId) : undefined;
  const playEpisode = seasons.length ? (episode ?? season?.episodes[0] ?? null) : null;
  useEffect(() => {
    document.title = `${content.title} · OTT`;
  }, [content.title]);

  return (
    <article className="details" data-testid="details" data-objectid={content.objectid}>
      <div className="details-hero">
        <Artwork
          key={hero?.url ?? 'none'}
          src={hero?.url}
          width={hero?.width}
          height={hero?.height}
          layout="LANDSCAPE"
          eager
          className="hero-art"
        />
        <div className="details-head">
          <h1>{content.title}</h1>
          {episode && (
            <p className="muted" data-testid="selected-episode">
              <FormattedMessage
                id="details.selectedEpisode"
                defaultMessage="Season {season}, episode {episode}: {title}"
                values={{
                  season: season?.seasonnum ?? 1,
                  episode: episode.episodenum ?? 1,
                  title: episode.title,
                }}
              />
            </p>
          )}
          <Meta content={content} />
          <Genres genres={content.genre ?? []} />
          <div className="details-actions">
            <PlayAction content={content} episode={playEpisode} />
            <WatchlistButton content={content} />
            <LikeButtons content={content} />
          </div>
          {content.description && <p className="description">{content.description}</p>}
        </div>
      </div>
      {seasons.length > 0 && (
        <Seasons content={content} base={base} seasonId={params.id} episodeId={episode?.objectid} />
      )}
      <Trailers
        content={content}
        base={base}
        selectedId={params.trailerId}
        focus={routeId === 'details.trailer' || routeId === 'details.trailerPlay'}
      />
      <Related contentId={content.objectid} focus={routeId === 'details.related'} />
    </article>
  );
}

export default function DetailsScreen(props: ScreenProps) {
  const intl = useIntl();
  const { lang } = useSession();
  const to = useLangPath();
  const id = contentIdOf(props.params);
  const q = useGetContentDetails(id, {
    displaylanguage: storedLanguageCode(lang) as DisplayLanguageCode,
  });
  const notFound = !id || (q.isError && isNotFound(q.error as ApiError));
  useEffect(() => {
    if (notFound)
      document.title = `${intl.formatMessage({ id: 'details.notFound.title', defaultMessage: 'Title not found' })} · OTT`;
  }, [notFound, intl]);

  if (notFound) {
    return (
      <Notice
        as="section"
        testId="details-not-found"
        role="alert"
        title={<FormattedMessage id="details.notFound.title" defaultMessage="Title not found" />}
        message={
          <FormattedMessage
            id="details.notFound.body"
            defaultMessage="We could not find this title. It may have been removed."
          />
        }
        action={{ label: backHomeLabel, to: to('/') }}
      />
    );
  }
  if (q.isError) {
    return (
      <Notice
        as="section"
        role="alert"
        testId="details-error"
        title={<FormattedMessage id="details.error.title" defaultMessage="This title could not be loaded" />}
        message={errorMessageText(intl, q.error)}
        action={{ label: retryLabel, onClick: () => void q.refetch() }}
      />
    );
  }
  if (q.isPending) {
    return (
      <div className="details" aria-busy="true" data-testid="details-loading">
        <div className="details-hero">
          <div className="art LANDSCAPE skeleton hero-art" />
          <div className="details-head">
            <div className="skeleton skeleton-text wide" />
            <div className="skeleton skeleton-text" />
          </div>
        </div>
      </div>
    );
  }
  return <DetailsView content={q.data.data} props={props} />;
}
