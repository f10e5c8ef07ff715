// Route id (packages/domain ROUTES) → the lazy screen that renders it. Each screen is its own chunk
// (lazy by default: the first route loads only what it shows).

import { CHUNK_LOAD_TIMEOUT_MS } from '@ott/domain';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { ChunkLoadError } from './components/ErrorBoundary';
import {
  type AccountPanels,
  loadAccountScreen,
  loadDevicesPanel,
  loadMyAccountPanel,
} from './features/account';
import { HomeScreen, loadListingScreen } from './features/browse';
import { loadCastScreen } from './features/cast';
import {
  loadMyBillsPanel,
  loadMyPlansPanel,
  loadMyPurchasesPanel,
  loadPaymentScreen,
  loadPlansScreen,
  loadPurchaseScreen,
} from './features/commerce';
import { loadContinueWatchingRail, loadContinueWatchingScreen } from './features/continue-watching';
import { loadDetailsScreen } from './features/details';
import { loadDownloadsScreen } from './features/downloads';
import { loadNotificationsScreen } from './features/notifications';
import { loadPairingScreen } from './features/pairing';
import { loadOfflinePlayerScreen, loadPlayerScreen } from './features/player';
import { loadAddProfileScreen, loadParentalControlPanel, loadProfilesScreen } from './features/profiles';
import { loadSearchScreen } from './features/search';
import { loadStaticPageScreen } from './features/static-pages';
import { loadTicketScreen, loadTicketsPanel } from './features/support';
import { loadEmailVerifyScreen } from './features/verify-email';
import { loadWatchlistScreen } from './features/watchlist';
import { withMessages } from './messages';
import { registerScreenLoader } from './prefetch';
import type { AccountPanelProps, ScreenProps } from './screen-props';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;
type Load<P = ScreenProps> = () => Promise<{ default: ComponentType<P> }>;

/** SPEC §8: a chunk that fails to load, or takes longer than 120 s, is reported as a chunk-load error. */
function withChunkTimeout<P = ScreenProps>(load: Load<P>, ms = CHUNK_LOAD_TIMEOUT_MS): Load<P> {
  return () =>
    new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new ChunkLoadError(`chunk load timed out after ${ms} ms`)), ms);
      withMessages(load)().then(
        (m) => {
          clearTimeout(t);
          resolve(m);
        },
        (e: unknown) => {
          clearTimeout(t);
          reject(new ChunkLoadError(String((e as Error)?.message ?? e)));
        },
      );
    });
}
const screen = (load: Load): Screen => lazy(withChunkTimeout(load));

// Home is the first route of most visits: it ships in the entry chunk instead of costing one more round trip. Its
// continue-watching rail is another feature's, a lazy chunk loaded only for a subscriber.
const ContinueWatchingRail = lazy(withMessages(loadContinueWatchingRail));
const home: ComponentType<ScreenProps> = (p) =>
  createElement(HomeScreen, { ...p, continueWatching: ContinueWatchingRail });
const details = screen(loadDetailsScreen);
const search = screen(loadSearchScreen);
const watchlist = screen(loadWatchlistScreen);
const player = screen(loadPlayerScreen);
registerScreenLoader('player', loadPlayerScreen);
const downloads = screen(loadDownloadsScreen);
const offlinePlayer = screen(loadOfflinePlayerScreen);
registerScreenLoader('downloads.play', loadOfflinePlayerScreen);
const listing = screen(loadListingScreen);
const continueWatching = screen(loadContinueWatchingScreen);
const error = screen(() => import('./components/ErrorScreen'));
const staticPage = screen(loadStaticPageScreen);
const cast = screen(loadCastScreen);
const emailVerify = screen(loadEmailVerifyScreen);
const pairing = screen(loadPairingScreen);
const plans = screen(loadPlansScreen);
const payment = screen(loadPaymentScreen);
const purchase = screen(loadPurchaseScreen);
const ticket = screen(loadTicketScreen);
const profiles = screen(loadProfilesScreen);
const notifications = screen(loadNotificationsScreen);
registerScreenLoader('notifications', loadNotificationsScreen);
const addProfile = screen(loadAddProfileScreen);

// The account page (SPEC §2 /profile/:listItem) shows one panel per tab; each panel is its owner's lazy chunk.
// A tab missing here shows "coming soon" inside the page.
const panel = (load: Load<AccountPanelProps>) => lazy(withChunkTimeout(load));
const ACCOUNT_PANELS: AccountPanels = {
  account: panel(loadMyAccountPanel),
  devices: panel(loadDevicesPanel),
  'parental-control': panel(loadParentalControlPanel),
  plans: panel(loadMyPlansPanel),
  bills: panel(loadMyBillsPanel),
  purchases: panel(loadMyPurchasesPanel),
  tickets: panel(loadTicketsPanel),
};
const AccountScreen = lazy(withChunkTimeout(loadAccountScreen));
const profile: ComponentType<ScreenProps> = (p) =>
  createElement(AccountScreen, { ...p, panels: ACCOUNT_PANELS });

/** Details children with `:isPlayBackActive` 1/true play (the episode or trailer); otherwise they show details. */
const isPlaybackActive = (p: ScreenProps) =>
  ['1', 'true'].includes((p.params.isPlayBackActive ?? '').toLowerCase());
const detailsOrPlayer: ComponentType<ScreenProps> = (p) =>
  createElement(isPlaybackActive(p) ? player : details, p);

/** Every route id of the SPEC §2 table → its screen. */
export const SCREENS: Record<string, Screen | ComponentType<ScreenProps>> = {
  home,
  'home.viewContent': details,
  'home.plan': plans,
  'home.viewTicket': ticket,
  'home.viewPlanAndCoupon': plans,
  'home.viewAllPlans': plans,
  search,
  watchlist,
  subscriptionPlans: plans,
  payment,
  purchase,
  login: home,
  lookup: home,
  help: staticPage,
  contentDetailsHome: details,
  pairing,
  'termsOfUse.en': staticPage,
  'termsOfUse.ar': staticPage,
  'privacyPolicy.en': staticPage,
  'privacyPolicy.ar': staticPage,
  termsOfUse: staticPage,
  aboutUs: staticPage,
  faq: staticPage,
  privacyPolicy: staticPage,
  profile,
  notifications,
  cast,
  emailVerify,
  detailComponent: listing,
  detail: details,
  seeAllContinueWatch: continueWatching,
  trailerDeeplink: player,
  contentPlayDeeplink: player,
  switchProfile: profiles,
  addProfileCheck: profiles,
  addProfile,
  details,
  'details.season': details,
  'details.episode': detailsOrPlayer,
  'details.trailer': details,
  'details.related': details,
  'details.trailerPlay': detailsOrPlayer,
  player,
  downloads,
  'downloads.play': offlinePlayer,
  collections: listing,
  screen: listing,
  section: listing,
  metaTagRedirect: listing,
  error,
};
