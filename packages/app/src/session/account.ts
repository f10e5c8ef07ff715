// Login, logout, profile selection and the 15 s token timer (SPEC §4 Login, Session, Profiles, Logout).
// Decisions come from the domain (classifyLoginResult, autoSelectProfile, kidsModeFor, sessionTick…);
// this module only performs the calls and keeps the session store.
import {
  LOGOUT_RELOAD_MS,
  type LoginOutcome,
  type LoginResponse,
  type LoginType,
  type MessageId,
  STORAGE_KEYS,
  TOKEN_CHECK_INTERVAL_MS,
  afterSocialSignup,
  autoSelectProfile,
  classifyLoginResult,
  deviceOs,
  loginPayloadToStore,
  parseStoredLoginPayload,
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
import type { Contact, Gender, SocialProviderId } from '@ott/domain/signup';
import { ApiError, encryptWithSecret } from '@ott/sdk';
import type { Profile } from '@ott/sdk/hooks/sms';
import type { AppEnv } from '../env';
import { consoleAnalytics, consolePush, type PushTopics } from '../platform/types';
import { clearBrowserCaches } from '../storage';
import type { Runtime } from './boot';
import type { SessionStore } from './store';
import type { TabSync } from './tabs';

// The SMS calls load with the first account action, not with the first route (DESIGN principle 7).
const smsCalls = () => import('@ott/sdk/hooks/sms');
/** The joining rules (look-up, social tokens): only the log-in dialog's calls need them, so they load with them. */
const signupRules = () => import('@ott/domain/signup');

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

/** A call that either worked or carries the §8 message id of its refusal. */
export type Done<T = object> = ({ ok: true } & T) | { ok: false; messageId: MessageId | string };

export interface SignupRequest {
  contact: Contact;
  name: string;
  password: string;
  dob: string;
  gender: Gender;
  /** The country of the subscriber (ISO 3166 alpha-2), from getcountry. */
  country?: string;
  captcha?: string;
}

export interface SocialLogin {
  provider: SocialProviderId;
  token: string;
  captcha?: string;
}

export interface SocialSignup extends SocialLogin {
  name: string;
  email: string;
  dob?: string;
  country?: string;
}

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
  /** SPEC §2 login/signup: is this contact registered? (`lookUpSubscriber`) */
  lookup(contact: Contact): Promise<Done<{ next: 'login' | 'signup' }>>;
  /** Creates the account; an OTP goes to the e-mail address or the phone (`verification`). */
  signUp(
    r: SignupRequest,
  ): Promise<Done<{ verification: 'EMAIL' | 'SMS' | 'NONE'; expiresIn: number | null }>>;
  /** Confirms the sign-up with its OTP and logs in. */
  confirmSignup(contact: Contact, otp: string): Promise<LoginUiResult>;
  /** Sends the sign-up OTP again (§8 6217 "SMS Limit Reached" after three sends in an hour). */
  resendSignupOtp(contact: Contact): Promise<Done>;
  requestPasswordReset(contact: Contact): Promise<Done>;
  confirmPasswordReset(contact: Contact, otp: string, password: string): Promise<Done>;
  /** SPEC §4 social log-in with the provider's token: success, or the captcha / signup / askEmail step. */
  socialLogin(l: SocialLogin): Promise<LoginUiResult>;
  /** SPEC §4 social sign-up; an answer without a reason retries the log-in. */
  socialSignUp(s: SocialSignup): Promise<LoginUiResult>;
}

