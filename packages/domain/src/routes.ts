// SPEC §2 routes as data, plus pure matchers for what react-router 7 cannot express (regex constraints on `lang` and
// `type`, the supported-language check, guards, redirects). First match wins, rows in SPEC order, children first.
import { LOGIN_DIALOG_DELAY_MS } from './constants';

// Optional segments are tried present first, then absent (like a backtracking regex). A row whose `constraints.lang`
// is `'supported'` matches only a language in the provider's list (the SPEC's `(ml|'')` / `(ml|null)`, generalised);
// on any other row a matched but unsupported lang goes to the error page (§2).
export type RouteGuard = 'subscriber' | null;

export interface RouteConstraints {
  /** `'supported'`: the lang segment must be one of the provider's supported codes for the row to match. */
  lang?: 'supported';
  /** Allowed values per param (e.g. the meta-tag `type`). */
  params?: Readonly<Record<string, readonly string[]>>;
}

export interface RouteDef {
  id: string;
  /** react-router 7 path (optional segments `:x?`, no regex). Children are relative to their parent. */
  path: string;
  guard: RouteGuard;
  /** true: part 1 (browsing and playback); false: a later part (account, payments, support, profiles). */
  part1: boolean;
  /** Fixed language of the row (the /en and /ar static-page variants). */
  fixedLang?: string;
  /** Where the row redirects to (e.g. /tv → /pairing). */
  redirectTo?: string;
  constraints?: RouteConstraints;
  children?: readonly RouteDef[];
}

export const META_TAG_TYPES = ['genre', 'category', 'currentLanguage', 'productionyear'] as const;

const row = (
  id: string,
  path: string,
  part1: boolean,
  extra: Partial<Omit<RouteDef, 'id' | 'path' | 'part1'>> = {},
): RouteDef => ({ id, path, part1, guard: null, ...extra });

/** The SPEC §2 table, in its order. */
export const ROUTES: readonly RouteDef[] = [
  row('search', '/:lang?/search/:id?', true),
  row('watchlist', '/:lang?/watchlist', true, { guard: 'subscriber' }),
  row('subscriptionPlans', '/:lang?/subscription-plans/:planid?/:coupon?', false),
  // Checkout pages the SPEC names without a path (§2 "payment success/failure/processing pages"): the gateway returns
  // to /payment/:referenceid; renting or buying one title under one of its availabilities is /purchase/….
  row('payment', '/:lang?/payment/:referenceid', false),
  row('purchase', '/:lang?/purchase/:contentId/:availabilityid', false),
  row('home', '/:lang?', true, {
    constraints: { lang: 'supported' },
    children: [
      row('home.plan', 'plan/:planid', false),
      row('home.viewContent', 'viewContent/:contentId', true),
      row('home.viewTicket', 'viewTicket/:ticketId', false),
      row('home.viewPlanAndCoupon', 'viewPlanAndCoupon/:planId/:coupon?', false),
      // The target of a plan link without a plan id (§2 deep-link conversion); the table has no row of its own.
      row('home.viewAllPlans', 'viewAllPlans', false),
    ],
  }),
  row('login', '/:lang?/login', true),
  row('lookup', '/:lang?/lookup', true),
  row('help', '/:lang?/help', false),
  row('contentDetailsHome', '/:lang?/content/details/:id', true),
  row('tv', '/tv', false, { redirectTo: '/pairing' }),
  // The pairing view is the target of /tv and of the root redirect; the SPEC table has no row of its own for it.
  row('pairing', '/:lang?/pairing', false),
  row('termsOfUse.en', '/en/terms-of-use', false, { fixedLang: 'en' }),
  row('termsOfUse.ar', '/ar/terms-of-use', false, { fixedLang: 'ar' }),
  row('privacyPolicy.en', '/en/privacy-policy', false, { fixedLang: 'en' }),
  row('privacyPolicy.ar', '/ar/privacy-policy', false, { fixedLang: 'ar' }),
  row('termsOfUse', '/:lang?/terms-of-use', false),
  row('aboutUs', '/:lang?/about-us', false),
  row('faq', '/:lang?/faq', false),
  row('privacyPolicy', '/:lang?/privacy-policy', false),
  row('profile', '/:lang?/profile/:listItem', false, { guard: 'subscriber' }),
  // The notifications list: §2 names the screen ("notifications") but no path; open to visitors too, whose
  // notifications are kept per device id (§3).
  row('notifications', '/:lang?/notifications', false),
  row('cast', '/:lang?/cast', false),
  row('emailVerify', '/emailVerify', false),
  row('detailComponent', '/detailComponent/:category/:title', true),
  row('detail', '/detail/:contentid', true),
  row('seeAllContinueWatch', '/:lang?/seeallcontinuewatch', true),
  row('trailerDeeplink', '/trailerDeeplink/:contentId', true),
  row('contentPlayDeeplink', '/contentPlayDeeplink/:contentId', true),
  row('switchProfile', '/:lang?/switchprofile', false),
  row('addProfileCheck', '/:lang?/addProfileCheck', false),
  row('addProfile', '/:lang?/addprofile', false),
  row('details', '/:lang?/details/:title/:contentId', true, {
    children: [
      row('details.season', 'season/:id', true),
      row('details.episode', 'season/:id/episode/:episodeCounter/:episodeId/:isPlayBackActive', true),
      row('details.trailer', 'trailer', true),
      row('details.related', 'related', true),
      row('details.trailerPlay', 'trailer/:trailerId/:isPlayBackActive', true),
    ],
  }),
  row('player', '/movie/:title/:contentId/play', true),
  // SPEC §3 download states: the app's downloads and the offline player of one; the SPEC table has no row
  // of its own for them (a platform without downloads says so on the screen).
  row('downloads', '/:lang?/downloads', true, { children: [row('downloads.play', 'play/:contentId', true)] }),
  row('collections', '/:lang?/collections/:section', true),
  row('screen', '/:lang?/screen/:section', true),
  row('section', '/:lang?/:section', true),
  row('metaTagRedirect', '/:lang?/:objecttype/:type?/:value', true, {
    constraints: { lang: 'supported', params: { type: META_TAG_TYPES } },
  }),
  row('error', '*', true),
];

