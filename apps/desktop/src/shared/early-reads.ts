// The secure store with its first reads started early: each read is a round trip answered only when the page's main
// thread is free, which it is not while scripts compile, so the preload asks for the session's keys as soon as it
// runs. An early answer is used once, and never after the page wrote or removed that key.
import { STORAGE_KEYS } from '@ott/domain/constants';

/** The keys start-up reads from the secure store before its first call: packages/app's session tokens. */
export const SESSION_SECURE_KEYS: readonly string[] = [STORAGE_KEYS.sessionToken, STORAGE_KEYS.refreshToken];

export interface SecureStoreApi {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

// Self-contained on purpose (nothing outside its body): the e2e test bridge, standing in for the preload, installs
// this same function in the page from its source text.
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
