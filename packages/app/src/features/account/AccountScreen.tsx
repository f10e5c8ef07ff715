// SPEC §2 /:lang?/profile/:listItem — the account page: heading, ARIA tabs that are real links (own URL each, arrow
// keys), and the open tab's panel. Panels come from screens.ts, so their features never import each other; the
// visitor guard is the router's.

import { ACCOUNT_TABS, type AccountTab, accountTabOf, accountTabPath } from '@ott/domain';
import { type ComponentType, type KeyboardEvent, Suspense, useEffect, useId, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { ScreenErrorBoundary } from '../../components/ErrorBoundary';
import { TextSkeleton } from '../../components/Loader';
import { Notice } from '../../components/Notice';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useStepHeading } from '../../hooks/useStepHeading';
import type { AccountPanelProps, ScreenProps } from '../../screen-props';
import './account.css';

export type AccountPanels = Partial<Record<AccountTab, ComponentType<AccountPanelProps>>>;
export interface AccountScreenProps extends ScreenProps {
  panels: AccountPanels;
}

const TAB_LABELS = defineMessages({
  account: { id: 'account.tab.account', defaultMessage: 'My Account' },
  devices: { id: 'account.tab.devices', defaultMessage: 'My Devices' },
  'parental-control': { id: 'account.tab.parentalControl', defaultMessage: 'Parental Control' },
  plans: { id: 'account.tab.plans', defaultMessage: 'My Plans' },
  bills: { id: 'account.tab.bills', defaultMessage: 'My Bills' },
  purchases: { id: 'account.tab.purchases', defaultMessage: 'My Purchases' },
  tickets: { id: 'account.tab.tickets', defaultMessage: 'Support Tickets' },
}) satisfies Record<AccountTab, unknown>;

/** A tab whose panel another feature has not delivered yet: a clear message inside the page, never a blank. */
function ComingSoonPanel({ tab }: { tab: AccountTab }) {
  return (
    <Notice
      className="account-coming-soon"
      testId="account-coming-soon"
      data-tab={tab}
      heading="h2"
      title={<FormattedMessage id="account.comingSoon.title" defaultMessage="Coming soon" />}
      message={
        <FormattedMessage
          id="account.comingSoon"
          defaultMessage="This section is coming soon. Everything else in your account works as usual."
        />
      }
    />
  );
}

export default function AccountScreen({ params, lang, panels }: AccountScreenProps) {
  const intl = useIntl();
  const ids = useId();
  const tab = accountTabOf(params.listItem);
  const tabRefs = useRef<Partial<Record<AccountTab, HTMLAnchorElement | null>>>({});
  const heading = useStepHeading<HTMLHeadingElement>(tab);
  useDocumentTitle(intl.formatMessage(TAB_LABELS[tab]));
  // On a phone the tabs scroll sideways: the open one is brought into view, the page itself does not move.
  useEffect(() => {
    tabRefs.current[tab]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  // An old or mistyped :listItem opens My Account under its own address.
  if (params.listItem !== tab) return <Navigate to={accountTabPath(tab, lang)} replace />;

  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let next: number | null = null;
    if (e.key in step) next = (index + (step[e.key] as number) + ACCOUNT_TABS.length) % ACCOUNT_TABS.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = ACCOUNT_TABS.length - 1;
    else if (e.key === ' ') {
      e.preventDefault();
      e.currentTarget.click();
      return;
    }
    if (next === null) return;
    e.preventDefault();
    tabRefs.current[ACCOUNT_TABS[next] as AccountTab]?.focus();
  };

  const Panel = panels[tab];
  const panelId = `${ids}-panel`;
  return (
    <div className="page account-page" data-testid="account-page" data-tab={tab}>
      <h1 ref={heading} tabIndex={-1} className="account-title">
        {intl.formatMessage(TAB_LABELS[tab])}
      </h1>
      <div className="account-layout">
        <div
          role="tablist"
          aria-label={intl.formatMessage({ id: 'account.tabs', defaultMessage: 'Account sections' })}
          className="account-tabs"
        >
          {ACCOUNT_TABS.map((t, i) => (
            <Link
              key={t}
              ref={(el) => {
                tabRefs.current[t] = el;
              }}
              id={`${ids}-tab-${t}`}
              role="tab"
              to={accountTabPath(t, lang)}
              aria-selected={t === tab}
              aria-controls={t === tab ? panelId : undefined}
              tabIndex={t === tab ? 0 : -1}
              className="account-tab"
              data-testid={`account-tab-${t}`}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {intl.formatMessage(TAB_LABELS[t])}
            </Link>
          ))}
        </div>
        <section
          id={panelId}
          role="tabpanel"
          aria-labelledby={`${ids}-tab-${tab}`}
          className="account-panel"
          data-testid={`account-panel-${tab}`}
        >
          <ScreenErrorBoundary resetKey={tab}>
            <Suspense fallback={<TextSkeleton />}>
              {Panel ? <Panel lang={lang} tab={tab} /> : <ComingSoonPanel tab={tab} />}
            </Suspense>
          </ScreenErrorBoundary>
        </section>
      </div>
    </div>
  );
}
