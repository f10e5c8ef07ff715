// Provider-config screen sections (SPEC §2, §3): which generated call serves a section's endpoint (content lists and
// bundles, genre chips), which screen is Home, and what a section shows. Below both start-up (which prefetches Home's
// sections) and the screens, without React, so start-up's entry chunk carries no screen code.
import { homeScreenIdFor, listsMovies, posterFileIndex, storedLanguageCode } from '@ott/domain';
import {
  type Content,
  type DisplayLanguageCode,
  getListContentQueryOptions,
  getListGenresQueryOptions,
  type ListContentParams,
  type ListGenresParams,
} from '@ott/sdk/hooks/cms';
import type { ProviderConfig, Screen, Section } from '@ott/sdk/hooks/config';

export type SectionKind = 'content' | 'genre' | 'unsupported';

/**
 * Sections a screen loads at once (what a phone or a desktop window shows before scrolling); the others load when
 * they come within a screen height of the viewport. Start-up prefetches just these on Home.
 */
export const EAGER_SECTIONS = 3;

const normalise = (endpoint: string) => endpoint.trim().replace(/^\/+|\/+$/g, '');

/** The contract operation behind a section's endpoint. */
export function sectionKind(section: Pick<Section, 'endpoint'>): SectionKind {
  const e = normalise(section.endpoint);
  if (e === 'subscriber/v1/content') return 'content';
  if (e === 'subscriber/v1/content/genre') return 'genre';
  return 'unsupported';
}

const displayLanguage = (lang: string): DisplayLanguageCode => storedLanguageCode(lang);

export const contentParams = (section: Section) => section.parameters as ListContentParams;

/** SPEC §8 7109: a section that lists movies is not shown while movies are disabled (hidden, not failed). */
export const moviesHidden = (section: Section, isMovieEnabled: 'Yes' | 'No') =>
  isMovieEnabled === 'No' && sectionKind(section) === 'content' && listsMovies(contentParams(section));

/** Path of a genre list (SPEC §2 `/detailComponent/:category/:title`; the route takes no language prefix). */
export const genrePath = (name: string) => `/detailComponent/genre/${encodeURIComponent(name)}`;

export function genreParams(section: Section, lang: string): ListGenresParams {
  const p = section.parameters as Record<string, unknown>;
  return {
    ...(typeof p.pagesize === 'number' ? { pagesize: p.pagesize } : {}),
    displaylanguage: displayLanguage(lang),
  };
}

/** The query of a section (for the "every section failed" check); null for an endpoint outside the contract. */
export function sectionQueryOptions(section: Section, lang: string) {
  switch (sectionKind(section)) {
    case 'content':
      return getListContentQueryOptions(contentParams(section));
    case 'genre':
      return getListGenresQueryOptions(genreParams(section, lang));
    default:
      return null;
  }
}

export function findScreen(config: ProviderConfig | null, id: string): Screen | undefined {
  return config?.screens.find((s) => s.id === id);
}

/** Home's screen: the config's `kids` screen in kids mode (SPEC §4), else its `home`, else its first screen. */
export const homeScreen = (config: ProviderConfig | null, kidsMode = false): Screen | undefined =>
  findScreen(config, homeScreenIdFor(kidsMode)) ?? findScreen(config, 'home') ?? config?.screens[0];

/** A section of any screen by its id (the `/collections/:section` see-all page). */
export function findSection(config: ProviderConfig | null, id: string): Section | undefined {
  for (const screen of config?.screens ?? []) {
    const s = screen.sections.find((x) => x.id === id);
    if (s) return s;
  }
  return undefined;
}

/** The text of a localized config field in the display language, else English. */
export function localized(text: { en: string } | undefined, locale: string): string {
  const t = text as Record<string, unknown> | undefined;
  const v = t?.[locale];
  return typeof v === 'string' && v ? v : (text?.en ?? '');
}

export type PosterLayout = 'LANDSCAPE' | 'PORTRAIT' | 'SQUARE' | 'BANNER';

/** Posters of a section's layout (GENRE sections have no posters; their see-all grid is chips). */
export function posterLayout(layout: Section['layout']): PosterLayout {
  return layout === 'GENRE' ? 'LANDSCAPE' : layout;
}

/** The poster file a card shows: the layout's poster type, the file index from the domain (SPEC §9). */
export function posterFor(
  content: Pick<Content, 'poster'>,
  layout: PosterLayout,
  opts: { watchlist?: boolean } = {},
) {
  const type = layout === 'BANNER' ? 'LANDSCAPE' : layout;
  const poster = content.poster?.find((p) => p.postertype === type) ?? content.poster?.[0];
  const files = poster?.file ?? [];
  return files[posterFileIndex(opts)] ?? files[files.length - 1] ?? null;
}
