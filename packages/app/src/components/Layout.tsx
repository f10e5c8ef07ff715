// The page frame: skip link, header (brand, navigation, language, who is watching), main region, footer.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { useLangPath } from '../hooks/useLangPath';
import { useLoginDialog } from '../hooks/useLoginDialog';
import { useSession } from '../hooks/useServices';
import { useSwitchLanguage } from '../hooks/useSwitchLanguage';
import { isSubscriber } from '../session/store';
import { Footer } from './Footer';
import { IconLink, SearchIcon } from './Icon';
import { FullScreenLoader } from './Loader';
import { ProfileMenu } from './ProfileMenu';

/** `tools`: what the app adds to the header's tools (the notification bell), before the account buttons. */
export function Layout({ children, tools }: { children: ReactNode; tools?: ReactNode }) {
  const session = useSession();
  const { openLogin, choosingProfile } = useLoginDialog();
  const intl = useIntl();
  const to = useLangPath();
  const langs = session.config?.supportedLanguages ?? [];
  const switchLanguage = useSwitchLanguage();
  const searchLabel = intl.formatMessage({ id: 'nav.search', defaultMessage: 'Search' });

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skip" defaultMessage="Skip to content" />
      </a>
      <header className="header">
        <Link to={to('/')} className="brand">
          OTT
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="nav.home" defaultMessage="Home" />
          </span>
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'nav.main', defaultMessage: 'Main' })} className="nav">
          {session.kidsMode ? (
            // A kids profile's Home is the kids screen: its menu holds that, search and the watchlist only.
            <NavLink to={to('/')} end data-testid="nav-kids-home">
              <FormattedMessage id="nav.kids" defaultMessage="Kids" />
            </NavLink>
          ) : (
            <>
              <NavLink to={to('/')} end>
                <FormattedMessage id="nav.home" defaultMessage="Home" />
              </NavLink>
              {session.isMovieEnabled === 'Yes' && (
                <NavLink to={to('/screen/movies')}>
                  <FormattedMessage id="nav.movies" defaultMessage="Movies" />
                </NavLink>
              )}
              <NavLink to={to('/screen/kids')}>
                <FormattedMessage id="nav.kids" defaultMessage="Kids" />
              </NavLink>
              <NavLink to={to('/screen/live')} data-testid="nav-live">
                <FormattedMessage id="nav.live" defaultMessage="Live TV" />
              </NavLink>
              <NavLink to={to('/screen/music')} data-testid="nav-music">
                <FormattedMessage id="nav.music" defaultMessage="Music" />
              </NavLink>
            </>
          )}
          <NavLink to={to('/search')}>
            <FormattedMessage id="nav.search" defaultMessage="Search" />
          </NavLink>
          {isSubscriber(session) && (
            <NavLink to={to('/watchlist')}>
              <FormattedMessage id="nav.watchlist" defaultMessage="Watchlist" />
            </NavLink>
          )}
        </nav>
        <div className="header-tools">
          <label className="lang-select">
            <span className="visually-hidden">
              <FormattedMessage id="nav.language" defaultMessage="Language" />
            </span>
            <select value={session.lang} onChange={(e) => switchLanguage(e.target.value)}>
              {langs.map((l) => (
                <option key={l.language} value={l.language} lang={l.language}>
                  {l.nativename ?? l.name}
                </option>
              ))}
            </select>
          </label>
          {/* On a narrow screen the navigation row scrolls sideways and Search falls past its edge: the header keeps
              it one tap away (styles show this button below 641 px only). */}
          <IconLink
            to={to('/search')}
            className="header-search"
            label={searchLabel}
            data-testid="header-search"
          >
            <SearchIcon size={22} />
          </IconLink>
          {tools}
          {isSubscriber(session) ? (
            <ProfileMenu />
          ) : (
            <button type="button" className="btn" data-testid="header-login" onClick={() => openLogin()}>
              <FormattedMessage id="nav.login" defaultMessage="Log in" />
            </button>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {choosingProfile ? null : children}
      </main>
      <Footer />
    </div>
  );
}

/**
 * The page before start-up ends (no catalogue, no session yet): the header's outline where the real header will
 * stand, at its height, and the loader below it, so the page never starts blank nor jumps when the header arrives.
 */
export function StartupFrame({ label }: { label: string }) {
  return (
    <div className="app">
      <div className="header header-shell" aria-hidden="true">
        <span className="brand">OTT</span>
        <div className="nav" />
        <div className="header-tools" />
      </div>
      <FullScreenLoader label={label} below />
    </div>
  );
}
