// The catalogue area's state (CMS): content seeded from fixtures/catalogue.json (generated once by
// scripts/make-catalogue.mjs), popular searches, genres, the decking config, the movies switch (error 7109) and the
// running watch sessions (SPEC §6: at most 2 devices at once). Posters and absolute URLs are added at answer time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PriceModel } from '@ott/domain';
import type { components } from '@ott/sdk/types/cms';
import type { SandboxOptions } from '../options';

type Schemas = components['schemas'];
export type Content = Schemas['Content'];
type Genre = Schemas['Genre'];
type PopularSearch = Schemas['PopularSearch'];
type DeckingConfig = Schemas['DeckingConfig'];

/** Sorting metadata of a title (`orderby` of screen sections: `created`, `views`); not part of the Content shape. */
export interface SortKeys {
  created: string;
  views: number;
}

/** One running watch session (SPEC §6), keyed by the device that plays. */
export interface WatchSession {
  sessionid: string;
  /** The device token, or the session token when the caller sent only X-SESSION. */
  deviceKey: string;
  deviceid: string;
  contentid: string;
  subscriberid: string;
  profileid: string;
  started: number;
  /** Last start or heartbeat (epoch ms); older than WATCH_HEARTBEAT_WINDOW_MS → ended, slot free. */
  lastSeen: number;
}

export interface CatalogueState {
  /** Every item (movies, series, seasons, episodes, trailers, kids, music, live, bundles), without posters. */
  content: Map<string, Content>;
  sortKeys: Map<string, SortKeys>;
  /** Bundle id → its items, in order. */
  bundles: Map<string, string[]>;
  genres: Genre[];
  /** The popular search terms (the config host shows them as the static list). */
  popularSearches: string[];
  /** The same terms with the title each leads to (listPopularSearches). */
  popularSearchLinks: PopularSearch[];
  decking: DeckingConfig;
  /** Price model of each availability id (used when the commerce area does not answer for an id). */
  availabilityModels: Record<string, PriceModel>;
  /** false → listContent for movies answers 7109 (SPEC §8). Toggle: POST /__sandbox/catalogue/movies?enabled=false. */
  moviesEnabled: boolean;
  /** Running watch sessions by device key. */
  watchSessions: Map<string, WatchSession>;
  nextSessionNumber: number;
}

/**
 * SPEC §6 watch sessions (the SPEC gives no numbers): the client repeats the start call every
 * `WATCH_HEARTBEAT_S` seconds (the `heartbeatinterval` it is told) while it plays. A session whose last start or
 * heartbeat is older than `WATCH_HEARTBEAT_WINDOW_MS` (one interval plus a 15 s grace for a late timer) has ended:
 * its slot is free. So a device that vanishes without its stop call (browser quit, crash, lost network) holds the
 * slot for 45 s at most; a normal close frees it at once (the app sends the stop with keepalive).
 */
export const WATCH_HEARTBEAT_S = 30;
export const WATCH_HEARTBEAT_WINDOW_MS = WATCH_HEARTBEAT_S * 1000 + 15_000;

interface FixtureItem extends Content {
  sort: SortKeys;
}
interface CatalogueFixture {
  availabilityModels: Record<string, PriceModel>;
  items: FixtureItem[];
  bundles: Record<string, string[]>;
  genres: Genre[];
  popularSearches: PopularSearch[];
  decking: DeckingConfig;
}

const fixturePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/catalogue.json',
);
let fixture: CatalogueFixture | undefined;

export function catalogueFixture(): CatalogueFixture {
  fixture ??= JSON.parse(readFileSync(fixturePath, 'utf8')) as CatalogueFixture;
  return fixture;
}

export function createCatalogueState(_options: SandboxOptions): CatalogueState {
  const f = structuredClone(catalogueFixture());
  const content = new Map<string, Content>();
  const sortKeys = new Map<string, SortKeys>();
  for (const { sort, ...item } of f.items) {
    content.set(item.objectid, item);
    sortKeys.set(item.objectid, sort);
  }
  return {
    content,
    sortKeys,
    bundles: new Map(Object.entries(f.bundles)),
    genres: f.genres,
    popularSearches: f.popularSearches.map((p) => p.term),
    popularSearchLinks: f.popularSearches,
    decking: f.decking,
    availabilityModels: f.availabilityModels,
    moviesEnabled: true,
    watchSessions: new Map(),
    nextSessionNumber: 9001,
  };
}
