import { describe, expect, it } from 'vitest';
import { contractChecked } from './contract-check';
import { chooseAtCheckout, paymentForm, useSandbox } from './helpers';

const sandbox = useSandbox();
/** Every sms/charge answer below is checked against its contract (status documented, JSON body valid). */
const t = {
  http: contractChecked(sandbox.http),
  get sandbox() {
    return sandbox.sandbox;
  },
  log: sandbox.log,
};

/** X-SESSION headers of a subscriber acting as one profile (tokens issued directly: the login flow is the accounts area's). */
const as = (subscriberid: string, profileid: string) => ({
  'x-session': t.sandbox.state().tokens.issueSession(subscriberid, profileid).sessionToken,
});
const aisha = () => as('1001', '1001-p1');
const farid = () => as('1002', '1002-p1');
const device = () => ({ authorization: `Bearer ${t.sandbox.state().tokens.issueDevice('dev-commerce')}` });

const SMS = '/sms/subscriberv2/v1';
const SUB = '/sms/subscriber/v1';
const CHARGE = '/charge';

const initForm = paymentForm;
/** Press a button of the sandbox checkout page. */
const choose = (referenceid: string, choice: string, extra: Record<string, string> = {}) =>
  chooseAtCheckout(t.sandbox.url, referenceid, choice, extra);
/** Opens a subscription checkout for a plan; its payment reference. */
const checkoutRef = async (planid: string, headers = farid()) =>
  (
    await t.http('POST', `${CHARGE}/subscriber/v1/payment/init/checkout`, {
      headers,
      form: initForm({ planid }),
    })
  ).body.data.referenceid as string;

describe('plans and availability (SPEC §3, §9)', () => {
  it('§9 availability paging: page size 15 by default, the rest on page 2 until totalcount', async () => {
    const p1 = await t.http('GET', `${SMS}/availability`, { headers: device() });
    expect(p1.status).toBe(200);
    expect(p1.body.data).toHaveLength(15);
    expect(p1.body.totalcount).toBeGreaterThanOrEqual(20);
    const p2 = await t.http('GET', `${SMS}/availability?page=2`, { headers: device() });
    expect(p2.body.data).toHaveLength(p1.body.totalcount - 15);
    const ids = [...p1.body.data, ...p2.body.data].map((a: { availabilityid: string }) => a.availabilityid);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'AV-PLAN-SD',
      'AV-PLAN-HD',
      'AV-PLAN-UHD',
      'AV-FREE',
      'AV-ADS',
      'AV-PAID-1',
      'AV-PAID-3',
      'AV-RENT-1',
      'AV-RENT-3',
    ]) {
      expect(ids).toContain(id);
    }
    const models = new Set(
      [...p1.body.data, ...p2.body.data].map((a: { pricemodel: string }) => a.pricemodel),
    );
    expect([...models].sort()).toEqual(['ADBASED', 'FREE', 'PAID', 'PLAN', 'RENTAL']);
  });

  it('§3 one availability by id; an unknown id is 404 4040', async () => {
    const r = await t.http('GET', `${SMS}/availability/AV-RENT-1`, { headers: device() });
    expect(r.body.data).toMatchObject({
      availabilityid: 'AV-RENT-1',
      pricemodel: 'RENTAL',
      price: 15,
      currency: 'AED',
      rentalhours: 48,
    });
    const missing = await t.http('GET', `${SMS}/availability/AV-NOPE`, { headers: device() });
    expect(missing.status).toBe(404);
    expect(missing.body.errorcode).toBe(4040);
  });

  it('§9 plans: every period, trials of 1, 2 and 7 days, AED in AE and INR in IN', async () => {
    const ae = await t.http('GET', `${SMS}/plan`, { headers: device() });
    expect(ae.status).toBe(200);
    const periods = ae.body.data.map((p: { period: string }) => p.period);
    for (const period of ['daily', 'weekly', 'monthly', 'quarterly', 'half-yearly', 'yearly'])
      expect(periods).toContain(period);
    const trials = ae.body.data.map(
      (p: { paymentdetail: { trialperioddays: number } }) => p.paymentdetail.trialperioddays,
    );
    expect(trials).toEqual(expect.arrayContaining([1, 2, 7]));
    expect(ae.body.data.every((p: { currency: string }) => p.currency === 'AED')).toBe(true);
    const monthly = ae.body.data.find((p: { planid: string }) => p.planid === 'PLAN-MONTHLY-HD');
    expect(monthly).toMatchObject({
      quality: 'HD',
      availabilityset: ['AV-PLAN-SD', 'AV-PLAN-HD'],
      price: 35,
    });
    const india = await t.http('GET', `${SMS}/plan?country=IN`, { headers: device() });
    expect(india.body.data.length).toBeGreaterThan(0);
    expect(india.body.data.every((p: { currency: string }) => p.currency === 'INR')).toBe(true);
  });

  it('§2 plan-and-coupon link: ?couponcode lists only the plans the coupon applies to', async () => {
    const r = await t.http('GET', `${SMS}/plan?couponcode=YEARLYONLY`, { headers: device() });
    expect(r.body.data.map((p: { planid: string }) => p.planid)).toEqual(['PLAN-YEARLY-UHD']);
    const expired = await t.http('GET', `${SMS}/plan?couponcode=EXPIRED1`, { headers: device() });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ errorcode: 6201, reason: 'Coupon is invalid or expired' });
  });

  it('§3 one plan; an unknown plan is 404', async () => {
    const r = await t.http('GET', `${SMS}/plan/PLAN-YEARLY-UHD`, { headers: device() });
    expect(r.body.data).toMatchObject({
      planid: 'PLAN-YEARLY-UHD',
      period: 'yearly',
      availabilityset: ['AV-PLAN-SD', 'AV-PLAN-HD', 'AV-PLAN-UHD'],
    });
    expect((await t.http('GET', `${SMS}/plan/PLAN-NOPE`, { headers: device() })).status).toBe(404);
  });
});

