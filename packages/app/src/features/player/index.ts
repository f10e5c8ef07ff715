// The player (SPEC §2 /movie/:title/:contentId/play and the play deep links): loaded when it opens or is warmed.
export const loadPlayerScreen = () => import('./PlayerScreen');
// A download played offline (/downloads/play/:contentId): the same player on the stored stream.
export const loadOfflinePlayerScreen = () => import('./OfflinePlayerScreen');
