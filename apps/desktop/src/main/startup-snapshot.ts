// The start-up snapshot: the renderer hands over Home's top with who is watching; both are kept in
// userData/startup-snapshot.json and drawn into the next start page only under the same identity at the same Home path.
// A change of identity deletes it: nothing personal outlives a log-out; a kids profile never sees the adult Home.
import path from 'node:path';
import { withSnapshot } from '@ott/app/snapshot-markup';
import type { HomeSnapshot } from '../shared/bridge';
import { homeSnapshot, snapshotIdentity } from '../shared/ipc';
import type { Handlers } from './ipc';
import type { StoreFs } from './secure-store';

// Where the session does not outlive a restart (Linux without a keyring, main/secure-store.ts) a subscriber's Home is
// neither kept nor drawn: that relaunch is a visitor's. The file is read once, before the window loads; an unreadable
// one, or one failing the IPC schema, is ignored.
export interface StartupSnapshots {
  /** Reads the file (once); call before the window loads. */
  load(): Promise<void>;
  identity(key: string): Promise<void>;
  save(identity: string, snapshot: HomeSnapshot): Promise<void>;
  /** The snapshot to draw for a start at `pathname`, or null. */
  current(pathname: string): HomeSnapshot | null;
  /** index.html with the snapshot for `pathname` drawn in, when there is one to show. */
  startPage(indexHtml: string, pathname: string): string;
  /** Forgets the identity and the snapshot (the state of a first launch). */
  clear(): Promise<void>;
  /** The current identity and the one the kept snapshot was taken under (null: none). */
  kept(): { identity: string | null; snapshotIdentity: string | null };
}

interface Kept {
  identity: string | null;
  snapshot: { identity: string; home: HomeSnapshot } | null;
}

function parse(text: string): Kept {
  const raw = JSON.parse(text) as { identity?: unknown; snapshot?: { identity?: unknown; home?: unknown } };
  const identity = raw.identity == null ? null : snapshotIdentity(raw.identity, 'file.identity');
  const snapshot = raw.snapshot
    ? {
        identity: snapshotIdentity(raw.snapshot.identity, 'file.snapshot.identity'),
        home: homeSnapshot(raw.snapshot.home, 'file.snapshot.home'),
      }
    : null;
  return { identity, snapshot };
}

/** A start page's path without its trailing slashes (`/ar/` is `/ar`; the window opens at `/`). */
const startPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** packages/app's snapshotIdentity: who is watching comes first, `visitor` for a visitor. */
const isVisitorIdentity = (identity: string) => identity.split('/')[0] === 'visitor';

export function createStartupSnapshots(opts: {
  fs: StoreFs;
  file: string;
  log?: (line: string) => void;
  /** Whether a subscriber's session outlives a restart (the secure store keeps tokens on disk). Default true. */
  sessionOutlivesRestart?: boolean;
}): StartupSnapshots {
  const { fs, file } = opts;
  /** A snapshot the next launch could show: a visitor's always, a subscriber's only if the session comes back. */
  const showable = (identity: string) => opts.sessionOutlivesRestart !== false || isVisitorIdentity(identity);
  let kept: Kept = { identity: null, snapshot: null };
  let loaded: Promise<void> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const current = (pathname: string): HomeSnapshot | null => {
    const s = kept.snapshot;
    if (!s || kept.identity === null || s.identity !== kept.identity || !showable(s.identity)) return null;
    // The window opens at / and the app moves to the language's Home (/ar) by itself; any other start is not Home.
    const at = startPath(pathname);
    return at === '/' || at === startPath(s.home.path) ? s.home : null;
  };

  const write = () => {
    const text = JSON.stringify(kept);
    queue = queue
      .then(async () => {
        await fs.mkdir(path.dirname(file), { recursive: true });
        const tmp = `${file}.tmp`;
        await fs.writeFile(tmp, text, { mode: 0o600 });
        await fs.rename(tmp, file);
      })
      .catch((e: unknown) =>
        opts.log?.(`[ott] the start-up snapshot was not saved: ${(e as Error).message}`),
      );
    return queue as Promise<void>;
  };

  const load = () => {
    loaded ??= fs.readFile(file, 'utf8').then(
      (text) => {
        try {
          kept = parse(text);
        } catch (e) {
          opts.log?.(`[ott] the start-up snapshot file was ignored: ${(e as Error).message}`);
        }
      },
      () => {}, // none yet
    );
    return loaded;
  };

  return {
    load,
    async identity(key) {
      await load();
      if (kept.identity === key) return;
      kept = { identity: key, snapshot: kept.snapshot?.identity === key ? kept.snapshot : null };
      await write();
    },
    async save(identity, home) {
      await load();
      // Taken under an identity that is no longer the current one (a late save after a switch): not kept.
      if (kept.identity !== identity || !showable(identity)) return;
      kept = { identity, snapshot: { identity, home } };
      await write();
    },
    current,
    async clear() {
      await load();
      kept = { identity: null, snapshot: null };
      await write();
    },
    kept: () => ({ identity: kept.identity, snapshotIdentity: kept.snapshot?.identity ?? null }),
    startPage(indexHtml, pathname) {
      const home = current(pathname);
      return home ? withSnapshot(indexHtml, home) : indexHtml;
    },
  };
}

/** The two IPC channels of the start-up snapshot (the main process registers them; the journeys' stand-in serves them). */
export const snapshotHandlers = (
  snapshots: StartupSnapshots,
): Pick<Handlers, 'startup-snapshot:identity' | 'startup-snapshot:save'> => ({
  'startup-snapshot:identity': (key) => snapshots.identity(key),
  'startup-snapshot:save': (identity, home) => snapshots.save(identity, home),
});
