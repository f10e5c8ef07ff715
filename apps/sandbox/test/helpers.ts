// Test helpers: a sandbox on a free port in test mode (fixed OTP 123456, instant payments), and a tiny HTTP client.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Sandbox, createSandbox } from '../src/server';

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
