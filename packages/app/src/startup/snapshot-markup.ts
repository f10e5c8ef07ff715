// The start-up snapshot as markup, with the app's own classes (Layout, Rail, PosterCard) and stylesheets: the desktop's
// start page, the web build's first-visit Home. Only text and checked http(s) addresses reach it, each escaped here.
// Inert and hidden from assistive technology.
import type { HomeSnapshot } from '../platform/types';
import { STARTUP_SNAPSHOT_ID } from './release-snapshot';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * A box of `height` px with no width: it holds a measured height (the header's, a rail head's) without a style — the
 * page's CSP allows no inline style, and an SVG's height attribute is a presentation attribute.
 */
const strut = (height: number) =>
  `<svg class="startup-snapshot-strut" width="0" height="${height}" aria-hidden="true"></svg>`;

/**
 * Who drew it: `kept` — from the last run's Home (the desktop's start page); `first-visit` — from a visitor's start-up
 * calls, by the web build into every page (startup/first-visit.ts). That one was drawn from lists, not from a window:
 * its posters are named in data-src; the page's head script asks for the first only where the picture is shown
 * (apps/web index.html), and the page for the others its window shows (askForFirstVisitPosters).
 */
export type SnapshotSource = 'kept' | 'first-visit';

/**
 * Where nothing was measured (`first-visit`), the heights come from stand-ins: empty, invisible boxes with the classes
 * of what the app puts there — a header link, the language list and a button; a rail's scroll button and see-all link —
 * so the app's own stylesheet (its media queries included: a narrow window's navigation row) gives the header and the
 * rail heads the heights the app's will have.
 */
const STAND_IN = 'startup-snapshot-stand-in';
const HEADER_STAND_INS =
  `<nav class="nav ${STAND_IN}"><a>&nbsp;</a></nav>` +
  `<div class="header-tools ${STAND_IN}"><select tabindex="-1"></select><span class="btn">&nbsp;</span></div>`;
const RAIL_TOOLS_STAND_INS =
  `<div class="rail-tools ${STAND_IN}"><span class="rail-scroll"><span class="chevron"></span></span>` +
  '<a class="see-all">&nbsp;</a></div>';

/** The markup of Home's top rails. */
function railsHtml(rails: HomeSnapshot['rails'], source: SnapshotSource): string {
  return rails
    .map((rail, r) => {
      const layout = escapeHtml(rail.layout);
      // Kept: every card loads at once (none lazily: a lazy image waits for layout), the first rail's first; the
      // snapshot holds only what the window showed (packages/app captureHomeSnapshot). From a first visit's calls: as
      // the page finds them on screen.
      const cards = rail.cards
        .map((card) => {
          const src = source === 'kept' ? 'src' : 'data-src';
          const caption = card.caption
            ? `<p class="caption provider-text">${escapeHtml(card.caption)}</p>`
            : '';
          return (
            `<li><div class="card" data-testid="snapshot-card"><div class="art ${layout}">` +
            `<img ${src}="${escapeHtml(card.image)}" alt="" decoding="async"${r === 0 ? ' fetchpriority="high"' : ''}></div>` +
            `<div class="title">${escapeHtml(card.title)}</div>${caption}</div></li>`
          );
        })
        .join('');
      return (
        `<section class="rail rail-${layout}"><div class="rail-head"><h2>${escapeHtml(rail.title)}</h2>` +
        `${source === 'kept' ? strut(rail.headHeight) : RAIL_TOOLS_STAND_INS}</div>` +
        `<ul class="rail-track ${layout}">${cards}</ul></section>`
      );
    })
    .join('');
}

export function snapshotHtml(snapshot: HomeSnapshot, source: SnapshotSource = 'kept'): string {
  return (
    `<div id="${STARTUP_SNAPSHOT_ID}" class="startup-snapshot" lang="${escapeHtml(snapshot.lang)}" dir="${snapshot.dir}" ` +
    `data-source="${source}" aria-hidden="true" inert data-testid="startup-snapshot"><div class="app">` +
    `<header class="header"><span class="brand">OTT</span>` +
    `${source === 'kept' ? strut(snapshot.headerHeight) : HEADER_STAND_INS}</header>` +
    `<main>${railsHtml(snapshot.rails, source)}</main></div></div>`
  );
}

/** The tags of the head that ask for the app's scripts and data (Vite's entry script and its preloads). */
const APP_LOADS =
  /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|preload)"[^>]*>)\n?/g;

/**
 * The start page with the snapshot drawn before the app's root. The head's script tags and preloads move after the
 * root: parsed first, they would hold the snapshot's posters back behind some twenty requests (each costs the parser
 * time), while the scripts are deferred anyway (type=module) and start loading the moment they are parsed. The
 * stylesheets stay in the head: the snapshot is drawn with them.
 */
export function withSnapshot(
  indexHtml: string,
  snapshot: HomeSnapshot,
  source: SnapshotSource = 'kept',
): string {
  const root = '<div id="root"></div>';
  const at = indexHtml.indexOf(root);
  if (at < 0) return indexHtml;
  const loads: string[] = [];
  const head = indexHtml.slice(0, at).replace(APP_LOADS, (tag) => {
    loads.push(tag.trim());
    return '';
  });
  return `${head}${snapshotHtml(snapshot, source)}${root}\n${loads.join('\n')}${indexHtml.slice(at + root.length)}`;
}
