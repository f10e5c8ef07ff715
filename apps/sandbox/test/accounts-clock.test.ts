// Accounts rules that depend on time (SPEC §8 "Invalid OTP | OTP expired", §9 SMS retry after 1 hour), with an
// injected clock.
import { encryptRegistration, encryptWithSecret } from '@ott/sdk';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PROVIDER_ID, SAMPLE_SECRET } from '../src/options';
import { sampleIdentity, useSandbox } from './helpers';

let now = Date.UTC(2026, 10, 22, 3, 0, 0);
const sb = useSandbox({ now: () => now });
const { http } = sb;
const S = '/sms/subscriberv2/v1';
const MIN = 60_000;
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

async function registerDevice(deviceid: string) {
  const { payload, hash } = await encryptRegistration(
    SAMPLE_SECRET,
    sampleIdentity(deviceid, { deviceos: 'ANDROID', timestamp: now }),
  );
  const r = await http('POST', `${S}/device/register/${SAMPLE_PROVIDER_ID}?hash=${hash}`, {
    json: { payload },
  });
  return r.body.data.deviceToken as string;
}

async function signup(dt: string) {
  const r = await http('POST', `${S}/signup`, {
    headers: bearer(dt),
    form: {
      logintype: 'Email',
      name: 'Noura Al Hashimi',
      email: 'noura@sandbox.test',
      password: await encryptWithSecret(SAMPLE_SECRET, 'Noura#2024'),
      dob: '1999-07-21',
    },
  });
  expect(r.status).toBe(200);
}

describe('accounts with an injected clock', () => {
  it('§8 the signup OTP is "Invalid OTP | OTP expired" after 10 minutes; a resent one works', async () => {
    const dt = await registerDevice('1111222233334444');
    await signup(dt);
    now += 10 * MIN + 1000;
    const confirm = () =>
      http('POST', `${S}/confirm`, {
        headers: bearer(dt),
        form: { email: 'noura@sandbox.test', otp: '123456' },
      });
    expect((await confirm()).body).toEqual({ errorcode: 6305, reason: 'Invalid OTP | OTP expired' });
    await http('POST', `${S}/resendsms`, { headers: bearer(dt), form: { email: 'noura@sandbox.test' } });
    now += 9 * MIN;
    expect((await confirm()).body.success).toMatch(/^st\./);
  });

  it('§9 SMS limit: after 3 resends the next is refused until an hour after the first', async () => {
    const dt = await registerDevice('1111222233335555');
    await signup(dt);
    const resend = () =>
      http('POST', `${S}/resendsms`, { headers: bearer(dt), form: { email: 'noura@sandbox.test' } });
    for (let i = 0; i < 3; i++) {
      expect((await resend()).status).toBe(200);
      now += 10 * MIN;
    }
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(30 * 60));
    now += 30 * MIN;
    expect((await resend()).status).toBe(200);
  });

  it('§7 a TV pairing PIN expires after 5 minutes unless a subscriber paired it', async () => {
    const tv = await registerDevice('7391046628105532');
    const pin = (await http('POST', `${S}/device/pin`, { headers: bearer(tv), json: {} })).body.data
      .pin as string;
    now += 2 * MIN;
    const poll = await http('POST', `${S}/device/pin`, { headers: bearer(tv), json: { pin } });
    expect(poll.body.data).toEqual({ pin, paired: false, expiresIn: 180 });
    now += 3 * MIN;
    expect((await http('POST', `${S}/device/pin`, { headers: bearer(tv), json: { pin } })).body).toEqual({
      errorcode: 6225,
      reason: 'Pairing code is invalid or expired',
    });
  });

  it('§8 the captcha limit lock ends after an hour', async () => {
    const dt = await registerDevice('1111222233336666');
    const verify = (captcha: string) =>
      http('POST', `${S}/verifyuser`, {
        headers: bearer(dt),
        form: { email: 'admin@sandbox.test', captcha },
      });
    for (let i = 0; i < 5; i++) expect((await verify('WRONG')).body.errorcode).toBe(6306);
    expect((await verify('SANDBOX')).status).toBe(429);
    now += 60 * MIN;
    expect((await verify('SANDBOX')).status).toBe(200);
  });
});
