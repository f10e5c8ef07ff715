// The player (SPEC §2 routes /movie/:title/:contentId/play, /contentPlayDeeplink/:contentId,
// /trailerDeeplink/:contentId?trailerId=, and the details children trailer/:trailerId/:isPlayBackActive and
// season/…/episode/…/:episodeId/:isPlayBackActive when active). Eligibility comes from the domain (usePlaybackState);
// the stream from the package call; subscribers authorise and start a watch session (2-device limit, SPEC §6) and
// stop it on leave; progress goes to continue-watching every 10 s and on pause / seek / pagehide / leave; the next episode
// is offered near the end. Closing the page: the position is written synchronously on the device (reconciled with
// the realtime record at the next start) and the session stop goes out with keepalive (issue 9). Shaka is loaded by @ott/player on demand (its own chunk). Errors are shown, never a black box.
import {
  errorMessageId,
  type MessageId,
  resumePosition,
  streamResolution,
  watchProgressUpdate,
  detailsPath,
  playerPath,
} from '@ott/domain';
import {
  browserPlatform,
  createPlayer,
  drmFromSource,
  isPlayerError,
  type PlayerHandle,
  shouldOfferNextEpisode,
  streamRequest,
} from '@ott/player';
import type { RealtimeContext } from '@ott/realtime';
import { ApiError } from '@ott/sdk';
import {
  authorizeStream,
  type Content,
  getStreamPackage,
  startStreamSession,
  stopStreamSession,
  useGetContentDetails,
} from '@ott/sdk/hooks/cms';
import { getListPurchasesQueryKey, updateRental } from '@ott/sdk/hooks/sms';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullScreenLoader } from '../../components/Loader';
import { useLoginDialog } from '../../hooks/useLoginDialog';
import { usePlaybackState } from '../../hooks/usePlayback';

import { toRealtimeContent } from '../../components/realtime-hooks';
import {
  readPendingProgress,
  reconcilePendingProgress,
  writePendingProgress,
} from '../../hooks/pending-progress';
import { useServices, useSession } from '../../context';
import type { ScreenProps } from '../../screen-props';
import { isSubscriber } from '../../session/store';
import './player.css';

/** How long the resume position may take to arrive before playback starts from the beginning. */
const RESUME_WAIT_MS = 2500;

/** `isPlayBackActive` of the details child routes: 1 or true plays. */
export const isPlaybackActive = (params: Record<string, string>) =>
  ['1', 'true'].includes((params.isPlayBackActive ?? '').toLowerCase());

/** What a player route asks to play: the content id (an episode's own id) and an explicit trailer, if any. */
export function playTarget(
  routeId: string,
  params: Record<string, string>,
  search: URLSearchParams,
): { contentId: string; trailerId: string | null } {
  switch (routeId) {
    case 'trailerDeeplink':
      return { contentId: params.contentId ?? '', trailerId: search.get('trailerId') };
    case 'details.trailerPlay':
      return { contentId: params.contentId ?? '', trailerId: params.trailerId ?? null };
    case 'details.episode':
      return { contentId: params.episodeId ?? '', trailerId: null };
    default:
      return { contentId: params.contentId ?? '', trailerId: null };
  }
}

/** `video.play()` as a promise everywhere (older engines and jsdom return undefined or throw). */
function play(video: HTMLVideoElement): Promise<void> {
  try {
    return Promise.resolve(video.play());
  } catch (e) {
    return Promise.reject(e);
  }
}

type Failure = { messageId: MessageId | string; hintId?: MessageId | string; code?: string };

function toFailure(e: unknown): Failure {
  if (e instanceof ApiError) {
    const messageId = errorMessageId(e, e.statusCode === 0 ? 'error.network' : 'error.unknown');
    return messageId === 'error.deviceLimit'
      ? { messageId, hintId: 'error.deviceLimit.hint' }
      : { messageId };
  }
  if (isPlayerError(e)) {
    return {
      messageId: e.kind === 'unsupported' ? 'player.unsupported' : 'player.failed',
      ...(e.code !== undefined ? { code: String(e.code) } : {}),
    };
  }
  if (e instanceof TypeError) return { messageId: 'error.network' };
  return { messageId: 'error.unknown' };
}

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

