// Browsing (SPEC §2 screens from the provider config): Home, collections and lists. The public face of the feature:
// Home ships in the entry chunk; the listing screen is loaded when it opens.
export { default as HomeScreen } from './HomeScreen';
export { EAGER_SECTIONS, homeScreen, sectionQueryOptions } from './sections';
export const loadListingScreen = () => import('./ListingScreen');
