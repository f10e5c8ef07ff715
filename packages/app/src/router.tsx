// Routing (SPEC §2): react-router 7 owns history, links and the URL; which screen a URL shows is decided by the
// domain's route table (`matchRoute`, first match wins, lang checked against the provider's list), so the SPEC's
// rules live in one place. Guards, the root redirect, /tv → /pairing and the 4 s login dialog are applied here.
import { guard, PAIRING_FLAG_KEY, rootRedirect, STORAGE_KEYS, urlLangFor } from '@ott/domain';
import { isPairingFlagSet } from '@ott/domain/pairing';
import { Suspense, useEffect } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { ScreenErrorBoundary } from './components/ErrorBoundary';
import { FullScreenLoader } from './components/Loader';
import { useDocumentTitle } from './hooks/useDocumentTitle';
import { useLoginDialog } from './hooks/useLoginDialog';
import { useRouteMatch } from './hooks/useRouteMatch';
import { useServices, useSession } from './hooks/useServices';
import { defaultLang } from './languages';
import { SCREENS } from './screens';
import { isSubscriber } from './session/store';

// Routes whose screen has one fixed title and sets none itself; the others title the page themselves (a content's
// title, a tab): a screen's effect runs before this one, so a route is in one place or the other, never both.
const ROUTE_TITLES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  subscriptionPlans: { id: 'plans.title', defaultMessage: 'Choose your plan' },
  payment: { id: 'title.payment', defaultMessage: 'Payment' },
  watchlist: { id: 'watchlist.title', defaultMessage: 'My watchlist' },
  notifications: { id: 'notifications.title', defaultMessage: 'Notifications' },
  cast: { id: 'title.cast', defaultMessage: 'Cast' },
  emailVerify: { id: 'title.emailVerify', defaultMessage: 'E-mail verification' },
  login: { id: 'login.title', defaultMessage: 'Log in' },
  error: { id: 'title.notFound', defaultMessage: 'Page not found' },
});

export function RouteView() {
  const location = useLocation();
  const session = useSession();
  const { session: store, now } = useServices();
  const intl = useIntl();
  const match = useRouteMatch();
  const { openLoginLater } = useLoginDialog();
  const fixedTitle = ROUTE_TITLES[match.id];
  useDocumentTitle(fixedTitle ? intl.formatMessage(fixedTitle) : undefined);
  const subscriber = isSubscriber(session);
  const verdict = guard(match.id, {
    isSubscriber: subscriber,
    pathname: location.pathname,
    lang: match.lang,
  });

  const delay = verdict.allow ? null : verdict.loginDialogAfterMs;
  const remember = verdict.allow ? null : verdict.rememberPath;
  useEffect(() => {
    if (delay !== null) openLoginLater(delay, remember);
  }, [delay, remember, openLoginLater]);

  if (match.route.redirectTo) return <Navigate to={match.route.redirectTo} replace />;
  if (!verdict.allow) return <Navigate to={verdict.redirect} replace />;
  if (location.pathname === '/') {
    const stored = store.storage.get(STORAGE_KEYS.displayLanguageCode);
    const to = rootRedirect({
      storedLang: stored ? urlLangFor(stored) : null,
      pairingFlag: isPairingFlagSet(store.storage.get(PAIRING_FLAG_KEY), now()),
      defaultLang: defaultLang(session.config),
    });
    if (to) return <Navigate to={to} replace />;
  }
  const Screen = SCREENS[match.id] ?? SCREENS.error;
  if (!Screen) return null;
  return (
    <ScreenErrorBoundary resetKey={location.pathname}>
      <Suspense
        fallback={
          <FullScreenLoader label={intl.formatMessage({ id: 'app.loading', defaultMessage: 'Loading…' })} />
        }
      >
        <Screen
          key={match.route.id === 'player' ? location.pathname : match.id}
          routeId={match.id}
          params={match.params}
          lang={match.lang}
          reason={'reason' in match ? match.reason : undefined}
        />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
