// SPEC §4 Logout: push topics removed, the back-end told (failures silent, §8), local data cleared but the device id
// and the device's own notifications (§3), the other tabs told, then the reload.
import { LOGOUT_RELOAD_MS, pushTopicsToRemoveOnLogout, STORAGE_KEYS } from '@ott/domain';
import type { PushTopics, TabSync } from '../platform/types';
import { clearBrowserCaches } from '../storage';
import { smsCalls } from './sms';
import type { SessionStore } from './store';

export interface LogoutOptions {
  /** The subscriber's account was just deleted (SPEC §7): nothing is left to tell the back-end. */
  accountGone?: boolean;
  /** Called once the screens may show the visitor's (the session is gone, this device registered again). */
  onVisitor?: () => void;
}

export function createLogout(deps: {
  session: SessionStore;
  tabs: TabSync;
  push: PushTopics;
  /** Registers this device again (the deleted account took its registration with it). */
  register: () => Promise<void>;
  hooks: {
    beforeLogout?: () => Promise<void>;
    /** SPEC §3 / §4 Logout: the stored notifications that outlive the log-out (the device's own). */
    notificationsKeptOnLogout?: () => Promise<object | null>;
  };
}): (opts?: LogoutOptions) => Promise<void> {
  const { session, tabs, push, hooks } = deps;
  const storage = session.storage;
  const loggedOut = {
    sessionToken: null,
    refreshToken: null,
    subscriber: null,
    profileid: null,
    kidsMode: false,
    profilePicture: null,
    deviceToken: null,
    parentalControl: null,
  };

  async function logout(opts: LogoutOptions = {}) {
    const subscriber = session.get().subscriber;
    // A deleted account took its session and this device's registration with it: the device registers again, then
    // the screens turn to the visitor's on that token (no call meets a refusal); the back-end's log-out is not sent.
    if (opts.accountGone) {
      await deps.register().catch((e: unknown) => console.warn('[ott] registration failed', e));
      session.set({ ...loggedOut, deviceToken: session.get().deviceToken });
      opts.onVisitor?.();
    }
    if (subscriber)
      await push
        .unsubscribe(pushTopicsToRemoveOnLogout(subscriber))
        .catch((e: unknown) => console.warn('[ott] push topic removal failed', e));
    // The uid map entry goes while the realtime token still works: the back-end's log-out ends it.
    await hooks.beforeLogout?.().catch((e: unknown) => console.warn('[ott] realtime clean-up failed', e));
    if (!opts.accountGone)
      await smsCalls()
        .then((m) => m.logoutSubscriber())
        .catch(() => undefined); // §8: logout failures are silent
    // SPEC §4: local data cleared — every token, the personal details, the realtime and other IndexedDB caches —
    // except the random device id (§3), which identifies the device, not the person.
    const deviceId = storage.get(STORAGE_KEYS.random);
    // The device's own notifications (received while logged out, §3) stay with it; the subscriber's go.
    const deviceNotifications = await hooks.notificationsKeptOnLogout?.().catch(() => null);
    await session.loginPayload.set(null).catch(() => undefined);
    storage.clear();
    if (deviceId) storage.set(STORAGE_KEYS.random, deviceId);
    if (deviceNotifications && Object.keys(deviceNotifications).length > 0)
      storage.setJson(STORAGE_KEYS.notifications, deviceNotifications);
    // The visitor's Home of a deleted account goes on with this device's new registration until the reload.
    session.set(opts.accountGone ? { ...loggedOut, deviceToken: session.get().deviceToken } : loggedOut);
    await Promise.all([session.flushed(), clearBrowserCaches()]);
    tabs.publish({ type: 'logout' });
    setTimeout(() => globalThis.location?.reload(), LOGOUT_RELOAD_MS);
  }

  return logout;
}
