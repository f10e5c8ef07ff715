// The back-ends of a journey run, benchmark or screenshot session: the sandbox (test mode) and the realtime database on
// free 127.0.0.1 ports (or the given ones). The shells build and serve their own app in front of them.
import { type RealtimeServer, startRealtimeServer } from '@ott/realtime-server';
import { createSandbox, SAMPLE_REALTIME_SECRET, type Sandbox } from '@ott/sandbox';

export interface Backends {
  sandbox: Sandbox;
  realtime: RealtimeServer;
  realtimeUrl: string;
  close(): Promise<void>;
}

export async function startBackends(
  opts: {
    ports?: { sandbox: number; realtime: number };
    /**
     * The realtime database as in production: its rules, tokens signed with the sandbox's secret, and sockets only
     * from the app's pages (the sandbox's `appOrigins`, which the shell adds to once its pages listen).
     */
    productionRules?: boolean;
    sandbox?: NonNullable<Parameters<typeof createSandbox>[0]>;
  } = {},
): Promise<Backends> {
  const realtime = await startRealtimeServer({
    port: opts.ports?.realtime ?? 0,
    ...(opts.productionRules
      ? {
          rules: 'production' as const,
          authSecret: SAMPLE_REALTIME_SECRET,
          allowedOrigins: () => sandbox.options.appOrigins,
          // A token is honoured while the log-in it was issued under is live (log-out ends it).
          acceptToken: (claims: Record<string, unknown>) => sandbox.acceptRealtimeToken(claims),
        }
      : {}),
  });
  const sandbox = await createSandbox({
    testMode: true,
    realtimeUrl: realtime.url,
    log: () => {},
    port: opts.ports?.sandbox ?? 0,
    ...opts.sandbox,
  });
  return {
    sandbox,
    realtime,
    realtimeUrl: realtime.url,
    async close() {
      await sandbox.close();
      await realtime.close();
    },
  };
}
