// SPEC §4 / §9 session: the 15 s token check, the saved expiry (lifetime − 60 s, minus 15 per tick), refresh, log-out,
// the HTTP 401 policy, the 6055 registration retry, auto re-login. Pure reducers: the shell owns the timer and calls.
import {
  MAX_REGISTRATION_RETRIES,
  REGISTRATION_RETRY_ERRORCODE,
  TOKEN_CHECK_INTERVAL_S,
  TOKEN_EXPIRY_MARGIN_S,
} from './constants';
import type { StoredLoginPayload } from './types';

/** SPEC §9: the saved expiry is the token lifetime minus 60 s (never below 0). */
export function savedExpiry(lifetimeSec: number): number {
  return Math.max(0, lifetimeSec - TOKEN_EXPIRY_MARGIN_S);
}

export interface SessionTimerState {
  /** Seconds left before a refresh is due (the stored `refresh-token-expire`); null: no subscriber session. */
  expiresInSec: number | null;
  /** A refresh call is under way; ticks do not start another. */
  refreshing: boolean;
}

export const NO_SESSION: SessionTimerState = { expiresInSec: null, refreshing: false };

/** State right after login or a successful refresh. */
export function startSession(lifetimeSec: number): SessionTimerState {
  return { expiresInSec: savedExpiry(lifetimeSec), refreshing: false };
}

export type SessionTickAction = 'none' | 'refresh';

/**
 * One check (every 15 s): the saved expiry drops by 15; once it has passed (≤ 0) a refresh is due.
 */
export function sessionTick(state: SessionTimerState): {
  state: SessionTimerState;
  action: SessionTickAction;
} {
  if (state.expiresInSec === null || state.refreshing) return { state, action: 'none' };
  const expiresInSec = state.expiresInSec - TOKEN_CHECK_INTERVAL_S;
  if (expiresInSec <= 0) return { state: { expiresInSec, refreshing: true }, action: 'refresh' };
  return { state: { expiresInSec, refreshing: false }, action: 'none' };
}

export type RefreshResult = { ok: true; lifetimeSec: number } | { ok: false };

/** After the refresh call: continue with the new expiry, or log out when refreshing failed. */
export function onRefreshResult(result: RefreshResult): {
  state: SessionTimerState;
  action: 'continue' | 'logout';
} {
  if (result.ok) return { state: startSession(result.lifetimeSec), action: 'continue' };
  return { state: NO_SESSION, action: 'logout' };
}

/** Restores the timer from the stored `refresh-token-expire` value (null or garbage: no session timer). */
export function restoreSessionTimer(stored: string | null): SessionTimerState {
  if (stored === null || stored.trim() === '') return NO_SESSION;
  const n = Number(stored);
  return Number.isFinite(n) ? { expiresInSec: n, refreshing: false } : NO_SESSION;
}

// ---------- HTTP 401 (SPEC §4, §8) ----------

export type UnauthorizedDecision =
  | { setUnauthorizedFlag: true; action: 'registerDevice' }
  | { setUnauthorizedFlag: true; action: 'refreshAndReload' };

/** SPEC §4 HTTP 401: a visitor registers the device afresh; a subscriber refreshes the token and reloads. */
export function onUnauthorized(ctx: { isSubscriber: boolean }): UnauthorizedDecision {
  return ctx.isSubscriber
    ? { setUnauthorizedFlag: true, action: 'refreshAndReload' }
    : { setUnauthorizedFlag: true, action: 'registerDevice' };
}

/** SPEC §4 HTTP 401 "sets the unauthorized flag": how long the flag keeps a second 401 from reloading the page again. */
export const UNAUTHORIZED_RELOAD_GUARD_MS = 30_000;

/**
 * SPEC §4 HTTP 401, logged in: once the session is back (renewed with the refresh token, or the automatic re-login
 * with the stored login payload), the page reloads. Two cases retry the request instead: the tokens were renewed by
 * another tab of this browser (this tab's call only raced that renewal; nothing on this page is stale), and a 401
 * while the unauthorized flag of a previous reload is still set (`flagSetAt` within the guard), so a back-end that
 * keeps answering 401 cannot reload the page in a loop. (When neither renewal nor re-login works, the subscriber is
 * logged out: the transport's `onLogout`.)
 */
export function afterSessionBack(ctx: {
  adopted: boolean;
  flagSetAt: number | null;
  now: number;
}): 'reload' | 'retry' {
  if (ctx.adopted) return 'retry';
  if (
    ctx.flagSetAt !== null &&
    ctx.now >= ctx.flagSetAt &&
    ctx.now - ctx.flagSetAt < UNAUTHORIZED_RELOAD_GUARD_MS
  )
    return 'retry';
  return 'reload';
}

/**
 * SPEC §8: device registration error 6055 is retried up to 2 times. `retriesSoFar` counts retries already made.
 */
export function shouldRetryRegistration(errorcode: number | undefined, retriesSoFar: number): boolean {
  return errorcode === REGISTRATION_RETRY_ERRORCODE && retriesSoFar < MAX_REGISTRATION_RETRIES;
}

/** SPEC §3: the stored login payload, marked for auto re-login (params.autologin = true). */
export function autoReloginPayload(stored: StoredLoginPayload): StoredLoginPayload {
  return { ...stored, params: { ...stored.params, autologin: true } };
}

/** Parses the stored `login-payload` (null when missing or not a payload). */
export function parseStoredLoginPayload(raw: string | null): StoredLoginPayload | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'params' in parsed &&
      parsed.params &&
      typeof parsed.params === 'object'
    ) {
      return parsed as StoredLoginPayload;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * SPEC §3 / §4: what is kept for an automatic re-login after a successful log-in: the log-in query (without a CAPTCHA
 * answer, which is spent) with the profile and the device OS. A password, even as cipher text, is kept only where
 * the platform can keep it safe (`keepPassword`: the desktop's keychain, the web's sealing key).
 */
export function loginPayloadToStore(
  query: Record<string, unknown> & { logintype: string },
  ctx: { profileid: string | null | undefined; deviceos: string; keepPassword: boolean },
): StoredLoginPayload | null {
  if ('password' in query && query.password !== undefined && !ctx.keepPassword) return null;
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && k !== 'captcha' && k !== 'autologin') params[k] = v;
  if (ctx.profileid) params.profileid = ctx.profileid;
  params.deviceos = ctx.deviceos;
  return { params: params as StoredLoginPayload['params'] };
}
