import NotAvailableScreen from '../../components/NotAvailableScreen';
import type { ScreenProps } from '../../router';

// Placeholder until the feature lands.
export default function Screen(props: ScreenProps) {
  return <NotAvailableScreen {...props} />;
}
