// When the React app's chunk itself fails to load (offline, a deploy in between), the page says so in its language —
// the error boundary's chunk message and its retry, from the catalogue — instead of staying blank. No React here:
// React is what failed to load.
import { loadMessages } from '@ott/i18n';

/** The catalogue's English for these ids (as their defaultMessage in ErrorBoundary), for when it cannot load either. */
const DEFAULTS = {
  'error.chunk': 'This page could not be loaded. Check your connection.',
  'common.retry': 'Try again',
} as const;

/** A catalogue entry: ICU text (dev, tests) or its pre-parsed AST (production build); plain text only. */
type Entry = string | readonly { type: number; value?: unknown }[];
const plain = (m: Entry | undefined): string | undefined =>
  typeof m === 'string'
    ? m
    : m?.every((p) => p.type === 0)
      ? m.map((p) => String(p.value)).join('')
      : undefined;

export async function showLoadFailure(el: HTMLElement, lang: string): Promise<void> {
  const messages = (await loadMessages(lang).catch(() => ({}))) as Record<string, Entry>;
  const t = (id: keyof typeof DEFAULTS) => plain(messages[id]) ?? DEFAULTS[id];
  const box = document.createElement('section');
  box.className = 'page narrow';
  box.setAttribute('role', 'alert');
  box.dataset.testid = 'app-load-failed';
  const title = document.createElement('h1');
  title.textContent = t('error.chunk');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'btn';
  retry.textContent = t('common.retry');
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, retry);
  el.replaceChildren(box);
}
