// The accounts area end to end over HTTP (SPEC §7): device, account, profiles, parental and devices of openapi/sms.yaml.
import { encryptRegistration, encryptWithSecret } from '@ott/sdk';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PROVIDER_ID, SAMPLE_SECRET } from '../src/options';
import { pngHead, sampleIdentity, useSandbox } from './helpers';

const sb = useSandbox();
const { http, log } = sb;
const S = '/sms/subscriberv2/v1';
const PASSWORD = 'Sandbox#123';
const enc = (plain: string) => encryptWithSecret(SAMPLE_SECRET, plain);
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const xs = (t: string) => ({ 'x-session': t });

let nextDevice = 4829301755320000;
/** Registers a device (SPEC §7 encrypted body) and returns its device token. */
async function registerDevice(
  deviceid = String(nextDevice++),
  deviceos = 'WINDOWS',
  extra: Record<string, string> = {},
  status = 200,
) {
  const { payload, hash } = await encryptRegistration(
    SAMPLE_SECRET,
    // The device os and extra fields as given: hostile values go out unchecked.
    { ...sampleIdentity(deviceid, { timestamp: 1_763_780_400_000 }), deviceos, ...extra },
  );
  const r = await http('POST', `${S}/device/register/${SAMPLE_PROVIDER_ID}?hash=${hash}`, {
    json: { payload },
  });
  expect(r.status).toBe(status);
  return r.body.data?.deviceToken as string;
}

async function login(dt: string, params: Record<string, string>) {
  return http('GET', `${S}/login?${new URLSearchParams(params)}`, { headers: bearer(dt) });
}
async function emailLogin(
  dt: string,
  email = 'admin@sandbox.test',
  password = PASSWORD,
  extra: Record<string, string> = {},
) {
  return login(dt, { logintype: 'Email', email, password: await enc(password), ...extra });
}
/** A logged-in session of a seeded subscriber: { dt, st, rt }. */
async function session(email = 'admin@sandbox.test') {
  const dt = await registerDevice();
  const r = await emailLogin(dt, email);
  expect(r.status).toBe(200);
  return { dt, st: r.body.success as string, rt: r.body.refreshtoken as string };
}
const lastOtp = () => {
  const line = [...log].reverse().find((l) => l.startsWith('OTP for '));
  return line?.split(': ').pop();
};

describe('device: registration, tokens, captcha, country', () => {
  it('§7 device registration: an encrypted identity with its HMAC gets a device token; a wrong hash gets 6055', async () => {
    const dt = await registerDevice('1234567890123456', 'LINUX');
    expect(dt).toMatch(/^dt\./);
    const { payload } = await encryptRegistration(SAMPLE_SECRET, { deviceid: '1234567890123456' });
    const bad = await http('POST', `${S}/device/register/${SAMPLE_PROVIDER_ID}?hash=${'0'.repeat(64)}`, {
      json: { payload },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errorcode: 6055, reason: 'Device registration failed' });
    const wrongProvider = await encryptRegistration(SAMPLE_SECRET, { deviceid: '1234567890123456' });
    const r = await http('POST', `${S}/device/register/other?hash=${wrongProvider.hash}`, {
      json: { payload: wrongProvider.payload },
    });
    expect(r.body.errorcode).toBe(6055);
  });

  it('§4 session: the refresh token renews the pair once; the spent refresh token is refused', async () => {
    const { st, rt } = await session();
    const r = await http('GET', `${S}/refreshtoken`, { headers: bearer(rt) });
    expect(r.status).toBe(200);
    expect(r.body.success).not.toBe(st);
    expect(r.body.expiresIn).toBe(90);
    expect((await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(r.body.success) })).status).toBe(
      200,
    );
    expect((await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(st) })).status).toBe(401);
    expect((await http('GET', `${S}/refreshtoken`, { headers: bearer(rt) })).status).toBe(401);
  });

  it('§7 captcha: an SVG data URL; its logged answer passes once, 5 wrong answers give "Captcha limit reached"', async () => {
    const dt = await registerDevice();
    const c = await http('POST', `${S}/captcha`, { headers: bearer(dt) });
    expect(c.status).toBe(200);
    expect(c.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = log
      .find((l) => l.startsWith('Captcha for'))
      ?.split(': ')[1]
      ?.split(' ')[0] as string;
    const form = (captcha: string) => ({
      headers: bearer(dt),
      form: { email: 'admin@sandbox.test', captcha },
    });
    const ok = await http('POST', `${S}/verifyuser`, form(answer.toLowerCase()));
    expect(ok.body).toEqual({ data: { exists: true, verified: true, logintype: 'Email' } });
    // spent: the same answer is now wrong
    expect((await http('POST', `${S}/verifyuser`, form(answer))).body).toEqual({
      errorcode: 6306,
      reason: 'Entered invalid captcha text',
    });
    for (let i = 0; i < 4; i++)
      expect((await http('POST', `${S}/verifyuser`, form('WRONG'))).status).toBe(400);
    const limited = await http('POST', `${S}/verifyuser`, form('SANDBOX'));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ errorcode: 6307, reason: 'Captcha limit reached' });
    expect((await http('POST', `${S}/captcha`, { headers: bearer(dt) })).status).toBe(429);
    // another device is not affected; SANDBOX always passes there
    const other = await registerDevice();
    expect(
      (
        await http('POST', `${S}/verifyuser`, {
          headers: bearer(other),
          form: { email: 'x@sandbox.test', captcha: 'sandbox' },
        })
      ).body,
    ).toEqual({
      data: { exists: false, verified: false },
    });
  });

  it('§7 getcountry answers AE', async () => {
    const r = await http('GET', `${S}/getcountry`, { headers: bearer(await registerDevice()) });
    expect(r.body.data).toMatchObject({ country: 'AE', countrycode: '+971', currency: 'AED' });
  });
});

