// Search (SPEC §2 /search): loaded when it opens.
export const loadSearchScreen = () => import('./SearchScreen');
