// `npm start -w @ott/sandbox` (or the root `npm start`): the sandbox back-ends and the realtime database.
// Ports: SANDBOX_PORT (default 7000), REALTIME_PORT (default 7001). SANDBOX_TEST_MODE=1 for the fixed OTP,
// short-lived tokens and instant payments. SANDBOX_POSTERS=jpeg lists JPEG posters (needs ffmpeg; default SVG).
import { startRealtimeServer } from '@ott/realtime-server';
import { resolveOptions, SAMPLE_REALTIME_SECRET } from './options';
import { createSandbox, type Sandbox } from './server';

const port = Number(process.env.SANDBOX_PORT ?? 7000);
const realtimePort = Number(process.env.REALTIME_PORT ?? 7001);
const testMode = process.env.SANDBOX_TEST_MODE === '1';
const posterFormat = process.env.SANDBOX_POSTERS === 'jpeg' ? 'jpeg' : 'svg';

function portTaken(e: unknown, what: string, p: number, env: string): never {
  if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `✖ ${what}: port ${p} is already taken. Stop what uses it, or choose another: ${env}=<port> npm start`,
    );
    process.exit(1);
  }
  throw e;
}

// The realtime database enforces the production rules; the sandbox signs its access tokens (sample secret). Browsers
// may open its socket from the app's pages only: the web app's, the desktop renderer's dev server and app://ott.
const appOrigins = resolveOptions().appOrigins;
const realtime = await startRealtimeServer({
  port: realtimePort,
  rules: 'production',
  authSecret: SAMPLE_REALTIME_SECRET,
  allowedOrigins: [...appOrigins, `http://127.0.0.1:${process.env.DESKTOP_DEV_PORT ?? 5174}`, 'app://ott'],
  // A token is honoured while the log-in it was issued under is live (log-out ends it).
  acceptToken: (claims) => started?.acceptRealtimeToken(claims) ?? false,
}).catch((e: unknown) => portTaken(e, 'realtime database', realtimePort, 'REALTIME_PORT'));
let started: Sandbox | null = null;
const sandbox = await createSandbox({
  port,
  testMode,
  posterFormat,
  realtimeUrl: realtime.url,
  appOrigins,
}).catch((e: unknown) => portTaken(e, 'sandbox', port, 'SANDBOX_PORT'));
started = sandbox;

export { realtime, sandbox };

if (process.env.OTT_QUIET !== '1') {
  console.log(
    `sandbox  ${sandbox.url}  (sms ${sandbox.url}/sms, cms /cms, crm /crm, charge /charge, config /config/provider.json)`,
  );
  console.log(`realtime ${realtime.url}`);
}
const stop = async () => {
  await Promise.allSettled([sandbox.close(), realtime.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