describe('account: login (SPEC §3 login payload types, §8 login codes)', () => {
  it('§3 Email login with the encrypted password returns session and refresh tokens; a wrong one is "Invalid Credential"', async () => {
    const dt = await registerDevice();
    const ok = await emailLogin(dt);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      success: expect.stringMatching(/^st\./),
      refreshtoken: expect.stringMatching(/^rt\./),
      expiresIn: 90,
    });
    const bad = await emailLogin(dt, 'admin@sandbox.test', 'wrong-pass');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errorcode: 6110, reason: 'Invalid Credential' });
    const plain = await login(dt, { logintype: 'Email', email: 'admin@sandbox.test', password: PASSWORD });
    expect(plain.body.errorcode).toBe(6110);
    expect((await emailLogin(dt, 'nobody@sandbox.test')).body.errorcode).toBe(6001);
  });

  it('§3 Mobile login accepts the number with or without the country code in front', async () => {
    const dt = await registerDevice();
    const password = await enc(PASSWORD);
    const a = await login(dt, {
      logintype: 'Mobile',
      mobileno: '971500000001',
      countrycode: '+971',
      password,
    });
    const b = await login(dt, { logintype: 'Mobile', mobileno: '500000002', countrycode: '971', password });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const details = await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(b.body.success) });
    expect(details.body.data.subscriberid).toBe('1002');
  });

  it('§4 social login: sandbox tokens log in as 1001; unknown → 6001 (signup); fb-sandbox-noemail → 6003', async () => {
    const dt = await registerDevice();
    for (const [logintype, key, token] of [
      ['FB', 'fbToken', 'fb-sandbox-aisha'],
      ['Google', 'gtoken', 'google-sandbox-aisha'],
      ['Apple', 'appletoken', 'apple-sandbox-aisha'],
    ] as const) {
      const r = await login(dt, { logintype, [key]: token });
      expect(r.status).toBe(200);
      const d = await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(r.body.success) });
      expect(d.body.data.subscriberid).toBe('1001');
    }
    expect((await login(dt, { logintype: 'FB', fbToken: 'fb-sandbox-new' })).body).toEqual({
      errorcode: 6001,
      reason: 'Subscriber not registered',
    });
    expect((await login(dt, { logintype: 'Google', gtoken: 'whatever' })).body.errorcode).toBe(6001);
    expect((await login(dt, { logintype: 'FB', fbToken: 'fb-sandbox-noemail' })).body).toEqual({
      errorcode: 6003,
      reason: 'Email not available from Facebook',
    });
  });

  it('§4 a CAPTCHA step follows 3 wrong passwords from one device until a captcha answer is given', async () => {
    const dt = await registerDevice();
    for (let i = 0; i < 3; i++)
      expect((await emailLogin(dt, 'admin@sandbox.test', 'bad-pass')).body.errorcode).toBe(6110);
    const step = await emailLogin(dt);
    expect(step.status).toBe(200);
    expect(step.body).toEqual({ success: '', successtype: 'CAPTCHA' });
    expect((await emailLogin(dt, 'admin@sandbox.test', PASSWORD, { captcha: 'NOPE' })).body.errorcode).toBe(
      6306,
    );
    const ok = await emailLogin(dt, 'admin@sandbox.test', PASSWORD, { captcha: 'SANDBOX' });
    expect(ok.body.success).toMatch(/^st\./);
    // another device never failed: no captcha step there
    expect((await emailLogin(await registerDevice())).body.success).toMatch(/^st\./);
  });

  it('§4 logout ends the session', async () => {
    const { st } = await session();
    expect((await http('GET', `${S}/logout`, { headers: xs(st) })).body).toEqual({ data: { done: true } });
    expect((await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(st) })).status).toBe(401);
  });

  it('§1 the platform label of registration and of the log-in query is recorded per device (My Devices lists it)', async () => {
    await registerDevice(String(nextDevice++), 'WINDOWS', { platform: 'Tablet' }, 400);
    const id = String(nextDevice++);
    const dt = await registerDevice(id, 'MACOS', { platform: 'MobWeb' });
    const r = await emailLogin(dt, 'free@sandbox.test');
    const list = await http('GET', `${S}/device`, { headers: xs(r.body.success) });
    expect(list.body.data.find((d: { deviceId: string }) => d.deviceId === id)?.platform).toBe('MobWeb');
    const dt2 = await registerDevice();
    const r2 = await emailLogin(dt2, 'free@sandbox.test', PASSWORD, { platform: 'Web' });
    const list2 = await http('GET', `${S}/device`, { headers: xs(r2.body.success) });
    const platforms = list2.body.data.map((d: { platform?: string }) => d.platform ?? null);
    expect(platforms).toEqual(expect.arrayContaining(['MobWeb', 'Web']));
  });

  it('§4 login with a stored profileid starts the session on that profile', async () => {
    const dt = await registerDevice();
    const r = await emailLogin(dt, 'admin@sandbox.test', PASSWORD, {
      profileid: '1001-p2',
      autologin: 'true',
      deviceos: 'WINDOWS',
    });
    const d = await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(r.body.success) });
    expect(d.body.data.profileid).toBe('1001-p2');
  });
});