export function createAccount(
  env: AppEnv,
  session: SessionStore,
  runtime: Runtime,
  tabs: TabSync,
  hooks: {
    beforeLogout?: () => Promise<void>;
    push?: PushTopics;
    /** SPEC §3 / §4 Logout: the stored notifications that outlive the log-out (the device's own). */
    notificationsKeptOnLogout?: () => Promise<object | null>;
  } = {},
): Account {
  const storage = session.storage;
  const push = hooks.push ?? env.push ?? consolePush;
  const analytics = env.analytics ?? consoleAnalytics;
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

  /** Classifies a log-in style answer (login, confirm) or its failure (SPEC §4, §8). */
  async function classify(
    call: () => Promise<LoginResponse>,
    ctx: { loginType: LoginType; captchaEnabled?: boolean },
  ): Promise<LoginOutcome> {
    try {
      return classifyLoginResult({ kind: 'response', response: await call() }, ctx);
    } catch (e) {
      if (e instanceof ApiError) {
        return classifyLoginResult(
          {
            kind: 'response',
            response: { errorcode: e.errorcode, reason: e.reason, statusCode: e.statusCode },
          },
          ctx,
        );
      }
      return classifyLoginResult({ kind: 'networkError' }, ctx);
    }
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

  /** After a successful log-in answer: store the tokens, then the subscriber (SPEC §4 Login). */
  async function complete(
    outcome: LoginOutcome,
    query: (Record<string, unknown> & { logintype: string }) | null = null,
  ): Promise<LoginUiResult> {
    if (outcome.type !== 'success') {
      const messageId = loginOutcomeMessageId(outcome) ?? 'error.loginFailed';
      return { ok: false, messageId, outcome: outcome.type };
    }
    return adoptSession(
      {
        sessionToken: outcome.sessionToken,
        refreshToken: outcome.refreshToken,
        lifetimeSec: outcome.lifetimeSec ?? undefined,
      },
      query,
    );
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

  async function login(c: Credentials): Promise<LoginUiResult> {
    const { loginSubscriber } = await smsCalls();
    const password = await encryptWithSecret(env.secret, c.password);
    const logintype = c.email ? 'Email' : 'Mobile';
    const query = {
      logintype,
      email: c.email,
      mobileno: c.mobileno,
      countrycode: c.countrycode,
      password,
      platform: env.platform, // SPEC §1 label, where the contract carries it
    } as const;
    const outcome = await classify(
      () => loginSubscriber({ ...query, ...(c.captcha ? { captcha: c.captcha } : {}) }),
      { loginType: logintype },
    );
    return complete(outcome, query);
  }

  /** A refusal as its §8 message id (network failures: "Network error"). */
  const refusal = (e: unknown): { ok: false; messageId: string } => ({
    ok: false,
    messageId: e instanceof ApiError ? errorMessageId(e, 'error.unknown') : 'error.network',
  });

  async function lookup(contact: Contact) {
    try {
      const [{ lookUpSubscriber }, { afterLookup }] = await Promise.all([smsCalls(), signupRules()]);
      const r = await lookUpSubscriber(contact);
      return { ok: true as const, next: afterLookup(r.data) };
    } catch (e) {
      return refusal(e);
    }
  }

  async function signUp(r: SignupRequest) {
    try {
      const { signUpSubscriber } = await smsCalls();
      const password = await encryptWithSecret(env.secret, r.password);
      const res = await signUpSubscriber({
        logintype: 'email' in r.contact ? 'Email' : 'Mobile',
        ...r.contact,
        name: r.name.trim(),
        password,
        dob: r.dob,
        gender: r.gender,
        ...(r.country ? { country: r.country } : {}),
        ...(r.captcha ? { captcha: r.captcha } : {}),
      });
      return {
        ok: true as const,
        verification: res.data.verification,
        expiresIn: res.data.expiresIn ?? null,
      };
    } catch (e) {
      return refusal(e);
    }
  }

  async function confirmSignup(contact: Contact, otp: string) {
    const { confirmSignup: confirm } = await smsCalls();
    const loginType = 'email' in contact ? 'Email' : 'Mobile';
    return complete(await classify(() => confirm({ ...contact, otp }), { loginType }));
  }

  const attempt = async (call: () => Promise<unknown>): Promise<Done> => {
    try {
      await call();
      return { ok: true };
    } catch (e) {
      return refusal(e);
    }
  };

  async function socialLogin(l: SocialLogin) {
    const [{ loginSubscriber }, { SOCIAL_TOKEN_FIELD }] = await Promise.all([smsCalls(), signupRules()]);
    const query = {
      logintype: l.provider,
      [SOCIAL_TOKEN_FIELD[l.provider]]: l.token,
      platform: env.platform,
    };
    const outcome = await classify(
      () => loginSubscriber({ ...query, ...(l.captcha ? { captcha: l.captcha } : {}) }),
      { loginType: l.provider, captchaEnabled: session.get().config?.featureEnabled.captcha === true },
    );
    return complete(outcome, query);
  }

  async function socialSignUp(s: SocialSignup): Promise<LoginUiResult> {
    const [{ signUpSubscriber }, { SOCIAL_TOKEN_FIELD }] = await Promise.all([smsCalls(), signupRules()]);
    let next: 'retryLogin' | string;
    try {
      const res = await signUpSubscriber({
        logintype: s.provider,
        [SOCIAL_TOKEN_FIELD[s.provider]]: s.token,
        name: s.name.trim(),
        email: s.email.trim(),
        ...(s.dob ? { dob: s.dob } : {}),
        ...(s.country ? { country: s.country } : {}),
        ...(s.captcha ? { captcha: s.captcha } : {}),
      });
      next = afterSocialSignup(res as { reason?: string });
    } catch (e) {
      next = e instanceof ApiError ? afterSocialSignup(e) : 'error.network';
    }
    // SPEC §4: after a social sign-up without a reason, the log-in is retried.
    if (next !== 'retryLogin') return { ok: false, messageId: next };
    return socialLogin({ provider: s.provider, token: s.token });
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

  return {
    login,
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
    lookup,
    signUp,
    confirmSignup,
    resendSignupOtp: (contact) => attempt(() => smsCalls().then((m) => m.resendVerification(contact))),
    requestPasswordReset: (contact) => attempt(() => smsCalls().then((m) => m.requestPasswordReset(contact))),
    confirmPasswordReset: (contact, otp, password) =>
      attempt(async () => {
        const { confirmPasswordReset: confirm } = await smsCalls();
        const cipher = await encryptWithSecret(env.secret, password);
        await confirm({ ...contact, otp, password: cipher } as Parameters<typeof confirm>[0]);
      }),
    socialLogin,
    socialSignUp,
  };
}
