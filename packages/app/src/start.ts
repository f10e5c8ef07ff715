// Start-up without React (SPEC §4): the services, the query cache and the boot sequence. The web shell runs this from
// a small entry of its own, so provider config → registration → Home's content lists run while the React bundle is
// still downloading; the app entry mounts later and picks up the same start (startApp is idempotent per page).
import {
  isMovieEnabled,
  LOGOUT_RELOAD_MS,
  listsMovies,
  matchRoute,
  pageLanguage,
  STORAGE_KEYS,
  storeUtmParams,
} from '@ott/domain';
import { isLocale, loadMessages } from '@ott/i18n';
import { QueryClient } from '@tanstack/react-query';
import type { AppServices } from './hooks/useServices';
import type { AppEnv, HomeSnapshot } from './platform/env';
import type { TabSync } from './platform/types';

export type { AppEnv, HomeSnapshot };

import { supportedLangs } from './languages';
import { EAGER_SECTIONS, homeScreen, sectionQueryOptions } from './startup/screen-sections';

export { showLoadFailure } from './startup/load-failure';
export {
  askForFirstVisitPosters,
  isHomePath,
  RELEASE_AFTER_MS,
  releaseStartupSnapshot,
  STARTUP_SNAPSHOT_ID,
} from './startup/release-snapshot';
/** The router's languages (the app's catalogues while the provider config is not known): shells ask the same rule. */
export { supportedLangs };

import { deferredAnalytics, deferredPush } from './services/deferred';
import { lazyNotificationCenter } from './services/notifications-handle';
import { createAccount } from './session/account';
import { createRealtimeConnection } from './session/realtime';
import { createSessionStore, type SessionStore } from './session/store';
import { createTabSync } from './session/tabs';
import { createRuntime } from './session/transport';
import { boot } from './startup/boot';
import { lookUpCountry } from './startup/country';
import { watchSnapshotIdentity } from './startup/startup-snapshot';
import { createDeviceSeal, createStore } from './storage';

export function createServices(env: AppEnv): AppServices {
  const storage = createStore(env.storage ?? globalThis.localStorage);
  // Without the platform's secure store, a kept password is sealed by this browser's key (SPEC §3 re-login).
  const session = createSessionStore(storage, env.secureStore, env.secureStore ? null : createDeviceSeal());
  const tabs = env.tabs ?? createTabSync();
  const realtime = createRealtimeConnection(session);
  // The push provider: the shell's own, or the one the provider config names (known after start-up).
  const push =
    env.push ??
    deferredPush(() =>
      import('./services/push').then((m) =>
        m.pushFor(session.get().config?.push, {
          token: () => session.storage.get(STORAGE_KEYS.random) ?? '',
          serviceWorker: env.pushServiceWorker,
        }),
      ),
    );
  // The analytics: the shell's own, or the ones the provider config names (a chunk of their own, on first use).
  const analytics =
    env.analytics ??
    deferredAnalytics(() =>
      import('./services/analytics').then((m) => m.analyticsFor(session.get().config?.analytics, env)),
    );
  // The stored notifications (SPEC §3): a chunk of its own, loaded when start-up has ended.
  const notifications = lazyNotificationCenter(() =>
    import('./services/notifications').then((m) =>
      m.createNotificationCenter({
        session,
        tabs,
        push,
        now: env.now ?? Date.now,
        system: env.notifications,
      }),
    ),
  );
  // The account needs the runtime and the runtime's failed recovery logs out: tie the knot lazily.
  let account: AppServices['account'] | null = null;
  const runtime = createRuntime(env, session, tabs, () => void account?.logout());
  account = createAccount(env, session, runtime, tabs, {
    beforeLogout: () => realtime.signOut(),
    push,
    analytics,
    notificationsKeptOnLogout: () => notifications.keptOnLogout(),
  });
  return {
    env,
    session,
    runtime,
    account,
    tabs,
    analytics,
    realtime: realtime.get,
    notifications,
    now: env.now ?? Date.now,
  };
}

/**
 * What this tab does when another tab changed the shared session (one session per browser): adopt it, and
 * refetch what depends on who is watching when the subscriber or profile changed; after a log-out elsewhere, follow
 * SPEC §4 Logout here too (the data is already cleared: adopt, then reload after 1 s).
 */
export function followOtherTabs(session: SessionStore, tabs: TabSync, queryClient: QueryClient): () => void {
  const who = () => `${session.get().subscriber?.subscriberid ?? ''}/${session.get().profileid ?? ''}`;
  return tabs.subscribe((message) => {
    // The router follows a language (App.tsx); the notification store re-reads its own (services/notifications.ts).
    if (message.type === 'language' || message.type === 'notifications') return;
    const before = who();
    void session.adopt().then(() => {
      if (message.type === 'logout') {
        setTimeout(() => globalThis.location?.reload(), LOGOUT_RELOAD_MS);
      } else if (who() !== before) {
        void queryClient.invalidateQueries();
      }
    });
  });
}

