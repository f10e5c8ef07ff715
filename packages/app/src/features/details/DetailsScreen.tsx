// Content details (SPEC §2 /details/:title/:contentId and children, /detail/:contentid, /content/details/:id,
// /viewContent/:contentId): hero, metadata, description, play, likes, watchlist, seasons and episodes (`season/:id`),
// trailers (`trailer/:id/true`), related. Unknown content shows a not-found message.

import type { Content } from '@ott/sdk/hooks/cms';
import { FormattedMessage } from 'react-intl';
import { CallFailed } from '../../components/CallState';
import { LikeButtons } from '../../components/LikeButtons';
import { homeAction, Notice } from '../../components/Notice';
import { PlayAction } from '../../components/PlayAction';
import { Artwork, posterFor } from '../../components/PosterCard';
import { WatchlistButton } from '../../components/WatchlistButton';
import { useLangPath } from '../../hooks/useLangPath';
import type { ScreenProps } from '../../screen-props';
import { BundleItems } from './BundleItems';
import { DownloadAction } from './DownloadAction';
import { Genres, Meta } from './Meta';
import { PlanNote } from './PlanNote';
import { Related } from './Related';
import { Resume } from './Resume';
import { Seasons } from './Seasons';
import { Trailers } from './Trailers';
import { detailsRoute, useDetails } from './useDetails';

function DetailsView({ content, props }: { content: Content; props: ScreenProps }) {
  const { routeId, params } = props;
  const hero = posterFor(content, 'LANDSCAPE');
  const { base, seasons, season, episode, playEpisode } = detailsRoute(content, props);

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
          className="details-hero-art"
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
          <Resume content={content} />
          <div className="details-actions">
            <PlayAction content={content} episode={playEpisode} />
            <DownloadAction content={content} episode={playEpisode} />
            <WatchlistButton content={content} />
            <LikeButtons content={content} />
          </div>
          <PlanNote content={playEpisode ?? content} />
          {content.description && <p className="details-description provider-text">{content.description}</p>}
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
      <BundleItems content={content} />
      <Related contentId={content.objectid} focus={routeId === 'details.related'} />
    </article>
  );
}

export default function DetailsScreen(props: ScreenProps) {
  const to = useLangPath();
  const details = useDetails(props.params);

  if (details.state === 'notFound') {
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
        action={homeAction(to)}
      />
    );
  }
  if (details.state === 'error') {
    return (
      <CallFailed
        as="section"
        testId="details-error"
        title={<FormattedMessage id="details.error.title" defaultMessage="This title could not be loaded" />}
        error={details.error}
        onRetry={details.retry}
      />
    );
  }
  if (details.state === 'loading') {
    return (
      <div className="details" aria-busy="true" data-testid="details-loading">
        <div className="details-hero">
          <div className="art LANDSCAPE skeleton details-hero-art" />
          <div className="details-head">
            <div className="skeleton skeleton-text wide" />
            <div className="skeleton skeleton-text" />
          </div>
        </div>
      </div>
    );
  }
  return <DetailsView content={details.content} props={props} />;
}