function Playback({
  content,
  trailerId,
  availabilityid,
  quality = null,
  maxResolution = null,
  rental = null,
}: {
  content: Content;
  trailerId: string | null;
  availabilityid: string | null;
  quality?: 'SD' | 'HD' | 'UHD1' | 'UHD2' | null;
  maxResolution?: { width: number; height: number } | null;
  /** SPEC §7: the rental whose window this first play starts. */
  rental?: { availabilityid: string; objectid: string } | null;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const services = useServices();
  const queryClient = useQueryClient();
  // Read when the stream starts (not an effect dependency: a new object each render must not restart playback).
  const rentalRef = useRef(rental);
  rentalRef.current = rental;
  const session = useSession();
  const subscriber = isSubscriber(session);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [starting, setStarting] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const [offerNext, setOfferNext] = useState(false);
  const ctx = useMemo<RealtimeContext | null>(
    () =>
      subscriber && session.subscriber && session.profileid
        ? { subscriberid: session.subscriber.subscriberid, profileid: session.profileid }
        : null,
    [subscriber, session.subscriber, session.profileid],
  );
  const maxW = maxResolution?.width ?? null;
  const maxH = maxResolution?.height ?? null;

  useEffect(() => {
    void attempt;
    const video = videoRef.current;
    if (!video) return;
    let live = true;
    let handle: PlayerHandle | null = null;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let sessionStarted = false;
    setFailure(null);
    setStarting(true);
    setOfferNext(false);

    const platform = browserPlatform(navigator, video);
    const request = streamRequest({ content, trailerId, availabilityid, platform, quality });
    const isTrailer = request?.isTrailer ?? true;
    // Progress and watch sessions belong to a subscriber's content, never to trailers.
    const tracked = ctx !== null && !isTrailer;
    const record = toRealtimeContent(content, session.lang);
    const save = (pos: number, dur: number) => {
      if (!tracked || !ctx || !(dur > 0)) return;
      void services
        .realtime()
        .then((store) => store.saveProgress(ctx, record, pos, dur))
        .catch((e: unknown) => console.error('[player] saving progress failed', e));
    };
    // The stop goes out with keepalive: it must outlive a closing page, or the slot stays taken until the sandbox's
    // heartbeat window ends (SPEC §6, issue 9).
    const stopSession = () => {
      if (!sessionStarted) return;
      sessionStarted = false;
      clearInterval(heartbeat);
      void stopStreamSession(content.objectid, { keepalive: true }).catch(() => {});
    };
    // Synchronous copy of the position on the device (issue 9): the realtime write may not leave before the page
    // dies; the next start reconciles it (pending-progress.ts).
    const saveLocal = () => {
      const v = videoRef.current;
      if (!tracked || !ctx || !handle || !v) return;
      const duration = Number.isFinite(v.duration) ? v.duration : 0;
      writePendingProgress(services.session.storage, ctx, record, v.currentTime, duration, services.now());
    };
    const onPageHide = () => {
      saveLocal();
      handle?.flush();
      stopSession();
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      saveLocal();
      handle?.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);

    async function start() {
      if (!request)
        throw new ApiError({ statusCode: 404, reason: 'Content is not accessible', errorcode: 7201 });
      // In parallel: the package call, the watch session (subscribers), the resume point.
      const pkg = getStreamPackage(request.contentId, request.form);
      const watch = tracked
        ? authorizeStream({ contentid: content.objectid }).then(() => startStreamSession(content.objectid))
        : Promise.resolve(null);
      const resume = tracked && ctx ? readResume(ctx) : Promise.resolve(0);
      const [source, watchSession, startAt] = await Promise.all([pkg, watch, resume]);
      if (!live) return;
      const toStart = rentalRef.current;
      if (toStart) {
        // SPEC §7 rentalupdate: the window starts now; the purchases are read again for the new expiry.
        rentalRef.current = null;
        void updateRental(toStart).then(
          () => queryClient.invalidateQueries({ queryKey: getListPurchasesQueryKey() }),
          (e: unknown) => console.warn('[ott] starting the rental window failed', e),
        );
      }
      if (watchSession) {
        sessionStarted = true;
        const every = Math.max(10, watchSession.data.heartbeatinterval ?? 30) * 1000;
        heartbeat = setInterval(() => void startStreamSession(content.objectid).catch(() => {}), every);
      }
      const created = await createPlayer(video as HTMLVideoElement, {
        manifestUrl: source.data.manifesturl,
        drm: drmFromSource(source.data),
        maxResolution: maxW && maxH ? { width: maxW, height: maxH } : null,
        startAt,
        onProgress: save,
        onTime: (pos, dur, ended) => {
          if (content.nextepisodeid && live) setOfferNext(shouldOfferNextEpisode(pos, dur, ended));
        },
        onError: (e) => live && setFailure(toFailure(e)),
        now: services.now,
      });
      if (!live) {
        await created.destroy();
        return;
      }
      handle = created;
      setStarting(false);
      play(video as HTMLVideoElement).catch(() => {
        // Autoplay with sound refused (no user gesture, e.g. a deep link): start muted; the controls can unmute.
        (video as HTMLVideoElement).muted = true;
        void play(video as HTMLVideoElement).catch(() => {});
      });
    }

    /** The resume point: saved-at-close positions reconciled first, then the record (issue 9). */
    async function readResume(c: RealtimeContext): Promise<number> {
      const storage = services.session.storage;
      const local = readPendingProgress(storage, c, content.objectid);
      const read = services
        .realtime()
        .then(async (store) => {
          await reconcilePendingProgress(store, storage, c);
          return store.readRecord(c, { objectid: content.objectid, seriesid: content.seriesid ?? null });
        })
        .then((rec) => (rec && rec.objectid === content.objectid ? resumePosition(rec) : 0))
        .catch(() => 0);
      // When the realtime service is slow, the position saved on this device at close still resumes.
      const fallback = local
        ? resumePosition(watchProgressUpdate(local.position, local.duration, local.updatedat * 1000))
        : 0;
      const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(fallback), RESUME_WAIT_MS));
      return Promise.race([read, timeout]);
    }

    start().catch((e: unknown) => {
      if (!live) return;
      console.error('[player] playback failed', e);
      stopSession();
      setStarting(false);
      setFailure(toFailure(e));
    });

    return () => {
      live = false;
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      void handle?.destroy();
      stopSession();
    };
  }, [
    content,
    trailerId,
    availabilityid,
    quality,
    maxW,
    maxH,
    ctx,
    services,
    session.lang,
    attempt,
    queryClient,
  ]);

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(detailsPath(content));
  };

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
            <PlayerFailure
              failure={failure}
              content={content}
              inline
              onRetry={() => setAttempt((a) => a + 1)}
            />
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

