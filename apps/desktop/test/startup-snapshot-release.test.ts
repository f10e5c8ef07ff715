// @vitest-environment jsdom
// The start-up snapshot in the page (packages/app startup/release-snapshot.ts): it stays over the app while the app is still
// starting, and goes as soon as the live app can take over — its own poster, another screen, a dialog, an alert.

import { isHomePath, releaseStartupSnapshot } from '@ott/app/start';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let root: HTMLElement;
const snapshot = () => document.getElementById('startup-snapshot');
const tick = () => new Promise((r) => setTimeout(r, 30));

beforeEach(() => {
  history.replaceState(null, '', '/');
  document.body.innerHTML =
    '<div id="startup-snapshot" data-testid="startup-snapshot"></div><div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
});
afterEach(() => vi.useRealTimers());

/** The live Home with its first rail: a skeleton, or a poster card with its image. */
function liveHome(withPoster: boolean): HTMLImageElement | null {
  root.innerHTML = `<main><div data-testid="home"><section class="rail">${
    withPoster
      ? '<a data-testid="poster-card"><div class="art"><img src="p.svg" alt=""></div></a>'
      : '<div class="skeleton"></div>'
  }</section></div></main>`;
  return root.querySelector('img');
}

describe('start-up snapshot release', () => {
  it('stays while the live Home is still a skeleton, and goes when its first poster has loaded', async () => {
    releaseStartupSnapshot(document, root);
    liveHome(false);
    await tick();
    expect(snapshot()).not.toBeNull();
    const img = liveHome(true);
    await tick();
    expect(snapshot()).not.toBeNull(); // the card is there, its image not yet
    img?.dispatchEvent(new Event('load'));
    await tick();
    expect(snapshot()).toBeNull();
  });

  it.each([
    ['an alert (a failed section or screen)', '<div role="alert">The catalogue could not be loaded.</div>'],
    ['a dialog (the log-in dialog)', '<div role="dialog" aria-modal="true">Log in</div>'],
    ['the app’s own load failure', '<section role="alert" data-testid="app-load-failed"></section>'],
  ])('goes at once for %s', async (_what, html) => {
    releaseStartupSnapshot(document, root);
    root.innerHTML = html;
    await tick();
    expect(snapshot()).toBeNull();
  });

  it('goes when the app moves to another screen (a deep link at launch), not when it moves to the language’s Home', async () => {
    releaseStartupSnapshot(document, root);
    history.replaceState(null, '', '/ar');
    liveHome(false);
    await tick();
    expect(snapshot()).not.toBeNull();
    history.replaceState(null, '', '/viewContent/MOV-001');
    root.innerHTML = '<main><div data-testid="details"></div></main>';
    await tick();
    expect(snapshot()).toBeNull();
  });

  it('never stays longer than its time limit', () => {
    vi.useFakeTimers();
    releaseStartupSnapshot(document, root, 8000);
    vi.advanceTimersByTime(7999);
    expect(snapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(snapshot()).toBeNull();
  });

  it('the returned release removes it (the app failed to load); without a snapshot nothing happens', () => {
    const release = releaseStartupSnapshot(document, root);
    release();
    expect(snapshot()).toBeNull();
    expect(() => releaseStartupSnapshot(document, root)()).not.toThrow();
  });

  it('Home paths', () => {
    expect(['/', '/ar', '/ml/', '/en'].every(isHomePath)).toBe(true);
    expect(['/search', '/viewContent/1', '/ar/search', '/screen/kids'].some(isHomePath)).toBe(false);
  });
});