/**
 * SPEC §8 7109: every answer to a movie list sets isMovieEnabled — "No" on 7109, else "Yes" — and the whole app
 * honours it (rails, grids and navigation hide movies), not only the rail that received the error.
 */
export function watchMovieFlag(session: SessionStore, queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const [name, params] = event.query.queryKey as [unknown, { category?: unknown } | undefined];
    if (name !== 'listContent' || !listsMovies(params)) return;
    const action = event.action.type;
    if (action !== 'success' && action !== 'error') return;
    const error = event.query.state.error as { errorcode?: number } | null;
    const flag = action === 'success' ? 'Yes' : isMovieEnabled(error?.errorcode);
    if (session.get().isMovieEnabled !== flag) session.set({ isMovieEnabled: flag });
  });
}

export interface Started {
  services: AppServices;
  queryClient: QueryClient;
  /** Settles when start-up has ended (it always ends in mount; problems are in session.startupErrors). */
  booted: Promise<void>;
  /** The language the first screen most likely shows (its catalogue is loading). */
  lang: string;
  /** Ends the background work start-up left for later (notifications, the country look-up). */
  stop(): void;
}

// Every start-up of this realm still at work. A page has one; a test run has many, ended after each test, so a late
// call of an earlier one never reaches a later test's network.
const running = new Set<() => void>();

export function stopStartUps(): void {
  for (const stop of [...running]) stop();
}

/**
 * Creates the services and runs start-up. While it runs, the catalogue of the likely language loads and — on Home —
 * the requests of its first sections (EAGER_SECTIONS, the ones on screen before scrolling) start as soon as the device
 * has credentials, in parallel with decking; the screen then finds them in the query cache (same query options as
 * ScreenSections).
 */
export function startUp(
  env: AppEnv,
  location: { pathname: string; search?: string } = window.location,
): Started {
  const services = createServices(env);
  let stopped = false;
  const stop = () => {
    stopped = true;
    running.delete(stop);
    services.notifications?.stop();
  };
  running.add(stop);
  // SPEC §5: the UTM parameters of the landing URL are stored (§3 utm_details_global) for the analytics.
  storeUtmParams(services.session.storage, location.search ?? '');
  const queryClient = new QueryClient({
    // Offline, a query fails at once (and says so, SPEC §8) rather than waiting unseen for the network.
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    },
  });
  // The catalogue of the likely language (the URL prefix if it is a catalogue's; the config is not known yet).
  const first = location.pathname.split('/').filter(Boolean)[0];
  const lang = pageLanguage(
    isLocale(first) ? first : null,
    services.session.storage.get(STORAGE_KEYS.displayLanguageCode),
    'en',
  );
  void loadMessages(lang);
  const prefetchHome = () => {
    const { config, kidsMode } = services.session.get();
    if (matchRoute(location.pathname, supportedLangs(config)).id !== 'home') return;
    for (const section of homeScreen(config, kidsMode)?.sections.slice(0, EAGER_SECTIONS) ?? []) {
      const options = sectionQueryOptions(section, lang);
      if (options) void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
    }
  };
  followOtherTabs(services.session, services.tabs, queryClient);
  if (env.startupSnapshot) watchSnapshotIdentity(services.session, env.startupSnapshot);
  watchMovieFlag(services.session, queryClient);
  const booted = boot(env, services.session, services.runtime, prefetchHome).then((errors) => {
    services.session.set({ status: 'ready', startupErrors: errors });
    // Push messages arrive once the device id and the provider config are known (SPEC §3, §7 Push) — and once the
    // first screen is there: the notification store is a chunk the first screen does not wait for (first-load test).
    afterFirstScreen(queryClient, () => {
      if (stopped) return;
      services.notifications?.start();
      void lookUpCountry(services.session, () => stopped);
    });
  });
  return { services, queryClient, booted, lang, stop };
}

/** After the page's requests have settled, a pause, and an idle moment: work the first screen does not need. */
export function afterFirstScreen(queryClient: QueryClient, task: () => void, pauseMs = 1000): void {
  const idle = (f: () => void) =>
    typeof globalThis.requestIdleCallback === 'function'
      ? globalThis.requestIdleCallback(f, { timeout: 2000 })
      : setTimeout(f, 0);
  const settled = () => {
    if (queryClient.isFetching() > 0) return false;
    setTimeout(() => idle(task), pauseMs);
    return true;
  };
  if (settled()) return;
  const stop = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) {
      stop();
      settled();
    }
  });
}

let started: Started | null = null;

/** startUp once per page: the shell's early entry and mountApp share it. */
export function startApp(env: AppEnv): Started {
  started ??= startUp(env);
  return started;
}
