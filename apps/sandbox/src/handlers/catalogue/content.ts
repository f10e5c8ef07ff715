// Pure helpers of the content calls: filters, ordering, paging, related titles and the answer shape (posters and
// absolute trailer URLs are added here, from the base URL of the request).
import { POSTER_TYPES, type PosterFormat, posterFiles } from '../../media/posters';
import type { Content, SortKeys } from '../../state/catalogue';

/** Structural types that belong inside a series; plain lists leave them out unless asked for. */
const NESTED = new Set(['SEASON', 'EPISODE']);

export interface ContentFilters {
  categories: string[] | undefined;
  objecttype: string | undefined;
  genre: string | undefined;
  language: string | undefined;
  year: number | undefined;
}

export function matches(c: Content, f: ContentFilters): boolean {
  if (!f.categories && !f.objecttype && NESTED.has(c.objecttype)) return false;
  if (f.categories && !f.categories.includes(c.category)) return false;
  if (f.categories && !f.objecttype && c.category === 'TVSHOW' && c.objecttype === 'SEASON') return false;
  if (f.objecttype && c.objecttype !== f.objecttype) return false;
  if (f.genre && !(c.genre ?? []).some((g) => g.toLowerCase() === f.genre?.toLowerCase())) return false;
  if (f.language && !(c.contentlanguage ?? []).includes(f.language)) return false;
  if (f.year !== undefined && c.productionyear !== f.year) return false;
  return true;
}

/** `orderby` = {field: 'asc'|'desc', …}: Content fields or the sort keys `created` / `views`. Unknown fields are ignored. */
export function sortBy(
  items: Content[],
  orderby: Record<string, unknown>,
  keys: Map<string, SortKeys>,
): Content[] {
  const fields = Object.entries(orderby).map(([field, dir]) => ({
    field,
    sign: String(dir).toLowerCase() === 'desc' ? -1 : 1,
  }));
  const value = (c: Content, field: string): string | number | undefined => {
    const k = keys.get(c.objectid) as Record<string, unknown> | undefined;
    const v = (c as Record<string, unknown>)[field] ?? k?.[field];
    return typeof v === 'string' || typeof v === 'number' ? v : undefined;
  };
  return [...items].sort((a, b) => {
    for (const { field, sign } of fields) {
      const x = value(a, field);
      const y = value(b, field);
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return 0;
  });
}

/** Related: other top-level titles sharing a genre or the category, most shared genres first, then most viewed. */
export function relatedTo(item: Content, all: Content[], keys: Map<string, SortKeys>): Content[] {
  const series = item.seriesid ?? item.objectid;
  const genres = new Set(item.genre ?? []);
  const scored = all
    .filter(
      (c) =>
        c.objectid !== item.objectid &&
        !NESTED.has(c.objecttype) &&
        c.objectid !== series &&
        c.category !== 'TRAILER',
    )
    .map((c) => ({
      c,
      shared: (c.genre ?? []).filter((g) => genres.has(g)).length,
      same: c.category === item.category ? 1 : 0,
    }))
    .filter((x) => x.shared > 0 || x.same > 0);
  scored.sort(
    (a, b) =>
      b.shared - a.shared ||
      b.same - a.same ||
      (keys.get(b.c.objectid)?.views ?? 0) - (keys.get(a.c.objectid)?.views ?? 0),
  );
  return scored.map((x) => x.c);
}

/** A URL the fixtures hold relative to the sandbox (`/media/…`), made absolute. */
function absolute(url: string | null | undefined, baseUrl: string): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${baseUrl}${url}` : url;
}

/** Where a title is answered: the request's base URL and the sandbox's poster format. */
export interface PresentAt {
  baseUrl: string;
  options: { posterFormat: PosterFormat };
}

/** The answer shape of a title: posters for every type and absolute trailer URLs. */
export function present(c: Content, at: PresentAt): Content {
  const { baseUrl } = at;
  const out = structuredClone(c);
  out.poster = POSTER_TYPES.map((postertype) => ({
    postertype,
    file: posterFiles(baseUrl, c.objectid, postertype, at.options.posterFormat),
  }));
  out.trailer = (c.trailer ?? []).map((t) => ({ ...t, url: absolute(t.url, baseUrl) }));
  return out;
}
