// The app's services, created once per mount and shared through React context.
import type { RealtimeStore } from '@ott/realtime';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppEnv } from '../platform/env';
import type { Analytics, TabSync } from '../platform/types';
import type { NotificationCenter } from '../services/notifications';
import type { Account } from '../session/account';
import type { SessionState, SessionStore } from '../session/store';
import type { Runtime } from '../session/transport';

export interface AppServices {
  env: AppEnv;
  session: SessionStore;
  runtime: Runtime;
  account: Account;
  /** The other tabs of this browser (one shared session, session/tabs.ts). */
  tabs: TabSync;
  /** The analytics (start.ts); harnesses without them fall back to the shell's or the console stand-in. */
  analytics?: Analytics;
  /** The realtime store, loaded on first use (Firebase is a lazy chunk). */
  realtime(): Promise<RealtimeStore>;
  /** The stored notifications (SPEC §3) and their unread count; absent in harnesses that do not need them. */
  notifications?: NotificationCenter;
  now(): number;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('useServices outside <AppRoot>');
  return s;
}

export function useSession(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
