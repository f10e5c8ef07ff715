// CMS (openapi/cms.yaml): content lists, details, suggestions, search, genres, related, decking, stream package, watch
// sessions, posters and the movies switch. Rules from @ott/domain (SPEC §4); the other areas' state only through the
// narrow views of ./catalogue/access.ts.
import { EN_MESSAGES, MAX_CONCURRENT_STREAMS } from '@ott/domain';
import { CORS_HEADERS, sendJson } from '../http';
import { CLEARKEY_KEY_HEX, CLEARKEY_KID_HEX } from '../media/keys';
import { rasterisePoster } from '../media/poster-raster';
import { POSTER_PATH, parsePosterPath, posterFiles, posterSvg } from '../media/posters';
import {
  type Content,
  WATCH_HEARTBEAT_S,
  WATCH_HEARTBEAT_WINDOW_MS,
  type WatchSession,
} from '../state/catalogue';
import type { ExtraRoute } from '../types';
import { type Ctx, fail, type HandlerMap, type OperationId } from '../types';
import { checkAccess, deviceOf, streamQuality } from './catalogue/access';
import { matches, present, relatedTo, sortBy } from './catalogue/content';
import { licenceUrl } from './catalogue/licence';
import { paged, queryNumber } from './paging';

const notFound = () => fail(404, 7205, EN_MESSAGES['error.contentNotFound']);
const badRequest = (what: string) => fail(400, 4000, `Invalid request: ${what}`);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** SPEC §9: a playback date is the end of its day, 23:59:59 UTC. */
const endOfDay = (ms: number) => {
  const d = new Date(ms);
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 23, 59, 59));
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `category` is a value or a JSON-encoded list of values (screen sections). */
function categories(raw: unknown): string[] | null | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (!raw.trim().startsWith('[')) return [raw.trim()];
  const list = parseJson(raw);
  return Array.isArray(list) && list.every((x) => typeof x === 'string') ? list : null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The movies switch: state (POST /__sandbox/catalogue/movies) or, per request, `X-Sandbox-Movies: disabled`. */
const moviesDisabled = (ctx: Ctx) =>
  !ctx.state.catalogue.moviesEnabled || ctx.headers.get('x-sandbox-movies')?.toLowerCase() === 'disabled';

/**
 * Drop watch sessions whose last heartbeat is older than the heartbeat window (SPEC §6: a device that stopped beating
 * without its stop call — browser quit, crash — frees its slot). The clock is the sandbox's injected `now`.
 */
function liveSessions(ctx: Ctx, subscriberid: string): WatchSession[] {
  const now = ctx.options.now();
  const sessions = ctx.state.catalogue.watchSessions;
  for (const [key, s] of sessions) if (now - s.lastSeen > WATCH_HEARTBEAT_WINDOW_MS) sessions.delete(key);
  return [...sessions.values()].filter((s) => s.subscriberid === subscriberid);
}

const sessionBody = (s: WatchSession) => ({
  sessionid: s.sessionid,
  contentid: s.contentid,
  subscriberid: s.subscriberid,
  profileid: s.profileid,
  deviceid: s.deviceid,
  devicetype: 'PC' as const,
  started: iso(s.started),
  heartbeatinterval: WATCH_HEARTBEAT_S,
});

function licenceHeaders(clearkey: boolean, ctx: Ctx): Record<string, string> {
  const session = ctx.caller.session;
  return clearkey && session ? { 'X-SESSION': session.token } : {};
}

