/**
 * SPEC §4 watch status and continue-watching. `@ott/realtime` calls these exact names.
 */

export type WatchStatus = 'INPROGRESS' | 'COMPLETED';

/**
 * A position at or past this share of the duration counts as finished (the SPEC names no threshold; 95 % keeps
 * end credits from leaving a title in continue-watching).
 */
export const WATCH_COMPLETE_RATIO = 0.95;

export interface WatchProgressFields {
  status: WatchStatus;
  /** Seconds watched when INPROGRESS, otherwise null (§4). */
  watchedduration: number | null;
  /** Epoch seconds (§3). */
  updatedat: number;
}

/** SPEC §4: the fields to write for a playback position. */
export function watchProgressUpdate(
  positionSec: number,
  durationSec: number,
  nowMs: number,
): WatchProgressFields {
  const updatedat = Math.floor(nowMs / 1000);
  const position = Math.max(0, Math.floor(Number.isFinite(positionSec) ? positionSec : 0));
  if (durationSec > 0 && position >= durationSec * WATCH_COMPLETE_RATIO) {
    return { status: 'COMPLETED', watchedduration: null, updatedat };
  }
  return { status: 'INPROGRESS', watchedduration: position, updatedat };
}

export interface WatchRecord {
  status?: WatchStatus | string | null;
  watchedduration?: number | null;
  updatedat?: number | null;
}

/** True when a record belongs in continue-watching: INPROGRESS with a non-null watchedduration. */
export function isContinueWatching(record: WatchRecord): boolean {
  return (
    record.status === 'INPROGRESS' && record.watchedduration !== null && record.watchedduration !== undefined
  );
}

/** SPEC §4: only INPROGRESS items with a watchedduration, newest `updatedat` first (ties keep their order). */
export function continueWatchingList<R extends WatchRecord>(records: readonly R[]): R[] {
  return records.filter(isContinueWatching).sort((a, b) => (b.updatedat ?? 0) - (a.updatedat ?? 0));
}

/** SPEC §4 / §7: removing an item from continue-watching deletes these two fields. */
export const CLEAR_PROGRESS_FIELDS = ['watchedduration', 'status'] as const;

/** Where to resume a title (0 when it is not in progress). */
export function resumePosition(record: WatchRecord | null | undefined): number {
  return record && isContinueWatching(record) ? (record.watchedduration as number) : 0;
}

/** The share of a title watched, 0..1, for progress bars (0 when the duration is unknown). */
export function watchedFraction(record: {
  watchedduration?: number | null;
  duration?: number | null;
}): number {
  const duration = record.duration ?? 0;
  if (duration <= 0) return 0;
  return Math.min(1, Math.max(0, (record.watchedduration ?? 0) / duration));
}

/**
 * A position saved on the device when the page closed (written synchronously, as the realtime write may not leave
 * in time) and not yet reconciled with the realtime record. `updatedat` in epoch seconds like the record's.
 */
export interface LocalProgress {
  position: number;
  duration: number;
  updatedat: number;
}

/** Where to resume from a position saved on the device (the same rule as a record's: 0 once watched to the end). */
export function localResumePosition(local: LocalProgress | null | undefined): number {
  return local
    ? resumePosition(watchProgressUpdate(local.position, local.duration, local.updatedat * 1000))
    : 0;
}

/**
 * SPEC §4 watch status, reconciled on the next start: the newer of the local copy and the realtime record wins by
 * `updatedat`. `'writeLocal'` — write the local position to the record; `'keepRecord'` — the record is newer; the
 * local copy is dropped either way once handled. A tie goes to the local copy (written at close, the last moment);
 * a record without `updatedat` (or none) is older than any local copy.
 */
export function reconcileProgress(
  local: Pick<LocalProgress, 'updatedat'>,
  record: Pick<WatchRecord, 'updatedat'> | null | undefined,
): 'writeLocal' | 'keepRecord' {
  return local.updatedat >= (record?.updatedat ?? Number.NEGATIVE_INFINITY) ? 'writeLocal' : 'keepRecord';
}

/**
 * SPEC §6: progress and watch sessions belong to a subscriber's content (`viewer`: who is logged in), never to a
 * trailer (nor to a download, which is nobody's session).
 */
export const tracksPlayback = (viewer: object | null, isTrailer: boolean): boolean =>
  viewer !== null && !isTrailer;
