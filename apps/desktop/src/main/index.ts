// The main process entry (bundled to dist/main/index.cjs by scripts/build.mjs). Everything is in src/main/app.ts,
// written against an injected Electron API; this file only hands it the real one.
import * as fs from 'node:fs/promises';
import path from 'node:path';
import * as electron from 'electron';
import { configFromEnv } from './config';
import type { AutoUpdater, ElectronApi } from './electron-api';
import { startDesktop } from './app';

const log = (line: string) => console.log(line);

async function loadUpdater(): Promise<AutoUpdater | null> {
  try {
    const m = await import('electron-updater');
    return (m.autoUpdater ??
      (m as unknown as { default: { autoUpdater: AutoUpdater } }).default.autoUpdater) as AutoUpdater | null;
  } catch (e) {
    log(`[ott] electron-updater could not load: ${(e as Error).message}`);
    return null;
  }
}

const here = __dirname;
const config = configFromEnv(process.env, path.join(here, '../renderer'), electron.app.isPackaged);

void (async () => {
  const autoUpdater = config.isPackaged ? await loadUpdater() : null;
  await startDesktop(electron as unknown as ElectronApi, {
    config,
    autoUpdater,
    fs,
    preloadPath: path.join(here, '../preload/index.cjs'),
    argv: process.argv,
    platform: process.platform,
    defaultApp: Boolean(process.defaultApp),
    execPath: process.execPath,
    scriptPath: process.argv[1] ? path.resolve(process.argv[1]) : undefined,
    log,
  });
})().catch((e: unknown) => {
  console.error('[ott] the desktop app failed to start', e);
  electron.app.exit(1);
});
