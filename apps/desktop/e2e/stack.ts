// The desktop renderer for end-to-end journeys and the benchmark, without Electron: the sandbox (test mode) and the
// realtime database on free ports, a production build of src/renderer pointed at them, and a stand-in for app://
// — an http server that answers every request with the real app:// handler (src/main/protocol.ts: same files, MIME
// types, SPA fallback and CSP header). The approach of apps/web/e2e/stack.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRealtimeServer } from '@ott/realtime-server';
import { createSandbox, type Sandbox } from '@ott/sandbox';
import { APP_ORIGIN } from '../src/main/config';
import { contentSecurityPolicy, createAppProtocolHandler } from '../src/main/protocol';

const desktopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(desktopDir, '../..');

export interface Stack {
  appUrl: string;
  sandbox: Sandbox;
  distDir: string;
  stop(): Promise<void>;
}

/** Serves `dir` through the app:// handler: http://127.0.0.1:<port>/x is answered as app://ott/x. */
export function serveLikeAppScheme(dir: string, csp: string): Promise<{ server: Server; url: string }> {
  const handler = createAppProtocolHandler({ root: dir, fs: { readFile }, csp });
  const server = createServer(async (req, res) => {
    const response = await handler(new Request(`${APP_ORIGIN}${req.url ?? '/'}`, { method: req.method }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}` });
    }),
  );
}

export async function startStack(): Promise<Stack> {
  const realtime = await startRealtimeServer({ port: 0 });
  const sandbox = await createSandbox({ testMode: true, realtimeUrl: realtime.url, log: () => {} });
  const distDir = mkdtempSync(path.join(tmpdir(), 'ott-desktop-'));
  const origins = [sandbox.url, realtime.url];
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: desktopDir,
    env: {
      ...process.env,
      VITE_CONFIG_URL: `${sandbox.url}/config/provider.json`,
      OTT_CONNECT_ORIGINS: origins.join(','),
      OTT_RENDERER_OUT: distDir,
    },
    stdio: 'pipe',
  });
  const app = await serveLikeAppScheme(distDir, contentSecurityPolicy(origins));
  return {
    appUrl: app.url,
    sandbox,
    distDir,
    async stop() {
      app.server.closeAllConnections();
      await new Promise<void>((r) => app.server.close(() => r()));
      await sandbox.close();
      await realtime.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
