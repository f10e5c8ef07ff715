// The local stand-ins for push topics and analytics, used when neither a shell nor the provider config names a
// provider: nothing leaves the page; each call is logged at debug level.
import type { Analytics, PushTopics } from '../platform/types';

export const consolePush: PushTopics = {
  subscribe: async (topics) => console.debug('[push] subscribe', topics),
  unsubscribe: async (topics) => console.debug('[push] unsubscribe', topics),
};
export const consoleAnalytics: Analytics = {
  setUserProperties: (p) => console.debug('[analytics] user properties', p),
  event: (name, params) => console.debug('[analytics] event', name, params),
};
