// Who is watching (SPEC §1 profiles, §3 profilePicture): the header's button with the profile's picture and name,
// opening the subscriber's menu. Keyboard: Enter/Space/↓ open on the first item, ↑/↓/Home/End move, Escape closes
// with focus back on the button, Tab or a click elsewhere closes.
import { accountTabPath } from '@ott/domain';
import { useListProfiles } from '@ott/sdk/hooks/sms';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLangPath } from '../hooks/useLangPath';
import { useLoginDialog } from '../hooks/useLoginDialog';
import { useMenuKeys } from '../hooks/useMenuKeys';
import { useServices, useSession } from '../hooks/useServices';
import { Avatar } from './Avatar';

const ITEM = '[role="menuitem"]';

export function ProfileMenu() {
  const session = useSession();
  const services = useServices();
  const { openProfiles } = useLoginDialog();
  const intl = useIntl();
  const to = useLangPath();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The same query as the profile screens: one list in the cache, renamed or re-pictured profiles show at once.
  const profiles = useListProfiles({ query: { enabled: Boolean(session.sessionToken), retry: false } });
  const current = profiles.data?.data.find((p) => p.profileid === session.profileid) ?? null;
  const picture = current ? (current.avatar ?? null) : session.profilePicture;
  const name = current?.name ?? '';

  // The session keeps the picture of the profile as last listed: the next page load draws it before any answer.
  const { session: store } = services;
  useEffect(() => {
    if (current && (current.avatar ?? null) !== store.get().profilePicture)
      store.set({ profilePicture: current.avatar ?? null });
  }, [current, store]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const { focusItem, onListKey } = useMenuKeys(list, ITEM, { escape: close, tab: () => setOpen(false) });
  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const away = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, focusItem]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    setOpen(true);
  };
  const label = intl.formatMessage({ id: 'nav.profileMenu', defaultMessage: 'Profile menu' });
  const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;
  return (
    <div className="usermenu" ref={root}>
      <button
        ref={button}
        type="button"
        className="usermenu-button"
        data-testid="profile-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        <Avatar className="usermenu-avatar" src={picture} name={name} size={32} />
        {/* The visible name starts the accessible name (a voice user says what they see). */}
        {name ? (
          <FormattedMessage
            id="nav.profileMenuOf"
            defaultMessage="{name}<hidden>, profile menu</hidden>"
            values={{ name: <span className="usermenu-name">{name}</span>, hidden }}
          />
        ) : (
          hidden([label])
        )}
      </button>
      {open && (
        <div
          ref={list}
          id={id}
          role="menu"
          aria-label={label}
          className="usermenu-list"
          data-testid="profile-menu-list"
          onKeyDown={onListKey}
          onClick={() => setOpen(false)}
        >
          <button type="button" role="menuitem" className="usermenu-item" onClick={openProfiles}>
            <FormattedMessage id="profiles.switch" defaultMessage="Switch profile" />
          </button>
          <Link role="menuitem" className="usermenu-item" to={to('/addProfileCheck')}>
            <FormattedMessage id="profiles.manage" defaultMessage="Manage profiles" />
          </Link>
          <Link
            role="menuitem"
            className="usermenu-item"
            to={to(accountTabPath('account'))}
            data-testid="profile-menu-account"
          >
            <FormattedMessage id="account.nav" defaultMessage="Account" />
          </Link>
          {services.env.downloads && (
            <Link
              role="menuitem"
              className="usermenu-item"
              to={to('/downloads')}
              data-testid="profile-menu-downloads"
            >
              <FormattedMessage id="nav.downloads" defaultMessage="Downloads" />
            </Link>
          )}
          <button
            type="button"
            role="menuitem"
            className="usermenu-item"
            data-testid="profile-menu-logout"
            onClick={() => void services.account.logout()}
          >
            <FormattedMessage id="nav.logout" defaultMessage="Log out" />
          </button>
        </div>
      )}
    </div>
  );
}
