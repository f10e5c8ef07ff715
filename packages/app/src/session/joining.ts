// Logging in and joining (SPEC §4 Login, §2 login/signup, OTP verify, forgot password): the calls of the log-in
// dialog, loaded with the first of them (session/account.ts) so the first page does not carry them. Decisions come
// from the domain (classifyLoginResult, afterLookup, afterSocialSignup…); this module performs the calls.
import {
  afterSocialSignup,
  classifyLoginResult,
  failureMessageId,
  type LoginOutcome,
  type LoginResponse,
  type LoginType,
  loginOutcomeMessageId,
  type MessageId,
} from '@ott/domain';
import {
  afterLookup,
  type Contact,
  type Gender,
  SOCIAL_TOKEN_FIELD,
  type SocialProviderId,
} from '@ott/domain/signup';
import { ApiError, encryptWithSecret } from '@ott/sdk';
import type { AppEnv } from '../platform/env';
import type { SessionStore } from './store';

interface Credentials {
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
type Done<T = object> = ({ ok: true } & T) | { ok: false; messageId: MessageId | string };

interface SignupRequest {
  contact: Contact;
  name: string;
  password: string;
  dob: string;
  gender: Gender;
  /** The country of the subscriber (ISO 3166 alpha-2), from getcountry. */
  country?: string;
  captcha?: string;
}

interface SocialLogin {
  provider: SocialProviderId;
  token: string;
  captcha?: string;
}

interface SocialSignup extends SocialLogin {
  name: string;
  email: string;
  dob?: string;
  country?: string;
}

/** Logging in and joining: the log-in dialog's calls. */
export interface Joining {
  login(c: Credentials): Promise<LoginUiResult>;
  /** SPEC §2 login/signup: is this contact registered? (`lookUpSubscriber`; with a CAPTCHA answer the form-encoded
   * POST `verifySubscriber`, §7 verifyuser GET and POST) */
  lookup(contact: Contact, captcha?: string): Promise<Done<{ next: 'login' | 'signup' }>>;
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

export function createJoining(ctx: {
  env: AppEnv;
  session: SessionStore;
  smsCalls: () => Promise<typeof import('@ott/sdk/hooks/sms')>;
  adoptSession: (
    t: { sessionToken: string; refreshToken: string | null; lifetimeSec?: number },
    query?: (Record<string, unknown> & { logintype: string }) | null,
  ) => Promise<LoginUiResult>;
}): Joining {
  const { env, session, smsCalls, adoptSession } = ctx;

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
    messageId: failureMessageId(e),
  });

  async function lookup(contact: Contact, captcha?: string) {
    try {
      const { lookUpSubscriber, verifySubscriber } = await smsCalls();
      const r = captcha ? await verifySubscriber({ ...contact, captcha }) : await lookUpSubscriber(contact);
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
    const { loginSubscriber } = await smsCalls();
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
    const { signUpSubscriber } = await smsCalls();
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

  return {
    login,
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