describe('account: details, update, look-up', () => {
  it('§3 subscriber details carry the SPEC fields; plan dates only for a subscriber with a plan', async () => {
    const { st } = await session();
    const d = (await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(st) })).body.data;
    expect(d).toMatchObject({
      subscriberid: '1001',
      profileid: '1001-p1',
      subscribername: 'Aisha Rahman',
      email: 'admin@sandbox.test',
      mobileno: '971500000001',
      dob: '1992-03-14',
      gender: 'F',
      country: 'AE',
      subscribercountry: 'AE',
      created: '2024-01-10T09:30:00Z',
    });
    expect(d.age).toBeGreaterThanOrEqual(34);
    expect('planstartdate' in d && 'nextbilling' in d).toBe(true);
    const commerce = sb.sandbox.state().commerce as unknown as {
      hasActiveSubscription?: (id: string) => boolean;
    };
    if (typeof commerce.hasActiveSubscription === 'function' && commerce.hasActiveSubscription('1001')) {
      expect(d.planstartdate).toMatch(/^\d{4}-\d{2}-\d{2}T/); // from the commerce area (PLAN-MONTHLY-HD)
    }
    const free = (
      await http('GET', '/sms/subscriber/v1/subscriber', {
        headers: xs((await session('free@sandbox.test')).st),
      })
    ).body.data;
    expect(free).toMatchObject({ subscriberid: '1002', planstartdate: null, nextbilling: null });
  });

  it('§5 update: fields change; wrong old password → "Incorrect Old Password"; the new one must differ; it then logs in', async () => {
    const { st } = await session();
    const put = (json: object) => http('PUT', `${S}/subscriber`, { headers: xs(st), json });
    const r = await put({ name: 'Aisha R', gender: 'O', displaylanguage: 'ara' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ subscribername: 'Aisha R', gender: 'O' });
    expect((await put({ name: '12345' })).body).toEqual({
      errorcode: 4000,
      reason: 'Only numbers are not allowed as a name',
    });
    expect((await put({ email: 'free@sandbox.test' })).body).toEqual({
      errorcode: 6215,
      reason: 'Email Already Exist',
    });
    expect((await put({ mobileno: '500000002' })).status).toBe(409);
    const wrongOld = await put({ oldpassword: await enc('Nope#1234'), newpassword: await enc('Better#456') });
    expect(wrongOld.body).toEqual({ errorcode: 6214, reason: 'Incorrect Old Password' });
    const same = await put({ oldpassword: await enc(PASSWORD), newpassword: await enc(PASSWORD) });
    expect(same.body).toEqual({
      errorcode: 4000,
      reason: 'New password must be different from the current password',
    });
    expect(
      (await put({ oldpassword: await enc(PASSWORD), newpassword: await enc('Better#456') })).status,
    ).toBe(200);
    const dt = await registerDevice();
    expect((await emailLogin(dt)).body.errorcode).toBe(6110);
    expect((await emailLogin(dt, 'admin@sandbox.test', 'Better#456')).body.success).toMatch(/^st\./);
  });

  it('§7 verifyuser look-up: by e-mail or mobile; unknown → exists false; nothing → payload not found', async () => {
    const dt = await registerDevice();
    const get = (q: string) => http('GET', `${S}/verifyuser?${q}`, { headers: bearer(dt) });
    expect((await get('email=ADMIN@sandbox.test')).body.data).toEqual({
      exists: true,
      verified: true,
      logintype: 'Email',
    });
    expect((await get('mobileno=500000002&countrycode=%2B971')).body.data).toEqual({
      exists: true,
      verified: true,
      logintype: 'Mobile',
    });
    expect((await get('email=nobody@sandbox.test')).body.data.exists).toBe(false);
    expect((await get('')).body).toEqual({ errorcode: 4000, reason: 'payload not found' });
  });
});

