// SPEC §9 paging: the `page` (from 1) of `pagesize` items a query asks for, and the total the client pages towards.

/** A number of the query (the contract coerced it), else `fallback`. */
export const queryNumber = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/** The page the query's `page` / `pagesize` ask for (the contract coerced them to numbers), else the first. */
export function paged<T>(items: T[], query: Record<string, unknown>, defaultSize: number) {
  const page = Math.max(1, queryNumber(query.page, 1));
  const size = queryNumber(query.pagesize, defaultSize);
  return { data: items.slice((page - 1) * size, page * size), totalcount: items.length };
}