export type StaticPage = 'terms-of-use' | 'about-us' | 'faq' | 'privacy-policy';

export type RouteMatch =
  | { id: string; params: Record<string, string>; lang: string | null; route: RouteDef }
  | {
      id: 'error';
      params: Record<string, string>;
      lang: null;
      route: RouteDef;
      reason: 'notFound' | 'unsupportedLang';
    };

interface Segment {
  name: string;
  param: boolean;
  optional: boolean;
}

interface FlatRoute {
  route: RouteDef;
  segments: Segment[];
}

function parsePath(path: string): Segment[] {
  return path
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) =>
      s.startsWith(':')
        ? { name: s.slice(1).replace(/\?$/, ''), param: true, optional: s.endsWith('?') }
        : { name: s, param: false, optional: false },
    );
}

function flatten(routes: readonly RouteDef[], parent: Segment[] = []): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const route of routes) {
    const segments = [...parent, ...parsePath(route.path)];
    // Children first: the deepest route wins, as in a nested router.
    if (route.children) out.push(...flatten(route.children, segments));
    out.push({ route, segments });
  }
  return out;
}

const FLAT_ROUTES = flatten(ROUTES.filter((r) => r.id !== 'error'));
const ERROR_ROUTE = ROUTES.find((r) => r.id === 'error') as RouteDef;

/** Optional-segment combinations in backtracking order: present before absent, left to right. */
function variants(segments: Segment[]): Segment[][] {
  let acc: Segment[][] = [[]];
  for (const seg of segments) {
    const next: Segment[][] = [];
    for (const prefix of acc) {
      next.push([...prefix, seg]);
      if (seg.optional) next.push(prefix);
    }
    acc = next;
  }
  // `acc` is in the order "first optional present" → "all absent" already (depth-first order preserved).
  return acc;
}

