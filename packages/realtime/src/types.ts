import type { LikeCounts, LikeStatus } from '@ott/domain/likes';
import type { WatchStatus } from '@ott/domain/watch';

/** Whose per-profile records a call reads or writes (SPEC §3). */
export interface RealtimeContext {
  subscriberid: string;
  profileid: string;
}

/** SPEC §3 poster: one image address per poster type. */
export interface RealtimePoster {
  landscape?: string | null;
  portrait?: string | null;
  square?: string | null;
}

/**
 * The SPEC §3 content fields a per-profile record is built from. An episode carries `seriesid` (≠ its objectid):
 * its per-profile record lives under the series id (see paths.ts).
 */
export interface RealtimeContent {
  objectid: string;
  category?: string | null;
  objecttype?: string | null;
  title?: string | null;
  genre?: string | readonly string[] | null;
  duration?: number | null;
  poster?: RealtimePoster | null;
  displaylanguage?: string | null;
  seriesid?: string | null;
  seasonnum?: number | null;
  episodenum?: number | null;
  nextepisodeid?: string | null;
  seasoncount?: number | null;
}

/** The per-profile record at subscriber/{subscriberid}/{profileid}/content/{key} (SPEC §3). */
export interface RealtimeRecord extends RealtimeContent {
  contentstatus?: 'ACTIVE' | string | null;
  likestatus?: LikeStatus | null;
  inwatchlist?: boolean | null;
  status?: WatchStatus | string | null;
  watchedduration?: number | null;
  /** Epoch seconds. */
  updatedat?: number | null;
}

/** A record is addressed by its objectid, or by the content itself (an episode resolves to its series). */
export type RecordRef = string | Pick<RealtimeContent, 'objectid' | 'seriesid'>;

export interface LikeResult {
  likestatus: LikeStatus;
  counts: LikeCounts;
}

export type Unsubscribe = () => void;

/** Where failures go (SPEC §8: realtime failures are only logged). */
export interface RealtimeLogger {
  error(message: string, error?: unknown): void;
  info?(message: string): void;
}

/**
 * Optional auth hooks (SPEC §4 Logout, §7 anonymous sign-in / sign-out). Without them sign-in and sign-out are
 * no-ops that log and resolve.
 */
export interface RealtimeAuthHooks {
  /** Anonymous sign-in; resolves the uid. */
  signInAnonymously(): Promise<string>;
  signOut(): Promise<void>;
}

/**
 * The realtime store: likes, watchlist, continue-watching and counts (SPEC §3, §4, §7).
 * No method throws or rejects: failures are logged and a safe value is returned (SPEC §8) —
 * `null` for reads that failed, `false` for writes that failed, `[]` for lists.
 */
export interface RealtimeStore {
  /** Live content-wide counts (0/0 when there is no record yet). */
  watchCounts(objectid: string, cb: (counts: LikeCounts) => void): Unsubscribe;
  /** Content-wide counts once; null when the read failed. */
  readCounts(objectid: string): Promise<LikeCounts | null>;
  /** The per-profile record; null when absent or when the read failed. */
  readRecord(ctx: RealtimeContext, ref: RecordRef): Promise<RealtimeRecord | null>;
  /** The per-profile record, live (null while absent): every tab follows the stored like status. */
  watchRecord(ctx: RealtimeContext, ref: RecordRef, cb: (record: RealtimeRecord | null) => void): Unsubscribe;
  /** SPEC §4: apply a LIKE / DISLIKE / NONE press; null when it failed. */
  pressLike(ctx: RealtimeContext, content: RealtimeContent, pressed: LikeStatus): Promise<LikeResult | null>;
  setInWatchlist(ctx: RealtimeContext, content: RealtimeContent, on: boolean): Promise<boolean>;
  /** Live list of the profile's records with inwatchlist true. */
  watchWatchlist(ctx: RealtimeContext, cb: (records: RealtimeRecord[]) => void): Unsubscribe;
  /** SPEC §4 watch status: write the playback position (status, watchedduration, updatedat). */
  saveProgress(
    ctx: RealtimeContext,
    content: RealtimeContent,
    positionSec: number,
    durationSec: number,
  ): Promise<boolean>;
  /** SPEC §4: removing from continue-watching deletes watchedduration and status. */
  clearProgress(ctx: RealtimeContext, ref: RecordRef): Promise<boolean>;
  /** Live continue-watching list (INPROGRESS with a watchedduration, newest first). */
  watchContinueWatching(ctx: RealtimeContext, cb: (records: RealtimeRecord[]) => void): Unsubscribe;
  readContinueWatching(ctx: RealtimeContext): Promise<RealtimeRecord[]>;
  /** SPEC §7: write the uid → subscriber map entry. */
  mapUid(uid: string, subscriberid: string): Promise<boolean>;
  /** SPEC §4 Logout: remove the uid → subscriber map entry. */
  unmapUid(uid: string): Promise<boolean>;
  /** SPEC §7 anonymous sign-in: the uid, or null (no auth configured, or it failed). */
  signIn(): Promise<string | null>;
  /** SPEC §4 Logout: sign out of the realtime service. */
  signOut(): Promise<boolean>;
  close(): Promise<void>;
}

/** Options shared by both implementations. */
export interface RealtimeOptions {
  logger?: RealtimeLogger;
  /** Clock in epoch ms (injected so tests control `updatedat`). */
  now?: () => number;
  /** Base of the uid map path; the path is this with its last 3 characters removed (SPEC §7). */
  uidMapBase?: string;
  auth?: RealtimeAuthHooks;
}
