// Routes outside the contracts: the ClearKey licence server, generated posters and the
// pages the sandbox hosts (payment checkout). Areas add theirs to `extraRoutes`.
import type { ExtraRoute } from '../types';
import { accountsExtraRoutes } from './accounts';
import { catalogueExtraRoutes } from './catalogue';
import { clearKeyLicenceRoute } from './catalogue/licence';
import { commerceExtraRoutes } from './commerce';
import { desktopAppPageRoute } from './config';
import { pushExtraRoutes } from './push';

export const extraRoutes: ExtraRoute[] = [
  clearKeyLicenceRoute,
  ...accountsExtraRoutes,
  ...catalogueExtraRoutes,
  ...commerceExtraRoutes,
  ...pushExtraRoutes,
  desktopAppPageRoute,
];
