// The account service (SPEC §4 Login, Session, Profiles, Logout): log-in, log-out and profile switch (login.ts,
// logout.ts, profile-switch.ts), joining (joining.ts, loaded with its first call) and the 15 s token timer.
import {
  onRefreshResult,
  restoreSessionTimer,
  STORAGE_KEYS,
  sessionTick,
  TOKEN_CHECK_INTERVAL_MS,
} from '@ott/domain';
import type { Profile } from '@ott/sdk/hooks/sms';
import type { AppEnv } from '../platform/env';
import type { Analytics, PushTopics } from '../platform/types';
import type { Joining, LoginUiResult } from './joining';
import { createLogin, saveSessionTimer } from './login';
import { createLogout, type LogoutOptions } from './logout';
import { createProfileSwitch } from './profile-switch';
import { smsCalls } from './sms';
import type { SessionStore } from './store';
import type { Runtime } from './transport';

export type { LoginUiResult } from './joining';

import type { TabSync } from '../platform/types';

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
  logout(opts?: LogoutOptions): Promise<void>;
  selectProfile(profile: Profile, pin?: string): Promise<{ ok: true } | { ok: false; messageId: string }>;
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
  const saveTimer = (s: { expiresInSec: number | null }) => saveSessionTimer(session, s);
  const { adoptSession } = createLogin({ session, tabs, push, analytics });
  const logout = createLogout({ session, tabs, push, hooks, register: runtime.register });
  const { selectProfile } = createProfileSwitch({ session, tabs });

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
    startTokenTimer,
    lookup: (contact, captcha) => join().then((j) => j.lookup(contact, captcha)),
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
