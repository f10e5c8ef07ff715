// Login, logout, profile selection and the 15 s token timer (SPEC §4 Login, Session, Profiles, Logout).
// Decisions come from the domain (classifyLoginResult, autoSelectProfile, kidsModeFor, sessionTick…);
// this module only performs the calls and keeps the session store.
import {
  LOGOUT_RELOAD_MS,
  STORAGE_KEYS,
  TOKEN_CHECK_INTERVAL_MS,
  autoSelectProfile,
  deviceOs,
  loginPayloadToStore,
  parseStoredLoginPayload,
  pushTopicsAfterLogin,
  pushTopicsToRemoveOnLogout,
  userProperties,
  errorMessageId,
  kidsModeFor,
  onRefreshResult,
  restoreSessionTimer,
  sessionTick,
  startSession,
  failureMessageId,
} from '@ott/domain';
import { ApiError } from '@ott/sdk';
import type { Profile } from '@ott/sdk/hooks/sms';
import type { AppEnv } from '../platform/env';
import type { Analytics, PushTopics } from '../platform/types';
import { clearBrowserCaches } from '../storage';
import type { Runtime } from './transport';
import type { SessionStore } from './store';
import type { Joining, LoginUiResult } from './joining';

export type {
  Credentials,
  Done,
  Joining,
  LoginUiResult,
  SignupRequest,
  SocialLogin,
  SocialSignup,
} from './joining';
import type { TabSync } from '../platform/types';

// The SMS calls load with the first account action, not with the first route (lazy by default).
export const smsCalls = () => import('@ott/sdk/hooks/sms');

/** The account service: the session's own calls, plus logging in and joining (`Joining`, loaded with its first call). */
export interface Account extends Joining {
  /**
   * Logs in with a session handed over by another device (TV pairing: the TV's poll receives the tokens once),
   * the same way as a log-in: tokens stored, timer started, details fetched, the other tabs told.
   */
  adoptSession(t: {
    sessionToken: string;
    refreshToken: string | null;
    lifetimeSec?: number;
  }): Promise<LoginUiResult>;
  /** A fresh CAPTCHA image (data URL) for the captcha step. */
  captcha(): Promise<{ image: string }>;
  logout(): Promise<void>;
  selectProfile(profile: Profile, pin?: string): Promise<{ ok: true } | { ok: false; messageId: string }>;
  profiles(): Promise<Profile[]>;
  /** Starts the 15 s token check; returns a stop function. */
  startTokenTimer(): () => void;
}

export function createAccount(
  env: AppEnv,
  session: SessionStore,
  runtime: Runtime,
  tabs: TabSync,
  hooks: {
    beforeLogout?: () => Promise<void>;
    /** The push provider's topics and the analytics (start.ts picks the shell's or the local stand-ins). */
    push: PushTopics;
    analytics: Analytics;
    /** SPEC §3 / §4 Logout: the stored notifications that outlive the log-out (the device's own). */
    notificationsKeptOnLogout?: () => Promise<object | null>;
  },
): Account {
  const storage = session.storage;
  const { push, analytics } = hooks;
  const saveTimer = (s: { expiresInSec: number | null }) =>
    s.expiresInSec === null
      ? storage.remove(STORAGE_KEYS.refreshTokenExpire)
      : storage.set(STORAGE_KEYS.refreshTokenExpire, String(s.expiresInSec));

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
    session.set({ kidsMode: kidsModeFor(current ?? null) });
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
    saveTimer(startSession(t.lifetimeSec ?? 3600));
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

  async function logout() {
    const subscriber = session.get().subscriber;
    if (subscriber)
      await push
        .unsubscribe(pushTopicsToRemoveOnLogout(subscriber))
        .catch((e: unknown) => console.warn('[ott] push topic removal failed', e));
    // The uid map entry goes while the realtime token still works: the back-end's log-out ends it.
    await hooks.beforeLogout?.().catch((e: unknown) => console.warn('[ott] realtime clean-up failed', e));
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
    session.set({
      sessionToken: null,
      refreshToken: null,
      subscriber: null,
      profileid: null,
      kidsMode: false,
      deviceToken: null,
      parentalControl: null,
    });
    await Promise.all([session.flushed(), clearBrowserCaches()]);
    tabs.publish({ type: 'logout' });
    setTimeout(() => globalThis.location?.reload(), LOGOUT_RELOAD_MS);
  }

  async function selectProfile(profile: Profile, pin?: string) {
    try {
      const { switchProfile } = await smsCalls();
      await switchProfile(profile.profileid, pin ? { pin } : {});
      session.set({ profileid: profile.profileid, kidsMode: kidsModeFor(profile) });
      // §3: the automatic re-login comes back to this profile.
      const kept = parseStoredLoginPayload(await session.loginPayload.get());
      if (kept)
        await session.loginPayload.set(
          JSON.stringify({ params: { ...kept.params, profileid: profile.profileid } }),
        );
      tabs.publish({ type: 'session' });
      return { ok: true as const };
    } catch (e) {
      return {
        ok: false as const,
        messageId: failureMessageId(e),
      };
    }
  }

  async function tick() {
    if (!session.get().sessionToken) return;
    const { state, action } = sessionTick(restoreSessionTimer(storage.get(STORAGE_KEYS.refreshTokenExpire)));
    saveTimer(state);
    if (action !== 'refresh') return;
    // A renewal (this tab's or another's) restarts the shared countdown itself (runtime.refresh).
    // SPEC §4: renew; if that fails, the automatic re-login with the stored payload; else log out.
    const renewed = await runtime.refresh().then(
      () => true,
      () =>
        runtime.relogin().then(
          () => true,
          () => false,
        ),
    );
    if (renewed) return;
    const next = onRefreshResult({ ok: false });
    saveTimer(next.state);
    if (next.action === 'logout') await logout();
  }

  function startTokenTimer() {
    // One tab runs the timer: the stored expiry is a shared countdown (SPEC §9), decremented once per tick.
    return tabs.lead('token-timer', () => {
      const id = setInterval(() => void tick(), TOKEN_CHECK_INTERVAL_MS);
      return () => clearInterval(id);
    });
  }

  // Logging in and joining (the log-in dialog's calls) load with the first of them (session/joining.ts).
  let joining: Promise<Joining> | null = null;
  const join = () => {
    joining ??= import('./joining').then((m) => m.createJoining({ env, session, smsCalls, adoptSession }));
    joining.catch(() => {
      joining = null; // offline: the next attempt loads it again
    });
    return joining;
  };

  return {
    login: (c) => join().then((j) => j.login(c)),
    adoptSession: (t) => adoptSession(t),
    captcha: () =>
      smsCalls()
        .then((m) => m.createCaptcha())
        .then((r) => ({ image: r.data.image })),
    logout,
    selectProfile,
    profiles: () =>
      smsCalls()
        .then((m) => m.listProfiles())
        .then((r) => r.data),
    startTokenTimer,
    lookup: (contact) => join().then((j) => j.lookup(contact)),
    signUp: (r) => join().then((j) => j.signUp(r)),
    confirmSignup: (contact, otp) => join().then((j) => j.confirmSignup(contact, otp)),
    resendSignupOtp: (contact) => join().then((j) => j.resendSignupOtp(contact)),
    requestPasswordReset: (contact) => join().then((j) => j.requestPasswordReset(contact)),
    confirmPasswordReset: (contact, otp, password) =>
      join().then((j) => j.confirmPasswordReset(contact, otp, password)),
    socialLogin: (l) => join().then((j) => j.socialLogin(l)),
    socialSignUp: (x) => join().then((j) => j.socialSignUp(x)),
  };
}