describe('account: signup with OTP (SPEC §5 rules, §8 messages)', () => {
  const signupForm = async (over: Record<string, string> = {}) => ({
    logintype: 'Email',
    name: 'Noura Al Hashimi',
    email: 'noura@sandbox.test',
    password: await enc('Noura#2024'),
    dob: '1999-07-21',
    gender: 'F',
    country: 'AE',
    ...over,
  });

  it('§4 §5 e-mail signup: OTP logged, unverified login → 6002, wrong OTP → "Incorrect OTP", right OTP logs in; its first kids profile turns parental control on', async () => {
    const dt = await registerDevice();
    const r = await http('POST', `${S}/signup`, { headers: bearer(dt), form: await signupForm() });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ subscriberid: '1004', verification: 'EMAIL', expiresIn: 600 });
    expect(log).toContain('OTP for noura@sandbox.test: 123456');
    expect((await emailLogin(dt, 'noura@sandbox.test', 'Noura#2024')).body.errorcode).toBe(6002);
    const wrong = await http('POST', `${S}/confirm`, {
      headers: bearer(dt),
      form: { email: 'noura@sandbox.test', otp: '000000' },
    });
    expect(wrong.body).toEqual({ errorcode: 6304, reason: 'Incorrect OTP' });
    const ok = await http('POST', `${S}/confirm`, {
      headers: bearer(dt),
      form: { email: 'noura@sandbox.test', otp: lastOtp() as string },
    });
    expect(ok.status).toBe(200);
    const d = await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(ok.body.success) });
    expect(d.body.data).toMatchObject({
      subscriberid: '1004',
      profileid: '1004-p1',
      subscribername: 'Noura Al Hashimi',
    });
    expect((await emailLogin(dt, 'noura@sandbox.test', 'Noura#2024')).body.success).toMatch(/^st\./);
    const profiles = await http('GET', `${S}/profile`, { headers: xs(ok.body.success) });
    expect(profiles.body).toMatchObject({
      totalcount: 1,
      data: [{ profileid: '1004-p1', master: true, kids: false }],
    });

    // §4 the new account's parental control: off with no PIN, turned on by its first kids profile.
    const st = ok.body.success as string;
    const control = async () => (await http('GET', `${S}/parentalcontrol`, { headers: xs(st) })).body.data;
    const add = (json: object) => http('POST', `${S}/profile`, { headers: xs(st), json });
    expect(await control()).toMatchObject({ enabled: false, pinset: false });
    expect((await add({ name: 'Hamad', kids: false })).status).toBe(200);
    expect(await control()).toMatchObject({ enabled: false, pinset: false });
    expect((await add({ name: 'Mira', kids: true, agerange: '5-8' })).body.data).toMatchObject({
      kids: true,
      rating: 'U/A 7+',
      agerange: '5-8',
    });
    expect(await control()).toMatchObject({ enabled: true, pinset: false });
  });

  it('§5 signup rules: existing e-mail/mobile → 409, under 13 refused, bad name refused, mobile OTP goes by SMS', async () => {
    const dt = await registerDevice();
    const post = async (over: Record<string, string>) =>
      http('POST', `${S}/signup`, { headers: bearer(dt), form: await signupForm(over) });
    expect((await post({ email: 'admin@sandbox.test' })).body).toEqual({
      errorcode: 6215,
      reason: 'Email Already Exist',
    });
    const mob = await post({
      logintype: 'Mobile',
      email: 'n2@sandbox.test',
      mobileno: '500000001',
      countrycode: '+971',
    });
    expect(mob.status).toBe(409);
    expect(mob.body).toEqual({ errorcode: 6216, reason: 'Mobile Number Already Exist' });
    const young = await post({
      dob: new Date(Date.now() - 12 * 365.25 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(young.body).toEqual({
      errorcode: 4000,
      reason: 'You must be at least 13 years old to create an account',
    });
    expect((await post({ name: 'R2D2' })).body.errorcode).toBe(4000);
    expect((await post({ password: await enc('short') })).body.reason).toBe(
      'Password should be minimum 6 characters',
    );
    const sms = await post({ logintype: 'Mobile', email: '', mobileno: '919847000002', countrycode: '+91' });
    expect(sms.status).toBe(400); // empty e-mail is not an e-mail address (contract format)
    const { email: _e, ...noEmail } = await signupForm({
      logintype: 'Mobile',
      mobileno: '919847000002',
      countrycode: '+91',
    });
    const ok = await http('POST', `${S}/signup`, { headers: bearer(dt), form: noEmail });
    expect(ok.body.data.verification).toBe('SMS');
    expect(log).toContain('OTP for +919847000002: 123456');
  });

  it('§8 resend: 3 resends within an hour, the 4th is "SMS Limit Reached. Please Try After 1 Hour" (429)', async () => {
    const dt = await registerDevice();
    await http('POST', `${S}/signup`, { headers: bearer(dt), form: await signupForm() });
    for (let i = 0; i < 3; i++) {
      const r = await http('POST', `${S}/resendsms`, {
        headers: bearer(dt),
        form: { email: 'noura@sandbox.test' },
      });
      expect(r.body.data).toEqual({ sent: true, channel: 'EMAIL', expiresIn: 600 });
    }
    const limited = await http('POST', `${S}/resendsms`, {
      headers: bearer(dt),
      form: { email: 'noura@sandbox.test' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ errorcode: 6217, reason: 'SMS Limit Reached. Please Try After 1 Hour' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    const verified = await http('POST', `${S}/resendsms`, {
      headers: bearer(dt),
      form: { email: 'admin@sandbox.test' },
    });
    expect(verified.status).toBe(400);
  });

  it('§4 social signup after 6003: FB token + e-mail creates a verified account and the login retry succeeds', async () => {
    const dt = await registerDevice();
    const r = await http('POST', `${S}/signup`, {
      headers: bearer(dt),
      form: { logintype: 'FB', fbToken: 'fb-sandbox-noemail', name: 'Fatima', email: 'fatima@sandbox.test' },
    });
    expect(r.body.data).toEqual({ subscriberid: '1004', verification: 'NONE' });
    const l = await login(dt, { logintype: 'FB', fbToken: 'fb-sandbox-noemail' });
    expect(l.body.success).toMatch(/^st\./);
    const taken = await http('POST', `${S}/signup`, {
      headers: bearer(dt),
      form: { logintype: 'Google', gtoken: 'g-new', email: 'admin@sandbox.test' },
    });
    expect(taken.body.errorcode).toBe(6215);
  });

  it('§7 e-mail verification link: logged as <base>/sms/<token>; opening it verifies once', async () => {
    const dt = await registerDevice();
    const fb = await http('POST', `${S}/signup`, {
      headers: bearer(dt),
      form: { logintype: 'FB', fbToken: 'fb-x', name: 'Laila' },
    });
    expect(fb.status).toBe(200);
    const { st } = await session();
    const r = await http('POST', `${S}/subscriber/emailconfirm`, {
      headers: xs(st),
      json: { email: 'admin@sandbox.test' },
    });
    expect(r.body.data).toEqual({ sent: true, channel: 'EMAIL', expiresIn: 86400 });
    const line = log.find((l) => l.startsWith('Verification link for admin@sandbox.test: ')) ?? '';
    // The e-mail links to the app's /emailVerify screen (SPEC §2), which opens the SMS link.
    expect(line).toMatch(/: http:\/\/[^ ]+\/emailVerify\?token=ev\./);
    const link = /\(opens ([^)]+)\)/.exec(line)?.[1] as string;
    expect(link).toMatch(new RegExp(`^${sb.sandbox.url}/sms/ev\\.`));
    const path = new URL(link).pathname;
    const open = await http('GET', path, { headers: bearer(dt) });
    expect(open.body).toEqual({
      data: { verified: true, subscriberid: '1001', email: 'admin@sandbox.test' },
    });
    expect((await http('GET', path, { headers: bearer(dt) })).body).toEqual({
      errorcode: 6305,
      reason: 'Invalid OTP | OTP expired',
    });
    const other = await http('POST', `${S}/subscriber/emailconfirm`, {
      headers: xs(st),
      json: { email: 'free@sandbox.test' },
    });
    expect(other.status).toBe(400);
  });
});

describe('account: password reset, subscriber OTP, deletion', () => {
  it('§7 forgot password: OTP to the e-mail, wrong OTP refused, right one sets the password and ends sessions', async () => {
    const { st } = await session();
    const dt = await registerDevice();
    expect(
      (
        await http('POST', `${S}/forgotpassword`, {
          headers: bearer(dt),
          json: { email: 'nobody@sandbox.test' },
        })
      ).body.errorcode,
    ).toBe(6001);
    const r = await http('POST', `${S}/forgotpassword`, {
      headers: bearer(dt),
      json: { email: 'admin@sandbox.test' },
    });
    expect(r.body.data).toEqual({ sent: true, channel: 'EMAIL', expiresIn: 600 });
    const put = async (otp: string) =>
      http('PUT', `${S}/forgotpassword`, {
        headers: bearer(dt),
        json: { email: 'admin@sandbox.test', otp, password: await enc('Reset#789') },
      });
    expect((await put('999999')).body.errorcode).toBe(6304);
    expect((await put(lastOtp() as string)).body).toEqual({ data: { done: true } });
    expect((await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(st) })).status).toBe(401);
    expect((await emailLogin(dt, 'admin@sandbox.test', 'Reset#789')).body.success).toMatch(/^st\./);
    expect((await put(lastOtp() as string)).body.errorcode).toBe(6305); // spent
  });

  it('§8 delete account: refused with 6221 while commerce reports an active subscription; otherwise the account is gone', async () => {
    const commerce = sb.sandbox.state().commerce as unknown as {
      hasActiveSubscription?: (id: string) => boolean;
    };
    const real = commerce.hasActiveSubscription;
    commerce.hasActiveSubscription = (id) => id === '1001';
    try {
      const aisha = await session();
      await http('GET', `${S}/subscriber/otp?purpose=DELETE_ACCOUNT`, { headers: xs(aisha.st) });
      const del = (st: string, otp: string) =>
        http('DELETE', `${S}/subscriber/delete`, {
          headers: xs(st),
          form: { otp, reason: 'Not watching enough' },
        });
      expect((await del(aisha.st, '111111')).body).toEqual({ errorcode: 6304, reason: 'Incorrect OTP' });
      const blocked = await del(aisha.st, '123456');
      expect(blocked.status).toBe(409);
      expect(blocked.body).toEqual({
        errorcode: 6221,
        reason: 'Account cannot be deleted while a subscription is active',
      });

      const farid = await session('free@sandbox.test');
      expect((await del(farid.st, '123456')).body.errorcode).toBe(6305); // no OTP requested yet
      const otp = await http('GET', `${S}/subscriber/otp?purpose=DELETE_ACCOUNT`, { headers: xs(farid.st) });
      expect(otp.body.data.channel).toBe('EMAIL');
      expect(log).toContain('OTP for free@sandbox.test: 123456');
      expect((await del(farid.st, '123456')).body).toEqual({ data: { done: true } });
      expect((await http('GET', `${S}/profile`, { headers: xs(farid.st) })).status).toBe(401);
      expect((await emailLogin(await registerDevice(), 'free@sandbox.test')).body.errorcode).toBe(6001);
    } finally {
      commerce.hasActiveSubscription = real;
    }
  });
});

describe('profiles (SPEC §3 profile, §4 profiles, §5 name and PIN rules)', () => {
  it('§4 list: Aisha has master, Omar and a PIN-protected kids profile, with totalcount', async () => {
    const { st } = await session();
    const r = await http('GET', `${S}/profile`, { headers: xs(st) });
    expect(r.body.totalcount).toBe(3);
    expect(r.body.data[0]).toEqual({
      profileid: '1001-p1',
      name: 'Aisha',
      kids: false,
      pinprotected: false,
      master: true,
    });
    expect(r.body.data).toContainEqual({
      profileid: '1001-k1',
      name: 'Kids',
      kids: true,
      pinprotected: true,
      rating: 'U/A 7+',
      master: false,
      agerange: '5-8',
    });
  });

  it('§5 create: name rules, PIN 4 digits, at most 5 profiles; the new one is listed', async () => {
    const { st } = await session();
    const post = (json: object) => http('POST', `${S}/profile`, { headers: xs(st), json });
    expect((await post({ name: '99' })).body.reason).toBe('Only numbers are not allowed as a name');
    const zain = await post({ name: 'Zain', kids: true, pin: '2468' });
    expect(zain.body.data).toEqual({
      profileid: '1001-k2',
      name: 'Zain',
      kids: true,
      pinprotected: true,
      rating: 'U/A 7+',
      master: false,
    });
    expect((await post({ name: 'Meera', rating: 'U/A 16+' })).body.data.profileid).toBe('1001-p3');
    const sixth = await post({ name: 'Sixth' });
    expect(sixth.status).toBe(400);
    const list = await http('GET', `${S}/profile`, { headers: xs(st) });
    expect(list.body.totalcount).toBe(5);
    expect(list.body.data.map((p: { name: string }) => p.name)).toContain('Zain');
  });

  it('§7 switch: a PIN-protected profile needs its PIN ("Invalid Profile PIN"); the session then acts for it', async () => {
    const { st } = await session();
    const sw = (id: string, json?: object) =>
      http('PUT', `${S}/profile/${id}`, { headers: xs(st), ...(json ? { json } : {}) });
    expect((await sw('1001-k1')).body).toEqual({ errorcode: 4000, reason: 'payload not found' });
    expect((await sw('1001-k1', { pin: '0000' })).body).toEqual({
      errorcode: 6213,
      reason: 'Invalid Profile PIN',
    });
    expect((await sw('1001-k1', { pin: '1234' })).body.data.profileid).toBe('1001-k1');
    expect(
      (await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(st) })).body.data.profileid,
    ).toBe('1001-k1');
    // a kids profile may not add or delete profiles
    expect(
      (await http('POST', `${S}/profile`, { headers: xs(st), json: { name: 'Other' } })).body.errorcode,
    ).toBe(6408);
    expect((await sw('1001-p2', {})).body.data.profileid).toBe('1001-p2');
    expect((await sw('1002-p1', {})).status).toBe(404);
  });

  it('§5 edit (PATCH profile/{id}): name and kids flag change; the master profile cannot be kids; kids profiles may not edit others', async () => {
    const { st } = await session();
    const patch = (id: string, json: object, token = st) =>
      http('PATCH', `${S}/profile/${id}`, { headers: xs(token), json });
    const edited = await patch('1001-p2', { name: 'Omar Junior', kids: true });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ profileid: '1001-p2', name: 'Omar Junior', kids: true });
    const master = await patch('1001-p1', { kids: true });
    expect(master.status).toBe(400);
    expect(master.body.reason).toBe('Master profile cannot be a kids profile');
    expect((await patch('1001-p1', { name: '12' })).body.reason).toBe(
      'Only numbers are not allowed as a name',
    );
    expect((await patch('1001-p1', {})).status).toBe(400);
    expect((await patch('1002-p1', { name: 'Someone' })).status).toBe(404);
    await http('PUT', `${S}/profile/1001-k1`, { headers: xs(st), json: { pin: '1234' } });
    expect((await patch('1001-p1', { name: 'Mama' })).body.errorcode).toBe(6408);
  });

  it('§5 delete: never the master profile; a deleted profile is no longer listed', async () => {
    const { st } = await session();
    expect((await http('DELETE', `${S}/profile/1001-p1`, { headers: xs(st) })).body.errorcode).toBe(6408);
    expect((await http('DELETE', `${S}/profile/1001-p2`, { headers: xs(st) })).body).toEqual({
      data: { done: true },
    });
    const list = await http('GET', `${S}/profile`, { headers: xs(st) });
    expect(list.body.data.map((p: { profileid: string }) => p.profileid)).toEqual(['1001-p1', '1001-k1']);
    expect((await http('DELETE', `${S}/profile/1001-p2`, { headers: xs(st) })).status).toBe(404);
  });

  it('§7 profile PIN reset: OTP, then the new PIN switches', async () => {
    const { st } = await session();
    const r = await http('POST', `${S}/profile/resetpin`, {
      headers: xs(st),
      json: { profileid: '1001-k1' },
    });
    expect(r.body.data.sent).toBe(true);
    const confirm = (otp: string) =>
      http('POST', `${S}/profile/confirmresetpin`, {
        headers: xs(st),
        json: { profileid: '1001-k1', otp, pin: '9157' },
      });
    expect((await confirm('222222')).body.errorcode).toBe(6304);
    expect((await confirm('123456')).body.data).toMatchObject({ profileid: '1001-k1', pinprotected: true });
    expect(
      (await http('PUT', `${S}/profile/1001-k1`, { headers: xs(st), json: { pin: '9157' } })).status,
    ).toBe(200);
  });
});

