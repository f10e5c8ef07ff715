// The account page (SPEC §2 /:lang?/profile/:listItem): the page with its tab list, and the panels this feature owns
// (My Account, My Devices), each loaded when shown. Panels of other features are handed in by the composition root.
export type { AccountPanels } from './AccountScreen';
export const loadAccountScreen = () => import('./AccountScreen');
export const loadMyAccountPanel = () => import('./MyAccountPanel');
export const loadDevicesPanel = () => import('./DevicesPanel');
