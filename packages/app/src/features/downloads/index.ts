// Downloads for offline viewing (SPEC §3 download states; route /:lang?/downloads): loaded when it opens.
export const loadDownloadsScreen = () => import('./DownloadsScreen');