describe('parental control (SPEC §4 ladder, §8 "Incorrect Pin")', () => {
  it('errors on purpose: POST /__sandbox/parental?fail=true (or X-Sandbox-Parental: fail) makes GET parentalcontrol answer 500', async () => {
    const { st } = await session();
    const on = await http('POST', '/__sandbox/parental?fail=true');
    expect(on.body).toEqual({ data: { parentalFailing: true } });
    const failed = await http('GET', `${S}/parentalcontrol`, { headers: xs(st) });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ errorcode: 5000, reason: 'Unknown error occurred' });
    await http('POST', '/__sandbox/parental?fail=false');
    expect((await http('GET', `${S}/parentalcontrol`, { headers: xs(st) })).status).toBe(200);
    const perRequest = await http('GET', `${S}/parentalcontrol`, {
      headers: { ...xs(st), 'x-sandbox-parental': 'fail' },
    });
    expect(perRequest.status).toBe(500);
  });

  it('§4 state: enabled with a PIN; each profile with its limit (no limit = the top rung)', async () => {
    const { st } = await session();
    const r = await http('GET', `${S}/parentalcontrol`, { headers: xs(st) });
    expect(r.body.data).toEqual({
      enabled: true,
      pinset: true,
      profiles: [
        { profileid: '1001-p1', name: 'Aisha', rating: 'U/A 18+' },
        { profileid: '1001-p2', name: 'Omar', rating: 'U/A 16+' },
        { profileid: '1001-k1', name: 'Kids', rating: 'U/A 7+' },
      ],
    });
  });

  it('§8 verify PIN: 4321 is right, anything else is "Incorrect Pin"', async () => {
    const { st } = await session();
    expect(
      (await http('POST', `${S}/parentalcontrol`, { headers: xs(st), form: { pin: '4321' } })).body,
    ).toEqual({ data: { done: true } });
    expect(
      (await http('POST', `${S}/parentalcontrol`, { headers: xs(st), form: { pin: '1111' } })).body,
    ).toEqual({
      errorcode: 6212,
      reason: 'Incorrect Pin',
    });
  });

  it('§4 disable/enable needs the PIN; rating per profile on the ladder; only the admin profile may change it', async () => {
    const { st } = await session();
    const put = (json: object) => http('PUT', `${S}/parentalcontrol`, { headers: xs(st), json });
    expect((await put({ enabled: false, pin: '0000' })).body.errorcode).toBe(6212);
    expect((await put({ enabled: false, pin: '4321' })).body.data.enabled).toBe(false);
    expect((await put({ enabled: true, pin: '4321' })).body.data.enabled).toBe(true);
    const rate = (json: object) => http('PUT', `${S}/parentalcontrol/1001-k1`, { headers: xs(st), json });
    expect((await rate({ rating: 'U/A 12+', pin: '9999' })).body.errorcode).toBe(6212);
    expect((await rate({ rating: 'U/A 12+', pin: '4321' })).body.data).toEqual({
      profileid: '1001-k1',
      name: 'Kids',
      rating: 'U/A 12+',
    });
    expect((await rate({ rating: '12+', pin: '4321' })).status).toBe(400); // not on the ladder (contract enum)
    const list = await http('GET', `${S}/profile`, { headers: xs(st) });
    expect(list.body.data.find((p: { profileid: string }) => p.profileid === '1001-k1').rating).toBe(
      'U/A 12+',
    );
    await http('PUT', `${S}/profile/1001-p2`, { headers: xs(st), json: {} });
    expect((await put({ enabled: false, pin: '4321' })).body).toEqual({
      errorcode: 6408,
      reason: 'Access Denied',
    });
  });

  it('§7 forgotten PIN: PARENTAL_PIN OTP verified, then reset to a new PIN', async () => {
    const { st } = await session();
    const otp = await http('GET', `${S}/subscriber/otp?purpose=PARENTAL_PIN`, { headers: xs(st) });
    expect(otp.body.data.sent).toBe(true);
    expect(
      (await http('POST', `${S}/parentalcontrol/verify`, { headers: xs(st), json: { otp: '654321' } })).body
        .errorcode,
    ).toBe(6304);
    expect(
      (await http('POST', `${S}/parentalcontrol/verify`, { headers: xs(st), json: { otp: '123456' } })).body
        .data.done,
    ).toBe(true);
    const reset = await http('POST', `${S}/parentalcontrol/reset`, {
      headers: xs(st),
      json: { otp: '123456', pin: '1379' },
    });
    expect(reset.body.data.pinset).toBe(true);
    expect(
      (await http('POST', `${S}/parentalcontrol`, { headers: xs(st), form: { pin: '1379' } })).status,
    ).toBe(200);
    expect(
      (await http('POST', `${S}/parentalcontrol`, { headers: xs(st), form: { pin: '4321' } })).status,
    ).toBe(400);
  });

  it('§4 a subscriber without a PIN sets one when enabling, with the PARENTAL_PIN OTP', async () => {
    const { st } = await session('free@sandbox.test');
    const put = (json: object) => http('PUT', `${S}/parentalcontrol`, { headers: xs(st), json });
    expect((await put({ enabled: true, pin: '2580' })).status).toBe(400);
    await http('GET', `${S}/subscriber/otp?purpose=PARENTAL_PIN`, { headers: xs(st) });
    const r = await put({ enabled: true, pin: '2580', otp: '123456' });
    expect(r.body.data).toMatchObject({ enabled: true, pinset: true });
  });
});

