// Browsing (SPEC §2 screens from the provider config): Home, collections and lists. The public face of the feature:
// Home ships with the app's first chunk (not start-up's entry: startup/screen-sections.ts is what start-up shares);
// the listing screen is loaded when it opens.
export { default as HomeScreen } from './HomeScreen';
export const loadListingScreen = () => import('./ListingScreen');
