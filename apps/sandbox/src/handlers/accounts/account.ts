// SMS tag "account": login (SPEC §3 login payload types, §8 login codes), signup with OTP, look-ups, subscriber
// details and updates, password reset, subscriber OTPs and account deletion.
import {
  type ValidationResult,
  validateDateOfBirth,
  validateEmail,
  validateMobile,
  validateName,
  validateNewPassword,
  validateOldPassword,
  validatePassword,
} from '@ott/domain/validation';
import {
  type AccountsState,
  checkCaptcha,
  checkOtp,
  findByContact,
  findByEmail,
  findByMobile,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  type LoginType,
  nationalNumber,
  normaliseCountryCode,
  otpKey,
  type SocialType,
  type Subscriber,
  takeSend,
} from '../../state/accounts';
import { type Ctx, fail, type Handler } from '../../types';
import { issueVerificationLink } from './device';
import { startSession } from './session';
import {
  bodyOf,
  type ContactBody,
  caller,
  callerKey,
  captchaLimit,
  decrypt,
  defaultChannel,
  expiredOtp,
  hasActiveSubscription,
  invalid,
  invalidCaptcha,
  isErrorReply,
  msg,
  notRegistered,
  otpRefusal,
  payloadNotFound,
  queryOf,
  sendOtp,
  smsLimit,
  subscriberJson,
  unauthorized,
  validationError,
} from './util';

const SOCIAL: readonly string[] = ['FB', 'Google', 'Apple'];
const invalidCredential = () => fail(400, 6110, msg('error.invalidCredential'));
const notVerified = () => fail(400, 6002, msg('error.notVerified'));
const facebookNoEmail = () => fail(400, 6003, 'Email not available from Facebook');
const emailExists = () => fail(409, 6215, msg('error.emailExists'));
const mobileExists = () => fail(409, 6216, msg('error.mobileExists'));
const badCipher = () =>
  invalid('Invalid request: the password is not a valid cipher text (openapi/README.md, Encryption)');
/** The Facebook sandbox token whose account has no e-mail address (SPEC §4: 6003 asks for one). */
const FB_NO_EMAIL_TOKEN = 'fb-sandbox-noemail';

const firstError = (...results: ValidationResult[]) => results.find((r) => r !== null) ?? null;

function socialToken(
  type: SocialType,
  b: { fbToken?: string | undefined; gtoken?: string | undefined; appletoken?: string | undefined },
) {
  return type === 'FB' ? b.fbToken : type === 'Google' ? b.gtoken : b.appletoken;
}

// ---- login / logout ----

/** GET login — Email/Mobile with the password cipher text, or a social token; CAPTCHA step after 3 wrong passwords. */
export const loginSubscriber: Handler<'loginSubscriber'> = async (ctx) => {
  const q = queryOf<'loginSubscriber'>(ctx);
  const acc = ctx.state.accounts;
  const now = ctx.options.now();
  const device = callerKey(ctx);
  let subscriber: Subscriber | undefined;

  if (q.logintype === 'Email' || q.logintype === 'Mobile') {
    const id = q.logintype === 'Email' ? q.email : q.mobileno;
    if (!id || !q.password) return payloadNotFound();
    subscriber = q.logintype === 'Email' ? findByEmail(acc, id) : findByMobile(acc, id, q.countrycode);
    // Counted per device and per account: a fresh device per guess still meets the CAPTCHA. Each guess at a
    // targeted account then costs a solved CAPTCHA until a right password resets the count.
    const account = subscriber ? `account:${subscriber.subscriberid}` : null;
    const failures = Math.max(
      acc.loginFailures.get(device) ?? 0,
      account ? (acc.loginFailures.get(account) ?? 0) : 0,
    );
    if (failures >= LOGIN_FAILURES_BEFORE_CAPTCHA) {
      if (!q.captcha) return { status: 200, body: { success: '', successtype: 'CAPTCHA' } };
      const c = checkCaptcha(acc, now, device, q.captcha);
      if (c === 'limit') return fail(400, 6307, msg('error.captchaLimit'));
      if (c === 'invalid') return invalidCaptcha();
      acc.loginFailures.set(device, 0);
    }
    if (!subscriber) return notRegistered();
    const plain = await decrypt(ctx, q.password);
    if (plain === null || subscriber.password === null || plain !== subscriber.password) {
      acc.loginFailures.set(device, (acc.loginFailures.get(device) ?? 0) + 1);
      if (account) acc.loginFailures.set(account, (acc.loginFailures.get(account) ?? 0) + 1);
      return invalidCredential();
    }
    if (account) acc.loginFailures.delete(account);
  } else {
    const token = socialToken(q.logintype, q);
    if (!token) return payloadNotFound();
    if (q.captcha) {
      const c = checkCaptcha(acc, now, device, q.captcha);
      if (c === 'limit') return fail(400, 6307, msg('error.captchaLimit'));
      if (c === 'invalid') return invalidCaptcha();
    }
    const sid = acc.socialTokens.get(`${q.logintype}:${token}`);
    if (!sid && q.logintype === 'FB' && token === FB_NO_EMAIL_TOKEN) return facebookNoEmail();
    subscriber = sid ? acc.subscribers.get(sid) : undefined;
    if (!subscriber) return notRegistered();
  }
  if (!subscriber.verified) return notVerified();
  acc.loginFailures.delete(device);
  return {
    status: 200,
    body: startSession(ctx, subscriber.subscriberid, {
      profileid: q.profileid ?? null,
      ...(q.deviceos ? { deviceos: q.deviceos } : {}),
      ...(q.platform ? { platform: q.platform } : {}),
    }),
  };
};