describe('devices (My Devices, TV pairing, image upload)', () => {
  it('§7 devices: a login lists its device ACTIVE; making it INACTIVE signs that device out', async () => {
    const dt = await registerDevice('7000000000000001', 'MACOS');
    const st = (await emailLogin(dt)).body.success as string;
    const other = await session();
    const list = await http('GET', `${S}/device`, { headers: xs(other.st) });
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        deviceId: '7000000000000001',
        deviceos: 'MACOS',
        devicetype: 'PC',
        status: 'ACTIVE',
      }),
    );
    const seeded = await http('GET', `${S}/device?status=INACTIVE`, { headers: xs(other.st) });
    expect(seeded.body).toMatchObject({
      totalcount: 1,
      data: [{ deviceId: '1550938274610023', status: 'INACTIVE' }],
    });
    const out = await http('PUT', `${S}/device/7000000000000001`, {
      headers: xs(other.st),
      json: { status: 'INACTIVE' },
    });
    expect(out.body.data.status).toBe('INACTIVE');
    expect((await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(st) })).status).toBe(401);
    expect((await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(other.st) })).status).toBe(200);
    expect(
      (
        await http('PUT', `${S}/device/9999999999999999`, {
          headers: xs(other.st),
          json: { status: 'INACTIVE' },
        })
      ).status,
    ).toBe(404);
  });

  it('§7 TV pairing: the TV gets a PIN, the subscriber enters it, the TV poll receives a session once', async () => {
    const tv = await registerDevice('7391046628105532', 'ANDROID');
    const issued = await http('POST', `${S}/device/pin`, {
      headers: bearer(tv),
      json: { deviceos: 'ANDROID', devicename: 'Living room TV' },
    });
    expect(issued.body.data).toMatchObject({ paired: false, expiresIn: 300 });
    const pin = issued.body.data.pin as string;
    expect(pin).toMatch(/^\d{6}$/);
    expect(
      (await http('POST', `${S}/device/pin`, { headers: bearer(tv), json: { pin } })).body.data.paired,
    ).toBe(false);
    const { st } = await session();
    const wrong = pin === '000000' ? '000001' : '000000';
    expect(
      (await http('POST', `${S}/profile/pairdevice`, { headers: xs(st), json: { code: wrong } })).body
        .errorcode,
    ).toBe(6225);
    const paired = await http('POST', `${S}/profile/pairdevice`, {
      headers: xs(st),
      json: { code: pin, profileid: '1001-p2' },
    });
    expect(paired.body.data).toMatchObject({
      deviceId: '7391046628105532',
      name: 'Living room TV',
      devicetype: 'TV',
      status: 'ACTIVE',
    });
    const poll = await http('POST', `${S}/device/pin`, { headers: bearer(tv), json: { pin } });
    expect(poll.body.data).toMatchObject({ pin, paired: true, expiresIn: 0, profileid: '1001-p2' });
    const d = await http('GET', '/sms/subscriber/v1/subscriber', { headers: xs(poll.body.data.success) });
    expect(d.body.data).toMatchObject({ subscriberid: '1001', profileid: '1001-p2' });
    expect(
      (await http('POST', `${S}/device/pin`, { headers: bearer(tv), json: { pin } })).body.errorcode,
    ).toBe(6225);
  });

  it('§7 image upload: a PNG is stored and served back from its URL; other files are refused', async () => {
    const { st } = await session();
    const png = pngHead(64, 32);
    const fd = new FormData();
    fd.append('file', new Blob([png], { type: 'image/png' }), 'avatar.png');
    fd.append('purpose', 'avatar');
    const r = await http('POST', '/sms/image/v1/upload', { headers: xs(st), multipart: fd });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ width: 64, height: 32 });
    expect(r.body.data.imageid).toMatch(/^img-[0-9a-f]{32}$/);
    const got = await fetch(r.body.data.url);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(png);
    const txt = new FormData();
    txt.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    expect((await http('POST', '/sms/image/v1/upload', { headers: xs(st), multipart: txt })).status).toBe(
      400,
    );
    expect((await fetch(`${sb.sandbox.url}/sms/image/v1/files/img-99`)).status).toBe(404);
  });
});
