// Cast (SPEC §2 /cast): loaded when opened.
export const loadCastScreen = () => import('./CastScreen');
