// SPEC §4 / §8 log-in: every outcome of a log-in call as a value, what follows (push topics, user properties), where
// a social sign-up leads, and profile selection after log-in.
import { ERROR_CODES, PUSH_BROADCAST_TOPICS } from './constants';
import { errorMessageId } from './errors';
import type { MessageId } from './messages';
import type { LoginResponse, LoginType, Profile, SubscriberDetails } from './types';

export interface LoginContext {
  loginType: LoginType;
  /** Auto re-login with the stored payload. */
  autologin?: boolean;
  /** featureEnabled.captcha of the provider config. */
  captchaEnabled?: boolean;
}

export type LoginOutcome =
  | { type: 'success'; sessionToken: string; refreshToken: string | null; lifetimeSec: number | null }
  | { type: 'captcha' }
  | { type: 'signup'; captchaFirst: boolean }
  | { type: 'askEmail' }
  | { type: 'logout'; emitError: boolean }
  | { type: 'loginHandler'; errorcode: number; messageId: MessageId }
  | { type: 'silent' }
  | { type: 'error'; messageId: MessageId };

export type LoginResult = { kind: 'response'; response: LoginResponse } | { kind: 'networkError' };

const SOCIAL: readonly LoginType[] = ['FB', 'Google', 'Apple'];

export function isSocialLogin(type: LoginType): boolean {
  return SOCIAL.includes(type);
}

const LOGIN_HANDLER_CODES: readonly number[] = ERROR_CODES.loginHandler;
/** §8: 6066, 6055 and statusCode 401 are not shown as login responses. */
const SILENT_CODES: readonly number[] = [ERROR_CODES.loginSuppressed, ERROR_CODES.registration];

function isFailure(r: LoginResponse): boolean {
  return (
    r.errorcode !== undefined || r.reason !== undefined || (r.statusCode !== undefined && r.statusCode >= 400)
  );
}

/**
 * SPEC §4 / §8: classify a login response (or a network failure) into what the UI does next.
 * Order: network failure → logout + error; CAPTCHA success type → captcha step; success → store tokens;
 * with autologin any error → logout; 6001 → signup (captcha first when that feature is on); 6003 with FB → ask for
 * an email; 6110/6002/8601/6114/6111 → the login handler; 6066, 6055, 401 → nothing shown; else an error message.
 */
export function classifyLoginResult(result: LoginResult, ctx: LoginContext): LoginOutcome {
  if (result.kind === 'networkError') return { type: 'logout', emitError: true };
  const r = result.response;
  if (r.successtype === 'CAPTCHA') return { type: 'captcha' };
  if (r.success && !isFailure(r)) {
    return {
      type: 'success',
      sessionToken: r.success,
      refreshToken: r.refreshtoken ?? null,
      lifetimeSec: r.expiresIn ?? null,
    };
  }
  if (ctx.autologin) return { type: 'logout', emitError: false };
  const code = r.errorcode;
  if (code === ERROR_CODES.notRegistered)
    return { type: 'signup', captchaFirst: ctx.captchaEnabled === true };
  if (code === ERROR_CODES.facebookNeedsEmail && ctx.loginType === 'FB') return { type: 'askEmail' };
  if (code !== undefined && LOGIN_HANDLER_CODES.includes(code)) {
    return { type: 'loginHandler', errorcode: code, messageId: errorMessageId(r, 'error.loginFailed') };
  }
  if ((code !== undefined && SILENT_CODES.includes(code)) || r.statusCode === 401) return { type: 'silent' };
  return { type: 'error', messageId: errorMessageId(r, 'error.loginFailed') };
}

/** SPEC §4: after a social signup, a response without a reason means the login is retried. */
export function afterSocialSignup(response: {
  reason?: string;
  errorcode?: number;
}): 'retryLogin' | MessageId {
  if (!response.reason) return 'retryLogin';
  return errorMessageId(response, 'error.unknown');
}

/**
 * The message a log-in form shows for an outcome other than success (SPEC §4, §8), or null where the next step speaks
 * for itself (the CAPTCHA step) or nothing is shown (§8: 6066, 6055 and 401 are not shown as login responses).
 */
export function loginOutcomeMessageId(outcome: Exclude<LoginOutcome, { type: 'success' }>): MessageId | null {
  switch (outcome.type) {
    case 'loginHandler':
    case 'error':
      return outcome.messageId;
    case 'logout':
      return 'error.network';
    case 'signup':
      return 'error.notRegistered';
    case 'askEmail':
      return 'error.facebookEmailRequired';
    case 'captcha':
    case 'silent':
      return null;
  }
}

/** SPEC §4 / §7: push topics after login — BROADCAST, PC, the subscriber id and the country. */
export function pushTopicsAfterLogin(details: Pick<SubscriberDetails, 'subscriberid' | 'country'>): string[] {
  const topics: string[] = [...PUSH_BROADCAST_TOPICS, details.subscriberid];
  if (details.country) topics.push(details.country);
  return topics;
}

/** SPEC §4 logout: unsubscribe from the subscriber and country topics (the broadcast topics stay). */
export function pushTopicsToRemoveOnLogout(
  details: Pick<SubscriberDetails, 'subscriberid' | 'country'>,
): string[] {
  return details.country ? [details.subscriberid, details.country] : [details.subscriberid];
}

/** SPEC §4 user property: subscription_status PAID if a plan start date exists, else FREE. */
export function userProperties(details: Pick<SubscriberDetails, 'planstartdate'>): {
  subscription_status: 'PAID' | 'FREE';
} {
  return { subscription_status: details.planstartdate ? 'PAID' : 'FREE' };
}

/** SPEC §4 profiles: a list with exactly one profile auto-selects it. */
export function autoSelectProfile<P extends Profile>(profiles: readonly P[]): P | null {
  return profiles.length === 1 ? (profiles[0] as P) : null;
}

/** SPEC §4: kids mode is set from the profile. */
export function kidsModeFor(profile: Profile | null | undefined): boolean {
  return profile?.kids === true;
}

/** SPEC §4: a change of subscriber id reloads subscriptions and purchases and signs in to the push backend. */
export function onSubscriberIdChange(
  previous: string | null | undefined,
  next: string | null | undefined,
): ('reloadSubscriptions' | 'reloadPurchases' | 'anonymousPushSignIn')[] {
  if (!next || previous === next) return [];
  return ['reloadSubscriptions', 'reloadPurchases', 'anonymousPushSignIn'];
}

/**
 * SPEC §4 "kids mode is set from the profile": in kids mode Home shows the provider config's kids screen (falling
 * back to the home screen when the config has none); otherwise the home screen.
 */
export function homeScreenIdFor(kidsMode: boolean): 'kids' | 'home' {
  return kidsMode ? 'kids' : 'home';
}
