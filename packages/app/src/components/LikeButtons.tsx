// SPEC §4 likes: LIKE / DISLIKE with live content-wide counts. Transitions and counts are the domain's (inside
// @ott/realtime's pressLike); optimistic counts use the same functions and give way to the live ones. A visitor is
// asked to log in; failures show quietly as "unavailable" (SPEC §8).
import {
  applyCountDelta,
  type LikeCounts,
  type LikeStatus,
  likeCountDelta,
  likeEventPayload,
  nextLikeStatus,
} from '@ott/domain/likes';
import { recordKey } from '@ott/realtime/paths';
import type { Content } from '@ott/sdk/hooks/cms';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { toRealtimeContent, useLikeCounts, useProfileRecord, useRealtimeActions } from '../hooks/realtime';
import { useAnalytics } from '../hooks/useAnalytics';
import { useLoginHere } from '../hooks/useLoginDialog';
import { useSession } from '../hooks/useServices';
import { Icon } from './Icon';

function ThumbIcon({ down }: { down?: boolean }) {
  return (
    <Icon
      size={18}
      className={down ? 'thumb down' : 'thumb'}
      d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
    />
  );
}

const LOGIN_REASON = defineMessage({
  id: 'likes.loginReason',
  defaultMessage: 'Log in to like or dislike titles.',
});

const REACTIONS = [
  { kind: 'like', press: 'LIKE' },
  { kind: 'dislike', press: 'DISLIKE' },
] as const;

function ReactionButton({
  kind,
  pressed,
  busy,
  count,
  onPress,
}: {
  kind: 'like' | 'dislike';
  pressed: boolean;
  busy: boolean;
  count: string;
  onPress(): void;
}) {
  return (
    <button
      type="button"
      className="btn ghost"
      data-testid={`${kind}-button`}
      aria-pressed={pressed}
      aria-busy={busy}
      onClick={onPress}
    >
      <ThumbIcon down={kind === 'dislike'} />
      {kind === 'like' ? (
        <FormattedMessage id="likes.like" defaultMessage="Like" />
      ) : (
        <FormattedMessage id="likes.dislike" defaultMessage="Dislike" />
      )}
      <span data-testid={`${kind}-count`}>{count}</span>
    </button>
  );
}

export function LikeButtons({ content }: { content: Content }) {
  const intl = useIntl();
  const session = useSession();
  const loginHere = useLoginHere();
  // The counts of the profile's record: an episode's like is its series' (one record per series).
  const live = useLikeCounts(recordKey(content));
  const { record, patch } = useProfileRecord(content);
  const actions = useRealtimeActions();
  const analytics = useAnalytics();
  const [pending, setPending] = useState<{ status: LikeStatus; counts: LikeCounts | null } | null>(null);
  const [override, setOverride] = useState<LikeCounts | null>(null);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);

  // A new live value replaces whatever the last press showed.
  const liveCounts = live.status === 'ready' ? live.value : null;
  const lastLive = useRef(liveCounts);
  useEffect(() => {
    if (lastLive.current !== liveCounts) {
      lastLive.current = liveCounts;
      setOverride(null);
    }
  }, [liveCounts]);

  const saved: LikeStatus = record.status === 'ready' ? (record.value?.likestatus ?? 'NONE') : 'NONE';
  const status = pending?.status ?? saved;
  const counts = pending?.counts ?? override ?? liveCounts;
  const unavailable = failed || live.status === 'unavailable' || record.status === 'unavailable';

  async function press(pressed: LikeStatus) {
    if (!actions.ctx) {
      loginHere(LOGIN_REASON);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const next = nextLikeStatus(saved, pressed);
    const base = override ?? liveCounts;
    setPending({ status: next, counts: base ? applyCountDelta(base, likeCountDelta(saved, next)) : null });
    const result = await actions.pressLike(toRealtimeContent(content, session.lang), pressed);
    busy.current = false;
    setPending(null);
    if (!result) {
      setFailed(true);
      return;
    }
    setFailed(false);
    patch({ likestatus: result.likestatus });
    // SPEC §4: the live-event put (category CONTENT, event LikeDislike, the counts) and the rated event, once a press.
    const payload = likeEventPayload(content.objectid, result.counts);
    analytics.event(payload.event, { ...payload });
    analytics.event('rated', { contentid: content.objectid, likestatus: result.likestatus });
    const current = lastLive.current;
    if (!current || current.like !== result.counts.like || current.dislike !== result.counts.dislike)
      setOverride(result.counts);
  }

  const countText = (n: number | undefined) => (n === undefined ? '–' : intl.formatNumber(n));
  return (
    <fieldset className="like-buttons">
      <legend className="visually-hidden">
        <FormattedMessage id="likes.group" defaultMessage="Rate this title" />
      </legend>
      {REACTIONS.map(({ kind, press: reaction }) => (
        <ReactionButton
          key={kind}
          kind={kind}
          pressed={status === reaction}
          busy={pending !== null}
          count={countText(counts?.[kind])}
          onPress={() => void press(reaction)}
        />
      ))}
      {unavailable && (
        <span className="likes-note" data-testid="likes-unavailable">
          <FormattedMessage id="likes.unavailable" defaultMessage="Ratings are unavailable right now" />
        </span>
      )}
    </fieldset>
  );
}
