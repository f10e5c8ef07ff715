// Sandbox hardening: credentials are checked before a body is read, a body over the limit is refused with
// 413 (the contracts' PayloadTooLarge shape) without being buffered, and the checkout page returns only to the app.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { paymentForm, useSandbox } from './helpers';

const t = useSandbox({ maxBodyBytes: 1024 * 1024, appOrigins: ['http://app.test:5173'] });

const session = () => ({
  'x-session': t.sandbox.state().tokens.issueSession('1002', '1002-p1').sessionToken,
});

/**
 * Sends `totalBytes` of body in 64 KiB chunks generated on the fly (the test itself buffers nothing) and resolves the
 * status and body of the answer, which may come before the upload ends.
 */
function streamUpload(
  path: string,
  totalBytes: number,
  headers: Record<string, string>,
  declareLength: boolean,
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(t.sandbox.url + path);
    let sent = 0;
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(declareLength ? { 'content-length': String(totalBytes) } : {}),
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
        });
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body, sent });
        });
      },
    );
    req.on('error', (e) => (sent > 0 ? undefined : reject(e)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (sent < totalBytes && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

const rssMb = () => process.memoryUsage().rss / 2 ** 20;

describe('sandbox hardening', () => {
  it('an unauthenticated 100 MB body gets its 401 without being read: memory does not grow with it', async () => {
    global.gc?.();
    const before = rssMb();
    const r = await streamUpload('/sms/subscriberv2/v1/profile', 100 * 2 ** 20, {}, true);
    expect(r.status).toBe(401);
    expect(JSON.parse(r.body)).toEqual({ errorcode: 401, reason: 'Unauthorized access' });
    expect(rssMb() - before).toBeLessThan(40);
  });

  it('an authenticated body declared over the limit is refused with 413 before it is read', async () => {
    const r = await streamUpload('/sms/subscriberv2/v1/profile', 100 * 2 ** 20, session(), true);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toEqual({ errorcode: 4130, reason: 'Payload too large' });
  });

  it('a chunked body that grows past the limit is cut off with 413', async () => {
    const r = await streamUpload('/sms/subscriberv2/v1/profile', 8 * 2 ** 20, session(), false);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body).errorcode).toBe(4130);
  });

  it('a body under the limit is still read and validated as before', async () => {
    const r = await t.http('POST', '/sms/subscriberv2/v1/profile', {
      headers: session(),
      json: { name: 'Guest', kids: false },
    });
    expect(r.status).toBe(200);
  });

  it('the checkout page returns only to the app: another origin is refused, never redirected to', async () => {
    const init = await t.http('POST', '/charge/subscriber/v1/payment/init/checkout', {
      headers: session(),
      form: paymentForm({
        availabilityid: 'AV-PLAN-UHD',
        planid: 'PLAN-YEARLY-UHD',
        returnurl: 'https://evil.example/steal',
      }),
    });
    expect(init.status).toBe(200);
    const ref = init.body.data.referenceid as string;
    // The page shown with a foreign return address says so.
    const page = await fetch(
      `${t.sandbox.url}/checkout/${ref}?returnurl=${encodeURIComponent('https://evil.example/x')}`,
    );
    expect(await page.text()).toContain('data-testid="return-refused"');
    const choose = (returnurl: string) =>
      fetch(`${t.sandbox.url}/checkout/${ref}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ choice: 'pending', returnurl }).toString(),
        redirect: 'manual',
      });
    const evil = await choose('https://evil.example/steal');
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
    // The init's foreign return address was not kept either: without one, the result is shown on the page.
    expect(t.sandbox.state().commerce.payments.get(ref)?.returnurl).toBeNull();
    const app = await choose('http://app.test:5173/payment/processing');
    expect(app.status).toBe(303);
    expect(new URL(app.headers.get('location') ?? '').origin).toBe('http://app.test:5173');
  });
});
