// The hostile client: each attack a review reproduced against the sandbox, kept failing (security by construction).
// Payment results come from the gateway's side; one subscriber never reaches another's data.
import { encryptWithSecret } from '@ott/sdk';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SECRET } from '../src/options';
import { contractChecked } from './contract-check';
import { chooseAtCheckout, paymentForm, pngHead, useSandbox } from './helpers';

const sandbox = useSandbox();
const http = contractChecked(sandbox.http);
const state = () => sandbox.sandbox.state();
const as = (subscriberid: string, profileid: string) => ({
  'x-session': state().tokens.issueSession(subscriberid, profileid).sessionToken,
});
const farid = () => as('1002', '1002-p1');
const aisha = () => as('1001', '1001-p1');
let deviceSeq = 0;
/** A fresh device each call (its own device id): what an attacker rotating devices has. */
const device = () => ({
  authorization: `Bearer ${state().tokens.issueDevice(`98765432100${String(deviceSeq++).padStart(5, '0')}`)}`,
});
const CHARGE = '/charge';
const planForm = (o: Record<string, string> = {}) => paymentForm({ planid: 'PLAN-QUARTERLY-HD', ...o });
const choose = (referenceid: string, choice: string) =>
  chooseAtCheckout(sandbox.sandbox.url, referenceid, choice);

describe("payment forgeries (SPEC §7 payments: the result is the gateway's)", () => {
  const forged = [
    '{"status":"captured"}',
    '{"status":"success"}',
    '{"result":"CHARGED"}',
    '{"razorpay_payment_id":"pay_madeup","razorpay_order_id":"o","razorpay_signature":"s"}',
  ];

  it('§7 a callback claiming success without the checkout page leaves the payment PENDING and no plan', async () => {
    const headers = farid();
    for (const referencedata of forged) {
      const init = await http('POST', `${CHARGE}/subscriber/v1/payment/init/checkout`, {
        headers,
        form: planForm(),
      });
      const ref = init.body.data.referenceid as string;
      const cb = await http('POST', `${CHARGE}/callback/v1/checkout`, {
        headers,
        json: { referenceid: ref, referencedata },
      });
      expect(cb.body.data.status, referencedata).toBe('PENDING');
      const st = await http('GET', `${CHARGE}/subscriber/v1/payment/${ref}`, { headers });
      expect(st.body.data.status).toBe('PENDING');
    }
    const rzp = await http('POST', `${CHARGE}/subscriber/v1/payment/init/razorpay`, {
      headers,
      form: planForm({ currency: 'INR', planid: 'PLAN-MONTHLY-HD' }),
    });
    const cb = await http('POST', `${CHARGE}/callback/v1/razorpay`, {
      headers,
      json: { referenceid: rzp.body.data.referenceid, referencedata: forged[3] },
    });
    expect(cb.body.data.status).toBe('PENDING');
    expect(state().commerce.hasActiveSubscription('1002')).toBe(false);
    expect(state().commerce.entitlements('1002').subscriptions).toEqual([]);
  });

  it('§7 the external callback cannot turn a payment the gateway failed into a success', async () => {
    const headers = farid();
    const init = await http('POST', `${CHARGE}/externalapi/v1/payment/init/checkout`, {
      headers,
      form: planForm(),
    });
    const ref = init.body.data.referenceid as string;
    await choose(ref, 'failure');
    const cb = await http('POST', `${CHARGE}/externalapi/v1/payment/callback/checkout`, {
      headers,
      json: { referenceid: ref, referencedata: forged[0] },
    });
    expect(cb.body.data.status).toBe('FAILED');
    expect(state().commerce.hasActiveSubscription('1002')).toBe(false);
  });

  it('§7 payment references are not guessable: 80 random bits, never sequential', async () => {
    const headers = farid();
    const refs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const init = await http('POST', `${CHARGE}/subscriber/v1/payment/init/checkout`, {
        headers,
        form: planForm(),
      });
      refs.push(init.body.data.referenceid);
    }
    for (const r of refs) expect(r).toMatch(/^PAY-\d{8}-[0-9A-F]{20}$/);
    const tails = refs.map((r) => BigInt(`0x${r.slice(-20)}`));
    expect(tails[1]! - tails[0]!).not.toBe(1n);
    expect(tails[2]! - tails[1]!).not.toBe(1n);
  });
});

