/** SPEC §5: utm_source, utm_medium and utm_campaign are read from the URL and stored (key `utm_details_global`). */
import { STORAGE_KEYS, UTM_PARAMS } from './constants';
import type { KeyValueStore } from './types';

export type UtmParams = Partial<Record<(typeof UTM_PARAMS)[number], string>>;

/** The UTM parameters of a query string (`?a=b` or `a=b`), or null when there are none. */
export function readUtmParams(search: string): UtmParams | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: UtmParams = {};
  for (const key of UTM_PARAMS) {
    const value = query.get(key);
    if (value) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Stores the UTM parameters found in `search`; returns what was stored (null: nothing found, storage untouched). */
export function storeUtmParams(store: KeyValueStore, search: string): UtmParams | null {
  const utm = readUtmParams(search);
  if (utm) store.set(STORAGE_KEYS.utmDetails, JSON.stringify(utm));
  return utm;
}

export function loadUtmParams(store: KeyValueStore): UtmParams | null {
  const raw = store.get(STORAGE_KEYS.utmDetails);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as UtmParams) : null;
  } catch {
    return null;
  }
}