/** GET logout — ends the session. */
export const logoutSubscriber: Handler<'logoutSubscriber'> = (ctx) => {
  const token = ctx.caller.session?.token;
  if (token) {
    ctx.state.tokens.endSession(token);
    ctx.state.accounts.sessionDevices.delete(token);
  }
  return { status: 200, body: { data: { done: true } } };
};

// ---- look-ups ----

function lookUp(acc: AccountsState, c: { email?: string; mobileno?: string; countrycode?: string }) {
  const s = findByContact(acc, c);
  if (!s) return { exists: false, verified: false };
  const logintype: LoginType = SOCIAL.includes(s.logintype) ? s.logintype : c.email ? 'Email' : 'Mobile';
  return { exists: true, verified: s.verified, logintype };
}

/** GET verifyuser — does this e-mail address or mobile number have an account? */
export const lookUpSubscriber: Handler<'lookUpSubscriber'> = (ctx) => {
  const q = queryOf<'lookUpSubscriber'>(ctx);
  if (!q.email && !q.mobileno) return payloadNotFound();
  return { status: 200, body: { data: lookUp(ctx.state.accounts, q) } };
};

/** POST verifyuser — the same look-up behind a captcha answer. */
export const verifySubscriber: Handler<'verifySubscriber'> = (ctx) => {
  const b = bodyOf<'verifySubscriber'>(ctx) as ContactBody & { captcha: string };
  const c = checkCaptcha(ctx.state.accounts, ctx.options.now(), callerKey(ctx), b.captcha);
  if (c === 'limit') return captchaLimit();
  if (c === 'invalid') return invalidCaptcha();
  return { status: 200, body: { data: lookUp(ctx.state.accounts, b) } };
};

// ---- signup ----

function createSubscriber(
  ctx: Ctx,
  fields: Omit<Subscriber, 'subscriberid' | 'created' | 'picture' | 'displaylanguage'>,
  reuse?: Subscriber,
): Subscriber {
  const acc = ctx.state.accounts;
  const subscriberid = reuse?.subscriberid ?? String(acc.nextSubscriberId++);
  const s: Subscriber = {
    ...fields,
    subscriberid,
    created: reuse?.created ?? new Date(ctx.options.now()).toISOString(),
    picture: null,
    displaylanguage: null,
  };
  acc.subscribers.set(subscriberid, s);
  const master = `${subscriberid}-p1`;
  if (!acc.profiles.has(master)) {
    acc.profiles.set(master, {
      profileid: master,
      subscriberid,
      name: fields.name.trim().split(/\s+/)[0] ?? fields.name,
      admin: true,
      kids: false,
      rating: null,
      pin: null,
      avatar: null,
      agerange: null,
    });
  }
  if (!acc.parental.has(subscriberid)) acc.parental.set(subscriberid, { enabled: false, pin: null });
  return s;
}

