// SMS tag "profiles": list, create (SPEC §5 name rules, 4-digit PIN), edit, switch (profile PIN), delete, PIN reset by OTP
// and pairing a TV by the 6-digit code it shows.
import { validateMasterNotKids, validateName, validatePin } from '@ott/domain/validation';
import { checkOtp, MAX_PROFILES, masterProfileOf, otpKey, profilesOf } from '../../state/accounts';
import { type Ctx, fail, type Handler } from '../../types';
import { touchDevice } from './session';
import {
  accessDenied,
  bodyOf,
  caller,
  defaultChannel,
  deviceJson,
  invalid,
  isErrorReply,
  msg,
  notFound,
  otpRefusal,
  pairingInvalid,
  payloadNotFound,
  profileJson,
  sendOtp,
  unauthorized,
  validationError,
} from './util';

/** A profile of the caller's subscriber, or null. */
function ownProfile(ctx: Ctx, subscriberid: string, profileid: string | undefined) {
  const p = profileid ? ctx.state.accounts.profiles.get(profileid) : undefined;
  return p && p.subscriberid === subscriberid ? p : null;
}

/** GET profile — every profile of the subscriber, master first, with totalcount. */
export const listProfiles: Handler<'listProfiles'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const list = profilesOf(ctx.state.accounts, w.subscriber.subscriberid).sort(
    (a, b) => Number(b.admin) - Number(a.admin),
  );
  return { status: 200, body: { data: list.map(profileJson), totalcount: list.length } };
};

/**
 * POST profile (JSON) — a new (never master) profile; at most 5; a kids profile may not add profiles. The first kids
 * profile of an account whose parental control was never set up (no PIN, off) turns parental control on.
 */
export const createProfile: Handler<'createProfile'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  if (w.current?.kids) return accessDenied();
  const b = bodyOf<'createProfile'>(ctx);
  const err = validateName(b.name) ?? (b.pin !== undefined ? validatePin(b.pin) : null);
  if (err) return validationError(err);
  const acc = ctx.state.accounts;
  const sid = w.subscriber.subscriberid;
  if (profilesOf(acc, sid).length >= MAX_PROFILES) {
    return invalid(`Invalid request: a subscriber can have at most ${MAX_PROFILES} profiles`);
  }
  const kids = b.kids === true;
  const prefix = kids ? 'k' : 'p';
  let n = 1;
  while (acc.profiles.has(`${sid}-${prefix}${n}`)) n++;
  const profile = {
    profileid: `${sid}-${prefix}${n}`,
    subscriberid: sid,
    name: b.name.trim(),
    admin: false,
    kids,
    rating: b.rating ?? (kids ? 'U/A 7+' : null),
    pin: b.pin ?? null,
    avatar: b.avatar ?? null,
    agerange: b.agerange ?? null,
  };
  acc.profiles.set(profile.profileid, profile);
  const parental = acc.parental.get(sid);
  if (kids && (!parental || (parental.pin === null && !parental.enabled)))
    acc.parental.set(sid, { enabled: true, pin: null });
  return { status: 200, body: { data: profileJson(profile) } };
};

/** PUT profile/{profileid} — switch the session to the profile; a PIN-protected one needs `{ pin }`. */
export const switchProfile: Handler<'switchProfile'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const p = ownProfile(ctx, w.subscriber.subscriberid, ctx.params.profileid);
  if (!p) return notFound();
  if (p.pin !== null) {
    const pin = (ctx.body as { pin?: string } | undefined)?.pin;
    if (pin === undefined) return payloadNotFound();
    if (pin !== p.pin) return fail(400, 6213, msg('error.invalidProfilePin'));
  }
  ctx.state.tokens.setProfile(w.session.token, p.profileid);
  return { status: 200, body: { data: profileJson(p) } };
};

/**
 * PATCH profile/{profileid} (JSON) — edit name, avatar, kids flag or age range. From the master profile (any
 * profile) or from the profile itself (never its kids flag); the master profile cannot be kids (SPEC §5).
 */
