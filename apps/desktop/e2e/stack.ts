// The desktop renderer without Electron, for journeys and the benchmark: sandbox (test mode) and realtime database on
// free ports, a production build of src/renderer, and an http stand-in for app:// that answers with the real handler
// (src/main/protocol.ts: files, MIME types, SPA fallback, CSP). As apps/web/e2e/stack.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, realpath, rename, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRealtimeServer } from '@ott/realtime-server';
import { createSandbox, type Sandbox } from '@ott/sandbox';
import { APP_ORIGIN } from '../src/main/config';
import { contentSecurityPolicy, createAppProtocolHandler } from '../src/main/protocol';
import {
  createStartupSnapshots,
  type StartupSnapshots,
  snapshotHandlers,
} from '../src/main/startup-snapshot';
import { IpcArgumentError, validateArgs } from '../src/shared/ipc';
import { STAND_IN_MAIN } from './bridge';

const desktopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(desktopDir, '../..');

export interface Stack {
  appUrl: string;
  sandbox: Sandbox;
  distDir: string;
  stop(): Promise<void>;
}

/**
 * Serves `dir` through the app:// handler: http://127.0.0.1:<port>/x is answered as app://ott/x. With `snapshots`, it
 * also plays the main process's start-up snapshot: the start page is drawn with it, and the test bridge's calls of the
 * two snapshot channels arrive at POST /__main/<channel>, checked with the channels' IPC schema as the main process does
 * (GET /__main/startup-snapshot tells the tests what is kept; DELETE forgets it, as a first launch has nothing).
 */
export function serveLikeAppScheme(
  dir: string,
  csp: string,
  snapshots?: StartupSnapshots,
): Promise<{ server: Server; url: string }> {
  const handler = createAppProtocolHandler({
    root: dir,
    fs: { readFile, realpath },
    csp,
    ...(snapshots ? { startPage: snapshots.startPage } : {}),
  });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (snapshots && url.pathname === `${STAND_IN_MAIN}startup-snapshot`) {
      if (req.method === 'DELETE') await snapshots.clear(); // the benchmark's and the journeys' first launches
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(snapshots.kept()));
      return;
    }
    if (snapshots && req.method === 'POST' && req.url?.startsWith(STAND_IN_MAIN)) {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const channel = req.url.slice(STAND_IN_MAIN.length);
      try {
        const args = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown[];
        const handlers = snapshotHandlers(snapshots) as Record<string, (...a: unknown[]) => Promise<void>>;
        const handle = handlers[channel];
        if (!handle) throw new IpcArgumentError(`unknown channel ${channel}`);
        await handle(...validateArgs(channel as keyof ReturnType<typeof snapshotHandlers>, args));
        res.writeHead(204).end();
      } catch (e) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end((e as Error).message);
      }
      return;
    }
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

export async function startStack(
  options: { posterFormat?: NonNullable<Parameters<typeof createSandbox>[0]>['posterFormat'] } = {},
): Promise<Stack> {
  const realtime = await startRealtimeServer({ port: 0 });
  const sandbox = await createSandbox({
    testMode: true,
    realtimeUrl: realtime.url,
    log: () => {},
    ...options,
  });
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
  // The main process's userData file of the start-up snapshot, in the stack's own folder.
  const snapshots = createStartupSnapshots({
    fs: { readFile, writeFile, rename, mkdir },
    file: path.join(distDir, '..', `${path.basename(distDir)}-user-data`, 'startup-snapshot.json'),
  });
  const app = await serveLikeAppScheme(distDir, contentSecurityPolicy(origins), snapshots);
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
      rmSync(`${distDir}-user-data`, { recursive: true, force: true });
    },
  };
}
