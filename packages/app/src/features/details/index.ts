// Content details (SPEC §2 /details/…): loaded when it opens.
export const loadDetailsScreen = () => import('./DetailsScreen');
