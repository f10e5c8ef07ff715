// The player (SPEC §2 /movie/:title/:contentId/play, /contentPlayDeeplink, /trailerDeeplink, and the details' active
// trailer and episode children). Eligibility from the domain (usePlaybackState), the session from usePlayerSession;
// failures shown with a way out (PlayerFailure), never a black box.

import { detailsPath, playerPath, posterUrl, storedLanguageCode } from '@ott/domain';
import { streamResolution } from '@ott/domain/playback';
import { type Content, useGetContentDetails } from '@ott/sdk/hooks/cms';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullScreenLoader } from '../../components/Loader';
import { endKeptCast, isCasting, isKeptCast, keepCast } from '../../hooks/kept-cast';
import { dropHandoff, preloadedStreamVideo } from '../../hooks/stream-prefetch';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePlaybackState } from '../../hooks/usePlayback';
import { useRemotePlayback } from '../../hooks/useRemotePlayback';
import { useServices, useSession } from '../../hooks/useServices';
import type { ScreenProps } from '../../screen-props';
import { Captions } from './controls/Captions';
import { PlayerControls } from './controls/PlayerControls';
import { useMediaSession } from './controls/useMediaSession';
import { usePlayerControls } from './controls/usePlayerControls';
import { useTrackPreferences } from './controls/useTrackPreferences';
import { toFailure } from './failure';
import { PlayerFailure } from './PlayerFailure';
import { playTarget } from './playTarget';
import { type PlayerSessionInput, usePlayerSession } from './usePlayerSession';
import './player.css';

export { isPlaybackActive, playTarget } from './playTarget';