/** A player error: the message (and what to do), with back and retry — never a black box. */
function PlayerFailure({
  failure,
  content,
  onRetry,
  login,
  inline,
}: {
  failure: Failure;
  content: Content | null;
  onRetry?: () => void;
  login?: boolean;
  inline?: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { openLogin } = useLoginDialog();
  const own = ownMessages[failure.messageId as keyof typeof ownMessages];
  const message = own ? intl.formatMessage(own) : intl.formatMessage({ id: failure.messageId });
  const body = (
    <div className="player-error" data-testid="player-error" role="alert">
      <h2>{message}</h2>
      {failure.hintId && <p>{intl.formatMessage({ id: failure.hintId })}</p>}
      {failure.code && (
        <p className="player-error-code">
          <FormattedMessage
            id="player.errorCode"
            defaultMessage="Error code {code}"
            values={{ code: failure.code }}
          />
        </p>
      )}
      <div className="player-error-actions">
        {login && (
          <button type="button" className="btn" onClick={() => openLogin(window.location.pathname)}>
            <FormattedMessage id="player.login" defaultMessage="Log in" />
          </button>
        )}
        {onRetry && (
          <button type="button" className="btn" onClick={onRetry}>
            <FormattedMessage id="player.retry" defaultMessage="Retry" />
          </button>
        )}
        <button
          type="button"
          className="btn ghost"
          onClick={() => {
            const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
            if (idx > 0) navigate(-1);
            else navigate(content ? detailsPath(content) : '/');
          }}
        >
          <FormattedMessage id="player.back" defaultMessage="Back" />
        </button>
      </div>
    </div>
  );
  if (inline) return body;
  return (
    <section className="player" data-testid="player">
      <div className="player-stage player-stage-message">{body}</div>
    </section>
  );
}

/** The player's own failure messages (domain message ids are already in the catalogue). */
const ownMessages = defineMessages({
  'player.failed': { id: 'player.failed', defaultMessage: 'This video cannot be played right now' },
  'player.unsupported': { id: 'player.unsupported', defaultMessage: 'This browser cannot play this video' },
  'player.parentalCheckFailed': {
    id: 'player.parentalCheckFailed',
    defaultMessage: 'Parental control could not be checked, so this title cannot play yet. Please retry.',
  },
});
