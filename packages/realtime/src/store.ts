// The store's behaviour, written once over a tiny backend (read / update / set / remove / subscribe): memory.ts and
// firebase.ts only provide backends. The rules themselves come from `@ott/domain`.
import {
  applyCountDelta,
  type LikeCounts,
  type LikeStatus,
  likeCountDelta,
  nextLikeStatus,
} from '@ott/domain/likes';
import { CLEAR_PROGRESS_FIELDS, continueWatchingList, watchProgressUpdate } from '@ott/domain/watch';
import {
  contentPath,
  countPath,
  likeLastPath,
  profileContentPath,
  recordKey,
  recordPath,
  uidMapPath,
} from './paths';
import type {
  LikeResult,
  RealtimeContent,
  RealtimeContext,
  RealtimeLogger,
  RealtimeOptions,
  RealtimeRecord,
  RealtimeStore,
  RecordRef,
  Unsubscribe,
} from './types';

/** The primitives a database must offer. A `null` field in `update` deletes that field. */
export interface RealtimeBackend {
  read(path: string): Promise<unknown>;
  /**
   * Multi-location update (keys may be paths below `path`). `expected`: the values (by path) the update was computed
   * from; a backend that can check them refuses the update as permission-denied when one changed. The real database
   * checks the same through its security rules (database.rules.json), so the firebase backend ignores it.
   */
  update(path: string, fields: Record<string, unknown>, expected?: Record<string, unknown>): Promise<void>;
  set(path: string, value: unknown): Promise<void>;
  remove(path: string): Promise<void>;
  subscribe(path: string, onValue: (value: unknown) => void, onError: (error: unknown) => void): Unsubscribe;
  close(): Promise<void>;
}

export const consoleLogger: RealtimeLogger = {
  error: (message, error) => console.error(`[realtime] ${message}`, error ?? ''),
  info: (message) => console.info(`[realtime] ${message}`),
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** How many times a like is tried when the data changed between its read and its write. */
const LIKE_ATTEMPTS = 8;

/** The database refused the write (security rules; here: counts computed from data that changed meanwhile). */
function isPermissionDenied(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return /permission.?denied/i.test(`${String(e?.code ?? '')} ${String(e?.message ?? '')}`);
}

/** Whether content/{objectid} holds counts yet (none: the first reaction starts them at 1 and 0). */
function hasCounts(value: unknown): boolean {
  return isObject(value) && (isObject(value.like) || isObject(value.dislike));
}

/** content/{objectid} value → counts (absent nodes count 0). */
export function countsFromValue(value: unknown): LikeCounts {
  const node = isObject(value) ? value : {};
  const like = isObject(node.like) ? asCount(node.like.count) : null;
  const dislike = isObject(node.dislike) ? asCount(node.dislike.count) : null;
  return { like: like ?? 0, dislike: dislike ?? 0 };
}

/** subscriber/{s}/{p}/content value → records (objectid falls back to the node key). */
export function recordsFromValue(value: unknown): RealtimeRecord[] {
  if (!isObject(value)) return [];
  return Object.entries(value)
    .filter((entry): entry is [string, Record<string, unknown>] => isObject(entry[1]))
    .map(([key, record]) => ({
      ...record,
      objectid: typeof record.objectid === 'string' ? record.objectid : key,
    }));
}

/** The SPEC §3 descriptive fields of a content, without undefined values (the database rejects them). */
export function contentFields(content: RealtimeContent): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    objectid: content.objectid,
    category: content.category,
    objecttype: content.objecttype,
    title: content.title,
    genre: Array.isArray(content.genre) ? [...content.genre] : content.genre,
    duration: content.duration,
    contentstatus: 'ACTIVE',
    displaylanguage: content.displaylanguage,
    seriesid: content.seriesid,
    seasonnum: content.seasonnum,
    episodenum: content.episodenum,
    nextepisodeid: content.nextepisodeid,
    seasoncount: content.seasoncount,
  };
  if (content.poster) {
    const poster: Record<string, unknown> = {};
    for (const kind of ['landscape', 'portrait', 'square'] as const) {
      const value = content.poster[kind];
      if (value !== undefined && value !== null) poster[kind] = value;
    }
    fields.poster = poster;
  }
  for (const key of Object.keys(fields)) {
    if (fields[key] === undefined || fields[key] === null) delete fields[key];
  }
  return fields;
}

