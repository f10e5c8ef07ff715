// The play action of a title or episode (SPEC §4): text and eligibility from the domain's one decision (usePlaybackState,
// shared with the player). Playable → player; visitor → log-in; not entitled → subscribe popup; parental control
// blocked → says so, unknown → waits, unchecked → says so with a retry (never a silent PLAY NOW).
import { isLiveContent, playerPath } from '@ott/domain';
import { streamResolution } from '@ott/domain/playback';
import type { Content } from '@ott/sdk/hooks/cms';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRealtimeContext } from '../hooks/realtime';
import { useLoginHere } from '../hooks/useLoginDialog';
import { type PlaybackState, usePlaybackState } from '../hooks/usePlayback';
import { useServices } from '../hooks/useServices';
import { withMessages } from '../messages';
import { prefetchScreen } from '../prefetch';

const LOGIN_REASON = defineMessage({
  id: 'playback.loginReason',
  defaultMessage: 'Log in to watch this title.',
});

const SubscribePopup = lazy(withMessages(() => import('./SubscribePopup')));

/**
 * Warms the player once a title is known to be playable, so play → first frame stays short: its screen chunk and
 * Shaka when the page is idle, and the stream itself — the package answer and Shaka's preload of the manifest and
 * init segments (hooks/stream-prefetch, its own chunk; what the player screen will ask for, from the same domain
 * decision) — when idle too (`preload` 'idle', the page's main play button) or only when the pointer or the focus
 * comes to the button ('intent', e.g. each episode of a season list: one stream, not one per episode).
 * Returns the intent handler for the button, and the start at the click of a stream primed meanwhile.
 */
function usePreloadPlayer(
  target: Content,
  state: PlaybackState,
  preload: 'idle' | 'intent',
): { warmStream: () => void; playAtOnce: (then: () => void) => boolean } {
  const playable =
    state.status === 'ready' && (state.decision.kind === 'play' || state.decision.kind === 'trailer');
  const availabilityid =
    state.status === 'ready' && state.decision.kind === 'play'
      ? state.decision.availability.availabilityid
      : null;
  const subscriptions = state.status === 'ready' ? state.subscriptions : [];
  // Primitives (the lists are new arrays at each render): the same stream is warmed once.
  const quality = subscriptions[0]?.quality ?? null;
  const max = streamResolution(subscriptions);
  const maxW = max?.width ?? null;
  const maxH = max?.height ?? null;
  const { now } = useServices();
  const viewer = useRealtimeContext();
  // From its own chunk, kept once loaded: the click must find it at once (a primed stream means it is there).
  const playPrimed = useRef<typeof import('../hooks/stream-prefetch').playPrimedAtOnce | null>(null);
  const warmStream = useCallback(() => {
    if (!playable) return;
    void import('../hooks/stream-prefetch')
      .then((m) => {
        playPrimed.current = m.playPrimedAtOnce;
        m.prefetchStream({
          content: target,
          trailerId: null,
          availabilityid,
          quality,
          maxResolution: maxW && maxH ? { width: maxW, height: maxH } : null,
          live: isLiveContent(target),
          now,
        });
      })
      .catch(() => {});
  }, [playable, target, availabilityid, quality, maxW, maxH, now]);
  const playAtOnce = (then: () => void) =>
    playable &&
    (playPrimed.current?.({ content: target, trailerId: null, availabilityid, quality }, viewer, then) ??
      false);
  useEffect(() => {
    if (!playable) return;
    let cancelled = false;
    const warm = () => {
      if (cancelled) return;
      prefetchScreen('player');
      void import('@ott/player').then((m) => m.loadShaka()).catch(() => {});
      if (preload === 'idle') warmStream();
    };
    const w = globalThis as {
      requestIdleCallback?: (cb: () => void) => number;
      cancelIdleCallback?: (id: number) => void;
    };
    const id = w.requestIdleCallback ? w.requestIdleCallback(warm) : setTimeout(warm, 200);
    return () => {
      cancelled = true;
      if (w.cancelIdleCallback) w.cancelIdleCallback(id as number);
    };
  }, [playable, preload, warmStream]);
  return { warmStream, playAtOnce };
}

/** The one look of the play button, whatever state it shows. */
function PlayButton({
  busy,
  children,
  ...rest
}: {
  busy?: boolean;
  children: ReactNode;
  disabled?: boolean;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
} & {
  [data: `data-${string}`]: string | undefined;
}) {
  return (
    <button
      type="button"
      className="btn primary play-button"
      data-testid="play-button"
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}

export function PlayAction({
  content,
  episode,
  preload = 'idle',
}: {
  content: Content;
  episode?: Content | null;
  /** When to fetch the stream ahead: once the page is idle (the main button) or on pointer / focus intent. */
  preload?: 'idle' | 'intent';
}) {
  const target = episode ?? content;
  const state = usePlaybackState(target);
  const intl = useIntl();
  const navigate = useNavigate();
  const loginHere = useLoginHere();
  const [popup, setPopup] = useState(false);
  const { warmStream, playAtOnce } = usePreloadPlayer(target, state, preload);

  if (state.status === 'loading') {
    return (
      <PlayButton busy disabled>
        {intl.formatMessage({ id: 'playback.checking', defaultMessage: 'Checking…' })}
      </PlayButton>
    );
  }
  if (state.status === 'error') {
    return (
      <PlayButton data-error={state.reason} onClick={state.retry}>
        {state.reason === 'parental'
          ? intl.formatMessage({
              id: 'playback.parentalCheckFailed',
              defaultMessage: 'Could not check parental control — retry',
            })
          : intl.formatMessage({
              id: 'playback.eligibilityFailed',
              defaultMessage: 'Could not check this title — retry',
            })}
      </PlayButton>
    );
  }
  if (state.status === 'blocked') {
    return (
      <PlayButton data-decision="parentalBlocked" disabled>
        {intl.formatMessage({ id: 'playback.parentalControlBlocked' })}
      </PlayButton>
    );
  }
  const { decision } = state;
  const unavailable = decision.kind === 'unavailable';
  const label = unavailable
    ? intl.formatMessage({ id: 'playback.unavailable', defaultMessage: 'Not available to watch' })
    : intl.formatMessage({ id: state.textId });

  const onClick = () => {
    switch (decision.kind) {
      case 'play':
      case 'trailer': {
        // A stream that needs nothing asked first plays at the click; the player screen follows its first frame.
        const open = () => navigate(playerPath(target));
        if (!playAtOnce(open)) open();
        return;
      }
      case 'loginRequired':
        loginHere(LOGIN_REASON);
        return;
      case 'subscribe':
        setPopup(true);
        return;
      default:
        return;
    }
  };

  return (
    <>
      <PlayButton
        data-decision={decision.kind}
        disabled={unavailable}
        onClick={onClick}
        onPointerEnter={warmStream}
        onFocus={warmStream}
      >
        {label}
      </PlayButton>
      {popup && decision.kind === 'subscribe' && (
        <Suspense fallback={null}>
          <SubscribePopup
            title={target.title}
            objectid={target.objectid}
            listType={decision.listType}
            candidates={state.availabilities.filter((a) =>
              decision.candidates.some((c) => c.availabilityid === a.availabilityid),
            )}
            onClose={() => setPopup(false)}
          />
        </Suspense>
      )}
    </>
  );
}
