// SPEC §2 /:lang?/profile/:listItem — the account page's chrome: the tab list (ARIA tabs that are links, roving
// focus with the arrow keys, mirrored in RTL), the panels handed in by the composition root, "coming soon" for a tab
// without one, and an unknown :listItem opening My Account.
import { ACCOUNT_TABS } from '@ott/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import AccountScreen, { type AccountPanels } from '../src/features/account/AccountScreen';
import type { AccountPanelProps } from '../src/screen-props';
import { createSessionStore } from '../src/session/store';
import { createStore } from '../src/storage';
import { testServices } from './app-services';
import { currentPath, renderInApp } from './render-app';

afterEach(() => {
  document.documentElement.dir = 'ltr';
});

function Panel({ lang, tab }: AccountPanelProps) {
  return (
    <p data-testid="handed-panel">
      {tab} {lang ?? 'default'}
    </p>
  );
}

function renderPage(url: string, panels: AccountPanels = { devices: Panel }) {
  return renderInApp(
    <Routes>
      <Route path="/:lang?/profile/:listItem" element={<RouteScreen panels={panels} />} />
    </Routes>,
    { services: testServices(createSessionStore(createStore(undefined))), at: url },
  );
}

function RouteScreen({ panels }: { panels: AccountPanels }) {
  const segs = useLocation().pathname.split('/').filter(Boolean);
  const lang = segs[0] === 'ar' ? 'ar' : null;
  const listItem = segs[segs.length - 1] ?? '';
  return <AccountScreen routeId="profile" params={{ listItem }} lang={lang} panels={panels} />;
}

describe('§2 account page', () => {
  it('shows the panel the composition root hands in, with the tab and the language', async () => {
    renderPage('/profile/devices');
    expect((await screen.findByTestId('handed-panel')).textContent).toBe('devices default');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Devices');
    const panel = screen.getByRole('tabpanel');
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('My Devices');
    expect(panel.getAttribute('aria-labelledby')).toBe(selected.id);
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('lists the seven tabs as links to their own URL; only the open one is in the tab order', () => {
    renderPage('/ar/profile/devices');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual(ACCOUNT_TABS.map((t) => `/ar/profile/${t}`));
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1', '-1', '-1', '-1', '-1']);
  });

  it('a tab whose panel is not built yet says "coming soon" inside the page, never a blank', () => {
    renderPage('/profile/bills');
    const soon = screen.getByTestId('account-coming-soon');
    expect(soon.textContent).toContain('Coming soon');
    expect(soon.closest('[role="tabpanel"]')).not.toBeNull();
    expect(screen.queryByTestId('handed-panel')).toBeNull();
  });

  it('arrow keys move between tabs (wrapping, Home/End); in RTL Left is the next tab', () => {
    renderPage('/profile/account');
    const tab = (name: string) => screen.getByTestId(`account-tab-${name}`);
    /** A key on tab `from` moves focus to tab `to`. */
    const move = (from: string, key: string, to: string) => {
      fireEvent.keyDown(tab(from), { key });
      expect(document.activeElement).toBe(tab(to));
    };
    tab('account').focus();
    move('account', 'ArrowDown', 'devices');
    move('devices', 'ArrowRight', 'parental-control');
    move('parental-control', 'End', 'tickets');
    move('tickets', 'ArrowDown', 'account');
    move('account', 'ArrowUp', 'tickets');
    move('tickets', 'Home', 'account');
    document.documentElement.dir = 'rtl';
    move('account', 'ArrowLeft', 'devices');
    move('devices', 'ArrowRight', 'account');
  });

  it('focus moves to the heading of the open tab', () => {
    renderPage('/profile/plans');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('an unknown :listItem opens My Account under its own address', async () => {
    renderPage('/profile/whatever');
    await screen.findByTestId('account-panel-account');
    expect(currentPath()).toBe('/profile/account');
  });
});
