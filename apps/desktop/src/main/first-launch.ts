// A first launch has no snapshot and no device token, so Home's first poster would wait for three calls in a row
// (config → registration → lists, SPEC §4) after the scripts. The main process makes them as soon as it is ready, with
// packages/app's own code, draws Home's top into the start page and hands the registration to the renderer once.
import {
  type FirstLaunch,
  type FirstLaunchEnv,
  firstLaunch,
  type ShellRegistration,
  withSnapshot,
} from '@ott/app/first-launch';
import { homeSnapshot } from '../shared/ipc';
import { type StartupSnapshots, startPath } from './startup-snapshot';

/**
 * How long a first launch's start page waits for Home's top. The calls started before the window was created; past
 * this wait the page goes without, and the first picture is the live Home's, 2.5 s or more at 4× CPU (the renderer
 * then waits for the same registration anyway). At 250 ms, calls slowed by a loaded machine missed it in 3 of 5
 * benchmark runs (first poster median 2.8 s); at 1 s none did (median 1.4 s). The registration goes over IPC
 * `startup:registration` (AppEnv.registration); any failure leaves the renderer's start-up to do it all, as on the web.
 */
const PAGE_WAIT_MS = 1000;
/** How long the renderer's start-up waits for the registration before it registers itself. */
const REGISTRATION_WAIT_MS = 3000;

export interface FirstLaunchMain {
  /** Starts the calls (once; again only after reset). */
  start(): void;
  /** Whether a first launch's calls have been started. */
  readonly started: boolean;
  /** The start page at `pathname`: Home's top from the calls drawn in, for the first page at Home only. */
  startPage(indexHtml: string, pathname: string): Promise<string>;
  /** The registration, handed over once (null: none started, failed, too slow, or already handed over). */
  registration(): Promise<ShellRegistration | null>;
  /** Forgets the run (the state before a first launch). */
  reset(): void;
  /** Settles when the run's calls have all answered or failed (at once when none started). */
  settled(): Promise<void>;
}

const within = <T>(p: Promise<T>, ms: number): Promise<T | null> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
};

export function createFirstLaunch(opts: {
  env: () => FirstLaunchEnv;
  /** The calls (packages/app firstLaunch); injectable for tests. */
  run?: (env: FirstLaunchEnv) => FirstLaunch;
  pageWaitMs?: number;
  registrationWaitMs?: number;
  log?: (line: string) => void;
}): FirstLaunchMain {
  let current: FirstLaunch | null = null;
  let drawn = false;
  let handed = false;
  return {
    start() {
      if (current) return;
      current = (opts.run ?? firstLaunch)(opts.env());
      drawn = false;
      handed = false;
      void current.registration.then((r) => {
        if (!r) opts.log?.('[ott] first launch: the start-up calls failed; the renderer makes them itself');
      });
    },
    get started() {
      return current !== null;
    },
    async startPage(indexHtml, pathname) {
      const run = current;
      // Only the first start page: a later one (a reload) finds the renderer's own calls made by then. And only at /,
      // where the window opens: a first page anywhere else (a deep link) is not Home.
      if (!run || drawn) return indexHtml;
      drawn = true;
      if (startPath(pathname) !== '/') return indexHtml;
      const home = await within(run.home, opts.pageWaitMs ?? PAGE_WAIT_MS);
      if (!home) return indexHtml;
      // The back-ends' text and addresses reach the page's markup: held to the same schema as a kept snapshot.
      try {
        return withSnapshot(indexHtml, homeSnapshot(home, 'first-launch'), 'first-launch');
      } catch (e) {
        opts.log?.(`[ott] first launch: Home's top was not drawn: ${(e as Error).message}`);
        return indexHtml;
      }
    },
    registration() {
      if (!current || handed) return Promise.resolve(null);
      handed = true;
      return within(current.registration, opts.registrationWaitMs ?? REGISTRATION_WAIT_MS);
    },
    reset() {
      current = null;
    },
    async settled() {
      await Promise.all([current?.registration, current?.home]);
    },
  };
}

/**
 * The app:// handler's start page: the kept snapshot when there is one to show at `pathname`, else a first launch's
 * picture (the two never meet: a first launch is one where nothing is kept).
 */
export const startPageWith =
  (snapshots: Pick<StartupSnapshots, 'current' | 'startPage'>, firstLaunch: FirstLaunchMain) =>
  (indexHtml: string, pathname: string): string | Promise<string> =>
    snapshots.current(pathname)
      ? snapshots.startPage(indexHtml, pathname)
      : firstLaunch.startPage(indexHtml, pathname);
