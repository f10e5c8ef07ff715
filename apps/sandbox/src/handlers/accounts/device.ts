// SMS tag "device": device registration (SPEC §7 encrypted body), token refresh (SPEC §4 Session), captcha, country
// and the e-mail verification link.
import { randomBytes } from 'node:crypto';
import { mintRealtimeToken } from '@ott/realtime-server/token';
import { hmacHex } from '@ott/sdk/crypto';
import {
  CAPTCHA_LIFETIME_MS,
  captchaLocked,
  type DeviceOs,
  newCaptchaAnswer,
  type Platform,
  profilesOf,
  VERIFICATION_LINK_LIFETIME_MS,
} from '../../state/accounts';
import { type Ctx, fail, type Handler } from '../../types';
import { bodyOf, callerKey, captchaLimit, decrypt, expiredOtp, unauthorized } from './util';

const DEVICE_OS: readonly string[] = ['WINDOWS', 'MACOS', 'LINUX', 'ANDROID', 'OTHER'];
const registrationFailed = () => fail(400, 6055, 'Device registration failed');

/** POST device/register/{providerid}?hash= — decrypt the identity, check the HMAC, issue a device token. */
export const registerDevice: Handler<'registerDevice'> = async (ctx) => {
  const { payload } = bodyOf<'registerDevice'>(ctx);
  const hash = String(ctx.query.hash ?? '');
  if (ctx.params.providerid !== ctx.options.providerId) return registrationFailed();
  if ((await hmacHex(ctx.options.secret, payload)) !== hash) return registrationFailed();
  const plain = await decrypt(ctx, payload);
  if (plain === null) return registrationFailed();
  let identity: Record<string, unknown>;
  try {
    identity = JSON.parse(plain) as Record<string, unknown>;
  } catch {
    return registrationFailed();
  }
  const { deviceid, devicetype, deviceos, providerid, platform, devicename } = identity;
  if (
    typeof deviceid !== 'string' ||
    !/^\d{16}$/.test(deviceid) ||
    typeof devicetype !== 'string' ||
    typeof deviceos !== 'string' ||
    !DEVICE_OS.includes(deviceos) ||
    providerid !== ctx.options.providerId ||
    (platform !== undefined && platform !== 'Web' && platform !== 'MobWeb')
  ) {
    return registrationFailed();
  }
  ctx.state.accounts.registeredDevices.set(deviceid, {
    deviceid,
    devicetype,
    deviceos: deviceos as DeviceOs,
    ...(platform ? { platform: platform as Platform } : {}),
    ...(typeof devicename === 'string' && devicename.trim()
      ? { devicename: devicename.trim().slice(0, 64) }
      : {}),
    registeredAt: ctx.options.now(),
  });
  return { status: 200, body: { data: { deviceToken: ctx.state.tokens.issueDevice(deviceid) } } };
};

/**
 * GET realtime/token (X-SESSION): an access token of the realtime database for this subscriber — uid fresh per call
 * (the key of the uid-to-subscriber map), claims `subscriberid` and `profiles` (`|id|id|`, the only profiles whose
 * records database.rules.json accepts) and `login` (the log-in it belongs to: the realtime server asks
 * `acceptRealtimeToken` whether it is still live, so log-out ends the token).
 */
export const getRealtimeToken: Handler<'getRealtimeToken'> = (ctx) => {
  const session = ctx.caller.session;
  const login = session ? ctx.state.tokens.sessions.get(session.token)?.login : undefined;
  if (!session || !login) return unauthorized();
  const uid = `rt-${randomBytes(6).toString('hex')}`;
  const profiles = profilesOf(ctx.state.accounts, session.subscriberid).map((p) => p.profileid);
  // Minutes (options.realtimeTokenLifetimeSec): the app renews it before it ends.
  const lifetimeSec = ctx.options.realtimeTokenLifetimeSec;
  const token = mintRealtimeToken(ctx.options.realtimeSecret, {
    uid,
    claims: { subscriberid: session.subscriberid, profiles: `|${profiles.join('|')}|`, login },
    lifetimeSec,
    now: ctx.options.now(),
  });
  return { status: 200, body: { data: { token, uid, expiresIn: lifetimeSec } } };
};