describe("cross-account reads (SPEC §6: one subscriber never reaches another's data)", () => {
  it('§6 another subscriber, or a device token, neither reads nor settles an external payment', async () => {
    const owner = farid();
    const init = await http('POST', `${CHARGE}/externalapi/v1/payment/init/checkout`, {
      headers: owner,
      form: planForm(),
    });
    const ref = init.body.data.referenceid as string;
    for (const headers of [aisha(), device()]) {
      const read = await http('GET', `${CHARGE}/externalapi/v1/payment/${ref}`, { headers });
      expect([401, 404]).toContain(read.status);
      const cb = await http('POST', `${CHARGE}/externalapi/v1/payment/callback/checkout`, {
        headers,
        json: { referenceid: ref, referencedata: '{"status":"failed"}' },
      });
      expect([401, 404]).toContain(cb.status);
      const sub = await http('GET', `${CHARGE}/subscriber/v1/payment/${ref}`, { headers });
      expect([401, 404]).toContain(sub.status);
    }
    const mine = await http('GET', `${CHARGE}/externalapi/v1/payment/${ref}`, { headers: owner });
    expect(mine.body.data).toMatchObject({ referenceid: ref, status: 'PENDING', failurecode: null });
  });
});

describe('the ClearKey licence (SPEC §4: keys only for a session entitled to the content)', () => {
  const KID = 'b3R0LXNhbmRib3gta2lkMQ';
  const licence = (
    url: string,
    headers: Record<string, string>,
    body: unknown = { kids: [KID], type: 'temporary' },
  ) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('§4 no session, another subscriber not entitled, a package not ClearKey, a malformed request: no key', async () => {
    const owner = aisha();
    const pkg = await http('POST', '/cms/subscriber/v1/content/package/MOV-003', {
      headers: owner,
      form: { packageid: 'pkg-MOV-003-dash', drmscheme: 'CLEARKEY' },
    });
    const url: string = pkg.body.data.licenseurl;
    const ok = await licence(url, pkg.body.data.licenseheaders);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { keys: unknown[] }).keys).toHaveLength(1);

    const none = await licence(url, {});
    expect(none.status).toBe(401);
    const visitor = await licence(url, device());
    expect(visitor.status).toBe(401);
    const stranger = await licence(url, farid());
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ errorcode: 7201 });
    const bare = await licence(`${sandbox.sandbox.url}/drm/clearkey`, owner);
    expect(bare.status).toBe(403);
    for (const body of [{ kids: [1] }, { kids: 'x' }, null, [KID]]) {
      const bad = await licence(url, owner, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const unknownKid = await licence(url, owner, { kids: ['AAAAAAAAAAAAAAAAAAAAAA'] });
    expect(unknownKid.status).toBe(403);
  });
});

describe('guessing (SPEC §8 Incorrect OTP, Captcha: limits per account as well as per device)', () => {
  const S = '/sms/subscriberv2/v1';
  const EMAIL = 'admin@sandbox.test';

  it('§8 a password-reset OTP is spent after 5 wrong tries: the right code is then refused (6310) until a new one', async () => {
    const headers = device();
    expect((await http('POST', `${S}/forgotpassword`, { headers, json: { email: EMAIL } })).status).toBe(200);
    const password = await encryptWithSecret(SAMPLE_SECRET, 'Stolen#999');
    const put = (otp: string) =>
      http('PUT', `${S}/forgotpassword`, { headers, json: { email: EMAIL, otp, password } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await put(String(100000 + i))).body.errorcode);
    expect(codes).toEqual([6304, 6304, 6304, 6304, 6310]);
    const right = await put(sandbox.sandbox.options.fixedOtp);
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ errorcode: 6310, reason: 'Too many wrong OTPs. Please request a new OTP' });
    // The password did not change; a new code works again.
    expect(state().accounts.subscribers.get('1001')?.password).not.toBe('Stolen#999');
    expect((await http('POST', `${S}/forgotpassword`, { headers, json: { email: EMAIL } })).status).toBe(200);
    expect((await put(sandbox.sandbox.options.fixedOtp)).body).toEqual({ data: { done: true } });
  });

  it('§8 every OTP check counts: parental verify and the telco payment OTP are spent after 5 wrong tries', async () => {
    const headers = aisha();
    expect((await http('GET', `${S}/subscriber/otp?purpose=PARENTAL_PIN`, { headers })).status).toBe(200);
    const parental: number[] = [];
    for (const otp of ['000001', '000002', '000003', '000004', '000005', sandbox.sandbox.options.fixedOtp])
      parental.push(
        (await http('POST', `${S}/parentalcontrol/verify`, { headers, json: { otp } })).body.errorcode,
      );
    expect(parental).toEqual([6304, 6304, 6304, 6304, 6310, 6310]);

    const payer = farid();
    const init = await http('POST', `${CHARGE}/subscriber/v1/payment/init/du`, {
      headers: payer,
      form: planForm({ planid: 'PLAN-WEEKLY-SD', availabilityid: 'AV-PLAN-SD' }),
    });
    const referenceid = init.body.data.referenceid as string;
    const telco: number[] = [];
    for (const otp of ['000001', '000002', '000003', '000004', '000005', sandbox.sandbox.options.fixedOtp])
      telco.push(
        (await http('POST', `${CHARGE}/callback/v1/du`, { headers: payer, form: { referenceid, otp } })).body
          .errorcode,
      );
    expect(telco).toEqual([6304, 6304, 6304, 6304, 6310, 6310]);
    expect(state().commerce.hasActiveSubscription('1002')).toBe(false);
  });

  it('§4 after 3 wrong passwords for an account the CAPTCHA is asked from any device, a fresh one included', async () => {
    const login = async (password: string, extra: Record<string, string> = {}) => {
      const q = new URLSearchParams({
        logintype: 'Email',
        email: EMAIL,
        password: await encryptWithSecret(SAMPLE_SECRET, password),
        ...extra,
      });
      return http('GET', `${S}/login?${q}`, { headers: device() });
    };
    for (let i = 0; i < 3; i++) expect((await login(`Guess#00${i}`)).body.errorcode).toBe(6110);
    // A fresh device, even with the right password: the CAPTCHA step first; a wrong answer is 6306.
    expect((await login('Sandbox#123')).body).toEqual({ success: '', successtype: 'CAPTCHA' });
    expect((await login('Guess#003')).body).toEqual({ success: '', successtype: 'CAPTCHA' });
    expect((await login('Sandbox#123', { captcha: 'WRONG' })).body.errorcode).toBe(6306);
    // Each further guess costs a solved CAPTCHA: a wrong password with one keeps the account asking.
    expect((await login('Guess#004', { captcha: 'SANDBOX' })).body.errorcode).toBe(6110);
    expect((await login('Sandbox#123')).body.successtype).toBe('CAPTCHA');
    const ok = await login('Sandbox#123', { captcha: 'SANDBOX' });
    expect(ok.body.success).toMatch(/^st\./);
    // The right password resets the account's count.
    expect((await login('Sandbox#123')).body.success).toMatch(/^st\./);
  });
});

