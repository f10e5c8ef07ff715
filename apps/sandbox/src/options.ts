// Sandbox settings. Every value is sample data for local development and tests (documented in apps/sandbox/README.md).
import type { PosterFormat } from './media/posters';

export interface SandboxOptions {
  host: string;
  /** HTTP port of the back-ends (0 = any free port). */
  port: number;
  /** URL of the realtime database (firebase-server), put in the provider config. */
  realtimeUrl: string;
  /** Secret shared with the realtime database: it signs the realtime access tokens (getRealtimeToken). Sample only. */
  realtimeSecret: string;
  /** Lifetime of a realtime access token in seconds (default 300; the app renews it before it ends). */
  realtimeTokenLifetimeSec: number;
  /** Test mode: fixed OTP, short-lived session tokens, no payment delay. */
  testMode: boolean;
  /** Session token lifetime in seconds (SPEC §4: the app refreshes at lifetime − 60 s). */
  sessionLifetimeSec: number;
  /**
   * Largest request body accepted (bytes): a longer one is refused with 413 before it is read. The default fits the
   * largest legitimate request, a ticket with three 5 MiB images.
   */
  maxBodyBytes: number;
  /** Origins of the app: the only places the checkout page returns to (no open redirect). */
  appOrigins: string[];
  /** Delay before a PENDING/processing payment resolves (SPEC §9: about 2 minutes in production). */
  paymentDelayMs: number;
  /** The configured secret of device registration and email login (openapi/README.md, Encryption). Sample only. */
  secret: string;
  providerId: string;
  /** Fixed OTP in test mode; otherwise OTPs are random and written to the log. */
  fixedOtp: string;
  /**
   * The poster files the catalogue lists: `svg` (default; drawn by the browser, no tool needed) or `jpeg` (the same
   * posters rasterised by ffmpeg with librsvg, as a CDN serves them). Both formats are served either way.
   */
  posterFormat: PosterFormat;
  log: (line: string) => void;
  now: () => number;
}

export const SAMPLE_SECRET = 'sandbox-sample-secret';
export const SAMPLE_REALTIME_SECRET = 'sandbox-realtime-secret';
export const SAMPLE_PROVIDER_ID = 'ottdemo';
export const TEST_OTP = '123456';

export function resolveOptions(o: Partial<SandboxOptions> = {}): SandboxOptions {
  const testMode = o.testMode ?? false;
  return {
    host: o.host ?? '127.0.0.1',
    port: o.port ?? 0,
    realtimeUrl: o.realtimeUrl ?? 'http://127.0.0.1:7001?ns=ott-sandbox',
    realtimeSecret: o.realtimeSecret ?? SAMPLE_REALTIME_SECRET,
    realtimeTokenLifetimeSec: o.realtimeTokenLifetimeSec ?? 300,
    testMode,
    sessionLifetimeSec: o.sessionLifetimeSec ?? (testMode ? 90 : 3600),
    paymentDelayMs: o.paymentDelayMs ?? (testMode ? 0 : 3000),
    maxBodyBytes: o.maxBodyBytes ?? 16 * 1024 * 1024,
    appOrigins: o.appOrigins ?? [
      `http://127.0.0.1:${process.env.WEB_PORT ?? 5173}`,
      `http://localhost:${process.env.WEB_PORT ?? 5173}`,
    ],
    secret: o.secret ?? SAMPLE_SECRET,
    providerId: o.providerId ?? SAMPLE_PROVIDER_ID,
    fixedOtp: o.fixedOtp ?? TEST_OTP,
    posterFormat: o.posterFormat ?? 'svg',
    log: o.log ?? ((line) => console.log(line)),
    now: o.now ?? Date.now,
  };
}
