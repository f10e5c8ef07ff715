// The start-up snapshot of Home: where the shell keeps one (desktop), Home's top (header height, first poster rails) is
// handed over after each change, under who is watching, and drawn on the next launch before any script runs. A first
// visit has none: homeFromStartUp builds the picture from start-up's lists (the web build: first-visit.ts).
import { visibleContent } from '@ott/domain';
import { isAbsoluteHttpUrl } from '@ott/domain/deeplinks';
import { direction } from '@ott/i18n';
import type { Content } from '@ott/sdk/hooks/cms';
import type { ProviderConfig, Section } from '@ott/sdk/hooks/config';
import type { HomeSnapshot, PlatformStartupSnapshot } from '../platform/types';
import type { SessionState, SessionStore } from '../session/store';
import {
  EAGER_SECTIONS,
  homeScreen,
  localized,
  moviesHidden,
  posterFor,
  posterLayout,
  sectionKind,
} from './screen-sections';

// Kept only while complete: the rails from the top that have their posters, up to the first that does not (skeleton,
// failure, genre chips; continue-watching, being personal, never). No React: start.ts reports the identity and
// features/browse/useHomeSnapshot.ts keeps the snapshot.

/** At most this many rails and cards per rail (fewer: only what the window shows before scrolling). */
const SNAPSHOT_RAILS = 4;
const SNAPSHOT_CARDS = 12;
/** Quiet time after Home last changed before it is read (a render, a poster arriving). */
export const SNAPSHOT_DEBOUNCE_MS = 800;

/**
 * Calls `onChange` on each change of `root`'s markup (children, the `attributes` named) and `onLoad` on each load
 * inside it (an image arriving changes no markup until its skeleton class goes); returns the stop.
 */
export function watchMarkup(
  root: HTMLElement,
  attributes: string[],
  onChange: () => void,
  onLoad: (e: Event) => void = onChange,
): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: attributes });
  root.addEventListener('load', onLoad, true);
  return () => {
    observer.disconnect();
    root.removeEventListener('load', onLoad, true);
  };
}

const LAYOUTS = ['LANDSCAPE', 'PORTRAIT', 'SQUARE', 'BANNER'] as const;

/** Who is watching, and how: any change of these makes an earlier snapshot unfit to show. */
export function snapshotIdentity(
  s: Pick<SessionState, 'subscriber' | 'profileid' | 'kidsMode' | 'parentalControl' | 'lang'>,
): string {
  const who = s.subscriber?.subscriberid ?? 'visitor';
  return [
    who,
    s.profileid ?? '-',
    s.kidsMode ? 'kids' : 'all',
    `pc:${s.parentalControl ?? '-'}`,
    s.lang,
  ].join('/');
}

/** Reports the identity to the shell once start-up has ended, and again whenever it changes. */
export function watchSnapshotIdentity(session: SessionStore, platform: PlatformStartupSnapshot): () => void {
  let last: string | null = null;
  const report = () => {
    const state = session.get();
    if (state.status !== 'ready') return;
    const key = snapshotIdentity(state);
    if (key === last) return;
    last = key;
    platform.identity(key);
  };
  report();
  return session.subscribe(report);
}

/** Text as one line: runs of white space (line breaks in a description) as one space. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const text = (el: Element | null | undefined) => oneLine(el?.textContent ?? '');

/**
 * Home's top as it is on screen, or null when there is nothing complete to keep (the first rail is still loading or
 * failed). `home` is Home's element; the header is the page's `header.header`.
 */
