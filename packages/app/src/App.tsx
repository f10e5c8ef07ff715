// The application shared by the web and desktop shells: boot (SPEC §4), then providers and the router.
import { defaultDisplayLanguage, STORAGE_KEYS, storedLanguageCode, urlLangFor } from '@ott/domain';
import { direction, isLocale, loadMessages, type Messages } from '@ott/i18n';
import type { RealtimeStore } from '@ott/realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Layout } from './components/Layout';
import { FullScreenLoader } from './components/Loader';
import { LoginDialogHost } from './components/LoginDialogHost';
import { SnackbarProvider } from './components/Snackbar';
import { type AppServices, ServicesContext, useServices, useSession } from './context';
import type { AppEnv } from './env';
import { RouteView, useRouteMatch } from './router';
import { createAccount } from './session/account';
import { boot, createRuntime } from './session/boot';
import { createSessionStore } from './session/store';
import { useOpenLoginOnRoute } from './features/auth/useOpenLoginOnRoute';
import { sectionQueryOptions } from './features/browse/sections';
import { createStore } from './storage';
import './styles.css';

export function createServices(env: AppEnv): AppServices {
  const storage = createStore(env.storage ?? globalThis.localStorage);
  const session = createSessionStore(storage);
  let realtime: Promise<RealtimeStore> | null = null;
  const getRealtime = () => {
    realtime ??= import('@ott/realtime').then(async (m) => {
      const url = session.get().config?.realtime?.databaseURL;
      if (!url) return m.createMemoryRealtime();
      return m.loadFirebaseRealtime({ databaseURL: url });
    });
    return realtime;
  };
  // The account needs the runtime and the runtime's failed recovery logs out: tie the knot lazily.
  let account: AppServices['account'] | null = null;
  const runtime = createRuntime(env, session, () => void account?.logout());
  account = createAccount(env, session, runtime, {
    beforeLogout: async () => {
      const s = session.get();
      if (realtime && s.subscriber) await (await realtime).close();
    },
  });
  return { env, session, runtime, account, realtime: getRealtime, now: env.now ?? Date.now };
}

/** Language of the page: the URL prefix, else the stored display language, else the provider's default. */
function useDisplayLanguage(): string {
  const match = useRouteMatch();
  const session = useSession();
  const { session: store } = useServices();
  const stored = store.storage.get(STORAGE_KEYS.displayLanguageCode);
  const fallback = defaultDisplayLanguage(session.config?.supportedLanguages ?? [])?.language ?? 'en';
  return match.lang ?? (stored ? urlLangFor(stored) : fallback);
}

function Shell() {
  const lang = useDisplayLanguage();
  const { session } = useServices();
  const [messages, setMessages] = useState<{ lang: string; messages: Messages } | null>(null);
  useEffect(() => {
    let live = true;
    session.set({ lang });
    session.storage.set(STORAGE_KEYS.displayLanguageCode, storedLanguageCode(lang));
    document.documentElement.lang = lang;
    document.documentElement.dir = direction(lang);
    loadMessages(lang).then((m) => live && setMessages({ lang, messages: m }));
    return () => {
      live = false;
    };
  }, [lang, session]);
  if (!messages) return <FullScreenLoader label="…" />;
  return (
    <IntlProvider
      locale={messages.lang}
      messages={messages.messages}
      defaultLocale="en"
      onError={onIntlError}
    >
      <SnackbarProvider>
        <LoginDialogHost>
          <LoginRoutes />
          <Layout>
            <RouteView />
          </Layout>
        </LoginDialogHost>
      </SnackbarProvider>
    </IntlProvider>
  );
}

/** SPEC §2: /login and /lookup show Home with the login dialog open. */
function LoginRoutes() {
  useOpenLoginOnRoute();
  return null;
}

function onIntlError(e: { code?: string; message: string }) {
  // Missing translations fall back to the English default; anything else is a bug worth seeing.
  if (e.code !== 'MISSING_TRANSLATION') console.error(e.message);
}

const router = () => createBrowserRouter([{ path: '*', element: <Shell /> }]);

export function AppRoot({ services }: { services: AppServices }) {
  const [ready, setReady] = useState(services.session.get().status === 'ready');
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  const [appRouter] = useState(router);
  useEffect(() => {
    if (services.session.get().status === 'ready') return;
    // Warm the catalogue of the likely language while start-up runs (one round trip less before Home shows).
    const segments = window.location.pathname.split('/').filter(Boolean);
    const first = segments[0] ?? '';
    const stored = services.session.storage.get(STORAGE_KEYS.displayLanguageCode);
    const lang = isLocale(first) ? first : stored ? urlLangFor(stored) : 'en';
    void loadMessages(lang);
    // On Home, its sections' requests start as soon as the device has credentials, in parallel with decking;
    // the screen then finds them in the cache (same query options as ScreenSections).
    const onHome = segments.length === 0 || (segments.length === 1 && isLocale(first));
    const prefetchHome = () => {
      const screens = services.session.get().config?.screens ?? [];
      const home = screens.find((x) => x.id === 'home') ?? screens[0];
      for (const section of home?.sections ?? []) {
        const options = sectionQueryOptions(section, lang);
        if (options) void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
      }
    };
    boot(services.env, services.session, services.runtime, onHome ? prefetchHome : undefined).then(
      (errors) => {
        services.session.set({ status: 'ready', startupErrors: errors });
        setReady(true);
      },
    );
  }, [services, queryClient]);
  useEffect(() => services.account.startTokenTimer(), [services]);
  if (!ready) return <FullScreenLoader label="…" />;
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={appRouter} />
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}

/** Mounts the app into `el` (the shells call this). */
export function mountApp(el: HTMLElement, env: AppEnv) {
  const services = createServices(env);
  createRoot(el).render(
    <StrictMode>
      <AppRoot services={services} />
    </StrictMode>,
  );
  return services;
}