/** POST signup (form) — e-mail/mobile signup sends an OTP (confirmSignup); a social signup is ready at once. */
export const signUpSubscriber: Handler<'signUpSubscriber'> = async (ctx) => {
  const b = bodyOf<'signUpSubscriber'>(ctx);
  const acc = ctx.state.accounts;
  const now = ctx.options.now();
  if (b.captcha) {
    const c = checkCaptcha(acc, now, callerKey(ctx), b.captcha);
    if (c === 'limit') return captchaLimit();
    if (c === 'invalid') return invalidCaptcha();
  }
  const cc = b.countrycode ? normaliseCountryCode(b.countrycode) : null;
  const mobile = b.mobileno ? nationalNumber(b.mobileno, cc) : null;
  const byEmail = b.email ? findByEmail(acc, b.email) : undefined;
  const byMobile = mobile ? findByMobile(acc, mobile, cc) : undefined;
  // The form's contact and personal details, as either kind of sign-up keeps them.
  const given = {
    email: b.email ?? null,
    mobileno: mobile,
    countrycode: mobile ? cc : null,
    country: b.country ?? 'AE',
    dob: b.dob ?? null,
    gender: b.gender ?? null,
  };

  if (b.logintype === 'FB' || b.logintype === 'Google' || b.logintype === 'Apple') {
    const token = socialToken(b.logintype, b);
    if (!token) return payloadNotFound();
    const linked = acc.socialTokens.get(`${b.logintype}:${token}`);
    if (linked && acc.subscribers.has(linked)) {
      return { status: 200, body: { data: { subscriberid: linked, verification: 'NONE' } } };
    }
    const err = firstError(
      b.name !== undefined ? validateName(b.name) : null,
      b.email !== undefined ? validateEmail(b.email) : null,
      b.dob !== undefined ? validateDateOfBirth(b.dob, now) : null,
    );
    if (err) return validationError(err);
    if (byEmail) return emailExists();
    if (byMobile) return mobileExists();
    const s = createSubscriber(ctx, {
      name: b.name ?? b.email?.split('@')[0] ?? 'Subscriber',
      ...given,
      password: null,
      logintype: b.logintype,
      verified: true,
      emailVerified: b.email !== undefined,
    });
    acc.socialTokens.set(`${b.logintype}:${token}`, s.subscriberid);
    return { status: 200, body: { data: { subscriberid: s.subscriberid, verification: 'NONE' } } };
  }

  // Email or Mobile
  if (!b.password) return validationError('validation.password.required');
  const err = firstError(
    validateName(b.name),
    b.logintype === 'Email' || b.email !== undefined ? validateEmail(b.email) : null,
    b.logintype === 'Mobile' || b.mobileno !== undefined ? validateMobile(b.mobileno, b.countrycode) : null,
    validateDateOfBirth(b.dob, now),
  );
  if (err) return validationError(err);
  const plain = await decrypt(ctx, b.password);
  if (plain === null) return badCipher();
  const pwErr = validatePassword(plain);
  if (pwErr) return validationError(pwErr);
  // An unverified account with the same contact is replaced (signing up again after an abandoned OTP step).
  if (byEmail?.verified) return emailExists();
  if (byMobile?.verified) return mobileExists();
  const reuse = byEmail ?? byMobile;
  if (byEmail && byMobile && byEmail !== byMobile) acc.subscribers.delete(byMobile.subscriberid);

  const channel = b.logintype === 'Email' ? 'EMAIL' : 'SMS';
  if (b.otp !== undefined) {
    // Already holds the OTP of an earlier signup of the same contact: confirm in one step.
    const refusal = otpRefusal(
      reuse ? checkOtp(acc, now, otpKey('signup', reuse.subscriberid), b.otp) : 'expired',
    );
    if (refusal) return refusal;
  }
  const s = createSubscriber(
    ctx,
    {
      name: (b.name as string).trim(),
      ...given,
      password: plain,
      logintype: b.logintype,
      verified: b.otp !== undefined,
      emailVerified: b.otp !== undefined && channel === 'EMAIL',
    },
    reuse,
  );
  if (b.otp !== undefined) {
    acc.otps.delete(otpKey('signup', s.subscriberid));
    return { status: 200, body: { data: { subscriberid: s.subscriberid, verification: 'NONE' } } };
  }
  const sent = sendOtp(ctx, s, otpKey('signup', s.subscriberid), channel, { limited: false });
  if (isErrorReply(sent)) return sent;
  return {
    status: 200,
    body: { data: { subscriberid: s.subscriberid, verification: channel, expiresIn: sent.expiresIn } },
  };
};

/** POST resendsms (form) — the signup OTP again; the 4th send within an hour gets 429 "SMS Limit Reached…". */
export const resendVerification: Handler<'resendVerification'> = (ctx) => {
  const b = bodyOf<'resendVerification'>(ctx) as ContactBody;
  const s = findByContact(ctx.state.accounts, b);
  if (!s) return notRegistered();
  if (s.verified) return invalid('Invalid request: the subscriber is already verified');
  const sent = sendOtp(ctx, s, otpKey('signup', s.subscriberid), b.email ? 'EMAIL' : 'SMS');
  if (isErrorReply(sent)) return sent;
  return { status: 200, body: { data: sent } };
};

