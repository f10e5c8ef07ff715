// The player (SPEC §2 /movie/:title/:contentId/play and the play deep links): loaded when it opens or is warmed.
export const loadPlayerScreen = () => import('./PlayerScreen');
