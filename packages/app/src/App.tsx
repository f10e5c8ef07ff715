// The application shared by the web and desktop shells: boot (SPEC §4), then providers and the router.
import { STORAGE_KEYS, storedLanguageCode } from '@ott/domain';
import { direction, type Messages } from '@ott/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { FollowDeepLinks } from './components/FollowDeepLinks';
import { Layout, StartupFrame } from './components/Layout';
import { SnackbarProvider } from './components/Snackbar';
import { updateNotice } from './components/update-notice';
import { LoginDialogHost } from './dialogs';
import { useOpenLoginOnRoute } from './features/auth';
import { NotificationBell } from './features/notifications';
import { useRouteMatch } from './hooks/useRouteMatch';
import { ServicesContext, useServices, useSession } from './hooks/useServices';
import { displayLanguageOf, pathInLanguage } from './languages';
import { messagesFor, onMoreMessages, withMessages } from './messages';
import type { AppEnv } from './platform/env';
import { RouteView } from './router';
import { type Started, startApp } from './start';
import './styles.css';

/** Language of the page: the URL prefix, else the stored display language, else the provider's default. */
function useDisplayLanguage(): string {
  const match = useRouteMatch();
  const session = useSession();
  const { session: store } = useServices();
  const stored = store.storage.get(STORAGE_KEYS.displayLanguageCode);
  return displayLanguageOf(match.lang, stored, session.config);
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
    messagesFor(lang).then((m) => live && setMessages({ lang, messages: m }));
    const stop = onMoreMessages((l, m) => {
      if (live && l === lang) setMessages((now) => (now?.messages === m ? now : { lang, messages: m }));
    });
    return () => {
      live = false;
      stop();
    };
  }, [lang, session]);
  if (!messages) return <StartupFrame label="…" />;
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
          <FollowLanguageOfOtherTabs />
          <FollowDeepLinks />
          <Updates />
          <Layout tools={<NotificationBell />}>
            <RouteView />
          </Layout>
        </LoginDialogHost>
      </SnackbarProvider>
    </IntlProvider>
  );
}

// The update banner: a lazy chunk, loaded only where the shell has updates (desktop; the web's service worker), and
// only once the shell reports something the banner shows — not at start-up, where it would fetch the chunk and the
// rest of the message catalogue while the first screen renders. The banner reads the shell's state again when it
// mounts (the shells replay the current state to a new subscriber).
const UpdateBanner = lazy(
  withMessages(() => import('./components/UpdateBanner').then((m) => ({ default: m.UpdateBanner }))),
);
function Updates() {
  const { env } = useServices();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    return env.updates?.subscribe((s) => {
      if (updateNotice(s)) setWanted(true);
    });
  }, [env, wanted]);
  if (!env.updates || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
}

/** A language chosen in another tab of this browser: this tab shows the same page in it. */
function FollowLanguageOfOtherTabs() {
  const { tabs, session } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname);
  here.current = location.pathname;
  useEffect(
    () =>
      tabs.subscribe((m) => {
        if (m.type !== 'language' || m.lang === session.get().lang) return;
        navigate(pathInLanguage(here.current, m.lang, session.get().config));
      }),
    [tabs, session, navigate],
  );
  return null;
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

export function AppRoot({ started }: { started: Started }) {
  const { services, queryClient } = started;
  const [ready, setReady] = useState(services.session.get().status === 'ready');
  useEffect(() => {
    let live = true;
    started.booted.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [started]);
  useEffect(() => services.account.startTokenTimer(), [services]);
  if (!ready) return <StartupFrame label="…" />;
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        {/* One catch-all: the screen comes from the domain's matchRoute (router.tsx). */}
        <BrowserRouter>
          <Shell />
        </BrowserRouter>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}

/** Mounts the app into `el` (the shells call this), continuing the page's start-up if an early entry began it. */
export function mountApp(el: HTMLElement, env: AppEnv) {
  const started = startApp(env);
  createRoot(el).render(
    <StrictMode>
      <AppRoot started={started} />
    </StrictMode>,
  );
  return started.services;
}
