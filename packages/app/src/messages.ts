// The catalogue the app shows, in two parts (packages/i18n: a production build splits each catalogue): the first page
// starts with the messages its own modules name; the first lazy chunk (a screen, a dialog, a popup) to load brings the
// rest for the page's language, and it renders only once they are there — never an id or a stray English text.
import { loadMessages, loadRestMessages, type Messages } from '@ott/i18n';

const first = new Map<string, Promise<Messages>>();
const full = new Map<string, Promise<Messages>>();
const listeners = new Set<(lang: string, messages: Messages) => void>();
let current = 'en';
let restWanted = false;

const once = (cache: Map<string, Promise<Messages>>, lang: string, load: () => Promise<Messages>) => {
  let p = cache.get(lang);
  if (!p) {
    p = load();
    cache.set(lang, p);
    p.catch(() => cache.delete(lang)); // a failed load (offline) is tried again next time
  }
  return p;
};

const loadFull = (lang: string) =>
  once(full, lang, () =>
    Promise.all([loadMessages(lang), loadRestMessages(lang)]).then(([a, b]) => ({ ...a, ...b })),
  );

/** The messages of `lang` as the app needs them now: the whole catalogue once a lazy chunk asked for it. */
export function messagesFor(lang: string): Promise<Messages> {
  current = lang;
  return restWanted ? loadFull(lang) : once(first, lang, () => loadMessages(lang));
}

/** Called with the whole catalogue of the page's language when it arrives after the first part. */
export function onMoreMessages(listener: (lang: string, messages: Messages) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A lazy chunk's loader that resolves once the chunk and the rest of the page language's messages are both there.
 * Every lazy component of packages/app loads through it (test/messages.test.ts checks).
 */
export function withMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    restWanted = true;
    const lang = current;
    const messages = loadFull(lang).then((m) => {
      for (const l of listeners) l(lang, m);
    });
    return Promise.all([load(), messages]).then(([chunk]) => chunk);
  };
}

/** Tests: forget what was loaded and asked for. */
export function resetMessagesForTests(): void {
  first.clear();
  full.clear();
  restWanted = false;
  current = 'en';
}
