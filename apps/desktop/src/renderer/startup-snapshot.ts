// The start-up snapshot in the page: it goes by the shells' shared rule (packages/app startup/release-snapshot.ts);
// a first launch's picture asks here for the posters its window shows.
import { SNAPSHOT_ID } from '../shared/startup-snapshot';

export { isHomePath, RELEASE_AFTER_MS, releaseStartupSnapshot } from '@ott/app/start';

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