/** POST confirm (form) — the signup OTP verifies the account and logs in (SPEC §3 login response). */
export const confirmSignup: Handler<'confirmSignup'> = (ctx) => {
  const b = bodyOf<'confirmSignup'>(ctx) as ContactBody & { otp: string };
  const acc = ctx.state.accounts;
  const s = findByContact(acc, b);
  if (!s || s.verified) return expiredOtp();
  const key = otpKey('signup', s.subscriberid);
  const refusal = otpRefusal(checkOtp(acc, ctx.options.now(), key, b.otp));
  if (refusal) return refusal;
  acc.otps.delete(key);
  s.verified = true;
  if (b.email) s.emailVerified = true;
  return { status: 200, body: startSession(ctx, s.subscriberid) };
};

// ---- subscriber details ----

/** GET subscriber — SPEC §3 subscriber details, with plan dates from the commerce area. */
export const getSubscriberDetails: Handler<'getSubscriberDetails'> = (ctx) => {
  const s = caller(ctx)?.subscriber;
  const session = ctx.caller.session;
  if (!s || !session) return unauthorized();
  return { status: 200, body: { data: subscriberJson(ctx, ctx.state.accounts, s, session.profileid) } };
};

/** PUT subscriber (JSON) — only the fields sent change; all are validated before anything is written. */
export const updateSubscriber: Handler<'updateSubscriber'> = async (ctx) => {
  const b = bodyOf<'updateSubscriber'>(ctx);
  const acc = ctx.state.accounts;
  const s = caller(ctx)?.subscriber;
  const session = ctx.caller.session;
  if (!s || !session) return unauthorized();
  const now = ctx.options.now();
  const cc = b.countrycode !== undefined ? normaliseCountryCode(b.countrycode) : s.countrycode;
  const err = firstError(
    b.name !== undefined ? validateName(b.name) : null,
    b.dob !== undefined ? validateDateOfBirth(b.dob, now) : null,
    b.email !== undefined ? validateEmail(b.email) : null,
    b.mobileno !== undefined ? validateMobile(b.mobileno, cc) : null,
  );
  if (err) return validationError(err);
  if (b.email !== undefined) {
    const other = findByEmail(acc, b.email);
    if (other && other !== s) return emailExists();
  }
  const mobile = b.mobileno !== undefined ? nationalNumber(b.mobileno, cc) : undefined;
  if (mobile !== undefined) {
    const other = findByMobile(acc, mobile, cc);
    if (other && other !== s) return mobileExists();
  }
  let newPassword: string | undefined;
  if (b.oldpassword !== undefined || b.newpassword !== undefined) {
    if (!b.newpassword) return validationError('validation.password.required');
    const old = b.oldpassword ? await decrypt(ctx, b.oldpassword) : '';
    const neu = await decrypt(ctx, b.newpassword);
    if (old === null || neu === null) return badCipher();
    const oldErr = validateOldPassword(old);
    if (oldErr) return validationError(oldErr);
    if (s.password === null || old !== s.password) return fail(400, 6214, msg('error.incorrectOldPassword'));
    const newErr = validateNewPassword(neu, s.password);
    if (newErr) return validationError(newErr);
    newPassword = neu;
  }
  if (b.name !== undefined) s.name = b.name.trim();
  if (b.dob !== undefined) s.dob = b.dob;
  if (b.gender !== undefined) s.gender = b.gender;
  if (b.email !== undefined && b.email.toLowerCase() !== s.email?.toLowerCase()) {
    s.email = b.email;
    s.emailVerified = false;
  }
  if (mobile !== undefined) {
    s.mobileno = mobile;
    s.countrycode = cc;
  } else if (b.countrycode !== undefined && s.mobileno) {
    s.countrycode = cc;
  }
  if (b.displaylanguage !== undefined) s.displaylanguage = b.displaylanguage;
  if (newPassword !== undefined) s.password = newPassword;
  return { status: 200, body: { data: subscriberJson(ctx, acc, s, session.profileid) } };
};

