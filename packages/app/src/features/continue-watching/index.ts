// Continue-watching (SPEC §4 watch status): the Home rail and the full list, each loaded when shown.
export const loadContinueWatchingRail = () => import('./ContinueWatchingRail');
export const loadContinueWatchingScreen = () => import('./ContinueWatchingScreen');