export default function PlayerScreen({ routeId, params }: ScreenProps) {
  const [search] = useSearchParams();
  const { contentId, trailerId } = playTarget(routeId, params, search);
  const { lang } = useSession();
  // The same query as the details page (display language included): the title opened from there is in the cache, so
  // the stream is asked for at once instead of after a second details call (the play → first frame budget).
  const details = useGetContentDetails(
    contentId,
    { displaylanguage: storedLanguageCode(lang) },
    { query: { enabled: contentId !== '' } },
  );
  const content = details.data?.data;
  // One decision for the button and the player: nothing is fetched for playback (stream, watch session, Shaka)
  // until it is known; an explicit trailer passes the parental gate of its title too.
  const eligibility = usePlaybackState(content, { trailer: trailerId !== null });
  const intl = useIntl();
  useDocumentTitle(content?.title || undefined);

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
    return (
      <PlayerFailure
        failure={{ messageId: 'playback.loginRequired' }}
        content={content}
        login
        offers={eligibility.availabilities}
      />
    );
  }
  if (decision.kind === 'subscribe' || decision.kind === 'unavailable') {
    const { candidates } = decision.kind === 'subscribe' ? decision : { candidates: [] };
    return (
      <PlayerFailure
        failure={{ messageId: 'error.contentNotAccessible' }}
        content={content}
        offers={eligibility.availabilities.filter((a) =>
          candidates.some((c) => c.availabilityid === a.availabilityid),
        )}
      />
    );
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

/** A new <video> for the player (a primed one is made by the preload, without autoplay: it waits off-page). */
function newVideo(): HTMLVideoElement {
  const v = document.createElement('video');
  v.autoplay = true;
  return v;
}

/** The player itself (also of a download, offline: `offline` set, `back` leads to the Downloads screen). */
export function Playback(
  props: PlayerSessionInput & { content: Content; back?: { to: string; label: ReactNode } },
) {
  const { content, trailerId } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const { now } = useServices();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // The <video> is made here, not rendered by React: it may be the one the details page primed the stream in
  // (hooks/stream-prefetch: loaded, paused, its first frame decoded), which is then only shown and played — the play
  // click → first frame budget. Otherwise a new one. Peeked, not taken: the session's createPlayer takes it over.
  const [element] = useState(
    () =>
      (props.offline
        ? null
        : preloadedStreamVideo(
            {
              content,
              trailerId,
              availabilityid: props.availabilityid,
              quality: props.quality ?? null,
            },
            now,
          )) ?? newVideo(),
  );
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // SPEC §2 /cast: a player that closes while casting keeps the cast going (hooks/kept-cast.ts); a new one ends the
  // kept cast. Before the session's hook: its cleanup runs first in React and Preact alike, so the session sees it.
  const title = useRef('');
  title.current = content.title ?? '';
  useLayoutEffect(() => {
    endKeptCast();
    return () => {
      if (isCasting(element)) keepCast(element, title.current);
    };
  }, [element]);
  const slot = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [preferences, savePreferences] = useTrackPreferences();
  const session = usePlayerSession(videoRef, { ...props, preferences });
  const { failure, starting, offerNext, handle, network, retry } = session;
  // Offline, the next episode is not on this device: no offer.
  const nextId = props.offline ? null : (content.nextepisodeid ?? null);
  const next = useMemo(
    () => (nextId ? () => navigate(playerPath({ objectid: nextId, title: content.title })) : null),
    [nextId, navigate, content.title],
  );
  const toDetails = () => navigate(props.back?.to ?? detailsPath(content));
  const controls = usePlayerControls({
    ...session,
    stage,
    video,
    preferences,
    savePreferences,
    next,
    leave: toDetails,
  });
  useMediaSession(
    handle ? video : null,
    { title: content.title ?? '', artwork: posterUrl(content, 'LANDSCAPE') },
    controls.seek,
    next,
  );
  const cast = useRemotePlayback(handle ? video : null);
  const shown = controls.visible || !handle;
  const togglePlay = useRef(controls.actions.togglePlay);
  togglePlay.current = controls.actions.togglePlay;
  const videoLabel = intl.formatMessage(
    { id: 'player.videoLabel', defaultMessage: 'Video: {title}' },
    { title: content.title },
  );
  // A layout effect, so it runs before the session's (passive) effect: the element is in the page when the stream
  // starts.
  useLayoutEffect(() => {
    const el = element;
    el.className = 'player-video';
    el.playsInline = true;
    const onClick = () => togglePlay.current();
    el.addEventListener('click', onClick);
    slot.current?.appendChild(el);
    dropHandoff(); // emptied: the stream started at the click plays on here
    videoRef.current = el;
    setVideo(el);
    return () => {
      el.removeEventListener('click', onClick);
      if (!isKeptCast(el)) el.remove();
      videoRef.current = null;
    };
  }, [element]);
  useLayoutEffect(() => {
    element.setAttribute('aria-label', videoLabel);
  }, [element, videoLabel]);

  return (
    <section className="player player-immersive" data-testid="player" aria-label={content.title}>
      <div
        ref={stage}
        className={`player-stage${shown ? '' : ' player-controls-hidden'}`}
        data-testid="player-stage"
        data-controls={shown ? 'shown' : 'hidden'}
      >
        <div className="player-bar">
          <button type="button" className="btn ghost" onClick={toDetails} data-testid="back-to-details">
            <span aria-hidden="true" className="player-back-arrow">
              ←
            </span>
            {props.back?.label ?? (
              <FormattedMessage id="player.backToDetails" defaultMessage="Back to details" />
            )}
          </button>
          <h1 className="player-title">
            {content.title}
            {!props.offline && (trailerId || !(content.contentdetails ?? []).length) ? (
              <span className="player-badge">
                <FormattedMessage id="player.trailer" defaultMessage="Trailer" />
              </span>
            ) : null}
          </h1>
        </div>
        {/* The <video> (subtitles drawn by <Captions> from the stream's WebVTT tracks) is placed in here. */}
        <div ref={slot} className="player-video-slot" />
        <Captions handle={handle} video={video} language={controls.tracks.textLanguage} lifted={shown} />
        {starting && !failure && (
          <div className="player-overlay" role="status">
            <div className="spinner" aria-hidden="true" />
            <span className="visually-hidden">
              <FormattedMessage id="player.loading" defaultMessage="Loading the player…" />
            </span>
          </div>
        )}
        {network === 'retrying' && !failure && (
          <div className="player-retrying" role="status" data-testid="player-retrying">
            <div className="spinner" aria-hidden="true" />
            <FormattedMessage id="player.retrying" defaultMessage="Connection lost. Retrying…" />
          </div>
        )}
        {failure && (
          <div className="player-overlay">
            <PlayerFailure failure={failure} content={content} inline onRetry={retry} />
          </div>
        )}
        {cast.state === 'connected' && (
          <div className="player-casting" role="status" data-testid="player-casting">
            <FormattedMessage id="player.castingNow" defaultMessage="Playing on your cast device" />
          </div>
        )}
        {offerNext && next && !failure && (
          <button type="button" className="btn player-next" data-testid="next-episode" onClick={next}>
            <FormattedMessage id="player.nextEpisode" defaultMessage="Next episode" />
          </button>
        )}
        {handle && controls.state && !failure && (
          <section
            className="pc"
            aria-label={intl.formatMessage({ id: 'player.controls', defaultMessage: 'Player controls' })}
            data-testid="player-controls"
          >
            <PlayerControls
              state={controls.state}
              tracks={controls.tracks}
              range={controls.range}
              live={controls.live}
              maxResolution={props.maxResolution ?? null}
              fullscreen={controls.fullscreen}
              pipSupported={controls.pipSupported}
              cast={cast}
              openMenu={controls.openMenu}
              onOpenMenu={controls.setOpenMenu}
              actions={controls.actions}
            />
          </section>
        )}
      </div>
    </section>
  );
}
