// The start-up snapshot in the page stays until the live app can take over without a blank in between: until Home's
// first poster has loaded, anything else must be seen (another route, a deep link, a dialog, an alert), or
// RELEASE_AFTER_MS whatever happened (e.g. a Home with no posters).
import { supportedLangs } from '@ott/app/start';
import { matchRoute } from '@ott/domain';
import { SNAPSHOT_ID } from '../shared/startup-snapshot';

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
  const snapshot = doc.getElementById(SNAPSHOT_ID);
  if (!snapshot) return () => {};
  const view = doc.defaultView;
  let done = false;
  const release = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    root.removeEventListener('load', onLoad, true);
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
  const observer = new MutationObserver(check);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open', 'role'],
  });
  root.addEventListener('load', onLoad, true);
  const timer = setTimeout(release, timeoutMs);
  check(); // the app may already be elsewhere
  return release;
}

/**
 * Asks for the posters of the cards in `containers` the window shows, in the next animation frame (then laid out anyway),
 * and drops the cards outside it: the markup holds up to 12 cards per rail, and each poster fetched competes with the
 * first. Not at once: an image inserted by script is requested in a microtask, which a layout forced here would hold
 * back (the first poster, already in the markup's src, would wait for it).
 */
function askForShownPosters(view: Window, containers: readonly Element[]): void {
  view.requestAnimationFrame(() => {
    const images = containers.flatMap((c) => [...c.querySelectorAll<HTMLImageElement>('img[data-src]')]);
    const cards = images.map((img) => {
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

/**
 * A picture the main process drew into the start page from a first launch's calls (data-source `first-launch`,
 * src/main/first-launch.ts): drawn from lists, not from a window, so only its first poster is in the markup's src; the
 * others the window shows are asked for now (in the next frame).
 */
export function askForFirstLaunchPosters(doc: Document): void {
  const drawn = doc.getElementById(SNAPSHOT_ID);
  const view = doc.defaultView;
  if (drawn?.dataset.source === 'first-launch' && view) askForShownPosters(view, [drawn]);
}
