// The start-up snapshot in the page (src/shared/startup-snapshot.ts draws it, over the app): it stays until the live
// app can take over without a blank or a skeleton in between, and never longer than that.
// It goes when:
// - the live Home's first poster has loaded (the app now shows what the snapshot showed, and more);
// - the app shows anything else the user must see: another route (a deep link, a notification click), a dialog,
//   an alert (a failed section or screen, the app's own load failure);
// - RELEASE_AFTER_MS have passed whatever happened (e.g. a Home with no posters at all).
//
// Where the start page has none (a first launch; or who is watching changed since the last run), the renderer draws
// the same picture itself as soon as start-up's list for Home's first rail has answered (drawHomeFromStartUp, from
// packages/app's homeFromStartUpData), adding the rails below as their lists answer (addRailsFromStartUp): the app's
// scripts load and render Home for another second or more after that.
import type { HomeSnapshot } from '@ott/app/start';
import { supportedLangs } from '@ott/app/start';
import { matchRoute } from '@ott/domain';
import { railsHtml, SNAPSHOT_ID, snapshotHtml } from '../shared/startup-snapshot';

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
  check(); // the app may already be elsewhere (a snapshot drawn late, from start-up's data)
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
 * src/main/first-launch.ts): like the renderer's own from start-up's data, only its first poster is in the markup's
 * src; the others the window shows are asked for now (in the next frame).
 */
export function askForFirstLaunchPosters(doc: Document): void {
  const drawn = doc.getElementById(SNAPSHOT_ID);
  const view = doc.defaultView;
  if (drawn?.dataset.source === 'first-launch' && view) askForShownPosters(view, [drawn]);
}

/**
 * Draws Home's top from start-up's data over the page (see above) and watches it like the start page's snapshot;
 * returns its removal, or null when nothing was drawn: a snapshot is already there, the app is not at Home, or the
 * live app already shows Home's posters or something the user must see.
 */
export function drawHomeFromStartUp(
  doc: Document,
  root: HTMLElement,
  home: HomeSnapshot,
  timeoutMs = RELEASE_AFTER_MS,
): (() => void) | null {
  const view = doc.defaultView;
  if (doc.getElementById(SNAPSHOT_ID) || !view || liveTakesOver(view, root)) return null;
  root.insertAdjacentHTML('beforebegin', snapshotHtml(home, 'start-up'));
  const drawn = doc.getElementById(SNAPSHOT_ID);
  if (drawn) askForShownPosters(view, [drawn]);
  return releaseStartupSnapshot(doc, root, timeoutMs);
}

/**
 * The rails of `home` the picture drawn from start-up's data does not have yet (their lists answered later), added
 * below the others — once its first poster is on screen: laid out before it, they would hold it back (a frame's
 * layout, and its load event behind it). Nothing once that picture has gone (the live app took over) or where the
 * picture is another.
 */
export function addRailsFromStartUp(doc: Document, home: HomeSnapshot): void {
  addRails(doc, home, false);
}

function addRails(doc: Document, home: HomeSnapshot, firstPosterShown: boolean): void {
  const drawn = doc.getElementById(SNAPSHOT_ID);
  const main = drawn?.dataset.source === 'start-up' ? drawn.querySelector('main') : null;
  const view = doc.defaultView;
  if (!main || !view) return;
  const first = main.querySelector<HTMLImageElement>('img');
  if (!firstPosterShown && first && !first.complete) {
    // After the frame that paints it: its next animation frame, then a task.
    const later = () => view.requestAnimationFrame(() => setTimeout(() => addRails(doc, home, true), 0));
    first.addEventListener('load', later, { once: true });
    first.addEventListener('error', later, { once: true });
    return;
  }
  const have = main.querySelectorAll(':scope > section.rail').length;
  if (home.rails.length <= have) return;
  const more = doc.createElement('div');
  more.innerHTML = railsHtml(home.rails.slice(have), 'start-up', have);
  const rails = [...more.children];
  main.append(...rails);
  askForShownPosters(view, rails);
}
