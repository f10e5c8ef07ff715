/**
 * Every realtime database path (SPEC §3, §7) in one place.
 */
import type { RealtimeContext, RecordRef } from './types';

/** Default base for the uid map; SPEC §7 drops its last 3 characters, giving `uidmap`. */
export const DEFAULT_UID_MAP_BASE = 'uidmap/v1';

function segment(value: string, what: string): string {
  if (typeof value !== 'string' || value === '' || /[.#$[\]/]/.test(value)) {
    throw new Error(`realtime: invalid ${what} "${String(value)}"`);
  }
  return value;
}

/** The node a per-profile record is keyed by: an episode (seriesid set, ≠ objectid) nests under its series id. */
export function recordKey(ref: RecordRef): string {
  if (typeof ref === 'string') return segment(ref, 'objectid');
  const { objectid, seriesid } = ref;
  return segment(seriesid && seriesid !== objectid ? seriesid : objectid, 'objectid');
}

/** subscriber/{subscriberid}/{profileid}/content — all of a profile's records. */
export function profileContentPath(ctx: RealtimeContext): string {
  return `subscriber/${segment(ctx.subscriberid, 'subscriberid')}/${segment(ctx.profileid, 'profileid')}/content`;
}

/** subscriber/{subscriberid}/{profileid}/content/{objectid} (episodes: the series id). */
export function recordPath(ctx: RealtimeContext, ref: RecordRef): string {
  return `${profileContentPath(ctx)}/${recordKey(ref)}`;
}

/** content/{objectid} — the content-wide record. */
export function contentPath(objectid: string): string {
  return `content/${segment(objectid, 'objectid')}`;
}

/** content/{objectid}/{like|dislike}/count */
export function countPath(objectid: string, kind: 'like' | 'dislike'): string {
  return `${contentPath(objectid)}/${kind}/count`;
}

/**
 * likelast/{subscriberid} — `{profileid}/content/{key}`: the record whose like status a like write changes, so the
 * security rules can check the counts against it (private to the subscriber; one node each).
 */
export function likeLastPath(subscriberid: string): string {
  return `likelast/${segment(subscriberid, 'subscriberid')}`;
}

/** SPEC §7: the uid map root is the configured base with its last 3 characters removed (trailing slashes dropped). */
export function uidMapRoot(base: string = DEFAULT_UID_MAP_BASE): string {
  const root = base.slice(0, -3).replace(/\/+$/, '');
  if (root === '') throw new Error(`realtime: uid map base "${base}" leaves an empty path`);
  return root;
}

/** {uid map root}/{uid} */
export function uidMapPath(uid: string, base: string = DEFAULT_UID_MAP_BASE): string {
  return `${uidMapRoot(base)}/${segment(uid, 'uid')}`;
}