describe('subscriptions (SPEC §3, §5, §6, §8, §9)', () => {
  it('§8 listing subscriptions without a session is "payload not found"', async () => {
    const r = await t.http('GET', `${SMS}/subscription`, { headers: device() });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errorcode: 4000, reason: 'payload not found' });
  });

  it('§3 seed: 1001 has PLAN-MONTHLY-HD active in HD; 1002 has nothing; the status filter applies', async () => {
    const all = await t.http('GET', `${SMS}/subscription`, { headers: aisha() });
    expect(all.body.totalcount).toBe(1);
    expect(all.body.data[0]).toMatchObject({ planid: 'PLAN-MONTHLY-HD', status: 'active', quality: 'HD' });
    expect(
      (await t.http('GET', `${SMS}/subscription?status=cancelled`, { headers: aisha() })).body.totalcount,
    ).toBe(0);
    expect((await t.http('GET', `${SMS}/subscription`, { headers: farid() })).body).toEqual({
      data: [],
      totalcount: 0,
    });
    const c = t.sandbox.state().commerce;
    expect(c.hasActiveSubscription('1001')).toBe(true);
    expect(c.hasActiveSubscription('1002')).toBe(false);
    expect(c.entitlements('1001').subscriptions[0]).toMatchObject({
      planid: 'PLAN-MONTHLY-HD',
      quality: 'HD',
    });
  });

  it('§6 only the admin profile may pay: 6302 for another profile, 6303 "contact your parents" for kids', async () => {
    const omar = await t.http('GET', `${SUB}/subscription/precheck?planid=PLAN-MONTHLY-HD`, {
      headers: as('1001', '1001-p2'),
    });
    expect(omar.status).toBe(403);
    expect(omar.body).toEqual({ errorcode: 6302, reason: 'Admin only allowed to the payment' });
    const kids = await t.http('POST', `${SUB}/subscription`, {
      headers: as('1001', '1001-k1'),
      form: { planid: 'PLAN-WEEKLY-SD' },
    });
    expect(kids.status).toBe(403);
    expect(kids.body.errorcode).toBe(6303);
    expect(kids.body.reason).toContain('contact your parents');
    const pay = await t.http('POST', `${CHARGE}/subscriber/v1/payment/init/checkout`, {
      headers: as('1001', '1001-k1'),
      form: initForm({ planid: 'PLAN-WEEKLY-SD' }),
    });
    expect(pay.status).toBe(403);
    expect(pay.body.errorcode).toBe(6303);
  });

  it('§8 each coupon error is reachable, in the SPEC order of the messages', async () => {
    const pre = (planid: string, code: string, headers = aisha()) =>
      t.http('GET', `${SUB}/subscription/precheck?planid=${planid}&couponcode=${code}`, { headers });
    const cases: [string, string, number, string][] = [
      ['PLAN-MONTHLY-HD', 'EXPIRED1', 6201, 'Coupon is invalid or expired'],
      ['PLAN-MONTHLY-HD', 'NOSUCHCODE', 6201, 'Coupon is invalid or expired'],
      ['PLAN-MONTHLY-HD', 'INDIAONLY', 6202, 'Coupon is not applicable for your country'],
      ['PLAN-MONTHLY-HD', 'NEWUSERS', 6203, 'Coupon is not applicable to this subscriber'],
      ['PLAN-MONTHLY-HD', 'USEDONCE', 6204, 'Coupon has already been used'],
      ['PLAN-MONTHLY-HD', 'YEARLYONLY', 6205, 'Coupon is not applicable for the chosen plan'],
      ['PLAN-WEEKLY-SD', 'FREEMONTH', 6205, 'Coupon is not applicable for the chosen plan'],
    ];
    for (const [planid, code, errorcode, reason] of cases) {
      const r = await pre(planid, code);
      expect(r.status, code).toBe(400);
      expect(r.body, code).toEqual({ errorcode, reason });
    }
    const object = await t.http(
      'GET',
      `${SUB}/purchase/precheck?availabilityid=AV-PAID-1&objectid=MOV-005&couponcode=MOVIEONLY`,
      {
        headers: aisha(),
      },
    );
    expect(object.body).toEqual({ errorcode: 6206, reason: 'Coupon is not applicable for this object' });
    // NEWUSERS is fine for a subscriber who never bought anything; USEDONCE was used by 1002 too.
    expect((await pre('PLAN-MONTHLY-HD', 'NEWUSERS', farid())).body.data).toMatchObject({
      couponapplied: true,
      discount: 7,
    });
    expect((await pre('PLAN-MONTHLY-HD', 'USEDONCE', farid())).body.errorcode).toBe(6204);
  });

  it('§9 precheck: price, coupon discount and the free trial (trialperioddays > 1, once per subscriber)', async () => {
    const welcome = await t.http(
      'GET',
      `${SUB}/subscription/precheck?planid=PLAN-MONTHLY-HD&couponcode=WELCOME10`,
      { headers: farid() },
    );
    expect(welcome.body.data).toMatchObject({
      planid: 'PLAN-MONTHLY-HD',
      price: 35,
      discount: 3.5,
      finalprice: 31.5,
      currency: 'AED',
      couponcode: 'WELCOME10',
      couponapplied: true,
      trialperioddays: 7,
      freetrial: true,
    });
    const daily = await t.http('GET', `${SUB}/subscription/precheck?planid=PLAN-DAILY-SD`, {
      headers: farid(),
    });
    expect(daily.body.data).toMatchObject({ trialperioddays: 1, freetrial: false, couponapplied: false });
    // 1001 already had the monthly trial.
    const again = await t.http('GET', `${SUB}/subscription/precheck?planid=PLAN-MONTHLY-HD`, {
      headers: aisha(),
    });
    expect(again.body.data).toMatchObject({ trialperioddays: 0, freetrial: false });
  });

  it('§9 a free-trial plan starts "on trial" without a payment and entitles at once', async () => {
    const r = await t.http('POST', `${SUB}/subscription`, {
      headers: farid(),
      form: { planid: 'PLAN-WEEKLY-SD', source: 'Profile' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      planid: 'PLAN-WEEKLY-SD',
      status: 'on trial',
      paymentrequired: false,
    });
    const days = (Date.parse(r.body.data.nextbilling) - Date.parse(r.body.data.planstartdate)) / 86_400_000;
    expect(days).toBe(2);
    expect(t.sandbox.state().commerce.entitlements('1002').subscriptions).toEqual([
      { planid: 'PLAN-WEEKLY-SD', availabilityset: ['AV-PLAN-SD'], quality: 'SD', status: 'on trial' },
    ]);
    // The trial is taken: a second precheck offers none.
    const pre = await t.http('GET', `${SUB}/subscription/precheck?planid=PLAN-WEEKLY-SD`, {
      headers: farid(),
    });
    expect(pre.body.data.freetrial).toBe(false);
  });

  it('§9 a 1-day trial is not free: the subscription is pending until its payment succeeds on the checkout page', async () => {
    const created = await t.http('POST', `${SUB}/subscription`, {
      headers: farid(),
      form: { planid: 'PLAN-DAILY-SD', gatewayid: 'checkout' },
    });
    expect(created.body.data).toMatchObject({ status: 'pending', paymentrequired: true });
    const ref = created.body.data.referenceid as string;
    expect(ref).toMatch(/^PAY-\d{8}-[0-9A-F]{20}$/);
    expect(t.sandbox.state().commerce.entitlements('1002').subscriptions).toEqual([]);
    expect((await choose(ref, 'success')).status).toBe(200);
    const list = await t.http('GET', `${SMS}/subscription?status=active`, { headers: farid() });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      subscriptionid: created.body.data.subscriptionid,
      planid: 'PLAN-DAILY-SD',
      status: 'active',
      gatewayid: 'checkout',
    });
  });

  it('§9 FREEMONTH (100 % off PLAN-MONTHLY-HD) activates the plan at once with no payment step', async () => {
    const headers = aisha();
    const other = await t.http('POST', `${SUB}/subscription`, {
      headers,
      form: { planid: 'PLAN-QUARTERLY-HD', couponcode: 'FREEMONTH' },
    });
    expect(other.body).toEqual({ errorcode: 6205, reason: 'Coupon is not applicable for the chosen plan' });
    // 1001's monthly trial is spent: cancel the seeded plan, then take it again for free.
    await t.http('PUT', `${SUB}/subscription/PLAN-MONTHLY-HD`, {
      headers,
      json: { action: 'CANCEL', reason: 'Switching to the coupon' },
    });
    expect(t.sandbox.state().commerce.hasActiveSubscription('1001')).toBe(false);
    const free = await t.http('POST', `${SUB}/subscription`, {
      headers,
      form: { planid: 'PLAN-MONTHLY-HD', couponcode: 'FREEMONTH' },
    });
    expect(free.body.data).toMatchObject({
      status: 'active',
      paymentrequired: false,
      planid: 'PLAN-MONTHLY-HD',
      price: 0,
    });
    expect(t.sandbox.state().commerce.hasActiveSubscription('1001')).toBe(true);
  });

  it('§5 cancel needs a reason; access lasts until the end of the paid period', async () => {
    const noReason = await t.http('PUT', `${SUB}/subscription/PLAN-MONTHLY-HD`, {
      headers: aisha(),
      json: { action: 'CANCEL', reason: '' },
    });
    expect(noReason.status).toBe(400);
    const before = (await t.http('GET', `${SMS}/subscription`, { headers: aisha() })).body.data[0];
    const r = await t.http('PUT', `${SUB}/subscription/PLAN-MONTHLY-HD`, {
      headers: aisha(),
      json: { action: 'CANCEL', reason: 'Too expensive' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'cancelled', nextbilling: null, expiry: before.nextbilling });
    const c = t.sandbox.state().commerce;
    expect(c.hasActiveSubscription('1001')).toBe(false);
    expect(c.entitlements('1001').subscriptions.map((s) => s.status)).toEqual(['cancelled']);
    expect(
      (await t.http('GET', `${SMS}/subscription?status=cancelled`, { headers: aisha() })).body.totalcount,
    ).toBe(1);
    expect(
      (
        await t.http('PUT', `${SUB}/subscription/PLAN-YEARLY-UHD`, {
          headers: aisha(),
          json: { action: 'CANCEL', reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('§3 change plan: the subscription moves to the new plan and its quality', async () => {
    const r = await t.http('PUT', `${SUB}/subscription/PLAN-MONTHLY-HD`, {
      headers: aisha(),
      json: { action: 'CHANGE', newplanid: 'PLAN-YEARLY-UHD' },
    });
    expect(r.body.data).toMatchObject({ planid: 'PLAN-YEARLY-UHD', status: 'active', quality: 'UHD2' });
    expect(t.sandbox.state().commerce.entitlements('1001').subscriptions[0]?.availabilityset).toContain(
      'AV-PLAN-UHD',
    );
    expect(
      (
        await t.http('PUT', `${SUB}/subscription/PLAN-MONTHLY-HD`, {
          headers: as('1001', '1001-p2'),
          json: { action: 'CHANGE', newplanid: 'PLAN-DAILY-SD' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('payments and the checkout page (SPEC §4, §7 Payments, §9)', () => {
  it('§7 init → checkout Success → status/callback → the plan is active and entitled; createSubscription then needs no payment', async () => {
    const headers = farid();
    const init = await t.http('POST', `${CHARGE}/subscriber/v1/payment/init/checkout`, {
      headers,
      form: initForm({
        planid: 'PLAN-YEARLY-UHD',
        availabilityid: 'AV-PLAN-UHD',
        returnurl: 'http://127.0.0.1:5173/payment/done',
      }),
    });
    expect(init.status).toBe(200);
    const d = init.body.data;
    expect(d).toMatchObject({
      gatewayid: 'checkout',
      status: 'PENDING',
      nextaction: 'REDIRECT',
      amount: 349,
      currency: 'AED',
      upiintent: null,
    });
    expect(d.redirecturl).toBe(`${t.sandbox.url}/checkout/${d.referenceid}`);

    const page = await fetch(d.redirecturl);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('349.00 AED');
    expect(html).toContain('Premium Yearly 4K');
    for (const b of ['Success', 'Failure', 'Pending']) expect(html).toContain(`>${b}</button>`);

    expect(t.sandbox.state().commerce.hasActiveSubscription('1002')).toBe(false);
    const chosen = await choose(d.referenceid, 'success');
    expect(chosen.status).toBe(303);
    const back = new URL(chosen.headers.get('location') ?? '');
    expect(back.pathname).toBe('/payment/done');
    expect(back.searchParams.get('referenceid')).toBe(d.referenceid);
    expect(back.searchParams.get('status')).toBe('SUCCESS');
    // The gateway too: an app relays the result to the external API's callback by gateway id.
    expect(back.searchParams.get('gatewayid')).toBe('checkout');

    // Entitled at once, before any further call.
    expect(t.sandbox.state().commerce.entitlements('1002').subscriptions[0]).toMatchObject({
      planid: 'PLAN-YEARLY-UHD',
      quality: 'UHD2',
      status: 'active',
    });

    const status = await t.http('GET', `${CHARGE}/subscriber/v1/payment/${d.referenceid}`, { headers });
    expect(status.body.data).toMatchObject({
      status: 'SUCCESS',
      errortype: null,
      transactionpurpose: 'SUBSCRIPTION',
      planid: 'PLAN-YEARLY-UHD',
    });
    const cb = await t.http('POST', `${CHARGE}/callback/v1/checkout`, {
      headers,
      json: {
        gatewayid: 'checkout',
        referenceid: d.referenceid,
        referencedata: '{"paymentid":"pay_1","status":"Authorized"}',
      },
    });
    expect(cb.body.data.status).toBe('SUCCESS');

    const subs = await t.http('GET', `${SMS}/subscription?status=active`, { headers });
    expect(subs.body.data.map((s: { planid: string }) => s.planid)).toEqual(['PLAN-YEARLY-UHD']);
    const created = await t.http('POST', `${SUB}/subscription`, {
      headers,
      form: { planid: 'PLAN-YEARLY-UHD' },
    });
    expect(created.body.data).toMatchObject({
      status: 'active',
      paymentrequired: false,
      referenceid: d.referenceid,
    });
    expect((await t.http('GET', `${SMS}/subscription`, { headers })).body.totalcount).toBe(1);
    const bills = await t.http('GET', `${SMS}/bill`, { headers });
    expect(bills.body.data[0]).toMatchObject({
      amount: 349,
      currency: 'AED',
      status: 'PAID',
      referenceid: d.referenceid,
    });
  });

  it('§4 payment failure: a gateway code gives errortype Gateway, APPROVAL_PENDING gives User; nothing is activated', async () => {
    const headers = farid();
    const open = () => checkoutRef('PLAN-QUARTERLY-HD', headers);
    const a = await open();
    await choose(a, 'failure', { failurecode: 'INSUFFICIENT_BALANCE' });
    const sa = await t.http('GET', `${CHARGE}/subscriber/v1/payment/${a}`, { headers });
    expect(sa.body.data).toMatchObject({
      status: 'FAILED',
      errortype: 'Gateway',
      failurecode: 'INSUFFICIENT_BALANCE',
      message: 'payment failed',
    });
    const b = await open();
    await choose(b, 'failure', { failurecode: 'APPROVAL_PENDING' });
    expect(
      (await t.http('GET', `${CHARGE}/subscriber/v1/payment/${b}`, { headers })).body.data,
    ).toMatchObject({ status: 'FAILED', errortype: 'User' });
    // A later callback cannot overturn the tester's choice.
    const cb = await t.http('POST', `${CHARGE}/callback/v1/checkout`, {
      headers,
      json: { referenceid: a, referencedata: '{"status":"captured"}' },
    });
    expect(cb.body.data.status).toBe('FAILED');
    expect(t.sandbox.state().commerce.hasActiveSubscription('1002')).toBe(false);
    expect((await t.http('GET', `${SMS}/bill`, { headers })).body.totalcount).toBe(0);
  });

  it('§9 Pending resolves to SUCCESS after paymentDelayMs (0 in test mode)', async () => {
    const headers = farid();
    const ref = await checkoutRef('PLAN-HALFYEARLY-HD', headers);
    await choose(ref, 'pending');
    expect(
      (await t.http('GET', `${CHARGE}/subscriber/v1/payment/${ref}`, { headers })).body.data.status,
    ).toBe('SUCCESS');
    expect(t.sandbox.state().commerce.hasActiveSubscription('1002')).toBe(true);
  });

  it('§7 a callback relays the gateway: its result is the checkout page\'s, never referencedata; bad JSON is "payment failed"', async () => {
    const headers = farid();
    const ref = await checkoutRef('PLAN-QUARTERLY-HD', headers);
    const bad = await t.http('POST', `${CHARGE}/callback/v1/checkout`, {
      headers,
      json: { referenceid: ref, referencedata: 'not json' },
    });
    expect(bad.body).toEqual({ errorcode: 6301, reason: 'payment failed' });
    const other = await t.http('POST', `${CHARGE}/callback/v1/du`, {
      headers,
      json: { referenceid: ref, referencedata: '{}' },
    });
    expect(other.status).toBe(404);
    expect(other.body.errorcode).toBe(6308);
    // The client's word is not the gateway's: still PENDING, nothing activated.
    const early = await t.http('POST', `${CHARGE}/callback/v1/checkout`, {
      headers,
      json: { referenceid: ref, referencedata: '{"status":"Authorized"}' },
    });
    expect(early.body.data.status).toBe('PENDING');
    expect(t.sandbox.state().commerce.entitlements('1002').subscriptions).toEqual([]);
    await choose(ref, 'success');
    const ok = await t.http('POST', `${CHARGE}/callback/v1/checkout`, {
      headers,
      json: { referenceid: ref, referencedata: '{"status":"Authorized"}' },
    });
    expect(ok.body.data.status).toBe('SUCCESS');
    expect(
      t.sandbox
        .state()
        .commerce.entitlements('1002')
        .subscriptions.map((s) => s.planid),
    ).toEqual(['PLAN-QUARTERLY-HD']);
    // Someone else's reference is not found.
    expect(
      (await t.http('GET', `${CHARGE}/subscriber/v1/payment/${ref}`, { headers: aisha() })).body.errorcode,
    ).toBe(6308);
  });

  it('§9 telco carrier billing: OTP (logged), 5 % VAT, callback; the plan cannot be cancelled here (6222)', async () => {
    const headers = farid();
    const wrongGateway = await t.http('POST', `${CHARGE}/subscriber/v1/payment/init/checkout`, {
      headers,
      form: initForm({ planid: 'PLAN-TELCO-WEEKLY', availabilityid: 'AV-PLAN-SD' }),
    });
    expect(wrongGateway.body).toEqual({ errorcode: 6309, reason: 'Gateway not available' });
    expect(
      (
        await t.http('POST', `${CHARGE}/subscriber/v1/payment/init/etisalat`, {
          headers,
          form: initForm({ planid: 'PLAN-TELCO-WEEKLY' }),
        })
      ).body.errorcode,
    ).toBe(6309);

    const init = await t.http('POST', `${CHARGE}/subscriber/v1/payment/init/du`, {
      headers,
      form: initForm({ planid: 'PLAN-TELCO-WEEKLY', availabilityid: 'AV-PLAN-SD' }),
    });
    const d = init.body.data;
    expect(d).toMatchObject({
      gatewayid: 'du',
      nextaction: 'OTP',
      amount: 10.5,
      currency: 'AED',
      redirecturl: null,
    });
    expect(d.gatewaydata).toMatchObject({ maskedmobileno: '9715XXXX0002', vat: '5%' });
    expect(t.log.some((l) => l.includes(`OTP for payment ${d.referenceid}`) && l.endsWith('123456'))).toBe(
      true,
    );

    const token = await t.http('POST', `${CHARGE}/pgclienthandler/v1/telcostcbh/accesstoken`, {
      headers,
      form: { referenceid: d.referenceid, gatewayid: 'du', mobileno: '971500000002', countrycode: '+971' },
    });
    expect(token.body.data).toMatchObject({
      tokentype: 'Bearer',
      expiresIn: 300,
      referenceid: d.referenceid,
      operator: 'du',
    });

    const wrong = await t.http('POST', `${CHARGE}/callback/v1/du`, {
      headers,
      form: { referenceid: d.referenceid, otp: '000000' },
    });
    expect(wrong.body).toEqual({ errorcode: 6304, reason: 'Incorrect OTP' });
    const right = await t.http('POST', `${CHARGE}/callback/v1/du`, {
      headers,
      form: { referenceid: d.referenceid, otp: '123456' },
    });
    expect(right.body.data).toMatchObject({ status: 'SUCCESS', gatewayid: 'du', amount: 10.5 });

    const sub = (await t.http('GET', `${SMS}/subscription`, { headers })).body.data[0];
    expect(sub).toMatchObject({ planid: 'PLAN-TELCO-WEEKLY', status: 'active', gatewayid: 'du' });
    const cancel = await t.http('PUT', `${SUB}/subscription/PLAN-TELCO-WEEKLY`, {
      headers,
      json: { action: 'CANCEL', reason: 'Moving abroad' },
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toEqual({
      errorcode: 6222,
      reason: 'Cancel not applicable. Please cancel at the payment gateway',
    });
    const bill = (await t.http('GET', `${SMS}/bill`, { headers })).body.data[0];
    const details = await t.http('GET', `${SMS}/bill/${bill.billid}`, { headers });
    expect(details.body.data).toMatchObject({ subtotal: 10, tax: 0.5, amount: 10.5, taxlabel: 'VAT 5%' });
  });

  it('§7 Razorpay form: order options in paise, then the Razorpay callback succeeds the payment', async () => {
    const headers = farid();
    const init = await t.http('POST', `${CHARGE}/subscriber/v1/payment/init/razorpay`, {
      headers,
      form: {
        devicetype: 'PC',
        amount: '299',
        currency: 'INR',
        transactionpurpose: 'SUBSCRIPTION',
        transactionmode: 'RECURRING',
        availabilityid: 'AV-PLAN-HD',
        planid: 'PLAN-MONTHLY-HD',
        priceclassid: 'pc-PLAN-MONTHLY-HD-inr',
      },
    });
    expect(init.status).toBe(200);
    expect(init.body.data).toMatchObject({
      gatewayid: 'razorpay',
      amount: 29900,
      currency: 'INR',
      keyid: 'rzp_test_sandbox0001',
    });
    expect(init.body.data.prefill).toMatchObject({ name: 'Farid Free', email: 'free@sandbox.test' });
    const relay = () =>
      t.http('POST', `${CHARGE}/callback/v1/razorpay`, {
        headers,
        json: {
          referenceid: init.body.data.referenceid,
          referencedata: '{"razorpay_payment_id":"pay_x","razorpay_order_id":"o","razorpay_signature":"s"}',
        },
      });
    // A made-up Razorpay payment id is not a payment: PENDING until the gateway (checkout page) records one.
    expect((await relay()).body.data.status).toBe('PENDING');
    await choose(init.body.data.referenceid, 'success');
    expect((await relay()).body.data).toMatchObject({ status: 'SUCCESS', currency: 'INR', amount: 299 });
    expect(t.sandbox.state().commerce.entitlements('1002').subscriptions[0]?.planid).toBe('PLAN-MONTHLY-HD');
  });

  it('§7 Razorpay checkout (checkouturl) returns signed Razorpay ids to the app; the razorpay callback takes them', async () => {
    const headers = as('1003', '1003-p1');
    const init = await t.http('POST', `${CHARGE}/subscriber/v1/payment/init/razorpay`, {
      headers,
      form: initForm({ currency: 'INR', planid: 'PLAN-MONTHLY-HD', priceclassid: 'pc-PLAN-MONTHLY-HD-inr' }),
    });
    const d = init.body.data;
    expect(d).toMatchObject({ amount: 29900, currency: 'INR', prefill: { name: 'Priya Nair' } });
    expect(d.checkouturl).toBe(`${t.sandbox.url}/checkout/${d.referenceid}`);
    const back = await choose(d.referenceid, 'success', {
      returnurl: `http://127.0.0.1:5173/payment/${d.referenceid}`,
    });
    expect(back.status).toBe(303);
    const q = new URL(back.headers.get('location') ?? '').searchParams;
    expect(q.get('status')).toBe('SUCCESS');
    expect(q.get('razorpay_order_id')).toBe(d.orderid);
    expect(q.get('razorpay_signature')).toMatch(/^[0-9a-f]{64}$/);
    const cb = await t.http('POST', `${CHARGE}/callback/v1/razorpay`, {
      headers,
      json: {
        referenceid: d.referenceid,
        referencedata: JSON.stringify(Object.fromEntries([...q].filter(([k]) => k.startsWith('razorpay_')))),
      },
    });
    expect(cb.body.data).toMatchObject({ status: 'SUCCESS', gatewayid: 'razorpay', amount: 299 });
    expect(t.sandbox.state().commerce.entitlements('1003').subscriptions[0]?.planid).toBe('PLAN-MONTHLY-HD');
  });

  it('§7 UPI (external init by gateway id) answers a upi:// intent; the checkout page works for it too', async () => {
    const headers = farid();
    const aed = await t.http('POST', `${CHARGE}/externalapi/v1/payment/init/razorpay`, {
      headers,
      form: initForm({
        currency: 'INR',
        transactionpurpose: 'PURCHASE',
        transactionmode: 'ONETIME',
        availabilityid: 'AV-RENT-1',
        objectid: 'MOV-006',
      }),
    });
    // AV-RENT-1 is priced in AED: UPI (INR only) cannot take it.
    expect(aed.body.errorcode).toBe(6309);
    const upi = await t.http('POST', `${CHARGE}/externalapi/v1/payment/init/razorpay`, {
      headers,
      form: initForm({ currency: 'INR', planid: 'PLAN-QUARTERLY-HD' }),
    });
    expect(upi.body.data).toMatchObject({
      nextaction: 'UPI_INTENT',
      amount: 499,
      currency: 'INR',
      redirecturl: null,
    });
    expect(upi.body.data.upiintent).toMatch(/^upi:\/\/pay\?.*tr=PAY-/);
    const url = upi.body.data.gatewaydata.checkouturl;
    expect(url).toBe(`${t.sandbox.url}/checkout/${upi.body.data.referenceid}`);
    expect(await (await fetch(url)).text()).toContain('499.00 INR');
  });

  it("§7 external API: the owner's session only, the result from the checkout page, external status", async () => {
    const form = initForm({ planid: 'PLAN-WEEKLY-SD', availabilityid: 'AV-PLAN-SD' });
    const anonymous = await t.http('POST', `${CHARGE}/externalapi/v1/payment/init/checkout`, {
      headers: device(),
      form,
    });
    expect(anonymous.status).toBe(401);
    const headers = farid();
    const init = await t.http('POST', `${CHARGE}/externalapi/v1/payment/init/checkout`, { headers, form });
    expect(init.status).toBe(200);
    const ref = init.body.data.referenceid;
    expect(
      (await t.http('GET', `${CHARGE}/externalapi/v1/payment/${ref}`, { headers })).body.data.status,
    ).toBe('PENDING');
    const relay = () =>
      t.http('POST', `${CHARGE}/externalapi/v1/payment/callback/checkout`, {
        headers,
        json: { referenceid: ref, referencedata: '{"result":"CHARGED"}' },
      });
    expect((await relay()).body.data.status).toBe('PENDING');
    await choose(ref, 'success');
    expect((await relay()).body.data.status).toBe('SUCCESS');
    expect((await t.http('GET', `${CHARGE}/externalapi/v1/payment/PAY-NOPE`, { headers })).status).toBe(404);
  });

  it('§2 payment mode selection: gateways by country, purpose and plan; a query needs the session', async () => {
    const all = await t.http('GET', `${CHARGE}/subscriber/v1/gateway`, { headers: device() });
    expect(all.body.data.map((g: { type: string }) => g.type).sort()).toEqual([
      'CARD',
      'CARD',
      'NETBANKING',
      'TELCO',
      'TELCO',
      'UPI',
      'WALLET',
    ]);
    expect(
      (await t.http('GET', `${CHARGE}/subscriber/v1/gateway?country=AE`, { headers: device() })).status,
    ).toBe(401);
    const ae = await t.http('GET', `${CHARGE}/subscriber/v1/gateway?country=AE`, { headers: aisha() });
    expect(ae.body.data.map((g: { gatewayid: string }) => g.gatewayid)).toEqual([
      'checkout',
      'du',
      'etisalat',
    ]);
    expect(ae.body.data.find((g: { gatewayid: string }) => g.gatewayid === 'etisalat').enabled).toBe(false);
    const telco = await t.http('GET', `${CHARGE}/subscriber/v1/gateway?planid=PLAN-TELCO-WEEKLY`, {
      headers: aisha(),
    });
    expect(telco.body.data.every((g: { type: string }) => g.type === 'TELCO')).toBe(true);
    const purchase = await t.http(
      'GET',
      `${CHARGE}/subscriber/v1/gateway?country=IN&transactionpurpose=PURCHASE`,
      { headers: aisha() },
    );
    expect(purchase.body.data.map((g: { gatewayid: string }) => g.gatewayid)).toEqual([
      'razorpay',
      'razorpaycard',
      'billdesk',
      'paytm',
    ]);
    const logo = await fetch(ae.body.data[0].logo);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    // The external API lists its own gateways too (PayBy, and the disabled Aani): 9 in all; the subscriber API
    // never lists those two (above: 7).
    const external = await t.http('GET', `${CHARGE}/externalapi/v1/gateway`, { headers: device() });
    expect(external.body.totalcount).toBe(9);
    expect(
      external.body.data
        .filter((g: { countries: string[] }) => g.countries.includes('AE'))
        .map((g: { gatewayid: string; enabled: boolean }) => `${g.gatewayid}:${g.enabled}`),
    ).toEqual(['checkout:true', 'du:true', 'etisalat:false', 'payby:true', 'aanibank:false']);
  });

  it('§7 an external-only gateway is paid through the external API alone; a disabled one answers 6309', async () => {
    const form = initForm({ planid: 'PLAN-WEEKLY-SD', availabilityid: 'AV-PLAN-SD' });
    const viaSubscriber = await t.http('POST', `${CHARGE}/subscriber/v1/payment/init/payby`, {
      headers: aisha(),
      form,
    });
    expect(viaSubscriber.body.errorcode).toBe(6309);
    const disabled = await t.http('POST', `${CHARGE}/externalapi/v1/payment/init/aanibank`, {
      headers: aisha(),
      form,
    });
    expect(disabled.body.errorcode).toBe(6309);
    const init = await t.http('POST', `${CHARGE}/externalapi/v1/payment/init/payby`, {
      headers: aisha(),
      form,
    });
    expect(init.status).toBe(200);
    expect(init.body.data.nextaction).toBe('REDIRECT');
    const ref = init.body.data.referenceid;
    // Aisha's own external payment: her session sees it through the external status call, not the subscriber one.
    const st = await t.http('GET', `${CHARGE}/externalapi/v1/payment/${ref}`, { headers: aisha() });
    expect(st.body.data).toMatchObject({ gatewayid: 'payby', status: 'PENDING' });
    expect((await t.http('GET', `${CHARGE}/subscriber/v1/payment/${ref}`, { headers: aisha() })).status).toBe(
      404,
    );
  });

  it('§7 saved cards are behind the captcha (SANDBOX); 5 wrong answers reach the captcha limit', async () => {
    const headers = aisha();
    const cards = await t.http('GET', `${CHARGE}/subscriber/v1/carddetails/checkout?captcha=SANDBOX`, {
      headers,
    });
    expect(cards.body.totalcount).toBe(2);
    // The card gateway's page offers them to pay with (the payer's own only).
    const page = async (headers: { 'x-session': string }) =>
      (await fetch(`${t.sandbox.url}/checkout/${await checkoutRef('PLAN-QUARTERLY-HD', headers)}`)).text();
    expect(await page(headers)).toContain('VISA •••• 4242 (08/2028) — default');
    expect(await page(farid())).not.toContain('saved-cards');
    expect(cards.body.data[0]).toEqual({
      cardid: 'card-1001-1',
      brand: 'VISA',
      last4: '4242',
      expirymonth: 8,
      expiryyear: 2028,
      holdername: 'AISHA RAHMAN',
      isdefault: true,
    });
    for (let i = 0; i < 5; i++) {
      const r = await t.http('GET', `${CHARGE}/subscriber/v1/carddetails/checkout?captcha=WRONG`, {
        headers,
      });
      expect(r.body).toEqual({ errorcode: 6306, reason: 'Entered invalid captcha text' });
    }
    const limited = await t.http('GET', `${CHARGE}/subscriber/v1/carddetails/checkout?captcha=SANDBOX`, {
      headers,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.errorcode).toBe(6307);
  });

  it("§7 card details take the answer of the caller's captcha image, once; Priya's RuPay card is at razorpaycard", async () => {
    const headers = as('1003', '1003-p1');
    const issue = async () => {
      expect((await t.http('POST', `${SMS}/captcha`, { headers })).status).toBe(200);
      return t.sandbox.state().accounts.captchas.get(headers['x-session'])?.answer ?? '';
    };
    const answer = await issue();
    const cards = await t.http('GET', `${CHARGE}/subscriber/v1/carddetails/razorpaycard?captcha=${answer}`, {
      headers,
    });
    expect(cards.body).toEqual({
      totalcount: 1,
      data: [
        {
          cardid: 'card-1003-1',
          brand: 'RUPAY',
          last4: '6011',
          expirymonth: 11,
          expiryyear: 2029,
          holdername: 'PRIYA NAIR',
          isdefault: true,
        },
      ],
    });
    // The image is spent: the same answer again is wrong.
    const again = await t.http('GET', `${CHARGE}/subscriber/v1/carddetails/razorpaycard?captcha=${answer}`, {
      headers,
    });
    expect(again.body.errorcode).toBe(6306);
    const none = await t.http(
      'GET',
      `${CHARGE}/subscriber/v1/carddetails/razorpay?captcha=${await issue()}`,
      {
        headers,
      },
    );
    expect(none.body).toEqual({ data: [], totalcount: 0 });
  });

  it('§7 the checkout page of an unknown reference is a 404 page; a settled payment offers no buttons', async () => {
    expect((await fetch(`${t.sandbox.url}/checkout/PAY-NOPE`)).status).toBe(404);
    const ref = await checkoutRef('PLAN-QUARTERLY-HD');
    await choose(ref, 'success');
    const html = await (await fetch(`${t.sandbox.url}/checkout/${ref}`)).text();
    expect(html).toContain('SUCCESS');
    expect(html).not.toContain('<button');
  });
});

describe('purchases and rentals (SPEC §3, §4)', () => {
  it('§3 seed: 1001 owns MOV-005 (PAID) and rents MOV-006 until 48 h after the seed', async () => {
    const r = await t.http('GET', `${SMS}/purchase`, { headers: aisha() });
    expect(r.body.totalcount).toBe(2);
    const byObject = Object.fromEntries(r.body.data.map((p: { objectid: string }) => [p.objectid, p]));
    expect(byObject['MOV-005']).toMatchObject({
      availabilityid: 'AV-PAID-1',
      pricemodel: 'PAID',
      expiry: null,
    });
    expect(byObject['MOV-006']).toMatchObject({ availabilityid: 'AV-RENT-1', pricemodel: 'RENTAL' });
    const c = t.sandbox.state().commerce;
    const rental = c.entitlements('1001').purchases.find((p) => p.objectid === 'MOV-006');
    expect(rental?.expiresAt).toBe(c.seedAt + 48 * 3_600_000);
    expect((await t.http('GET', `${SMS}/purchase`, { headers: farid() })).body.totalcount).toBe(0);
  });

  it('§4 rent a title: precheck → create (pending) → checkout Success → listed with a 48 h window, entitled', async () => {
    const headers = farid();
    const pre = await t.http('GET', `${SUB}/purchase/precheck?availabilityid=AV-RENT-1&objectid=MOV-006`, {
      headers,
    });
    expect(pre.body.data).toMatchObject({
      pricemodel: 'RENTAL',
      price: 15,
      finalprice: 15,
      currency: 'AED',
      rentalhours: 48,
    });
    const created = await t.http('POST', `${SUB}/purchase`, {
      headers,
      form: { availabilityid: 'AV-RENT-1', objectid: 'MOV-006', gatewayid: 'checkout' },
    });
    expect(created.body.data).toMatchObject({ paymentrequired: true, pricemodel: 'RENTAL' });
    expect(t.sandbox.state().commerce.entitlements('1002').purchases).toEqual([]);
    await choose(created.body.data.referenceid, 'success');
    const list = await t.http('GET', `${SMS}/purchase`, { headers });
    expect(list.body.data).toHaveLength(1);
    const p = list.body.data[0];
    expect(p).toMatchObject({ objectid: 'MOV-006', availabilityid: 'AV-RENT-1', title: 'The Pearl Diver' });
    expect(Date.parse(p.expiry) - Date.parse(p.purchasedate)).toBe(48 * 3_600_000);
    const [ent] = t.sandbox.state().commerce.entitlements('1002').purchases;
    expect(ent).toMatchObject({ availabilityid: 'AV-RENT-1', objectid: 'MOV-006' });
    expect(Math.floor((ent?.expiresAt ?? 0) / 1000) * 1000).toBe(Date.parse(p.expiry));
    // Buying again while the rental runs needs no payment.
    const again = await t.http('POST', `${SUB}/purchase`, {
      headers,
      form: { availabilityid: 'AV-RENT-1', objectid: 'MOV-006' },
    });
    expect(again.body.data).toMatchObject({ paymentrequired: false, purchaseid: p.purchaseid });
  });

  it('§4 buy to own with a coupon: MOVIEONLY takes 20 % off MOV-009; init then callback makes the purchase', async () => {
    const headers = farid();
    const pre = await t.http(
      'GET',
      `${SUB}/purchase/precheck?availabilityid=AV-PAID-2&objectid=MOV-009&couponcode=MOVIEONLY`,
      { headers },
    );
    expect(pre.body.data).toMatchObject({
      pricemodel: 'PAID',
      price: 30,
      discount: 6,
      finalprice: 24,
      couponapplied: true,
    });
    const wrongPlace = await t.http(
      'GET',
      `${SUB}/purchase/precheck?availabilityid=AV-PAID-1&objectid=MOV-009`,
      { headers },
    );
    expect(wrongPlace.status).toBe(404);
    const init = await t.http('POST', `${CHARGE}/subscriber/v1/payment/init/checkout`, {
      headers,
      form: initForm({
        transactionpurpose: 'PURCHASE',
        transactionmode: 'ONETIME',
        availabilityid: 'AV-PAID-2',
        objectid: 'MOV-009',
        couponcode: 'MOVIEONLY',
      }),
    });
    expect(init.body.data.amount).toBe(24);
    await choose(init.body.data.referenceid, 'success');
    const list = await t.http('GET', `${SMS}/purchase`, { headers });
    expect(list.body.data[0]).toMatchObject({
      objectid: 'MOV-009',
      availabilityid: 'AV-PAID-2',
      pricemodel: 'PAID',
      expiry: null,
      price: 24,
    });
  });

  it('§4 rental update: the first play restarts the window; an expired rental is "Content is Expired"', async () => {
    const headers = aisha();
    const r = await t.http('POST', `${SMS}/rentalupdate`, {
      headers,
      json: { availabilityid: 'AV-RENT-1', objectid: 'MOV-006' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.objectid).toBe('MOV-006');
    const c = t.sandbox.state().commerce;
    const rental = c.purchases.find((p) => p.objectid === 'MOV-006');
    if (!rental) throw new Error('seeded rental missing');
    rental.expiresAt = Date.now() - 1000;
    const expired = await t.http('POST', `${SMS}/rentalupdate`, {
      headers,
      json: { availabilityid: 'AV-RENT-1', objectid: 'MOV-006' },
    });
    expect(expired.body).toEqual({ errorcode: 7202, reason: 'Content is Expired' });
    expect(
      (
        await t.http('POST', `${SMS}/rentalupdate`, {
          headers,
          json: { availabilityid: 'AV-RENT-2', objectid: 'MOV-006' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('bills (SPEC §7 billing)', () => {
  it('§7 1001 has two bills, newest first, with a date filter', async () => {
    const r = await t.http('GET', `${SMS}/bill`, { headers: aisha() });
    expect(r.body.totalcount).toBe(2);
    expect(Date.parse(r.body.data[0].date)).toBeGreaterThan(Date.parse(r.body.data[1].date));
    expect(r.body.data[0].description).toBe('The Pearl Diver — rental, 48 hours');
    const from = r.body.data[0].date.slice(0, 10);
    expect((await t.http('GET', `${SMS}/bill?fromdate=${from}`, { headers: aisha() })).body.totalcount).toBe(
      1,
    );
  });

  it('§7 a seeded rental bill names its title and rental window, in the list, its details and its PDF', async () => {
    const headers = aisha();
    const list = await t.http('GET', `${SMS}/bill`, { headers });
    const rental = list.body.data.find((b: { billid: string }) => b.billid === 'B-000302');
    expect(rental.description).toBe('The Pearl Diver — rental, 48 hours');
    const details = await t.http('GET', `${SMS}/bill/B-000302`, { headers });
    expect(details.body.data.items[0].description).toBe('The Pearl Diver — rental, 48 hours');
    const res = await fetch(`${t.sandbox.url}${SMS}/bill/B-000302?download=true`, { headers });
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).not.toContain('{title}');
  });

  it('§7 bill details as JSON, and as a valid one-page PDF with download=true or Accept application/pdf', async () => {
    const headers = aisha();
    const list = await t.http('GET', `${SMS}/bill`, { headers });
    const planBill = list.body.data.find(
      (b: { description: string }) => b.description === 'Premium Monthly HD',
    );
    const details = await t.http('GET', `${SMS}/bill/${planBill.billid}`, { headers });
    expect(details.body.data).toMatchObject({
      billid: planBill.billid,
      subscriberid: '1001',
      subscribername: 'Aisha Rahman',
      planid: 'PLAN-MONTHLY-HD',
      subtotal: 35,
    });
    expect(details.body.data.items[0].description).toMatch(
      /^Premium Monthly HD, \d{2} [A-Z]{3} \d{4} – \d{2} [A-Z]{3} \d{4}$/,
    );

    for (const [path, extra] of [
      [`${SMS}/bill/${planBill.billid}?download=true`, {}],
      [`${SMS}/bill/${planBill.billid}`, { accept: 'application/pdf' }],
    ] as const) {
      const res = await fetch(t.sandbox.url + path, { headers: { ...headers, ...extra } });
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
      expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(pdf).toContain('(Total   35.00 AED) Tj');
      // Every xref entry points at its object, and startxref at the xref table.
      const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
      expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
      const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets.length).toBe(6);
      for (const [i, o] of offsets.entries()) {
        expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
      }
    }
    expect((await t.http('GET', `${SMS}/bill/B-NOPE`, { headers })).status).toBe(404);
    expect((await t.http('GET', `${SMS}/bill/${planBill.billid}`, { headers: farid() })).status).toBe(404);
  });
});
