// Home's kept copy, the web's start-up snapshot: the app hands Home's top over under who is watching (useHomeSnapshot);
// it is kept in localStorage and drawn at the next start before start-up makes a call, until the live Home takes over
// (releaseStartupSnapshot). The desktop's markup (apps/desktop/src/shared/startup-snapshot.ts), built as DOM nodes.
import { type AppEnv, type HomeSnapshot, releaseStartupSnapshot, STARTUP_SNAPSHOT_ID } from '@ott/app/start';
import { isAbsoluteHttpUrl } from '@ott/domain/deeplinks';

const KEY = 'startupSnapshot';
const LAYOUTS = new Set(['LANDSCAPE', 'PORTRAIT', 'SQUARE', 'BANNER']);

interface Kept {
  /** Who is watching now, as the app last reported it. */
  identity: string | null;
  snapshot: { identity: string; home: HomeSnapshot } | null;
}

function read(storage: Storage): Kept {
  try {
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as Kept | null;
    if (kept && typeof kept === 'object') return kept;
  } catch {}
  return { identity: null, snapshot: null };
}

function write(storage: Storage, kept: Kept): void {
  try {
    storage.setItem(KEY, JSON.stringify(kept));
  } catch {} // full or unavailable storage: the next start simply draws none
}

/** A start page's path without its trailing slashes (`/ar/` is `/ar`). */
const startPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export interface KeptHome extends NonNullable<AppEnv['startupSnapshot']> {
  /** The copy to draw for a start at `pathname` (kept under the identity of the last run), or null. */
  current(pathname: string): HomeSnapshot | null;
}

/** A change of identity drops the copy: nothing personal outlives a log-out; a kids profile never sees the adult Home. */
export function keptHome(storage: Storage): KeptHome {
  return {
    identity(key) {
      const kept = read(storage);
      if (kept.identity === key) return;
      write(storage, { identity: key, snapshot: kept.snapshot?.identity === key ? kept.snapshot : null });
    },
    save(identity, home) {
      if (read(storage).identity !== identity) return;
      write(storage, { identity, snapshot: { identity, home } });
    },
    current(pathname) {
      const { identity, snapshot } = read(storage);
      if (!snapshot || identity === null || snapshot.identity !== identity) return null;
      // Opened at / the app moves to the language's Home (/ar) by itself; any other start is not Home.
      const at = startPath(pathname);
      return at === '/' || at === startPath(String(snapshot.home?.path)) ? snapshot.home : null;
    },
  };
}

/** Draws `home` before `root` (nothing when the copy is malformed); it goes when the live Home can take over. */
export function drawKeptHome(doc: Document, root: HTMLElement, home: HomeSnapshot): void {
  let picture: HTMLElement;
  try {
    picture = snapshotElement(doc, home);
  } catch {
    return;
  }
  root.before(picture);
  releaseStartupSnapshot(doc, root);
}

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** A box of `height` px with no width, as the desktop's: the policy allows no inline style. */
function strut(doc: Document, height: unknown): SVGSVGElement {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'startup-snapshot-strut');
  svg.setAttribute('width', '0');
  svg.setAttribute('height', String(Math.max(0, Number(height) || 0)));
  svg.setAttribute('aria-hidden', 'true');
  return svg;
}

function snapshotElement(doc: Document, home: HomeSnapshot): HTMLElement {
  const rails = home.rails.map((rail, r) => {
    const layout = LAYOUTS.has(rail.layout) ? rail.layout : 'PORTRAIT';
    const cards = rail.cards.map((card) => {
      const img = el(doc, 'img', {
        alt: '',
        decoding: 'async',
        ...(r === 0 ? { fetchpriority: 'high' } : {}),
      });
      if (isAbsoluteHttpUrl(String(card.image))) img.src = card.image;
      return el(
        doc,
        'li',
        {},
        el(
          doc,
          'div',
          { class: 'card', 'data-testid': 'snapshot-card' },
          el(doc, 'div', { class: `art ${layout}` }, img),
          el(doc, 'div', { class: 'title' }, String(card.title)),
          ...(card.caption ? [el(doc, 'p', { class: 'caption provider-text' }, String(card.caption))] : []),
        ),
      );
    });
    return el(
      doc,
      'section',
      { class: `rail rail-${layout}` },
      el(
        doc,
        'div',
        { class: 'rail-head' },
        el(doc, 'h2', {}, String(rail.title)),
        strut(doc, rail.headHeight),
      ),
      el(doc, 'ul', { class: `rail-track ${layout}` }, ...cards),
    );
  });
  const picture = el(
    doc,
    'div',
    {
      id: STARTUP_SNAPSHOT_ID,
      class: 'startup-snapshot',
      'data-source': 'kept',
      lang: String(home.lang),
      dir: home.dir === 'rtl' ? 'rtl' : 'ltr',
      'aria-hidden': 'true',
      'data-testid': 'startup-snapshot',
    },
    el(
      doc,
      'div',
      { class: 'app' },
      el(
        doc,
        'header',
        { class: 'header' },
        el(doc, 'span', { class: 'brand' }, 'OTT'),
        strut(doc, home.headerHeight),
      ),
      el(doc, 'main', {}, ...rails),
    ),
  );
  picture.inert = true;
  return picture;
}
