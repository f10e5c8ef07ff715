// Seasons as tabs (the `season/:id` child route) and their episodes, each with its play action.

import type { Content, Season } from '@ott/sdk/hooks/cms';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlayAction } from '../../components/PlayAction';
import { Artwork, posterFor } from '../../components/PosterCard';
import { useDuration } from '../../hooks/useDuration';
import { useLangPath } from '../../hooks/useLangPath';

/** The selected season: the `season/:id` child (a season id or number), else the first. */
export function selectedSeason(seasons: Season[], id: string | undefined): Season | undefined {
  if (id) {
    const hit = seasons.find((s) => s.seasonid === id || String(s.seasonnum) === id);
    if (hit) return hit;
  }
  return seasons[0];
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
  const duration = useDuration();
  const to = useLangPath();
  const intl = useIntl();
  return (
    <ol
      className="details-episodes"
      data-testid="episodes"
      aria-label={season.title ?? `S${season.seasonnum}`}
    >
      {season.episodes.map((ep, i) => {
        const n = ep.episodenum ?? i + 1;
        const file = posterFor(ep, 'LANDSCAPE');
        const selected = ep.objectid === selectedEpisodeId;
        return (
          <li
            key={ep.objectid}
            className={`details-episode${selected ? ' selected' : ''}`}
            data-testid="episode"
            data-objectid={ep.objectid}
            aria-current={selected ? 'true' : undefined}
          >
            <Artwork
              src={file?.url}
              width={file?.width}
              height={file?.height}
              layout="LANDSCAPE"
              className="details-episode-art"
            />
            <div className="details-episode-body">
              <h3>
                <Link
                  to={to(
                    `${base}/season/${encodeURIComponent(season.seasonid)}/episode/${n}/${encodeURIComponent(ep.objectid)}/false`,
                  )}
                >
                  <span className="details-episode-num">
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
                  <bdi>{duration(ep.duration)}</bdi>
                </p>
              ) : null}
              {ep.description && <p className="details-episode-desc provider-text">{ep.description}</p>}
              <PlayAction content={content} episode={ep} preload="intent" />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export function Seasons({
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
        <ul className="details-tabs">
          {seasons.map((s) => (
            <li key={s.seasonid}>
              <Link
                className="details-tab"
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