/** GET refreshtoken (Bearer refresh token): a new pair; the session keeps its device. */
export const refreshSessionToken: Handler<'refreshSessionToken'> = (ctx) => {
  const rt = ctx.caller.refreshToken;
  if (!rt) return unauthorized();
  const { tokens, accounts } = ctx.state;
  let deviceId: string | undefined;
  for (const [token, s] of tokens.sessions) {
    if (s.refreshToken !== rt) continue;
    deviceId ??= accounts.sessionDevices.get(token);
    accounts.sessionDevices.delete(token);
  }
  const renewed = tokens.renew(rt);
  if (!renewed) return unauthorized();
  if (deviceId) accounts.sessionDevices.set(renewed.sessionToken, deviceId);
  return {
    status: 200,
    body: { success: renewed.sessionToken, refreshtoken: renewed.refreshToken, expiresIn: renewed.expiresIn },
  };
};

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function captchaSvg(answer: string, seed: number): string {
  const lines = Array.from({ length: 6 }, (_, i) => {
    const y1 = (seed * (i + 3) * 7) % 60;
    const y2 = (seed * (i + 5) * 11) % 60;
    return `<line x1="0" y1="${y1}" x2="200" y2="${y2}" stroke="#9aa" stroke-width="1"/>`;
  }).join('');
  const letters = [...answer]
    .map((ch, i) => {
      const rot = ((seed + i * 37) % 40) - 20;
      const x = 20 + i * 35;
      return `<text x="${x}" y="42" font-family="monospace" font-size="32" font-weight="bold" fill="#234" transform="rotate(${rot} ${x + 10} 30)">${escapeXml(ch)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60"><rect width="200" height="60" fill="#eef"/>${lines}${letters}</svg>`;
}

/** POST captcha — a fresh SVG captcha bound to the caller's device. The answer SANDBOX always passes (sandbox). */
export const createCaptcha: Handler<'createCaptcha'> = (ctx) => {
  const acc = ctx.state.accounts;
  const now = ctx.options.now();
  const key = callerKey(ctx);
  if (captchaLocked(acc, now, key)) return captchaLimit();
  const answer = newCaptchaAnswer();
  acc.captchas.set(key, { answer, expiresAt: now + CAPTCHA_LIFETIME_MS });
  ctx.options.log(`Captcha for ${key}: ${answer} (or SANDBOX)`);
  const svg = captchaSvg(answer, answer.charCodeAt(0) + answer.charCodeAt(4));
  return {
    status: 200,
    body: {
      data: {
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        expiresIn: CAPTCHA_LIFETIME_MS / 1000,
      },
    },
  };
};

/** GET getcountry — the sandbox always answers the United Arab Emirates (every seeded subscriber is AE). */
export const getCountry: Handler<'getCountry'> = () => ({
  status: 200,
  body: {
    data: { country: 'AE', countryname: 'United Arab Emirates', countrycode: '+971', currency: 'AED' },
  },
});

/** Create an e-mail verification link and "send" it (logged). Used by sendEmailConfirmation. */
export function issueVerificationLink(ctx: Ctx, subscriberid: string, email: string): string {
  const token = `ev.${randomBytes(18).toString('base64url')}`;
  ctx.state.accounts.verificationLinks.set(token, {
    subscriberid,
    email,
    expiresAt: ctx.options.now() + VERIFICATION_LINK_LIFETIME_MS,
  });
  const link = `${ctx.baseUrl}/sms/${token}`;
  // The e-mail points at the app's /emailVerify screen (SPEC §2), which opens the link above.
  const app = `${ctx.options.appOrigins[0] ?? ''}/emailVerify?token=${encodeURIComponent(token)}`;
  ctx.options.log(`Verification link for ${email}: ${app} (opens ${link})`);
  return link;
}

/** GET /{token} — the e-mail verification link: marks the e-mail verified (single use, 24 h). */
export const openVerificationLink: Handler<'openVerificationLink'> = (ctx) => {
  const acc = ctx.state.accounts;
  const token = ctx.params.token ?? '';
  const link = acc.verificationLinks.get(token);
  acc.verificationLinks.delete(token);
  const s = link ? acc.subscribers.get(link.subscriberid) : undefined;
  if (
    !link ||
    !s ||
    link.expiresAt <= ctx.options.now() ||
    s.email?.toLowerCase() !== link.email.toLowerCase()
  ) {
    return expiredOtp();
  }
  s.emailVerified = true;
  return { status: 200, body: { data: { verified: true, subscriberid: s.subscriberid, email: link.email } } };
};
