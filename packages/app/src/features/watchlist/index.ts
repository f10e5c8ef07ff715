// Watchlist (SPEC §2 /watchlist, a subscriber's): loaded when it opens.
export const loadWatchlistScreen = () => import('./WatchlistScreen');
