// The hostile client: each attack a review reproduced against the sandbox, kept failing (DESIGN "Security by
// construction"). Payment results come from the gateway's side; one subscriber never reaches another's data.
import { describe, expect, it } from 'vitest';
import { contractChecked } from './contract-check';
import { useSandbox } from './helpers';

const sandbox = useSandbox();
const http = contractChecked(sandbox.http);
const state = () => sandbox.sandbox.state();
const as = (subscriberid: string, profileid: string) => ({
  'x-session': state().tokens.issueSession(subscriberid, profileid).sessionToken,
});
const farid = () => as('1002', '1002-p1');
const aisha = () => as('1001', '1001-p1');
const device = () => ({ authorization: `Bearer ${state().tokens.issueDevice('dev-hostile')}` });
const CHARGE = '/charge';
const planForm = (o: Record<string, string> = {}) => ({
  devicetype: 'PC',
  amount: '1',
  currency: 'AED',
  transactionpurpose: 'SUBSCRIPTION',
  transactionmode: 'RECURRING',
  availabilityid: 'AV-PLAN-HD',
  planid: 'PLAN-QUARTERLY-HD',
  priceclassid: 'pc',
  ...o,
});
const choose = (referenceid: string, choice: string) =>
  fetch(`${sandbox.sandbox.url}/checkout/${referenceid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice }).toString(),
    redirect: 'manual',
  });

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
