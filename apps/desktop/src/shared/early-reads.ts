// The secure store with its first reads started early. Start-up waits for the session's tokens before its first
// call (SPEC §4), and each read is a round trip to the main process that answers only when the page's main thread is
// free — which, while the app's scripts are being compiled, it is not. The preload therefore asks for the session's
// keys as soon as it runs, before the page has loaded a script, and the app's first read of each finds its answer
// waiting. An early answer is used once, and never after the page has written or removed that key.
//
// withEarlyReads is self-contained on purpose (no reference to anything outside its body): the end-to-end test
// bridge, which stands in for the preload in headless Chromium, installs this same function in the page from its
// source text.
import { STORAGE_KEYS } from '@ott/domain/constants';

/** The keys start-up reads from the secure store before its first call: packages/app's session tokens. */
export const SESSION_SECURE_KEYS: readonly string[] = [STORAGE_KEYS.sessionToken, STORAGE_KEYS.refreshToken];

export interface SecureStoreApi {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export function withEarlyReads(store: SecureStoreApi, keys: readonly string[]): SecureStoreApi {
  const early = new Map<string, Promise<string | null>>();
  for (const key of keys) {
    const answer = store.get(key);
    answer.catch(() => {}); // read (and its failure reported) by the app's own get, if it asks
    early.set(key, answer);
  }
  const take = (key: string) => {
    const answer = early.get(key);
    early.delete(key);
    return answer;
  };
  return {
    get: (key) => take(key) ?? store.get(key),
    set: (key, value) => {
      early.delete(key);
      return store.set(key, value);
    },
    remove: (key) => {
      early.delete(key);
      return store.remove(key);
    },
  };
}
