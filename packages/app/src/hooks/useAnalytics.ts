// The analytics (SPEC §4 likes: the live-event put; §7 "Analytics events for rated and user-action"): the services'
// (the provider config's choice, start.ts), the shell's, or the console stand-in.
import { consoleAnalytics } from '../services/stand-ins';
import { useServices } from './useServices';

export function useAnalytics() {
  const services = useServices();
  return services.analytics ?? services.env.analytics ?? consoleAnalytics;
}
