// The form bodies orval does not write, against Prism (which refuses a body the contract does not allow).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTransport, setTransport } from '../../src';
import { paymentOtpCallback } from '../../src/forms';
import { paymentCallback } from '../../src/generated/hooks/charge';

const ports = inject('prismPorts');
const sent: { type: string | null; body: string }[] = [];
const transport = createTransport({
  baseUrl: (b) => `http://127.0.0.1:${ports[b]}`,
  tokens: () => ({ deviceToken: 'dt.contract', sessionToken: 'st.contract', refreshToken: 'rt' }),
  async recover() {},
  onLogout() {},
  async fetch(input) {
    const req = input as Request;
    sent.push({ type: req.headers.get('content-type'), body: await req.clone().text() });
    return fetch(req);
  },
});
beforeAll(() => setTransport(transport));
afterAll(() => setTransport(null));

describe('SPEC §7 payments: the telco OTP callback is a form', () => {
  it('paymentOtpCallback sends the form the contract declares, and Prism accepts it', async () => {
    const res = await paymentOtpCallback('telco', { referenceid: 'PAY-20261122-0004', otp: '482913' });
    expect(res.data?.status).toBeTypeOf('string');
    expect(sent.at(-1)).toEqual({
      type: 'application/x-www-form-urlencoded',
      body: 'referenceid=PAY-20261122-0004&otp=482913',
    });
  });

  it('the generated call sends the OTP as JSON, which the contract refuses (why the form call exists)', async () => {
    const err = await paymentCallback('telco', { referenceid: 'PAY-20261122-0004', otp: '482913' }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ statusCode: expect.toBeOneOf([400, 422]) });
  });
});
