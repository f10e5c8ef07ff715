// The shell's analytics (SPEC §4 likes: the live-event put; §7 "Analytics events for rated and user-action"), or the
// console stand-in when the shell gives none.
import { consoleAnalytics } from '../services/stand-ins';
import { useServices } from './useServices';

export function useAnalytics() {
  return useServices().env.analytics ?? consoleAnalytics;
}