function describe(ref: RecordRef): string {
  return typeof ref === 'string' ? ref : ref.objectid;
}

export function createRealtimeStore(backend: RealtimeBackend, options: RealtimeOptions = {}): RealtimeStore {
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? (() => Date.now());
  const uidMapBase = options.uidMapBase;
  let closed = false;

  /** Run `op`; on any failure (or after close) log and resolve `fallback` — SPEC §8, never break a page. */
  async function safe<T>(what: string, fallback: T, op: () => Promise<T>): Promise<T> {
    if (closed) {
      logger.error(`${what} failed`, new Error('realtime store is closed'));
      return fallback;
    }
    try {
      return await op();
    } catch (error) {
      logger.error(`${what} failed`, error);
      return fallback;
    }
  }

  function safeSubscribe(what: string, path: () => string, onValue: (value: unknown) => void): Unsubscribe {
    if (closed) {
      logger.error(`${what} failed`, new Error('realtime store is closed'));
      return () => {};
    }
    try {
      return backend.subscribe(
        path(),
        (value) => {
          try {
            onValue(value);
          } catch (error) {
            logger.error(`${what} callback failed`, error);
          }
        },
        (error) => logger.error(`${what} failed`, error),
      );
    } catch (error) {
      logger.error(`${what} failed`, error);
      return () => {};
    }
  }

  async function readRecord(ctx: RealtimeContext, ref: RecordRef): Promise<RealtimeRecord | null> {
    const value = await backend.read(recordPath(ctx, ref));
    return isObject(value)
      ? ({ ...value, objectid: value.objectid ?? recordKey(ref) } as RealtimeRecord)
      : null;
  }

  const store: RealtimeStore = {
    watchCounts(objectid, cb) {
      return safeSubscribe(
        `watchCounts(${objectid})`,
        () => contentPath(objectid),
        (value) => cb(countsFromValue(value)),
      );
    },

    readCounts(objectid) {
      return safe(`readCounts(${objectid})`, null, async () =>
        countsFromValue(await backend.read(contentPath(objectid))),
      );
    },

    readRecord(ctx, ref) {
      return safe(`readRecord(${describe(ref)})`, null, () => readRecord(ctx, ref));
    },

    watchRecord(ctx, ref, cb) {
      return safeSubscribe(
        `watchRecord(${describe(ref)})`,
        () => recordPath(ctx, ref),
        (value) =>
          cb(
            isObject(value)
              ? ({ ...value, objectid: value.objectid ?? recordKey(ref) } as RealtimeRecord)
              : null,
          ),
      );
    },

    pressLike(ctx, content, pressed) {
      return safe<LikeResult | null>(`pressLike(${content.objectid}, ${pressed})`, null, async () => {
        // One multi-path update carries the profile's new status, both counts and `likelast/{subscriberid}` (whose
        // status changed). The security rules (database.rules.json) accept it only when the counts move by exactly
        // what that status change implies against the server's current data, so an update computed from a stale read
        // — another tab or profile pressed in between — is refused; it is then read again and retried. Counts stay
        // equal to the number of profiles in each state under any interleaving. They are kept under the record's own
        // key (an episode's like is its series' record), so a record's status always moves the same counts.
        const key = recordKey(content);
        for (let attempt = 1; ; attempt++) {
          const [record, countsValue] = await Promise.all([
            readRecord(ctx, content),
            backend.read(contentPath(key)),
          ]);
          const previous: LikeStatus = record?.likestatus ?? 'NONE';
          const likestatus = nextLikeStatus(previous, pressed);
          const counts = applyCountDelta(
            hasCounts(countsValue) ? countsFromValue(countsValue) : null,
            likeCountDelta(previous, likestatus),
          );
          const path = recordPath(ctx, content);
          // SPEC §4: the first interaction creates the record with the content's fields.
          const fields = record ? {} : contentFields(content);
          const patch: Record<string, unknown> = {
            [`${path}/likestatus`]: likestatus,
            [likeLastPath(ctx.subscriberid)]: `${ctx.profileid}/content/${key}`,
          };
          // A title nobody reacted to gets counts with its first reaction only (the rules refuse a 0/0 node).
          if (hasCounts(countsValue) || counts.like > 0 || counts.dislike > 0) {
            patch[countPath(key, 'like')] = counts.like;
            patch[countPath(key, 'dislike')] = counts.dislike;
          }
          for (const [field, value] of Object.entries(fields)) patch[`${path}/${field}`] ??= value;
          const expected = {
            [`${path}/likestatus`]: record?.likestatus ?? null,
            [contentPath(key)]: countsValue ?? null,
          };
          try {
            await backend.update('', patch, expected);
            return { likestatus, counts };
          } catch (error) {
            if (!isPermissionDenied(error) || attempt >= LIKE_ATTEMPTS) throw error;
            logger.info?.(`pressLike(${content.objectid}): data changed meanwhile, retrying (${attempt})`);
          }
        }
      });
    },

    setInWatchlist(ctx, content, on) {
      return safe(`setInWatchlist(${content.objectid}, ${on})`, false, async () => {
        const record = await readRecord(ctx, content);
        const fields = record ? { inwatchlist: on } : { ...contentFields(content), inwatchlist: on };
        await backend.update(recordPath(ctx, content), fields);
        return true;
      });
    },

    watchWatchlist(ctx, cb) {
      return safeSubscribe(
        'watchWatchlist',
        () => profileContentPath(ctx),
        (value) => cb(recordsFromValue(value).filter((record) => record.inwatchlist === true)),
      );
    },

    saveProgress(ctx, content, positionSec, durationSec) {
      return safe(`saveProgress(${content.objectid})`, false, async () => {
        const progress = watchProgressUpdate(positionSec, durationSec, now());
        // The played content describes the record (for an episode: the series' record shows this episode). The
        // rules keep watchedduration within the record's duration: the player's when the catalogue gives none.
        const fields = contentFields(content);
        if (!(typeof fields.duration === 'number' && fields.duration > 0) && durationSec > 0) {
          fields.duration = Math.ceil(durationSec);
        }
        if (typeof progress.watchedduration === 'number' && typeof fields.duration === 'number') {
          progress.watchedduration = Math.min(progress.watchedduration, fields.duration);
        }
        await backend.update(recordPath(ctx, content), { ...fields, ...progress });
        return true;
      });
    },

    clearProgress(ctx, ref) {
      return safe(`clearProgress(${describe(ref)})`, false, async () => {
        const fields: Record<string, null> = {};
        for (const field of CLEAR_PROGRESS_FIELDS) fields[field] = null;
        await backend.update(recordPath(ctx, ref), fields);
        return true;
      });
    },

    watchContinueWatching(ctx, cb) {
      return safeSubscribe(
        'watchContinueWatching',
        () => profileContentPath(ctx),
        (value) => cb(continueWatchingList(recordsFromValue(value))),
      );
    },

    readContinueWatching(ctx) {
      return safe<RealtimeRecord[]>('readContinueWatching', [], async () =>
        continueWatchingList(recordsFromValue(await backend.read(profileContentPath(ctx)))),
      );
    },

    mapUid(uid, subscriberid) {
      return safe('mapUid', false, async () => {
        await backend.set(uidMapPath(uid, uidMapBase), subscriberid);
        return true;
      });
    },

    unmapUid(uid) {
      return safe('unmapUid', false, async () => {
        await backend.remove(uidMapPath(uid, uidMapBase));
        return true;
      });
    },

    signIn() {
      return safe<string | null>('signIn', null, async () => {
        if (!options.auth) {
          logger.info?.('anonymous sign-in skipped: no realtime auth configured');
          return null;
        }
        return options.auth.signInAnonymously();
      });
    },

    signOut() {
      return safe('signOut', false, async () => {
        if (!options.auth) {
          logger.info?.('sign-out skipped: no realtime auth configured');
          return true;
        }
        await options.auth.signOut();
        return true;
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        await backend.close();
      } catch (error) {
        logger.error('close failed', error);
      }
    },
  };
  return store;
}
