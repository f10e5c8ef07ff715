// Test helpers: a sandbox on a free port in test mode (fixed OTP 123456, instant payments), and a tiny HTTP client.

import type { registerDevice } from '@ott/sdk';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { SAMPLE_PROVIDER_ID } from '../src/options';
import { createSandbox, type Sandbox } from '../src/server';

type DeviceIdentity = Parameters<typeof registerDevice>[1]['identity'];

export type Http = (
  method: string,
  path: string,
  init?: {
    headers?: Record<string, string>;
    json?: unknown;
    form?: Record<string, string>;
    multipart?: FormData;
  },
) => Promise<{
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test convenience — bodies are asserted field by field
  body: any;
  headers: Headers;
}>;

/** Starts one sandbox for the file (reset before each test) and returns accessors. */
export function useSandbox(options: Parameters<typeof createSandbox>[0] = {}) {
  let sb: Sandbox;
  const lines: string[] = [];
  beforeAll(async () => {
    sb = await createSandbox({ testMode: true, log: (l) => lines.push(l), ...options });
  });
  beforeEach(() => {
    sb.reset();
    lines.length = 0;
  });
  afterAll(() => sb.close());
  const http: Http = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.multipart) body = init.multipart;
    const res = await fetch(sb.url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    http,
    get sandbox() {
      return sb;
    },
    /** Lines the sandbox logged since the last reset (OTPs, e-mails…). */
    log: lines,
  };
}

/** A device of the sample provider as it registers (SPEC §3 registration payload), with overrides. */
export const sampleIdentity = (deviceid: string, o: Partial<DeviceIdentity> = {}): DeviceIdentity => ({
  deviceid,
  devicetype: 'PC',
  deviceos: 'LINUX',
  providerid: SAMPLE_PROVIDER_ID,
  timestamp: Date.now(),
  appversion: '46.4.0',
  ...o,
});

/** A payment init form (charge PaymentInitForm) for a plan, with overrides. */
export const paymentForm = (o: Record<string, string> = {}) => ({
  devicetype: 'PC',
  amount: '1',
  currency: 'AED',
  transactionpurpose: 'SUBSCRIPTION',
  transactionmode: 'RECURRING',
  availabilityid: 'AV-PLAN-HD',
  priceclassid: 'pc',
  ...o,
});

/** Presses a button of the sandbox checkout page (what the gateway records). */
export const chooseAtCheckout = (
  baseUrl: string,
  referenceid: string,
  choice: string,
  extra: Record<string, string> = {},
) =>
  fetch(`${baseUrl}/checkout/${referenceid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice, ...extra }).toString(),
    redirect: 'manual',
  });

/** The first 33 bytes of a PNG (signature and IHDR size) of the given size: enough for the upload's checks. */
export function pngHead(width: number, height: number): Uint8Array<ArrayBuffer> {
  const png = new Uint8Array(33);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(png.buffer).setUint32(16, width);
  new DataView(png.buffer).setUint32(20, height);
  return png;
}
