// The play action of a title or episode (SPEC §4): the button text and the eligibility come from the domain
// (`playbackDecision`, `playButtonText`, `parentalControlAllows`) with the subscriber's subscriptions and purchases
// and the title's availabilities. Playable → the player route; a visitor where a subscriber is needed → the login
// dialog; not entitled → the subscribe popup with the domain's list type; blocked by parental control → says so.
import { prefetchScreen } from '../prefetch';
import {
  usableEntitlements,
  type Availability as DomainAvailability,
  contentAvailabilityIds,
  type MessageId,
  type PlaybackDecision,
  parentalControlAllows,
  playbackDecision,
  playButtonText,
  playerPath,
} from '@ott/domain';
import type { Content } from '@ott/sdk/hooks/cms';
import {
  type Availability,
  getGetAvailabilityQueryOptions,
  type Subscription,
  useGetParentalControl,
  useListProfiles,
  useListPurchases,
  useListSubscriptions,
} from '@ott/sdk/hooks/sms';
import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices, useSession } from '../context';
import { isSubscriber } from '../session/store';
import { useLoginDialog } from '../hooks/useLoginDialog';

const SubscribePopup = lazy(() => import('./SubscribePopup'));

export type PlaybackState =
  | { status: 'loading' }
  | { status: 'error'; retry(): void }
  | {
      status: 'ready';
      decision: PlaybackDecision;
      /** Message id of the button (the domain's text, or the parental-control block). */
      textId: MessageId;
      parentalBlocked: boolean;
      /** The title's availabilities with their prices (for the subscribe popup). */
      availabilities: Availability[];
      subscriptions: Subscription[];
    };

/**
 * SPEC §4 eligibility of `content` for the current user, asked of the domain. Subscriptions, purchases, parental
 * control and profiles are only requested when logged in.
 */
export function usePlaybackState(content: Content | null | undefined): PlaybackState {
  const session = useSession();
  const { now } = useServices();
  const subscriber = isSubscriber(session);
  const ids = content ? contentAvailabilityIds(content) : [];
  const availabilityQueries = useQueries({
    queries: ids.map((id) => ({ ...getGetAvailabilityQueryOptions(id), staleTime: 5 * 60_000 })),
  });
  const subscriptions = useListSubscriptions(undefined, { query: { enabled: subscriber } });
  const purchases = useListPurchases({ query: { enabled: subscriber } });
  const parental = useGetParentalControl({ query: { enabled: subscriber, retry: false } });
  const profiles = useListProfiles({ query: { enabled: subscriber, retry: false } });

  if (!content) return { status: 'loading' };
  const required = [...availabilityQueries, ...(subscriber ? [subscriptions, purchases] : [])];
  const failed = required.filter((q) => q.isError);
  if (failed.length > 0) {
    return { status: 'error', retry: () => failed.forEach((q) => void q.refetch()) };
  }
  if (required.some((q) => q.isPending)) return { status: 'loading' };

  // SPEC §4 parental control: when enabled (always for a kids profile), the profile's allowed level must cover the
  // content's rating. Until the level is known, a kids profile waits rather than playing.
  let parentalBlocked = false;
  if (subscriber) {
    const ratingFromControl = parental.data?.data.profiles.find(
      (p) => p.profileid === session.profileid,
    )?.rating;
    const profile = profiles.data?.data.find((p) => p.profileid === session.profileid);
    const allowedRating = ratingFromControl ?? profile?.rating ?? null;
    const enabled = session.kidsMode || profile?.kids === true || parental.data?.data.enabled === true;
    if (session.kidsMode && allowedRating === null && (parental.isPending || profiles.isPending)) {
      return { status: 'loading' };
    }
    parentalBlocked = !parentalControlAllows({ enabled, allowedRating, contentRating: content.pgratting });
  }

  const availabilities = availabilityQueries
    .map((q) => q.data?.data)
    .filter((a): a is Availability => a !== undefined);
  const usable = usableEntitlements(subscriptions.data?.data ?? [], purchases.data?.data ?? [], now());
  const subs = usable.subscriptions;
  const decision = playbackDecision({
    content,
    availabilities: availabilities as DomainAvailability[],
    subscriptions: subs,
    purchases: usable.purchases,
    isSubscriber: subscriber,
  });
  const textId: MessageId = parentalBlocked
    ? 'playback.parentalControlBlocked'
    : playButtonText(decision, availabilities as DomainAvailability[]);
  return { status: 'ready', decision, textId, parentalBlocked, availabilities, subscriptions: subs };
}

/** Warms the player (its screen chunk and Shaka) once a title is known to be playable: play → first frame stays short. */
function usePreloadPlayer(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warm = () => {
      prefetchScreen('player');
      void import('@ott/player').then((m) => m.loadShaka()).catch(() => {});
    };
    const w = globalThis as { requestIdleCallback?: (cb: () => void) => number };
    if (w.requestIdleCallback) w.requestIdleCallback(warm);
    else setTimeout(warm, 200);
  }, [active]);
}

export function PlayAction({ content, episode }: { content: Content; episode?: Content | null }) {
  const target = episode ?? content;
  const state = usePlaybackState(target);
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { openLogin } = useLoginDialog();
  const [popup, setPopup] = useState(false);
  const playable =
    state.status === 'ready' &&
    !state.parentalBlocked &&
    (state.decision.kind === 'play' || state.decision.kind === 'trailer');
  usePreloadPlayer(playable);

  if (state.status === 'loading') {
    return (
      <button
        type="button"
        className="btn primary play-button"
        data-testid="play-button"
        disabled
        aria-busy="true"
      >
        {intl.formatMessage({ id: 'playback.checking', defaultMessage: 'Checking…' })}
      </button>
    );
  }
  if (state.status === 'error') {
    return (
      <button
        type="button"
        className="btn primary play-button"
        data-testid="play-button"
        onClick={state.retry}
      >
        {intl.formatMessage({
          id: 'playback.eligibilityFailed',
          defaultMessage: 'Could not check this title — retry',
        })}
      </button>
    );
  }
  const { decision } = state;
  const unavailable = decision.kind === 'unavailable';
  const label = unavailable
    ? intl.formatMessage({ id: 'playback.unavailable', defaultMessage: 'Not available to watch' })
    : intl.formatMessage({ id: state.textId });

  const onClick = () => {
    if (state.parentalBlocked) return;
    switch (decision.kind) {
      case 'play':
      case 'trailer':
        navigate(playerPath(target));
        return;
      case 'loginRequired':
        openLogin(location.pathname);
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
      <button
        type="button"
        className="btn primary play-button"
        data-testid="play-button"
        data-decision={decision.kind}
        disabled={state.parentalBlocked || unavailable}
        onClick={onClick}
      >
        {label}
      </button>
      {popup && decision.kind === 'subscribe' && (
        <Suspense fallback={null}>
          <SubscribePopup
            title={target.title}
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
