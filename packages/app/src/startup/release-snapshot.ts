// A start-up snapshot in the page (a shell's picture of Home's top, drawn before the app's scripts ran: the desktop's
// start page, the web's kept copy) stays until the live app can take over without a blank in between: until Home's
// first poster has loaded, anything else must be seen (another route, a dialog, an alert), or RELEASE_AFTER_MS.
import { matchRoute } from '@ott/domain';
import { supportedLangs } from '../languages';
import { watchMarkup } from './startup-snapshot';

/** The id of the snapshot's element, as each shell draws it. */
export const STARTUP_SNAPSHOT_ID = 'startup-snapshot';

export const RELEASE_AFTER_MS = 8000;

/**
 * Home's paths by the domain's route table: / and a language's (/ar, /ml; the app may move from one to the other as it
 * starts), with the router's languages before the provider config is known (packages/app supportedLangs).
 */
export const isHomePath = (pathname: string) => matchRoute(pathname, supportedLangs(null)).id === 'home';

/** Something in the live app the snapshot must not cover. */
const TAKES_OVER = '[role="alert"], [role="dialog"], dialog[open], [data-testid="screen-failed"]';

/**
 * The live app needs no stand-in any more: it is away from Home, shows something the user must see, or its Home's
 * first poster has loaded (a poster already in the cache may have loaded before a listener saw it).
 */
function liveTakesOver(view: Window | null, root: HTMLElement): boolean {
  if (view && !isHomePath(view.location.pathname)) return true;
  if (root.querySelector(TAKES_OVER)) return true;
  const img = root.querySelector<HTMLImageElement>('[data-testid="home"] [data-testid="poster-card"] img');
  return Boolean(img?.complete && img.naturalWidth > 0);
}

/** Watches the live app under the snapshot and removes the snapshot when it may go; returns that removal. */
export function releaseStartupSnapshot(
  doc: Document,
  root: HTMLElement,
  timeoutMs = RELEASE_AFTER_MS,
): () => void {
  const snapshot = doc.getElementById(STARTUP_SNAPSHOT_ID);
  if (!snapshot) return () => {};
  const view = doc.defaultView;
  let done = false;
  const release = () => {
    if (done) return;
    done = true;
    stopWatching();
    clearTimeout(timer);
    snapshot.remove();
  };
  // The poster's load event comes before it is painted: remove the snapshot in the frame that paints it.
  const onLoad = (e: Event) => {
    const t = e.target as Element | null;
    if (t?.tagName === 'IMG' && t.closest('[data-testid="home"] [data-testid="poster-card"]'))
      (view?.requestAnimationFrame ?? ((f: () => void) => setTimeout(f, 0)))(release);
  };
  const check = () => {
    if (liveTakesOver(view, root)) release();
  };
  const stopWatching = watchMarkup(root, ['open', 'role'], check, onLoad);
  const timer = setTimeout(release, timeoutMs);
  check(); // the app may already be elsewhere
  return release;
}

/**
 * A picture drawn from a first visit's calls (data-source `first-visit`: startup/snapshot-markup.ts) names its posters
 * in data-src: those the window shows are asked for in the next animation frame (laid out by then), and the cards
 * outside it dropped, since each poster fetched competes with the first. Not at once: an image inserted by script is
 * requested in a microtask, which a layout forced here would hold back.
 */
export function askForFirstVisitPosters(doc: Document): void {
  const drawn = doc.getElementById(STARTUP_SNAPSHOT_ID);
  const view = doc.defaultView;
  if (!drawn || !view || drawn.dataset.source !== 'first-visit') return;
  view.requestAnimationFrame(() => {
    const cards = [...drawn.querySelectorAll<HTMLImageElement>('img[data-src]')].map((img) => {
      const card = img.closest('li') ?? img;
      const box = card.getBoundingClientRect(); // every box read before anything changes: one layout
      return { img, card, shown: box.left < view.innerWidth && box.right > 0 && box.top < view.innerHeight };
    });
    for (const { img, card, shown } of cards) {
      if (shown) img.src = img.dataset.src ?? '';
      else card.remove();
    }
  });
}