function matchVariant(
  pathSegs: string[],
  variant: Segment[],
  route: RouteDef,
  supported: readonly string[],
): Record<string, string> | null {
  if (pathSegs.length !== variant.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < variant.length; i++) {
    const seg = variant[i] as Segment;
    const value = pathSegs[i] as string;
    if (!seg.param) {
      if (seg.name !== value) return null;
      continue;
    }
    if (seg.name === 'lang' && route.constraints?.lang === 'supported' && !supported.includes(value))
      return null;
    const allowed = route.constraints?.params?.[seg.name];
    if (allowed && !allowed.includes(value)) return null;
    params[seg.name] = value;
  }
  return params;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * SPEC §2: which row a pathname lands on, with its params. `supportedLangs` is the provider's list of URL
 * language codes (e.g. ['en', 'ar', 'ml']).
 */
export function matchRoute(pathname: string, supportedLangs: readonly string[]): RouteMatch {
  const clean = (pathname.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  const pathSegs = clean
    .split('/')
    .filter((s) => s.length > 0)
    .map(decode);
  for (const { route, segments } of FLAT_ROUTES) {
    for (const variant of variants(segments)) {
      const params = matchVariant(pathSegs, variant, route, supportedLangs);
      if (!params) continue;
      const lang = params.lang ?? route.fixedLang ?? null;
      if (params.lang !== undefined && !supportedLangs.includes(params.lang)) {
        return { id: 'error', params, lang: null, route: ERROR_ROUTE, reason: 'unsupportedLang' };
      }
      return { id: route.id, params, lang, route };
    }
  }
  return { id: 'error', params: {}, lang: null, route: ERROR_ROUTE, reason: 'notFound' };
}

/** Finds a row (or child row) of ROUTES by id. */
export function findRoute(id: string): RouteDef | undefined {
  return FLAT_ROUTES.find((f) => f.route.id === id)?.route ?? (id === 'error' ? ERROR_ROUTE : undefined);
}

export type LangResolution = { ok: true; lang: string | null; rtl: boolean } | { ok: false; lang: string };

/** SPEC §2: an absent lang is fine; a present one must be in the provider's supported list. ar is right-to-left. */
export function resolveLang(
  param: string | null | undefined,
  supportedCodes: readonly string[],
): LangResolution {
  if (param === undefined || param === null || param === '') return { ok: true, lang: null, rtl: false };
  if (!supportedCodes.includes(param)) return { ok: false, lang: param };
  return { ok: true, lang: param, rtl: param === 'ar' };
}

export interface MetaTagRedirect {
  lang: string | null;
  objecttype: string;
  type: (typeof META_TAG_TYPES)[number] | null;
  value: string;
}

/**
 * SPEC §2 meta-tag redirect `/:lang(ml|null)?/:objecttype/:type(genre|category|currentLanguage|productionyear)?/:value`.
 * Returns the parsed parts when the pathname lands on that row, else null.
 */
export function matchMetaTagRedirect(
  pathname: string,
  supportedLangs: readonly string[],
): MetaTagRedirect | null {
  const m = matchRoute(pathname, supportedLangs);
  if (m.id !== 'metaTagRedirect') return null;
  const { objecttype, type, value } = m.params as { objecttype: string; type?: string; value: string };
  return {
    lang: m.lang,
    objecttype,
    type: (type as MetaTagRedirect['type']) ?? null,
    value,
  };
}

/**
 * SPEC §2 "Meta-tag redirect": where a meta-tag address goes. The SPEC names no other list route, so the target is the
 * meta-tag list itself at its full address — the type spelled out (`genre` when the address has none), the language
 * prefix kept: `/ml/movie/drama` → `/ml/movie/genre/drama`. Null when the address already is that one (the list shows).
 */
export function metaTagTarget(redirect: MetaTagRedirect): string | null {
  if (redirect.type !== null) return null;
  const parts = [redirect.lang, redirect.objecttype, 'genre', redirect.value].filter((p): p is string => !!p);
  return `/${parts.map(encodeURIComponent).join('/')}`;
}

/** Content-list query of a meta-tag redirect (§3 content list query params). */
export function metaTagQuery(redirect: MetaTagRedirect): Record<string, string> {
  const query: Record<string, string> = { objecttype: redirect.objecttype };
  if (redirect.type === 'currentLanguage') query.objectlanguage = redirect.value;
  else query[redirect.type ?? 'genre'] = redirect.value;
  return query;
}

/** The `:title` segment of details and player paths (SPEC §2): lower case, dashes for spaces, URL-encoded. */
export function titleSlug(title: string | null | undefined): string {
  return encodeURIComponent((title ?? '').trim().replace(/\s+/g, '-').toLowerCase() || 'title');
}

/** SPEC §2 details route `/:lang?/details/:title/:contentId` (without the lang prefix). */
export function detailsPath(content: { objectid: string; title?: string | null }): string {
  return `/details/${titleSlug(content.title)}/${encodeURIComponent(content.objectid)}`;
}

/** SPEC §2 player route `/movie/:title/:contentId/play` (episodes play by their own id). */
export function playerPath(content: { objectid: string; title?: string | null }): string {
  return `/movie/${titleSlug(content.title)}/${encodeURIComponent(content.objectid)}/play`;
}

/** Home path for a lang (`/` or `/ar`). */
export function homePath(lang?: string | null): string {
  return lang ? `/${lang}` : '/';
}

/**
 * SPEC §2 root path: with the pairing flag set → the pairing view; with a non-default language stored → Home
 * with that language; otherwise stay (null).
 */
export function rootRedirect(input: {
  storedLang: string | null | undefined;
  pairingFlag: boolean;
  defaultLang: string;
}): string | null {
  const lang = input.storedLang && input.storedLang !== input.defaultLang ? input.storedLang : null;
  if (input.pairingFlag) return lang ? `/${lang}/pairing` : '/pairing';
  return lang ? `/${lang}` : null;
}

export type GuardResult =
  | { allow: true }
  | { allow: false; redirect: string; rememberPath: string | null; loginDialogAfterMs: number | null };

/**
 * SPEC §2 / §6 guards: watchlist and profile need a subscriber. A visitor is sent Home; for the profile the
 * path is remembered and the login dialog opens after about 4 s.
 */
export function guard(
  routeId: string,
  ctx: { isSubscriber: boolean; pathname?: string; lang?: string | null },
): GuardResult {
  const route = findRoute(routeId);
  if (route?.guard !== 'subscriber' || ctx.isSubscriber) return { allow: true };
  const redirect = homePath(ctx.lang);
  if (routeId === 'profile') {
    return {
      allow: false,
      redirect,
      rememberPath: ctx.pathname ?? null,
      loginDialogAfterMs: LOGIN_DIALOG_DELAY_MS,
    };
  }
  return { allow: false, redirect, rememberPath: null, loginDialogAfterMs: null };
}

/** SPEC §2 static pages: terms and privacy have fixed /en and /ar variants; others take the optional lang prefix. */
export function staticPagePath(page: StaticPage, lang?: string | null): string {
  return lang ? `/${lang}/${page}` : `/${page}`;
}

const PAGE_OF_ROUTE: Readonly<Record<string, StaticPage | 'help'>> = {
  termsOfUse: 'terms-of-use',
  privacyPolicy: 'privacy-policy',
  aboutUs: 'about-us',
  faq: 'faq',
  help: 'help',
};

/**
 * SPEC §2: the static page a route shows, or null; `fixedLang` is the language of the fixed /en and /ar variants of
 * terms and privacy (those show that language whatever the display language). `help` is `/:lang?/help`.
 */
export function staticPageOfRoute(
  routeId: string,
): { page: StaticPage | 'help'; fixedLang: string | null } | null {
  const [base = '', fixedLang = null] = routeId.split('.');
  const page = PAGE_OF_ROUTE[base];
  return page ? { page, fixedLang } : null;
}

/** True when the SPEC gives the page a fixed /en or /ar variant (reachable even if the provider lacks that lang). */
export function hasFixedLangVariant(page: StaticPage, lang: string): boolean {
  return (page === 'terms-of-use' || page === 'privacy-policy') && (lang === 'en' || lang === 'ar');
}

/**
 * SPEC §2 subscription source label: Home gives Home-Subscriptions, any other route gives Profile. Home's own plan
 * routes (`/plan/:planid`, `/viewPlanAndCoupon/…`, `/viewAllPlans`: the push and deep-link targets) are Home's child
 * routes, so a subscription made there counts as Home's; `/subscription-plans` (from My Plans or the subscribe popup)
 * is another route.
 */
export function subscriptionSourceLabel(routeId: string): 'Home-Subscriptions' | 'Profile' {
  return routeId === 'home' || routeId.startsWith('home.') ? 'Home-Subscriptions' : 'Profile';
}
