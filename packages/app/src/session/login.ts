// SPEC §4 Login: a log-in's tokens become the session: details and profiles fetched, push topics and user properties
// set, the log-in query kept for the automatic re-login (§3), the other tabs told.
import {
  autoSelectProfile,
  deviceOs,
  errorMessageId,
  kidsModeFor,
  loginPayloadToStore,
  pushTopicsAfterLogin,
  STORAGE_KEYS,
  startSession,
  userProperties,
} from '@ott/domain';
import { ApiError } from '@ott/sdk';
import type { Profile } from '@ott/sdk/hooks/sms';
import type { Analytics, PushTopics, TabSync } from '../platform/types';
import type { LoginUiResult } from './joining';
import { smsCalls } from './sms';
import type { SessionStore } from './store';

/** The token timer's shared countdown as stored (SPEC §9); null: none. */
export function saveSessionTimer(session: SessionStore, s: { expiresInSec: number | null }): void {
  if (s.expiresInSec === null) session.storage.remove(STORAGE_KEYS.refreshTokenExpire);
  else session.storage.set(STORAGE_KEYS.refreshTokenExpire, String(s.expiresInSec));
}

export function createLogin(deps: {
  session: SessionStore;
  tabs: TabSync;
  push: PushTopics;
  analytics: Analytics;
}): {
  adoptSession(
    t: { sessionToken: string; refreshToken: string | null; lifetimeSec?: number },
    query?: (Record<string, unknown> & { logintype: string }) | null,
  ): Promise<LoginUiResult>;
} {
  const { session, tabs, push, analytics } = deps;
  const storage = session.storage;

  async function afterLogin(): Promise<{ needsProfile: boolean }> {
    const { getSubscriberDetails, listProfiles } = await smsCalls();
    const details = await getSubscriberDetails();
    session.set({ subscriber: details.data, profileid: details.data.profileid, parentalControl: null });
    // SPEC §4 Login: subscribe to the push topics and report the user properties (failures never block a log-in).
    void push
      .subscribe(pushTopicsAfterLogin(details.data))
      .catch((e: unknown) => console.warn('[ott] push topic subscription failed', e));
    analytics.setUserProperties(userProperties(details.data));
    const list = await listProfiles().then(
      (r) => r.data,
      () => [] as Profile[],
    );
    const only = autoSelectProfile(list);
    const current = list.find((p) => p.profileid === details.data.profileid) ?? only;
    session.set({
      kidsMode: kidsModeFor(current ?? null),
      profilePicture: current?.avatar ?? details.data.picture ?? null,
    });
    return { needsProfile: list.length > 1 };
  }

  /** SPEC §3: the log-in query kept for the automatic re-login (platform rules: domain loginPayloadToStore). */
  async function keepLoginPayload(query: (Record<string, unknown> & { logintype: string }) | null) {
    // §3 `loginType`: how this subscriber logged in (Email, Mobile, FB, Google, Apple).
    if (query) storage.set(STORAGE_KEYS.loginType, query.logintype);
    const stored = query
      ? loginPayloadToStore(query, {
          profileid: session.get().profileid,
          deviceos: deviceOs(globalThis.navigator?.userAgent ?? ''),
          keepPassword: session.loginPayload.secure,
        })
      : null;
    await session.loginPayload
      .set(stored ? JSON.stringify(stored) : null)
      .catch((e: unknown) => console.warn('[ott] login payload not kept', e));
  }

  /**
   * The tokens of a log-in (or of TV pairing, which has no log-in query: nothing is kept for a re-login, §3) become
   * the session.
   */
  async function adoptSession(
    t: { sessionToken: string; refreshToken: string | null; lifetimeSec?: number },
    query: (Record<string, unknown> & { logintype: string }) | null = null,
  ): Promise<LoginUiResult> {
    session.set({ sessionToken: t.sessionToken, refreshToken: t.refreshToken });
    saveSessionTimer(session, startSession(t.lifetimeSec ?? 3600));
    try {
      const done = await afterLogin();
      await keepLoginPayload(query);
      await session.flushed();
      tabs.publish({ type: 'session' });
      return { ok: true, ...done };
    } catch (e) {
      session.set({ sessionToken: null, refreshToken: null, subscriber: null });
      return {
        ok: false,
        messageId: e instanceof ApiError ? errorMessageId(e, 'error.unknown') : 'error.unknown',
      };
    }
  }

  return { adoptSession };
}
