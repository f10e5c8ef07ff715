// The start-up snapshot in the page (src/shared/startup-snapshot.ts draws it, over the app): it stays until the live
// app can take over without a blank or a skeleton in between, and never longer than that.
// It goes when:
// - the live Home's first poster has loaded (the app now shows what the snapshot showed, and more);
// - the app shows anything else the user must see: another route (a deep link, a notification click), a dialog,
//   an alert (a failed section or screen, the app's own load failure);
// - RELEASE_AFTER_MS have passed whatever happened (e.g. a Home with no posters at all).
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
    if (view && !isHomePath(view.location.pathname)) return release();
    if (root.querySelector(TAKES_OVER)) return release();
    // A poster that was already in the cache may have loaded before the listener saw it.
    const img = root.querySelector<HTMLImageElement>('[data-testid="home"] [data-testid="poster-card"] img');
    if (img?.complete && img.naturalWidth > 0) release();
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
  return release;
}
