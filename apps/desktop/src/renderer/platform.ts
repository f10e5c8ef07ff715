// The desktop's platform services for packages/app (its AppEnv seam), filled from the preload's bridge (window.ott):
// tokens in the OS keychain, deep links and notification clicks in, external links out, system notifications.
import type { AppEnv } from '@ott/app/start';
import type { DesktopBridge } from '../shared/bridge';
import { notificationPath, ottLinkToPath } from './deep-links';

export type DesktopServices = Required<
  Pick<AppEnv, 'secureStore' | 'deepLinks' | 'openExternal' | 'notifications' | 'updates' | 'startupSnapshot'>
>;

const report = (e: unknown) => console.warn('[ott] start-up snapshot:', (e as Error)?.message ?? e);

export function desktopServices(bridge: DesktopBridge, origin: string): DesktopServices {
  return {
    secureStore: bridge.secureStore,
    deepLinks: {
      subscribe(listener) {
        const offLinks = bridge.onDeepLink((link) => {
          const path = ottLinkToPath(link, origin);
          if (path) listener(path);
          else console.warn(`[ott] ignored a deep link the app does not know: ${link.slice(0, 200)}`);
        });
        const offClicks = bridge.onNotificationClick((action) => {
          const path = notificationPath(action);
          if (path) listener(path);
        });
        return () => {
          offLinks();
          offClicks();
        };
      },
    },
    openExternal: (url) => bridge.openExternal(url),
    updates: {
      subscribe: (listener) => bridge.onUpdate(listener),
      install: () => bridge.installUpdate(),
    },
    // Fire and forget: a snapshot that could not be kept only means the next start draws none.
    startupSnapshot: {
      identity: (key) => void bridge.startupSnapshot.identity(key).catch(report),
      save: (identity, snapshot) => void bridge.startupSnapshot.save(identity, snapshot).catch(report),
    },
    notifications: {
      show: (n) =>
        bridge.showNotification({
          title: n.title,
          body: n.message,
          ...(n.action ? { action: n.action } : {}),
        }),
    },
  };
}
