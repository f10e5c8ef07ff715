// The helpers the browse screens share, over the screen sections of the provider config (startup/screen-sections.ts:
// which call serves a section, which screen is Home — shared with start-up's prefetch, so it lives below both).

export {
  contentParams,
  EAGER_SECTIONS,
  findScreen,
  findSection,
  genreParams,
  genrePath,
  homeScreen,
  localized,
  moviesHidden,
  posterLayout,
  sectionKind,
  sectionQueryOptions,
} from '../../startup/screen-sections';
