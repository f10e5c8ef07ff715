// The Firebase Realtime Database adapter (firebase 12), the ONLY module that imports firebase (loaded on demand by
// index.ts). Works against the real service and apps/realtime-server, which lacks `get()` and `increment()`.
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  forceWebSockets,
  getDatabase,
  onValue,
  ref,
  remove,
  set,
  update,
} from 'firebase/database';
import { consoleLogger, createRealtimeStore, type RealtimeBackend } from './store';
import type { RealtimeOptions, RealtimeStore } from './types';

// So reads use `onValue(..., { onlyOnce: true })` and counts change in one multi-path update the security rules check
// (store.ts `pressLike`). The SDK queues calls while disconnected, so every call has a time limit: past it the
// failure is logged and the safe value returned (SPEC §8).
export interface FirebaseRealtimeOptions extends RealtimeOptions {
  /**
   * e.g. `https://<project>.firebaseio.com` or, for apps/realtime-server, `http://127.0.0.1:5000?ns=ott-sandbox`
   * (an `http:` URL connects in emulator mode to that host and port).
   */
  databaseURL: string;
  /** Firebase app name; defaults to a unique one per store so several stores (clients) can coexist. */
  appName?: string;
  /** Time limit of one database call in ms (default 10000). */
  timeoutMs?: number;
  /**
   * The realtime access token the back-end issued for the logged-in subscriber (sms `getRealtimeToken`). Against the
   * local server (emulator mode) it is presented as is; against the real service it signs in with
   * `signInWithCustomToken` (firebase/auth, loaded only then). Without it the client is anonymous: the security rules
   * let it read counts only.
   */
  authToken?: string;
}

let appCounter = 0;
/** forceWebSockets() is process-wide and must run before the first connection; once is enough. */
let transportForced = false;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A backend whose every call fails with `cause` (used when the SDK could not even be set up). */
function unavailableBackend(cause: unknown): RealtimeBackend {
  const fail = () => Promise.reject(cause);
  return {
    read: fail,
    update: fail,
    set: fail,
    remove: fail,
    subscribe: (_path, _onValue, onError) => {
      onError(cause);
      return () => {};
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Create a store over the Firebase Realtime Database. Never throws: if the SDK cannot be set up (e.g. a malformed
 * databaseURL) the failure is logged and the store answers every call with its safe value.
 */
export function createFirebaseRealtime(options: FirebaseRealtimeOptions): RealtimeStore {
  try {
    return connect(options);
  } catch (error) {
    (options.logger ?? consoleLogger).error('connecting to the realtime database failed', error);
    return createRealtimeStore(unavailableBackend(error), options);
  }
}

function connect(options: FirebaseRealtimeOptions): RealtimeStore {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const url = new URL(options.databaseURL);
  appCounter += 1;
  const app: FirebaseApp = initializeApp(
    { databaseURL: options.databaseURL },
    options.appName ?? `ott-realtime-${appCounter}`,
  );
  // Long-polling is not served by firebase-server; websockets work everywhere.
  if (!transportForced) {
    forceWebSockets();
    transportForced = true;
  }
  const db = getDatabase(app, options.databaseURL);
  const emulator = url.protocol === 'http:';
  if (emulator) {
    connectDatabaseEmulator(
      db,
      url.hostname,
      Number(url.port || 80),
      options.authToken ? { mockUserToken: options.authToken } : {},
    );
  }
  // The real service: sign in with the custom token before the first call (not testable here: no auth emulator).
  const token = options.authToken;
  const signedIn: Promise<void> =
    token && !emulator
      ? import('firebase/auth').then(async ({ getAuth, signInWithCustomToken }) => {
          await signInWithCustomToken(getAuth(app), token);
        })
      : Promise.resolve();
  const afterSignIn = <T>(op: () => Promise<T>) => signedIn.then(op);

  const backend: RealtimeBackend = {
    read(path) {
      let stop: () => void = () => {};
      const once = afterSignIn(
        () =>
          new Promise<unknown>((resolve, reject) => {
            stop = onValue(ref(db, path), (snapshot) => resolve(snapshot.val()), reject, { onlyOnce: true });
          }),
      );
      return withTimeout(once, timeoutMs, `read ${path}`).finally(() => stop());
    },
    update(path, fields) {
      return withTimeout(
        afterSignIn(() => update(path ? ref(db, path) : ref(db), fields)),
        timeoutMs,
        `update ${path || '/'}`,
      );
    },
    set(path, value) {
      return withTimeout(
        afterSignIn(() => set(ref(db, path), value)),
        timeoutMs,
        `set ${path}`,
      );
    },
    remove(path) {
      return withTimeout(
        afterSignIn(() => remove(ref(db, path))),
        timeoutMs,
        `remove ${path}`,
      );
    },
    subscribe(path, onChange, onError) {
      let stop: (() => void) | null = null;
      let cancelled = false;
      signedIn.then(() => {
        if (!cancelled) stop = onValue(ref(db, path), (snapshot) => onChange(snapshot.val()), onError);
      }, onError);
      return () => {
        cancelled = true;
        stop?.();
      };
    },
    close() {
      return deleteApp(app);
    },
  };
  return createRealtimeStore(backend, options);
}