export const catalogueHandlers = {
  getDeckingConfig: (ctx) => ({ status: 200, body: { data: structuredClone(ctx.state.catalogue.decking) } }),

  listContent: (ctx) => {
    const { catalogue } = ctx.state;
    const q = ctx.query;
    const contentlist = str(q.contentlist);
    if (contentlist !== undefined) {
      // Bundle items: in the given order, other filters ignored.
      const ids = parseJson(contentlist);
      if (!Array.isArray(ids) || !ids.every((x) => typeof x === 'string')) return badRequest('contentlist');
      const items = ids.map((id) => catalogue.content.get(id)).filter((c): c is Content => c !== undefined);
      const { data, totalcount } = paged(items, q, 30);
      return { status: 200, body: { data: data.map((c) => present(c, ctx)), totalcount } };
    }
    const cats = categories(q.category);
    if (cats === null) return badRequest('category');
    if (cats?.includes('MOVIE') && moviesDisabled(ctx)) {
      return fail(400, 7109, EN_MESSAGES['error.moviesNotEnabled']);
    }
    let orderby: Record<string, unknown> | undefined;
    if (str(q.orderby)) {
      const o = parseJson(str(q.orderby) as string);
      if (!o || typeof o !== 'object' || Array.isArray(o)) return badRequest('orderby');
      orderby = o as Record<string, unknown>;
    }
    const filters = {
      categories: cats,
      objecttype: str(q.objecttype),
      genre: str(q.genre),
      language: str(q.objectlanguage),
      year: typeof q.productionyear === 'number' ? q.productionyear : undefined,
    };
    let items = [...catalogue.content.values()].filter((c) => matches(c, filters));
    if (orderby) items = sortBy(items, orderby, catalogue.sortKeys);
    const { data, totalcount } = paged(items, q, 30);
    return { status: 200, body: { data: data.map((c) => present(c, ctx)), totalcount } };
  },

  getContentDetails: (ctx) => {
    const { content } = ctx.state.catalogue;
    const item = content.get(ctx.params.contentId ?? '');
    if (!item) return notFound();
    const body = present(item, ctx);
    const seasonIds =
      item.objecttype === 'SERIES'
        ? [...content.values()].filter((c) => c.objecttype === 'SEASON' && c.seriesid === item.objectid)
        : item.objecttype === 'SEASON'
          ? [item]
          : [];
    if (seasonIds.length > 0) {
      body.seasons = seasonIds
        .sort((a, b) => (a.seasonnum ?? 0) - (b.seasonnum ?? 0))
        .map((season) => {
          const episodes = [...content.values()]
            .filter(
              (c) =>
                c.objecttype === 'EPISODE' &&
                c.seriesid === season.seriesid &&
                c.seasonnum === season.seasonnum,
            )
            .sort((a, b) => (a.episodenum ?? 0) - (b.episodenum ?? 0));
          return {
            seasonid: season.objectid,
            seasonnum: season.seasonnum ?? 1,
            title: `Season ${season.seasonnum ?? 1}`,
            episodecount: episodes.length,
            episodes: episodes.map((e) => present(e, ctx)),
          };
        });
    }
    // §7 bundle items: the details of a bundle name its items (listed with listContent `contentlist`).
    const items = item.objecttype === 'BUNDLE' ? ctx.state.catalogue.bundles.get(item.objectid) : undefined;
    if (items) body.bundleitems = [...items];
    return { status: 200, body: { data: body } };
  },

  listContentSuggestions: (ctx) => {
    const q = norm(str(ctx.query.q) ?? '');
    const pagesize = queryNumber(ctx.query.pagesize, 10);
    const hits: { c: Content; rank: number }[] = [];
    for (const c of ctx.state.catalogue.content.values()) {
      if (c.objecttype === 'SEASON') continue;
      const title = norm(c.title);
      const rank = title.startsWith(q) ? 0 : title.split(/\s+/).some((w) => w.startsWith(q)) ? 1 : -1;
      if (rank >= 0) hits.push({ c, rank });
    }
    hits.sort((a, b) => a.rank - b.rank);
    const data = hits.slice(0, pagesize).map(({ c }) => ({
      objectid: c.objectid,
      title: c.title,
      category: c.category,
      objecttype: c.objecttype,
      ...(c.productionyear !== undefined ? { productionyear: c.productionyear } : {}),
    }));
    return { status: 200, body: { data, totalcount: hits.length } };
  },

  searchContent: (ctx) => {
    const q = norm(str(ctx.query.q) ?? '');
    // Title matches first, then description, then genre; catalogue order within each (sort is stable).
    const rank = (c: { title: string; description?: string; genre?: string[] }) =>
      [[c.title], [c.description ?? ''], c.genre ?? []].findIndex((texts) =>
        texts.some((text) => norm(text).includes(q)),
      );
    const items = [...ctx.state.catalogue.content.values()]
      .filter((c) => c.objecttype !== 'SEASON' && rank(c) >= 0)
      .sort((a, b) => rank(a) - rank(b));
    const { data, totalcount } = paged(items, ctx.query, 30);
    return { status: 200, body: { data: data.map((c) => present(c, ctx)), totalcount } };
  },

  listPopularSearches: (ctx) => {
    const all = ctx.state.catalogue.popularSearchLinks;
    const data = all.slice(0, queryNumber(ctx.query.pagesize, 10)).map((p) => ({ ...p }));
    return { status: 200, body: { data, totalcount: all.length } };
  },

  listGenres: (ctx) => {
    const all = ctx.state.catalogue.genres.map((g) => ({
      ...structuredClone(g),
      image: posterFiles(ctx.baseUrl, g.genreid, 'SQUARE', ctx.options.posterFormat)[1]?.url,
    }));
    return { status: 200, body: paged(all, ctx.query, 30) };
  },

  listRelatedContent: (ctx) => {
    const { content, sortKeys } = ctx.state.catalogue;
    const item = content.get(ctx.params.contentId ?? '');
    if (!item) return notFound();
    const related = relatedTo(item, [...content.values()], sortKeys);
    const { data, totalcount } = paged(related, ctx.query, 30);
    return { status: 200, body: { data: data.map((c) => present(c, ctx)), totalcount } };
  },

  getStreamPackage: (ctx) => {
    const id = ctx.params.contentId ?? '';
    const content = ctx.state.catalogue.content.get(id);
    if (!content) return notFound();
    const form = (ctx.body ?? {}) as {
      packageid?: string;
      drmscheme?: string;
      quality?: string;
      trailerid?: string;
    };
    const packageid = form.packageid ?? '';
    const base = ctx.baseUrl;
    const hls = packageid.endsWith('-hls') || form.drmscheme === 'FAIRPLAY';
    const manifest = (folder: string) =>
      hls ? `${base}/media/${folder}/master.m3u8` : `${base}/media/${folder}/manifest.mpd`;

    // A trailer (of this title, or this title being a trailer) is free for everyone (SPEC §4 trailer fallback).
    const trailer = (content.trailer ?? []).find(
      (t) => (form.trailerid && t.trailerid === form.trailerid) || (t.packageid && t.packageid === packageid),
    );
    if (form.trailerid && !trailer) return notFound();
    if (trailer) {
      const denied = checkAccess(ctx, content, null);
      if (denied.error) return denied.error;
      return {
        status: 200,
        body: {
          data: {
            contentid: id,
            packageid: trailer.packageid ?? packageid,
            manifesturl: manifest('trailer'),
            manifesttype: hls ? 'HLS' : 'DASH',
            drmscheme: 'NONE',
            licenseurl: null,
            licenseheaders: {},
            certificateurl: null,
            clearkeys: null,
            quality: streamQuality(ctx, form.quality),
            resumepoint: 0,
            expiresat: null,
          },
        },
      };
    }

    const detail = (content.contentdetails ?? []).find((d) => d.packageid === packageid);
    if (!detail) return notFound();
    const access = checkAccess(ctx, content, detail);
    if (access.error) return access.error;
    const clearkey = (detail.drmscheme ?? []).includes('CLEARKEY');
    const folder = content.category === 'TRAILER' ? 'trailer' : clearkey ? 'clearkey' : 'main';
    // LIVE titles: the sliding-window live stream made from main's segments (media/live.ts), DASH or HLS.
    const isLive = content.objecttype === 'LIVE' && !clearkey;
    const liveUrl = hls ? `${base}/media/live/master.m3u8` : `${base}/media/live/manifest.mpd`;
    return {
      status: 200,
      body: {
        data: {
          contentid: id,
          packageid,
          manifesturl: isLive ? liveUrl : manifest(folder),
          manifesttype: hls ? 'HLS' : 'DASH',
          drmscheme: clearkey ? 'CLEARKEY' : 'NONE',
          // ClearKey: the licence server (W3C ClearKey exchange) and, as the contract's `clearkeys`, the same
          // public sample key pair — a player may use either.
          // The licence server wants the caller's session (the player sends licenseheaders with each request).
          licenseurl: clearkey ? licenceUrl(base, id, packageid) : null,
          licenseheaders: licenceHeaders(clearkey, ctx),
          certificateurl: null,
          clearkeys: clearkey ? [{ keyid: CLEARKEY_KID_HEX, key: CLEARKEY_KEY_HEX }] : null,
          quality: streamQuality(ctx, form.quality),
          resumepoint: 0,
          expiresat: access.expiresAt !== null ? iso(access.expiresAt) : endOfDay(ctx.options.now()),
        },
      },
    };
  },

  authorizeStream: (ctx) => {
    const session = ctx.caller.session;
    if (!session) return fail(401, 401, EN_MESSAGES['error.unauthorized']);
    const contentid = str(ctx.query.contentid);
    if (contentid) {
      const content = ctx.state.catalogue.content.get(contentid);
      if (!content) return fail(403, 7201, EN_MESSAGES['error.contentNotAccessible']);
      const access = checkAccess(ctx, content, undefined);
      if (access.error) return access.error;
    }
    const { key } = deviceOf(ctx.caller);
    const sessions = liveSessions(ctx, session.subscriberid);
    const mine = sessions.some((s) => s.deviceKey === key);
    if (!mine && sessions.length >= MAX_CONCURRENT_STREAMS) {
      return fail(409, 7203, EN_MESSAGES['error.deviceLimit']);
    }
    return {
      status: 200,
      body: {
        data: {
          authorized: true,
          maxsessions: MAX_CONCURRENT_STREAMS,
          activesessions: sessions.length,
          sessions: sessions.map(sessionBody),
        },
      },
    };
  },

  startStreamSession: (ctx) => {
    const session = ctx.caller.session;
    if (!session) return fail(401, 401, EN_MESSAGES['error.unauthorized']);
    const id = ctx.params.contentId ?? '';
    const content = ctx.state.catalogue.content.get(id);
    if (!content) return notFound();
    const access = checkAccess(ctx, content, undefined);
    if (access.error) return access.error;
    const { key, deviceid } = deviceOf(ctx.caller);
    const now = ctx.options.now();
    const sessions = liveSessions(ctx, session.subscriberid);
    const { catalogue } = ctx.state;
    const existing = catalogue.watchSessions.get(key);
    if (existing && existing.subscriberid === session.subscriberid) {
      // A repeated start is the heartbeat; switching title on the same device keeps the slot.
      if (existing.contentid !== id) Object.assign(existing, { contentid: id, started: now });
      Object.assign(existing, { lastSeen: now, profileid: session.profileid });
      return { status: 200, body: { data: sessionBody(existing) } };
    }
    if (sessions.length >= MAX_CONCURRENT_STREAMS) return fail(409, 7203, EN_MESSAGES['error.deviceLimit']);
    const created: WatchSession = {
      sessionid: `ws-${catalogue.nextSessionNumber++}`,
      deviceKey: key,
      deviceid,
      contentid: id,
      subscriberid: session.subscriberid,
      profileid: session.profileid,
      started: now,
      lastSeen: now,
    };
    catalogue.watchSessions.set(key, created);
    return { status: 200, body: { data: sessionBody(created) } };
  },

  stopStreamSession: (ctx) => {
    const session = ctx.caller.session;
    if (!session) return fail(401, 401, EN_MESSAGES['error.unauthorized']);
    const id = ctx.params.contentId ?? '';
    const { key } = deviceOf(ctx.caller);
    liveSessions(ctx, session.subscriberid);
    const running = ctx.state.catalogue.watchSessions.get(key);
    if (!running || running.contentid !== id || running.subscriberid !== session.subscriberid) {
      return fail(404, 7206, EN_MESSAGES['error.noWatchSession']);
    }
    ctx.state.catalogue.watchSessions.delete(key);
    return {
      status: 200,
      body: { data: { sessionid: running.sessionid, contentid: id, stopped: iso(ctx.options.now()) } },
    };
  },
} satisfies Partial<HandlerMap<OperationId>>;

