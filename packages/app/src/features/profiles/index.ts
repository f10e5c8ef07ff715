// Profiles (SPEC §4 Profiles): the chooser dialog, loaded when opened.
export const loadProfileDialog = () => import('./ProfileDialog');