describe('uploaded images (SPEC §6: the owner only, ids never guessed)', () => {
  it('§6 an image answers its owner (session or signed address) only; the bare id, or another session, is 404', async () => {
    const png = pngHead(64, 64);
    const fd = new FormData();
    fd.append('file', new Blob([png], { type: 'image/png' }), 'avatar.png');
    fd.append('purpose', 'avatar');
    const owner = aisha();
    const up = await http('POST', '/sms/image/v1/upload', { headers: owner, multipart: fd });
    const { url, imageid } = up.body.data as { url: string; imageid: string };
    expect(imageid).toMatch(/^img-[0-9a-f]{32}$/);
    const bare = `${sandbox.sandbox.url}/sms/image/v1/files/${imageid}`;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(bare, { headers: owner })).status).toBe(200);
    expect((await fetch(bare)).status).toBe(404);
    expect((await fetch(bare, { headers: farid() })).status).toBe(404);
    expect((await fetch(`${bare}?sig=${'A'.repeat(43)}`)).status).toBe(404);
    expect((await fetch(`${sandbox.sandbox.url}/sms/image/v1/files/img-1`)).status).toBe(404);
  });
});

describe("saved cards (SPEC §7 card details): only the caller's own", () => {
  const cards = (gateway: string, headers: Record<string, string>, captcha = 'SANDBOX') =>
    http('GET', `${CHARGE}/subscriber/v1/carddetails/${gateway}?captcha=${captcha}`, { headers });

  it("§7 another subscriber's gateway shows none of Aisha's cards; bad or unknown gateway ids are refused", async () => {
    const farids = await cards('checkout', farid());
    expect(farids.body).toEqual({ data: [], totalcount: 0 });
    const priya = as('1003', '1003-p1');
    expect((await cards('checkout', priya)).body.totalcount).toBe(0);
    // Aisha's own gateway id and card id in the path reach nothing of hers for someone else.
    for (const id of ['card-1001-1', 'checkout%2Fcard-1001-1', '..%2Fcheckout', 'CHECKOUT', 'x'.repeat(40)]) {
      const r = await cards(id, farid());
      expect(r.status, id).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(r.body)).not.toContain('4242');
    }
    expect((await cards('nosuchgateway', farid())).body).toEqual({
      errorcode: 6309,
      reason: 'Gateway not available',
    });
    // No session: a device token alone, or none, is unauthorized.
    expect((await cards('checkout', device())).status).toBe(401);
    expect((await cards('checkout', {})).status).toBe(401);
  });

  it("§7 a captcha answered on another subscriber's session does not open this one's cards", async () => {
    const aishaHeaders = aisha();
    await http('POST', '/sms/subscriberv2/v1/captcha', { headers: aishaHeaders });
    const answer = state().accounts.captchas.get(aishaHeaders['x-session'])?.answer ?? '';
    const r = await cards('checkout', farid(), answer);
    expect(r.body.errorcode).toBe(6306);
    expect((await cards('checkout', aishaHeaders, answer)).body.totalcount).toBe(2);
  });
});
