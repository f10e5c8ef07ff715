// Home (SPEC §2): one rail per section of the provider config's `home` screen, plus continue-watching for a subscriber
// (a rail of another feature: screens.ts passes it in). The home children `/viewContent/:contentId` (deep link) are
// routed to the details screen by screens.ts.
import { type ComponentType, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Notice, retryLabel } from '../../components/Notice';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../hooks/useServices';
import type { ScreenProps } from '../../screen-props';
import { ScreenSections } from './ScreenSections';
import { homeScreen } from './sections';
import { useHomeSnapshot } from './useHomeSnapshot';

export default function HomeScreen({ continueWatching }: ScreenProps & { continueWatching?: ComponentType }) {
  const session = useSession();
  const intl = useIntl();
  const home = homeScreen(session.config, session.kidsMode);
  // Desktop: Home's top is kept for the next launch to show before the app has loaded (startup/startup-snapshot.ts).
  const el = useRef<HTMLDivElement>(null);
  useHomeSnapshot(el);
  useDocumentTitle(intl.formatMessage({ id: 'nav.home', defaultMessage: 'Home' }));
  return (
    <div data-testid="home" data-screen={home?.id} ref={el}>
      <h1 className="visually-hidden">
        <FormattedMessage id="home.heading" defaultMessage="Home" />
      </h1>
      {home ? (
        <ScreenSections screen={home} continueWatching={continueWatching} />
      ) : (
        <Notice
          role="alert"
          testId="screen-failed"
          message={
            <FormattedMessage
              id="home.noConfig"
              defaultMessage="The catalogue could not be loaded. Check your connection and try again."
            />
          }
          action={{ label: retryLabel, onClick: () => window.location.reload() }}
        />
      )}
    </div>
  );
}
