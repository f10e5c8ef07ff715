// SMS tag "parental": the parental-control PIN, the enabled flag and the rating limit per profile (SPEC §4 ladder).
import { sendJson } from '../../http';
import { checkOtp, otpKey, profilesOf } from '../../state/accounts';
import type { ExtraRoute } from '../../types';
import { type Ctx, fail, type Handler } from '../../types';
import {
  accessDenied,
  bodyOf,
  caller,
  effectiveRating,
  incorrectPin,
  invalid,
  notFound,
  otpRefusal,
  payloadNotFound,
  unauthorized,
  validationError,
} from './util';

function settingsOf(ctx: Ctx, subscriberid: string) {
  const acc = ctx.state.accounts;
  let s = acc.parental.get(subscriberid);
  if (!s) {
    s = { enabled: false, pin: null };
    acc.parental.set(subscriberid, s);
  }
  return s;
}

function parentalJson(ctx: Ctx, subscriberid: string) {
  const s = settingsOf(ctx, subscriberid);
  return {
    data: {
      enabled: s.enabled,
      pinset: s.pin !== null,
      profiles: profilesOf(ctx.state.accounts, subscriberid).map((p) => ({
        profileid: p.profileid,
        name: p.name,
        rating: effectiveRating(p),
      })),
    },
  };
}

/** The parental-control switch (errors on purpose): state, or per request `X-Sandbox-Parental: fail`. */
const parentalFailing = (ctx: Ctx) =>
  ctx.state.accounts.parentalFailing || ctx.headers.get('x-sandbox-parental')?.toLowerCase() === 'fail';

/** GET parentalcontrol — the flag, whether a PIN is set and every profile's limit. */
export const getParentalControl: Handler<'getParentalControl'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  // A back-end failure on purpose (outside the contract, like any 5xx): the app must not read it as "off".
  if (parentalFailing(ctx)) return fail(500, 5000, 'Unknown error occurred');
  return { status: 200, body: parentalJson(ctx, w.subscriber.subscriberid) };
};

/** POST parentalcontrol (form) — check the parental PIN: "Incorrect Pin". */
export const verifyParentalPin: Handler<'verifyParentalPin'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const { pin } = bodyOf<'verifyParentalPin'>(ctx);
  const s = settingsOf(ctx, w.subscriber.subscriberid);
  if (s.pin === null || s.pin !== pin) return incorrectPin();
  return { status: 200, body: { data: { done: true } } };
};

/**
 * PUT parentalcontrol (JSON, admin profile only). Enable: with the PARENTAL_PIN `otp` and a new `pin` (sets it), or
 * with the current `pin` when one is set. Disable: needs the current `pin`.
 */
export const setParentalControl: Handler<'setParentalControl'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const sid = w.subscriber.subscriberid;
  if (!w.current?.admin) return accessDenied();
  const b = bodyOf<'setParentalControl'>(ctx);
  const acc = ctx.state.accounts;
  const s = settingsOf(ctx, sid);
  if (b.enabled) {
    if (b.otp !== undefined) {
      const key = otpKey('PARENTAL_PIN', sid);
      const refusal = otpRefusal(checkOtp(acc, ctx.options.now(), key, b.otp));
      if (refusal) return refusal;
      if (b.pin === undefined && s.pin === null) return validationError('validation.pin.required');
      acc.otps.delete(key);
      if (b.pin !== undefined) s.pin = b.pin;
    } else if (s.pin === null) {
      return invalid('Invalid request: setting the parental PIN needs the OTP of purpose PARENTAL_PIN');
    } else if (b.pin !== s.pin) {
      return incorrectPin();
    }
    s.enabled = true;
  } else {
    if (s.pin !== null && b.pin !== s.pin) return incorrectPin();
    s.enabled = false;
  }
  return { status: 200, body: parentalJson(ctx, sid) };
};

