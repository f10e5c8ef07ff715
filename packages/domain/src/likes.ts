// SPEC §4 likes: the per-profile NONE / LIKE / DISLIKE transitions, the count arithmetic and the live-event payload.
// `@ott/realtime` calls these exact names.

export type LikeStatus = 'NONE' | 'LIKE' | 'DISLIKE';

export interface LikeCounts {
  like: number;
  dislike: number;
}

/** The count actions of §4 (REMOVE* decrement). */
export type LikeAction = 'LIKE' | 'DISLIKE' | 'REMOVELIKE' | 'REMOVEDISLIKE';

/**
 * SPEC §4: pressing LIKE toggles LIKE/NONE; pressing DISLIKE from LIKE or NONE gives DISLIKE, from DISLIKE gives
 * NONE; NONE sets NONE. No record yet (null/undefined) counts as NONE.
 */
export function nextLikeStatus(current: LikeStatus | null | undefined, pressed: LikeStatus): LikeStatus {
  const from = current ?? 'NONE';
  if (pressed === 'NONE') return 'NONE';
  return from === pressed ? 'NONE' : pressed;
}

/** The count actions a status change performs, in order (switching removes the other reaction first). */
export function likeActions(previous: LikeStatus, next: LikeStatus): LikeAction[] {
  if (previous === next) return [];
  const actions: LikeAction[] = [];
  if (previous === 'LIKE') actions.push('REMOVELIKE');
  if (previous === 'DISLIKE') actions.push('REMOVEDISLIKE');
  if (next === 'LIKE') actions.push('LIKE');
  if (next === 'DISLIKE') actions.push('DISLIKE');
  return actions;
}

/** SPEC §4: the change to the aggregate counts when a profile's status goes from `previous` to `next`. */
export function likeCountDelta(previous: LikeStatus, next: LikeStatus): LikeCounts {
  const delta = { like: 0, dislike: 0 };
  for (const action of likeActions(previous, next)) {
    if (action === 'LIKE') delta.like += 1;
    else if (action === 'DISLIKE') delta.dislike += 1;
    else if (action === 'REMOVELIKE') delta.like -= 1;
    else delta.dislike -= 1;
  }
  return delta;
}

/**
 * SPEC §4: apply a delta to the stored counts, never below 0. `null` means no record yet: the first reaction
 * starts the counts (a first LIKE gives {like: 1, dislike: 0}).
 */
export function applyCountDelta(current: LikeCounts | null, delta: LikeCounts): LikeCounts {
  const base = current ?? { like: 0, dislike: 0 };
  return {
    like: Math.max(0, base.like + delta.like),
    dislike: Math.max(0, base.dislike + delta.dislike),
  };
}

/** SPEC §4: the first interaction of a profile with a content creates its record. */
export function likeInteraction(
  record: { likestatus?: LikeStatus | null } | null | undefined,
  pressed: LikeStatus,
): { createsRecord: boolean; previous: LikeStatus; likestatus: LikeStatus; delta: LikeCounts } {
  const previous = record?.likestatus ?? 'NONE';
  const likestatus = nextLikeStatus(previous, pressed);
  return { createsRecord: !record, previous, likestatus, delta: likeCountDelta(previous, likestatus) };
}

export interface LikeEventPayload {
  category: 'CONTENT';
  event: 'LikeDislike';
  contentid: string;
  likecount: number;
  dislikecount: number;
}

/** SPEC §4: what the live-event SDK receives (a put with category CONTENT, event LikeDislike). */
export function likeEventPayload(contentId: string, counts: LikeCounts): LikeEventPayload {
  return {
    category: 'CONTENT',
    event: 'LikeDislike',
    contentid: contentId,
    likecount: counts.like,
    dislikecount: counts.dislike,
  };
}