export const updateProfile: Handler<'updateProfile'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const p = ownProfile(ctx, w.subscriber.subscriberid, ctx.params.profileid);
  if (!p) return notFound();
  const b = bodyOf<'updateProfile'>(ctx);
  const self = w.current?.profileid === p.profileid;
  if (!w.current?.admin && !(self && !w.current?.kids && b.kids === undefined)) return accessDenied();
  const err =
    (b.name !== undefined ? validateName(b.name) : null) ??
    (b.kids !== undefined ? validateMasterNotKids({ isMaster: p.admin, isKids: b.kids }) : null);
  if (err) return validationError(err);
  if (b.name !== undefined) p.name = b.name.trim();
  if (b.avatar !== undefined) p.avatar = b.avatar;
  if (b.agerange !== undefined) p.agerange = b.agerange;
  if (b.kids !== undefined && b.kids !== p.kids) {
    p.kids = b.kids;
    // A profile becoming kids starts at the kids rung unless it already has a lower one.
    if (b.kids && (p.rating === null || p.rating === 'U/A 18+')) p.rating = 'U/A 7+';
  }
  return { status: 200, body: { data: profileJson(p) } };
};

/** DELETE profile/{profileid} — admin profile only; never the master profile. Sessions on it fall back to the master. */
export const deleteProfile: Handler<'deleteProfile'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const sid = w.subscriber.subscriberid;
  const p = ownProfile(ctx, sid, ctx.params.profileid);
  if (!p) return notFound();
  if (!w.current?.admin || p.admin) return accessDenied();
  const acc = ctx.state.accounts;
  acc.profiles.delete(p.profileid);
  acc.otps.delete(otpKey('profilepin', p.profileid));
  const master = masterProfileOf(acc, sid);
  for (const [token, s] of ctx.state.tokens.sessions) {
    if (s.profileid === p.profileid && master) ctx.state.tokens.setProfile(token, master.profileid);
  }
  return { status: 200, body: { data: { done: true } } };
};

/** POST profile/resetpin (JSON) — an OTP to the account holder to reset a profile's PIN. */
export const requestProfilePinReset: Handler<'requestProfilePinReset'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const p = ownProfile(ctx, w.subscriber.subscriberid, bodyOf<'requestProfilePinReset'>(ctx).profileid);
  if (!p) return notFound();
  const sent = sendOtp(ctx, w.subscriber, otpKey('profilepin', p.profileid), defaultChannel(w.subscriber));
  if (isErrorReply(sent)) return sent;
  return { status: 200, body: { data: sent } };
};

/** POST profile/confirmresetpin (JSON) — the OTP and the new 4-digit PIN. */
export const confirmProfilePinReset: Handler<'confirmProfilePinReset'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const b = bodyOf<'confirmProfilePinReset'>(ctx);
  const p = ownProfile(ctx, w.subscriber.subscriberid, b.profileid);
  if (!p) return notFound();
  const acc = ctx.state.accounts;
  const key = otpKey('profilepin', p.profileid);
  const refusal = otpRefusal(checkOtp(acc, ctx.options.now(), key, b.otp));
  if (refusal) return refusal;
  acc.otps.delete(key);
  p.pin = b.pin;
  return { status: 200, body: { data: profileJson(p) } };
};

/**
 * POST profile/pairdevice (JSON) — the subscriber types the 6-digit code a TV shows (requestTvPin); the TV's pending
 * pairing is linked to this subscriber and profile, and the TV's next poll of requestTvPin receives a session.
 */
export const pairTvDevice: Handler<'pairTvDevice'> = (ctx) => {
  const w = caller(ctx);
  if (!w) return unauthorized();
  const b = bodyOf<'pairTvDevice'>(ctx);
  const acc = ctx.state.accounts;
  const pairing = acc.tvPairings.get(b.code);
  if (!pairing || pairing.pairedTo || pairing.expiresAt <= ctx.options.now()) return pairingInvalid();
  const sid = w.subscriber.subscriberid;
  let profileid = w.session.profileid;
  if (b.profileid !== undefined) {
    const p = ownProfile(ctx, sid, b.profileid);
    if (!p) return invalid('Invalid request: no such profile');
    profileid = p.profileid;
  }
  pairing.pairedTo = { subscriberid: sid, profileid };
  const device = touchDevice(ctx, sid, pairing.deviceId, {
    devicetype: 'TV',
    deviceos: pairing.deviceos,
    name: pairing.devicename ?? 'TV',
  });
  ctx.options.log(`TV ${pairing.deviceId} paired to ${sid} (${profileid}) with code ${b.code}`);
  return { status: 200, body: { data: deviceJson(device) } };
};