export function captureHomeSnapshot(home: HTMLElement, path: string): HomeSnapshot | null {
  const doc = home.ownerDocument;
  const view = doc.defaultView;
  const header = doc.querySelector('header.header');
  let headerHeight = 0;
  if (header && view) {
    const style = view.getComputedStyle(header);
    const pad = (Number.parseFloat(style.paddingTop) || 0) + (Number.parseFloat(style.paddingBottom) || 0);
    headerHeight = Math.max(0, Math.round(header.getBoundingClientRect().height - pad));
  }
  // Only what the window shows before scrolling: each card laid out and painted costs the next start time.
  const width = view?.innerWidth ?? Number.POSITIVE_INFINITY;
  const height = view?.innerHeight ?? Number.POSITIVE_INFINITY;
  const rails: HomeSnapshot['rails'] = [];
  for (const rail of home.querySelectorAll<HTMLElement>('section.rail')) {
    if (rails.length >= SNAPSHOT_RAILS || rail.getBoundingClientRect().top + (view?.scrollY ?? 0) >= height)
      break;
    // Only the config's poster rails, complete: stop at anything else so the kept rails sit where the app's will.
    if (!rail.dataset.section || rail.dataset.testid !== 'rail' || rail.getAttribute('aria-busy')) break;
    const track = rail.querySelector('ul.rail-track');
    const layout = LAYOUTS.find((l) => track?.classList.contains(l));
    if (!track || !layout) break;
    const cards: HomeSnapshot['rails'][number]['cards'] = [];
    for (const card of track.querySelectorAll<HTMLElement>('[data-testid="poster-card"]')) {
      if (cards.length >= SNAPSHOT_CARDS) break;
      const box = card.getBoundingClientRect();
      if (box.width > 0 && (box.left >= width || box.right <= 0)) continue; // scrolled out of the rail's view
      const img = card.querySelector<HTMLImageElement>('.art img');
      const image = img?.currentSrc || img?.src || '';
      if (!isAbsoluteHttpUrl(image)) continue;
      const caption = text(card.querySelector('.caption'));
      cards.push({ title: text(card.querySelector('.title')), image, ...(caption ? { caption } : {}) });
    }
    if (cards.length === 0) break;
    const head = rail.querySelector('.rail-head');
    const headHeight = Math.round(head?.getBoundingClientRect().height ?? 0);
    rails.push({ title: text(head?.querySelector('h2')), headHeight, layout, cards });
  }
  if (rails.length === 0) return null;
  const root = doc.documentElement;
  return { path, lang: root.lang || 'en', dir: root.dir === 'rtl' ? 'rtl' : 'ltr', headerHeight, rails };
}

/** A section's list as a first visit's call answered it (startup/first-visit.ts). */
export type StartUpList = { status: 'error' } | { status: 'success'; items: readonly Content[] };

/**
 * Home's top as the app will draw it, from start-up's data: the first rails of Home's screen (the kids screen in kids
 * mode), each with its posters, as ScreenSections and Rail render them — the title in the display language, the
 * layout's poster file, a banner's description — with the rules they apply (movies hidden while disabled, SPEC §8
 * 7109; an empty list draws no rail). It stops where the app's Home would show something else: a genre row, a failed
 * list, a card without a poster, or — for a subscriber — after the first rail, where continue-watching goes (null:
 * nothing to draw). The heights are left to the stylesheet (0): nothing has been measured yet.
 */
export function homeFromStartUp(input: {
  config: ProviderConfig | null;
  kidsMode: boolean;
  subscriber: boolean;
  isMovieEnabled: 'Yes' | 'No';
  lang: string;
  path: string;
  list: (section: Section) => StartUpList;
}): HomeSnapshot | null {
  const screen = homeScreen(input.config, input.kidsMode);
  const upTo = Math.min(EAGER_SECTIONS, SNAPSHOT_RAILS, input.subscriber ? 1 : SNAPSHOT_RAILS);
  const rails: HomeSnapshot['rails'] = [];
  for (const section of screen?.sections.slice(0, upTo) ?? []) {
    if (sectionKind(section) !== 'content') break;
    if (moviesHidden(section, input.isMovieEnabled)) continue;
    const list = input.list(section);
    if (list.status === 'error') break;
    const items = visibleContent(list.items, input.isMovieEnabled);
    if (items.length === 0) continue;
    const layout = posterLayout(section.layout);
    const cards: HomeSnapshot['rails'][number]['cards'] = [];
    for (const content of items.slice(0, SNAPSHOT_CARDS)) {
      const image = posterFor(content, layout)?.url;
      if (!image || !isAbsoluteHttpUrl(image)) break; // the app draws a plain box here: the cards after it would not line up
      const caption = layout === 'BANNER' ? oneLine(content.description ?? '') : '';
      cards.push({ title: content.title, image, ...(caption ? { caption } : {}) });
    }
    if (cards.length === 0) break;
    rails.push({ title: localized(section.title, input.lang), headHeight: 0, layout, cards });
  }
  return rails.length
    ? { path: input.path, lang: input.lang, dir: direction(input.lang), headerHeight: 0, rails }
    : null;
}
