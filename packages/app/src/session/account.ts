// Login, logout, profile selection and the 15 s token timer (SPEC §4 Login, Session, Profiles, Logout).
// Decisions come from the domain (classifyLoginResult, autoSelectProfile, kidsModeFor, sessionTick…);
// this module only performs the calls and keeps the session store.
import {
  LOGOUT_RELOAD_MS,
  type LoginOutcome,
  type MessageId,
  STORAGE_KEYS,
  TOKEN_CHECK_INTERVAL_MS,
  autoSelectProfile,
  classifyLoginResult,
  loginOutcomeMessageId,
  pushTopicsAfterLogin,
  pushTopicsToRemoveOnLogout,
  userProperties,
  errorMessageId,
  kidsModeFor,
  onRefreshResult,
  restoreSessionTimer,
  sessionTick,
  startSession,
} from '@ott/domain';
import { ApiError, encryptWithSecret } from '@ott/sdk';
import type { Profile } from '@ott/sdk/hooks/sms';
import { type AppEnv, consoleAnalytics, consolePush } from '../env';
import { clearBrowserCaches } from '../storage';
import type { Runtime } from './boot';
import type { SessionStore } from './store';
import type { TabSync } from './tabs';

// The SMS calls load with the first account action, not with the first route (DESIGN principle 7).
const smsCalls = () => import('@ott/sdk/hooks/sms');

export interface Credentials {
  /** An e-mail address, or a mobile number (digits) with its country code. */
  email?: string;
  mobileno?: string;
  countrycode?: string;
  password: string;
  /** The answer to the CAPTCHA step (SPEC §4: asked after repeated wrong passwords, or for a social login). */
  captcha?: string;
}

export type LoginUiResult =
  | { ok: true; needsProfile: boolean }
  | { ok: false; messageId: MessageId | string; outcome?: LoginOutcome['type'] };

export interface Account {
  login(c: Credentials): Promise<LoginUiResult>;
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
  hooks: { beforeLogout?: () => Promise<void> } = {},
): Account {
  const storage = session.storage;
  const push = env.push ?? consolePush;
  const analytics = env.analytics ?? consoleAnalytics;
  const saveTimer = (s: { expiresInSec: number | null }) =>
    s.expiresInSec === null
      ? storage.remove(STORAGE_KEYS.refreshTokenExpire)
      : storage.set(STORAGE_KEYS.refreshTokenExpire, String(s.expiresInSec));

  async function afterLogin(): Promise<{ needsProfile: boolean }> {
    const { getSubscriberDetails, listProfiles } = await smsCalls();
    const details = await getSubscriberDetails();
    session.set({ subscriber: details.data, profileid: details.data.profileid });
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

  async function login(c: Credentials): Promise<LoginUiResult> {
    const { loginSubscriber } = await smsCalls();
    const password = await encryptWithSecret(env.secret, c.password);
    const logintype = c.email ? 'Email' : 'Mobile';
    let outcome: LoginOutcome;
    try {
      const response = await loginSubscriber({
        logintype,
        email: c.email,
        mobileno: c.mobileno,
        countrycode: c.countrycode,
        password,
        ...(c.captcha ? { captcha: c.captcha } : {}),
      });
      outcome = classifyLoginResult({ kind: 'response', response }, { loginType: logintype });
    } catch (e) {
      if (e instanceof ApiError) {
        outcome = classifyLoginResult(
          {
            kind: 'response',
            response: { errorcode: e.errorcode, reason: e.reason, statusCode: e.statusCode },
          },
          { loginType: logintype },
        );
      } else {
        outcome = classifyLoginResult({ kind: 'networkError' }, { loginType: logintype });
      }
    }
    if (outcome.type !== 'success') {
      const messageId = loginOutcomeMessageId(outcome) ?? 'error.loginFailed';
      return { ok: false, messageId, outcome: outcome.type };
    }
    return adoptSession({
      sessionToken: outcome.sessionToken,
      refreshToken: outcome.refreshToken,
      lifetimeSec: outcome.lifetimeSec ?? undefined,
    });
  }

  async function adoptSession(t: {
    sessionToken: string;
    refreshToken: string | null;
    lifetimeSec?: number;
  }): Promise<LoginUiResult> {
    session.set({ sessionToken: t.sessionToken, refreshToken: t.refreshToken });
    saveTimer(startSession(t.lifetimeSec ?? 3600));
    try {
      const done = await afterLogin();
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
    await smsCalls()
      .then((m) => m.logoutSubscriber())
      .catch(() => undefined); // §8: logout failures are silent
    await hooks.beforeLogout?.().catch((e: unknown) => console.warn('[ott] realtime clean-up failed', e));
    // SPEC §4: local data cleared — every token, the personal details, the realtime and other IndexedDB caches —
    // except the random device id (§3), which identifies the device, not the person.
    const deviceId = storage.get(STORAGE_KEYS.random);
    storage.clear();
    if (deviceId) storage.set(STORAGE_KEYS.random, deviceId);
    session.set({
      sessionToken: null,
      refreshToken: null,
      subscriber: null,
      profileid: null,
      kidsMode: false,
      deviceToken: null,
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
      tabs.publish({ type: 'session' });
      return { ok: true as const };
    } catch (e) {
      return {
        ok: false as const,
        messageId: e instanceof ApiError ? errorMessageId(e, 'error.unknown') : 'error.network',
      };
    }
  }

  async function tick() {
    if (!session.get().sessionToken) return;
    const { state, action } = sessionTick(restoreSessionTimer(storage.get(STORAGE_KEYS.refreshTokenExpire)));
    saveTimer(state);
    if (action !== 'refresh') return;
    // A renewal (this tab's or another's) restarts the shared countdown itself (runtime.refresh).
    const renewed = await runtime.refresh().then(
      () => true,
      () => false,
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

  return {
    login,
    adoptSession,
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
  };
}
