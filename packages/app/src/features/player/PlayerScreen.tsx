// The player (SPEC §2 routes /movie/:title/:contentId/play, /contentPlayDeeplink/:contentId,
// /trailerDeeplink/:contentId?trailerId=, and the details children trailer/:trailerId/:isPlayBackActive and
// season/…/episode/…/:episodeId/:isPlayBackActive when active). Declarative: eligibility comes from the domain
// (usePlaybackState), the playback session (stream, watch session, progress, Shaka) from usePlayerSession, and
// failures are shown with a way out (PlayerFailure), never a black box.
import { playerPath, streamResolution } from '@ott/domain';
import { type Content, useGetContentDetails } from '@ott/sdk/hooks/cms';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullScreenLoader } from '../../components/Loader';
import { usePlaybackState } from '../../hooks/usePlayback';
import type { ScreenProps } from '../../screen-props';
import { toFailure } from './failure';
import { PlayerFailure } from './PlayerFailure';
import { playTarget } from './playTarget';
import { useBack } from './useBack';
import { type PlayerSessionInput, usePlayerSession } from './usePlayerSession';
import './player.css';

export { isPlaybackActive, playTarget } from './playTarget';

export default function PlayerScreen({ routeId, params }: ScreenProps) {
  const [search] = useSearchParams();
  const { contentId, trailerId } = playTarget(routeId, params, search);
  const details = useGetContentDetails(contentId, undefined, { query: { enabled: contentId !== '' } });
  const content = details.data?.data;
  // One decision for the button and the player: nothing is fetched for playback (stream, watch session, Shaka)
  // until it is known; an explicit trailer passes the parental gate of its title too.
  const eligibility = usePlaybackState(content, { trailer: trailerId !== null });
  const intl = useIntl();

  if (details.isError) {
    return (
      <PlayerFailure failure={toFailure(details.error)} content={null} onRetry={() => details.refetch()} />
    );
  }
  if (!content || eligibility.status === 'loading') {
    return (
      <FullScreenLoader
        label={intl.formatMessage({ id: 'player.loading', defaultMessage: 'Loading the player…' })}
      />
    );
  }
  if (eligibility.status === 'error') {
    return (
      <PlayerFailure
        failure={{
          messageId: eligibility.reason === 'parental' ? 'player.parentalCheckFailed' : 'error.unknown',
        }}
        content={content}
        onRetry={eligibility.retry}
      />
    );
  }
  if (eligibility.status === 'blocked') {
    return <PlayerFailure failure={{ messageId: 'playback.parentalControlBlocked' }} content={content} />;
  }
  if (trailerId) return <Playback content={content} trailerId={trailerId} availabilityid={null} />;
  const { decision } = eligibility;
  if (decision.kind === 'loginRequired') {
    return <PlayerFailure failure={{ messageId: 'playback.loginRequired' }} content={content} login />;
  }
  if (decision.kind === 'subscribe' || decision.kind === 'unavailable') {
    return <PlayerFailure failure={{ messageId: 'error.contentNotAccessible' }} content={content} />;
  }
  return (
    <Playback
      content={content}
      trailerId={null}
      availabilityid={decision.kind === 'play' ? decision.availability.availabilityid : null}
      quality={eligibility.subscriptions[0]?.quality ?? null}
      maxResolution={streamResolution(eligibility.subscriptions)}
      rental={eligibility.rentalToStart}
    />
  );
}

function Playback(props: PlayerSessionInput & { content: Content }) {
  const { content, trailerId } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const { failure, starting, offerNext, retry } = usePlayerSession(videoRef, props);
  const back = useBack(content);

  return (
    <section className="player" data-testid="player" aria-label={content.title}>
      <div className="player-bar">
        <button type="button" className="btn ghost" onClick={back}>
          <span aria-hidden="true" className="player-back-arrow">
            ←
          </span>
          <FormattedMessage id="player.back" defaultMessage="Back" />
        </button>
        <h1 className="player-title">
          {content.title}
          {trailerId || !(content.contentdetails ?? []).length ? (
            <span className="player-badge">
              <FormattedMessage id="player.trailer" defaultMessage="Trailer" />
            </span>
          ) : null}
        </h1>
      </div>
      <div className="player-stage">
        {/* biome-ignore lint/a11y/useMediaCaption: the sandbox streams carry no caption track */}
        <video
          ref={videoRef}
          className="player-video"
          controls
          playsInline
          autoPlay
          aria-label={intl.formatMessage(
            { id: 'player.videoLabel', defaultMessage: 'Video: {title}' },
            { title: content.title },
          )}
        />
        {starting && !failure && (
          <div className="player-overlay" role="status">
            <div className="spinner" aria-hidden="true" />
            <span className="visually-hidden">
              <FormattedMessage id="player.loading" defaultMessage="Loading the player…" />
            </span>
          </div>
        )}
        {failure && (
          <div className="player-overlay">
            <PlayerFailure failure={failure} content={content} inline onRetry={retry} />
          </div>
        )}
        {offerNext && content.nextepisodeid && !failure && (
          <button
            type="button"
            className="btn player-next"
            data-testid="next-episode"
            onClick={() =>
              navigate(playerPath({ objectid: content.nextepisodeid as string, title: content.title }))
            }
          >
            <FormattedMessage id="player.nextEpisode" defaultMessage="Next episode" />
          </button>
        )}
      </div>
    </section>
  );
}
