// The main process entry (bundled to dist/main/index.cjs by scripts/build.mjs). Everything is in src/main/app.ts,
// written against an injected Electron API; this file only hands it the real one.
import { readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as electron from 'electron';
import { startDesktop } from './app';
import { bakedFeedUrl, configFromEnv } from './config';
import type { AutoUpdater, ElectronApi } from './electron-api';

const log = (line: string) => console.log(line);

function loadUpdater(): AutoUpdater | null {
  try {
    // CommonJS, required only in the packaged app (the module reads the app's version and paths when it loads).
    return createRequire(__filename)('electron-updater').autoUpdater as AutoUpdater;
  } catch (e) {
    log(`[ott] electron-updater could not load: ${(e as Error).message}`);
    return null;
  }
}

const here = __dirname;
const config = configFromEnv(
  process.env,
  path.join(here, '../renderer'),
  electron.app.isPackaged,
  // Baked in by the build (scripts/build.mjs `define`, electron-builder's app-update.yml): the packaged app's only source.
  {
    updateFeedUrl: electron.app.isPackaged
      ? bakedFeedUrl(process.resourcesPath, (f) => readFileSync(f, 'utf8'))
      : undefined,
    externalOrigins: process.env.OTT_BUILT_EXTERNAL_ORIGINS,
    socialOrigins: process.env.OTT_BUILT_SOCIAL_ORIGINS,
  },
  log,
);

void (async () => {
  const autoUpdater = config.isPackaged ? loadUpdater() : null;
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