/** POST subscriber/emailconfirm — logs a verification link `${baseUrl}/sms/<token>` (opened with GET /{token}). */
export const sendEmailConfirmation: Handler<'sendEmailConfirmation'> = (ctx) => {
  const { email } = bodyOf<'sendEmailConfirmation'>(ctx);
  const s = caller(ctx)?.subscriber;
  if (!s) return unauthorized();
  if (!s.email || s.email.toLowerCase() !== email.toLowerCase()) {
    return invalid("Invalid request: this is not the subscriber's e-mail address");
  }
  const wait = takeSend(
    ctx.state.accounts,
    ctx.options.now(),
    `emailconfirm:${s.subscriberid}>${email.toLowerCase()}`,
  );
  if (wait !== null) return smsLimit(wait);
  issueVerificationLink(ctx, s.subscriberid, s.email);
  return { status: 200, body: { data: { sent: true, channel: 'EMAIL', expiresIn: 86_400 } } };
};

// ---- password reset ----

/** POST forgotpassword (JSON) — a reset OTP to the e-mail address or the phone. */
export const requestPasswordReset: Handler<'requestPasswordReset'> = (ctx) => {
  const b = bodyOf<'requestPasswordReset'>(ctx) as ContactBody;
  const s = findByContact(ctx.state.accounts, b);
  if (!s) return notRegistered();
  const sent = sendOtp(ctx, s, otpKey('reset', s.subscriberid), b.email ? 'EMAIL' : 'SMS');
  if (isErrorReply(sent)) return sent;
  return { status: 200, body: { data: sent } };
};

/** PUT forgotpassword (JSON) — the reset OTP and the new password; every session of the subscriber ends. */
export const confirmPasswordReset: Handler<'confirmPasswordReset'> = async (ctx) => {
  const b = bodyOf<'confirmPasswordReset'>(ctx) as ContactBody & { otp: string; password: string };
  const acc = ctx.state.accounts;
  const s = findByContact(acc, b);
  if (!s) return notRegistered();
  const key = otpKey('reset', s.subscriberid);
  const refusal = otpRefusal(checkOtp(acc, ctx.options.now(), key, b.otp));
  if (refusal) return refusal;
  const plain = await decrypt(ctx, b.password);
  if (plain === null) return badCipher();
  const pwErr = validatePassword(plain);
  if (pwErr) return validationError(pwErr);
  acc.otps.delete(key);
  s.password = plain;
  ctx.state.tokens.endAllFor(s.subscriberid);
  return { status: 200, body: { data: { done: true } } };
};

// ---- subscriber OTP and deletion ----

/** GET subscriber/otp?purpose= — OTP for the parental PIN or the account deletion. */
export const requestSubscriberOtp: Handler<'requestSubscriberOtp'> = (ctx) => {
  const { purpose } = queryOf<'requestSubscriberOtp'>(ctx);
  const s = caller(ctx)?.subscriber;
  if (!s) return unauthorized();
  const sent = sendOtp(ctx, s, otpKey(purpose, s.subscriberid), defaultChannel(s));
  if (isErrorReply(sent)) return sent;
  return { status: 200, body: { data: sent } };
};

/** DELETE subscriber/delete (form) — OTP of purpose DELETE_ACCOUNT and a reason; refused while a plan is active. */
export const deleteAccount: Handler<'deleteAccount'> = (ctx) => {
  const b = bodyOf<'deleteAccount'>(ctx);
  const acc = ctx.state.accounts;
  const s = caller(ctx)?.subscriber;
  if (!s) return unauthorized();
  const sid = s.subscriberid;
  const key = otpKey('DELETE_ACCOUNT', sid);
  const refusal = otpRefusal(checkOtp(acc, ctx.options.now(), key, b.otp));
  if (refusal) return refusal;
  if (!b.reason.trim()) return validationError('validation.reason.required');
  if (hasActiveSubscription(ctx, sid)) return fail(409, 6221, msg('error.deleteBlockedActiveSubscription'));
  acc.subscribers.delete(sid);
  for (const [id, p] of acc.profiles) if (p.subscriberid === sid) acc.profiles.delete(id);
  for (const [id, d] of acc.devices) if (d.subscriberid === sid) acc.devices.delete(id);
  for (const [t, owner] of acc.socialTokens) if (owner === sid) acc.socialTokens.delete(t);
  for (const k of acc.otps.keys())
    if (k.endsWith(`:${sid}`) || k.startsWith(`profilepin:${sid}-`)) acc.otps.delete(k);
  acc.parental.delete(sid);
  ctx.state.tokens.endAllFor(sid);
  ctx.options.log(`Account ${sid} deleted (reason: ${b.reason})`);
  return { status: 200, body: { data: { done: true } } };
};