/** Case-insensitive, NFC-normalised text for search (Arabic and Malayalam compare as composed code points). */
function norm(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en').trim();
}

const posterRoute: ExtraRoute = {
  method: 'GET',
  path: POSTER_PATH,
  async handle({ url, res, state, options }) {
    const p = parsePosterPath(url.pathname);
    const item = p ? state.catalogue.content.get(p.id) : undefined;
    const genre = p && !item ? state.catalogue.genres.find((g) => g.genreid === p.id) : undefined;
    if (!p || (!item && !genre)) {
      sendJson(res, 404, { errorcode: 404, reason: 'No such poster' });
      return;
    }
    const svg = posterSvg({
      id: p.id,
      title: item?.title ?? genre?.title?.en ?? genre?.name ?? p.id,
      type: p.type,
      width: p.width,
      height: p.height,
    });
    const headers = {
      ...CORS_HEADERS,
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=86400',
    };
    if (p.format === 'svg') {
      res.writeHead(200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
      res.end(svg);
      return;
    }
    try {
      const jpeg = await rasterisePoster(svg);
      res.writeHead(200, { ...headers, 'content-type': 'image/jpeg', 'content-length': jpeg.length });
      res.end(jpeg);
    } catch (e) {
      options.log(`[sandbox] ${(e as Error).message}`);
      sendJson(res, 503, { errorcode: 503, reason: (e as Error).message });
    }
  },
};

/** Test and demo control: `POST /__sandbox/catalogue/movies?enabled=false` makes movie lists answer 7109. */
const moviesSwitch: ExtraRoute = {
  method: 'POST',
  path: /^\/__sandbox\/catalogue\/movies$/,
  handle({ url, res, state, options }) {
    const enabled = url.searchParams.get('enabled') !== 'false';
    state.catalogue.moviesEnabled = enabled;
    options.log(`[sandbox] movies ${enabled ? 'enabled' : 'disabled (listContent category MOVIE → 7109)'}`);
    sendJson(res, 200, { data: { moviesEnabled: enabled } });
  },
};

export const catalogueExtraRoutes: ExtraRoute[] = [posterRoute, moviesSwitch];
