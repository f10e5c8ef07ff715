// The IPC contract between the preload bridge and the main process: one schema per channel. The main process
// validates every call against it (src/main/ipc.ts); the preload only forwards. Nothing else crosses the boundary.
import type { HomeSnapshot, PushActionLike } from './bridge';

export type Check<T> = (value: unknown, where: string) => T;

export class IpcArgumentError extends Error {
  override name = 'IpcArgumentError';
}

const fail = (where: string, expected: string, value: unknown): never => {
  const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  throw new IpcArgumentError(`${where}: expected ${expected}, got ${got}`);
};

const str =
  (opts: { max: number; pattern?: RegExp; min?: number }): Check<string> =>
  (v, where) => {
    if (typeof v !== 'string') return fail(where, 'a string', v);
    if (v.length > opts.max) throw new IpcArgumentError(`${where}: longer than ${opts.max} characters`);
    if (v.length < (opts.min ?? 0))
      throw new IpcArgumentError(`${where}: shorter than ${opts.min} characters`);
    if (opts.pattern && !opts.pattern.test(v))
      throw new IpcArgumentError(`${where}: does not match ${opts.pattern}`);
    return v;
  };

const bool: Check<boolean> = (v, where) => (typeof v === 'boolean' ? v : fail(where, 'a boolean', v));

const int =
  (opts: { min: number; max: number }): Check<number> =>
  (v, where) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) return fail(where, 'an integer', v);
    if (v < opts.min || v > opts.max) throw new IpcArgumentError(`${where}: outside ${opts.min}–${opts.max}`);
    return v;
  };

const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (v, where) =>
    typeof v === 'string' && (values as readonly string[]).includes(v)
      ? (v as T)
      : fail(where, `one of ${values.join(', ')}`, v);

const arr =
  <T>(check: Check<T>, opts: { max: number; min?: number }): Check<T[]> =>
  (v, where) => {
    if (!Array.isArray(v)) return fail(where, 'an array', v);
    if (v.length > opts.max) throw new IpcArgumentError(`${where}: more than ${opts.max} items`);
    if (v.length < (opts.min ?? 0)) throw new IpcArgumentError(`${where}: fewer than ${opts.min} items`);
    return v.map((item, i) => check(item, `${where}[${i}]`));
  };

const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (v, where) =>
    v === undefined || v === null ? undefined : check(v, where);

const obj =
  <T extends object>(shape: { [K in keyof T]: Check<T[K]> }): Check<T> =>
  (v, where) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(where, 'an object', v);
    const record = v as Record<string, unknown>;
    for (const key of Object.keys(record))
      if (!(key in shape)) throw new IpcArgumentError(`${where}: unexpected field "${key}"`);
    const out = {} as T;
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const value = shape[key](record[key], `${where}.${key}`);
      if (value !== undefined) out[key] = value as T[typeof key];
    }
    return out;
  };

/** Storage keys of the secure store: the app's own key names, nothing resembling a path. */
const storeKey = str({ max: 64, min: 1, pattern: /^[A-Za-z0-9_.-]+$/ });
/** A token is a few kilobytes at most; anything larger is refused rather than written to disk. */
const storeValue = str({ max: 16_384 });
const id = str({ max: 128 });

const pushAction: Check<PushActionLike> = obj<PushActionLike>({
  action: str({ max: 32, min: 1, pattern: /^[A-Z_]+$/ }),
  contentid: optional(id),
  ticketid: optional(id),
  planid: optional(id),
  couponid: optional(id),
});

/** An http(s) address (a poster): nothing else may reach the start page's markup. */
const webUrl = str({ max: 2048, min: 8, pattern: /^https?:\/\/[^\s"'<>`]+$/ });
const label = str({ max: 256 });
/** The start-up snapshot's identity (packages/app snapshotIdentity): who is watching and how. */
export const snapshotIdentity = str({ max: 512, min: 1 });

/** Home's top as the renderer last showed it (packages/app startup/snapshot-markup.ts draws it): small, and only text and URLs. */
export const homeSnapshot: Check<HomeSnapshot> = obj<HomeSnapshot>({
  path: str({ max: 16, min: 1, pattern: /^\/(?:[a-z]{2}\/?)?$/ }),
  lang: str({ max: 8, min: 2, pattern: /^[a-z]{2}(?:-[A-Za-z]{2})?$/ }),
  dir: oneOf(['ltr', 'rtl'] as const),
  headerHeight: int({ min: 0, max: 400 }),
  rails: arr(
    obj<HomeSnapshot['rails'][number]>({
      title: label,
      headHeight: int({ min: 0, max: 400 }),
      layout: oneOf(['LANDSCAPE', 'PORTRAIT', 'SQUARE', 'BANNER'] as const),
      cards: arr(
        obj<HomeSnapshot['rails'][number]['cards'][number]>({
          title: label,
          image: webUrl,
          caption: optional(str({ max: 1024 })),
        }),
        { max: 12, min: 1 },
      ),
    }),
    { max: 4, min: 1 },
  ),
});

/** Renderer → main calls (ipcRenderer.invoke), each with its argument tuple's schema. */
export const CHANNELS = {
  'secure-store:get': [storeKey] as const,
  'secure-store:set': [storeKey, storeValue] as const,
  'secure-store:remove': [storeKey] as const,
  'external:open': [str({ max: 2048, min: 1 })] as const,
  'notification:show': [
    obj({
      title: str({ max: 256, min: 1 }),
      body: str({ max: 1024 }),
      action: optional(pushAction),
    }),
  ] as const,
  'power:keep-awake': [bool] as const,
  'update:check': [] as const,
  'update:install': [] as const,
  'update:state': [] as const,
  'deep-link:ready': [] as const,
  'app:info': [] as const,
  'startup-snapshot:identity': [snapshotIdentity] as const,
  'startup-snapshot:save': [snapshotIdentity, homeSnapshot] as const,
} satisfies Record<string, readonly Check<unknown>[]>;

export type Channel = keyof typeof CHANNELS;
type ArgsOf<T extends readonly unknown[]> = {
  -readonly [I in keyof T]: T[I] extends Check<infer U> ? U : never;
};
export type ChannelArgs<C extends Channel> = ArgsOf<(typeof CHANNELS)[C]>;

/** Main → renderer events (webContents.send); the preload hands only their payload to the page. */
export const EVENTS = {
  deepLink: 'event:deep-link',
  notificationClick: 'event:notification-click',
  update: 'event:update',
} as const;

/** Validates one call's arguments against its channel's schema; throws IpcArgumentError with the reason. */
export function validateArgs<C extends Channel>(channel: C, args: readonly unknown[]): ChannelArgs<C> {
  const schema = CHANNELS[channel] as readonly Check<unknown>[];
  if (args.length > schema.length)
    throw new IpcArgumentError(`${channel}: expected ${schema.length} argument(s), got ${args.length}`);
  return schema.map((check, i) => check(args[i], `${channel}[${i}]`)) as ChannelArgs<C>;
}
