// The page frame: skip link, header (brand, navigation, language, account), main region, footer.
import { STORAGE_KEYS, storedLanguageCode } from '@ott/domain';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useServices, useSession } from '../context';
import { pathInLanguage } from '../languages';
import { useLangPath } from '../hooks/useLangPath';
import { isSubscriber } from '../session/store';
import { useLoginDialog } from '../hooks/useLoginDialog';

export function Layout({ children }: { children: ReactNode }) {
  const session = useSession();
  const services = useServices();
  const { account, tabs } = services;
  const { openLogin, openProfiles } = useLoginDialog();
  const intl = useIntl();
  const to = useLangPath();
  const navigate = useNavigate();
  const location = useLocation();
  const langs = session.config?.supportedLanguages ?? [];

  const switchLanguage = (lang: string) => {
    // Keep the page, change the prefix; the other tabs follow (one session per browser). The stored display
    // language is written first: a page of the default language has no prefix, and reads it.
    services.session.storage.set(STORAGE_KEYS.displayLanguageCode, storedLanguageCode(lang));
    navigate(pathInLanguage(location.pathname, lang, session.config));
    tabs.publish({ type: 'language', lang });
  };

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
          {isSubscriber(session) ? (
            <>
              <button type="button" className="btn ghost" onClick={openProfiles}>
                <FormattedMessage id="nav.profiles" defaultMessage="Profiles" />
              </button>
              <button type="button" className="btn ghost" onClick={() => void account.logout()}>
                <FormattedMessage id="nav.logout" defaultMessage="Log out" />
              </button>
            </>
          ) : (
            <button type="button" className="btn" data-testid="header-login" onClick={() => openLogin()}>
              <FormattedMessage id="nav.login" defaultMessage="Log in" />
            </button>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
