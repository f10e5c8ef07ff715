import { describe, expect, it } from 'vitest';
import { contractChecked } from './contract-check';
import { chooseAtCheckout, paymentForm, useSandbox } from './helpers';

// A sandbox whose payments take 2 minutes (SPEC §9 "payment processing about 2 minutes") on an injected clock.
let clock = Date.UTC(2026, 10, 22, 10, 0, 0);
const DELAY = 120_000;
const sb = useSandbox({ paymentDelayMs: DELAY, now: () => clock });
const http = contractChecked(sb.http);
const farid = () => ({ 'x-session': sb.sandbox.state().tokens.issueSession('1002', '1002-p1').sessionToken });
const form = paymentForm;
const choose = (ref: string, choice: string) => chooseAtCheckout(sb.sandbox.url, ref, choice);

describe('payment processing delay (SPEC §4 payment error type, §9 processing about 2 minutes)', () => {
  it('§9 Pending on a card payment is PROCESSING until paymentDelayMs has passed, then SUCCESS and active', async () => {
    const init = await http('POST', '/charge/subscriber/v1/payment/init/checkout', {
      headers: farid(),
      form: form({ planid: 'PLAN-QUARTERLY-HD' }),
    });
    const ref = init.body.data.referenceid as string;
    await choose(ref, 'pending');
    const processing = await http('GET', `/charge/subscriber/v1/payment/${ref}`, { headers: farid() });
    expect(processing.body.data).toMatchObject({ status: 'PROCESSING', errortype: null });
    expect(processing.body.data.message).toContain('2 minutes');
    expect(sb.sandbox.state().commerce.hasActiveSubscription('1002')).toBe(false);

    clock += DELAY - 1;
    expect(
      (await http('GET', `/charge/subscriber/v1/payment/${ref}`, { headers: farid() })).body.data.status,
    ).toBe('PROCESSING');
    clock += 1;
    // entitlements() settles on its own: no status call is needed for the plan to count.
    expect(sb.sandbox.state().commerce.entitlements('1002').subscriptions[0]).toMatchObject({
      planid: 'PLAN-QUARTERLY-HD',
      status: 'active',
    });
    expect(
      (await http('GET', `/charge/subscriber/v1/payment/${ref}`, { headers: farid() })).body.data.status,
    ).toBe('SUCCESS');
  });

  it('§4 a pending UPI payment waits for approval: PENDING with APPROVAL_PENDING maps to errortype User', async () => {
    const init = await http('POST', '/charge/externalapi/v1/payment/init/razorpay', {
      headers: farid(),
      form: form({ currency: 'INR', planid: 'PLAN-MONTHLY-HD' }),
    });
    const ref = init.body.data.referenceid as string;
    await choose(ref, 'pending');
    const s = await http('GET', `/charge/externalapi/v1/payment/${ref}`, { headers: farid() });
    expect(s.body.data).toMatchObject({
      status: 'PENDING',
      errortype: 'User',
      failurecode: 'APPROVAL_PENDING',
    });
    clock += DELAY;
    const done = await http('GET', `/charge/externalapi/v1/payment/${ref}`, { headers: farid() });
    expect(done.body.data).toMatchObject({ status: 'SUCCESS', errortype: null, failurecode: null });
  });

  it('§9 telco: the right OTP puts the payment in PROCESSING (the carrier confirms later)', async () => {
    const init = await http('POST', '/charge/subscriber/v1/payment/init/du', {
      headers: farid(),
      form: form({ planid: 'PLAN-TELCO-WEEKLY', availabilityid: 'AV-PLAN-SD' }),
    });
    const ref = init.body.data.referenceid as string;
    const cb = await http('POST', '/charge/callback/v1/du', {
      headers: farid(),
      form: { referenceid: ref, otp: '123456' },
    });
    expect(cb.body.data.status).toBe('PROCESSING');
    clock += DELAY;
    expect(sb.sandbox.state().commerce.hasActiveSubscription('1002')).toBe(true);
  });

  it('§9 an unpaid payment lapses after 30 minutes: FAILED (EXPIRED, Gateway); its OTP is then expired too', async () => {
    const init = await http('POST', '/charge/subscriber/v1/payment/init/du', {
      headers: farid(),
      form: form({ planid: 'PLAN-TELCO-WEEKLY', availabilityid: 'AV-PLAN-SD' }),
    });
    const ref = init.body.data.referenceid as string;
    clock += 30 * 60_000 + 1;
    const s = await http('GET', `/charge/subscriber/v1/payment/${ref}`, { headers: farid() });
    expect(s.body.data).toMatchObject({ status: 'FAILED', errortype: 'Gateway', failurecode: 'EXPIRED' });
    const late = await http('POST', '/charge/callback/v1/du', {
      headers: farid(),
      form: { referenceid: ref, otp: '123456' },
    });
    expect(late.body).toEqual({ errorcode: 6305, reason: 'Invalid OTP | OTP expired' });
    expect(sb.sandbox.state().commerce.hasActiveSubscription('1002')).toBe(false);
  });
});
