// Home (SPEC §2): one rail per section of the provider config's `home` screen, plus continue-watching for a subscriber.
import { useSession } from '../../context';
import type { ScreenProps } from '../../router';
import { ScreenSections } from '../browse/ScreenSections';

export default function HomeScreen(_: ScreenProps) {
  const session = useSession();
  const home = session.config?.screens.find((s) => s.id === 'home') ?? session.config?.screens[0];
  return <div data-testid="home">{home ? <ScreenSections screen={home} withContinueWatching /> : null}</div>;
}
