// Profiles (SPEC §1/§2/§4 Profiles, §6): the chooser dialog, the switch / manage screen, the add screen and the
// parental-control panel of the account page — each loaded when opened.
export const loadProfileDialog = () => import('./ProfileDialog');
export const loadProfilesScreen = () => import('./ProfilesScreen');
export const loadAddProfileScreen = () => import('./AddProfileScreen');
/** The account page's parental-control tab: a component taking AccountPanelProps. */
export const loadParentalControlPanel = () => import('./ParentalControlPanel');
