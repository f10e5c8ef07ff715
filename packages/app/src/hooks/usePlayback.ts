// The one playback-eligibility hook (SPEC §4, §6), shared by <PlayAction> and the player: it gathers what the domain's
// playbackEligibility needs (parental status, availabilities, subscriptions, purchases) and returns its answer.
// It decides nothing; "not known yet" and "failed" pass on as such, never as allowed.
import type { Availability as DomainAvailability, MessageId } from '@ott/domain';
import { type Loadable, parentalStatus } from '@ott/domain/parental';
import {
  contentAvailabilityIds,
  type Eligibility,
  type PlaybackDecision,
  playButtonText,
  playbackEligibility,
  rentalToStart,
  usableEntitlements,
} from '@ott/domain/playback';
import type { Content } from '@ott/sdk/hooks/cms';
import {
  type Availability,
  type Subscription,
  useGetParentalControl,
  useListProfiles,
  useListPurchases,
  useListSubscriptions,
} from '@ott/sdk/hooks/sms';
import { useEffect } from 'react';
import { isSubscriber } from '../session/store';
import { useAvailabilities } from './useAvailabilities';
import { useServices, useSession } from './useServices';

export type PlaybackState =
  /** Still fetching something the decision needs: show a busy state, fetch no stream, start no session. */
  | { status: 'loading' }
  /** A call failed: `parental` (the parental status) or `entitlements`; `retry` fetches the failed calls again. */
  | { status: 'error'; reason: 'parental' | 'entitlements'; retry(): void }
  /** SPEC §4: the profile's allowed level does not cover the rating. */
  | { status: 'blocked' }
  | {
      status: 'ready';
      decision: PlaybackDecision;
      /** Message id of the button (the domain's text). */
      textId: MessageId;
      /** The title's availabilities with their prices (for the subscribe popup). */
      availabilities: Availability[];
      subscriptions: Subscription[];
      /** SPEC §7: the rental whose window the first play starts (sent once the stream starts), or null. */
      rentalToStart: { availabilityid: string; objectid: string } | null;
    };

interface QueryLike<T> {
  data?: T;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/** A query as the domain's Loadable: data → known; an error not being retried → failed; otherwise pending. */
function loadable<T, V>(q: QueryLike<T>, pick: (data: T) => V): Loadable<V> {
  if (q.data !== undefined) return { state: 'known', value: pick(q.data) };
  if (q.isError && !q.isFetching) return { state: 'failed' };
  return { state: 'pending' };
}

/** SPEC §4 "flag stored locally": each answer of GET parentalcontrol is kept as the session's flag. */
export function useStoreParentalFlag(answer: boolean | undefined): void {
  const { session } = useServices();
  useEffect(() => {
    if (typeof answer === 'boolean' && session.get().parentalControl !== answer)
      session.set({ parentalControl: answer });
  }, [answer, session]);
}

/**
 * SPEC §4 eligibility of `content` for the current user, asked of the domain (`playbackEligibility`).
 * `trailer`: an explicit trailer is asked for — only the parental gate applies. Subscriptions, purchases, parental
 * control and profiles are only requested when logged in.
 */
export function usePlaybackState(
  content: Content | null | undefined,
  opts: { trailer?: boolean } = {},
): PlaybackState {
  const session = useSession();
  const { now } = useServices();
  const subscriber = isSubscriber(session);
  const ids = content && !opts.trailer ? contentAvailabilityIds(content) : [];
  const availabilityList = useAvailabilities(ids.length > 0);
  const needEntitlements = subscriber && !opts.trailer;
  const subscriptions = useListSubscriptions(undefined, { query: { enabled: needEntitlements } });
  const purchases = useListPurchases({ query: { enabled: needEntitlements } });
  const parental = useGetParentalControl({ query: { enabled: subscriber, retry: false } });
  const profiles = useListProfiles({ query: { enabled: subscriber, retry: false } });
  useStoreParentalFlag(subscriber ? parental.data?.data.enabled : undefined);

  if (!content) return { status: 'loading' };

  const status = parentalStatus({
    isSubscriber: subscriber,
    storedFlag: session.parentalControl,
    control: loadable(parental, (r) => ({
      enabled: r.data.enabled === true,
      rating: r.data.profiles.find((p) => p.profileid === session.profileid)?.rating ?? null,
    })),
    profile: loadable(profiles, (r) => {
      const p = r.data.find((x) => x.profileid === session.profileid);
      return p ? { rating: p.rating ?? null } : null;
    }),
  });

  const required = [
    ...(ids.length > 0 ? [availabilityList] : []),
    ...(needEntitlements ? [subscriptions, purchases] : []),
  ];
  const availabilities = ids
    .map((id) => availabilityList.data?.get(id))
    .filter((a): a is Availability => a !== undefined);
  const usable = usableEntitlements(subscriptions.data?.data ?? [], purchases.data?.data ?? [], now());
  const entitlements = opts.trailer
    ? ('trailer' as const)
    : required.some((q) => q.isError && !q.isFetching)
      ? ('failed' as const)
      : required.some((q) => q.data === undefined)
        ? ('pending' as const)
        : {
            content,
            availabilities: availabilities as DomainAvailability[],
            subscriptions: usable.subscriptions,
            purchases: usable.purchases,
            isSubscriber: subscriber,
          };

  const eligibility: Eligibility = playbackEligibility({
    parental: status,
    contentRating: content.pgratting,
    entitlements,
  });
  switch (eligibility.kind) {
    case 'wait':
      return { status: 'loading' };
    case 'parentalBlocked':
      return { status: 'blocked' };
    case 'failed': {
      const failed =
        eligibility.reason === 'parental'
          ? [parental, profiles].filter((q) => q.isError)
          : required.filter((q) => q.isError);
      return {
        status: 'error',
        reason: eligibility.reason,
        retry: () => failed.forEach((q) => void q.refetch()),
      };
    }
    case 'decided':
      return {
        status: 'ready',
        decision: eligibility.decision,
        textId: playButtonText(eligibility.decision, availabilities as DomainAvailability[]),
        availabilities,
        subscriptions: usable.subscriptions,
        rentalToStart: rentalToStart(eligibility.decision, content.objectid, usable.purchases),
      };
  }
}