/** PUT parentalcontrol/{profileid} (JSON, admin only) — the highest rating the profile may watch; needs the PIN if set. */
export const setProfileRating: Handler<'setProfileRating'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const sid = w.subscriber.subscriberid;
  if (!w.current?.admin) return accessDenied();
  const profile = ctx.state.accounts.profiles.get(ctx.params.profileid ?? '');
  if (!profile || profile.subscriberid !== sid) return notFound();
  const b = bodyOf<'setProfileRating'>(ctx);
  const s = settingsOf(ctx, sid);
  if (s.pin !== null) {
    if (b.pin === undefined) return payloadNotFound();
    if (b.pin !== s.pin) return incorrectPin();
  }
  profile.rating = b.rating;
  return {
    status: 200,
    body: { data: { profileid: profile.profileid, name: profile.name, rating: b.rating } },
  };
};

/** POST parentalcontrol/verify (JSON) — check the PARENTAL_PIN OTP before a reset (it stays valid for the reset). */
export const verifyParentalOtp: Handler<'verifyParentalOtp'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const { otp } = bodyOf<'verifyParentalOtp'>(ctx);
  const refusal = otpRefusal(
    checkOtp(ctx.state.accounts, ctx.options.now(), otpKey('PARENTAL_PIN', w.subscriber.subscriberid), otp),
  );
  if (refusal) return refusal;
  return { status: 200, body: { data: { done: true } } };
};

/** POST parentalcontrol/reset (JSON) — a forgotten parental PIN replaced with the PARENTAL_PIN OTP. */
export const resetParentalPin: Handler<'resetParentalPin'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const sid = w.subscriber.subscriberid;
  const { otp, pin } = bodyOf<'resetParentalPin'>(ctx);
  const acc = ctx.state.accounts;
  const key = otpKey('PARENTAL_PIN', sid);
  const refusal = otpRefusal(checkOtp(acc, ctx.options.now(), key, otp));
  if (refusal) return refusal;
  acc.otps.delete(key);
  settingsOf(ctx, sid).pin = pin;
  return { status: 200, body: parentalJson(ctx, sid) };
};

/** Test and demo control: `POST /__sandbox/parental?fail=true` makes GET parentalcontrol answer 500 until reset. */
export const parentalSwitch: ExtraRoute = {
  method: 'POST',
  path: /^\/__sandbox\/parental$/,
  handle({ url, res, state, options }) {
    const failing = url.searchParams.get('fail') === 'true';
    state.accounts.parentalFailing = failing;
    options.log(
      `[sandbox] parental control ${failing ? 'failing (GET parentalcontrol → 500)' : 'answering'}`,
    );
    sendJson(res, 200, { data: { parentalFailing: failing } });
  },
};

/**
 * Test and demo control: `POST /__sandbox/sessions/expire?subscriberid=1001` ends every session and refresh token of
 * the subscriber, as when both have run out: the app's next call gets 401 and its renewal fails (SPEC §4 HTTP 401,
 * then the automatic re-login with the stored login payload, or logout). With `&refresh=keep` only the session tokens
 * run out: the next call gets 401, the renewal works and the page reloads (§4).
 */
export const sessionsExpire: ExtraRoute = {
  method: 'POST',
  path: /^\/__sandbox\/sessions\/expire$/,
  handle({ url, res, state, options }) {
    const subscriberid = url.searchParams.get('subscriberid') ?? '';
    const before = state.tokens.sessions.size;
    if (url.searchParams.get('refresh') === 'keep') {
      const ended = state.tokens.expireSessionsOf(subscriberid);
      options.log(`[sandbox] session tokens of ${subscriberid} expired (refresh tokens kept)`);
      sendJson(res, 200, { data: { ended } });
      return;
    }
    state.tokens.endAllFor(subscriberid);
    options.log(`[sandbox] sessions of ${subscriberid} expired`);
    sendJson(res, 200, { data: { ended: before - state.tokens.sessions.size } });
  },
};
