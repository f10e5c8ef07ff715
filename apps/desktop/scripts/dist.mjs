#!/usr/bin/env node
// `npm run dist -w @ott/desktop [-- <electron-builder args>]`: build and package for the current OS (apps/desktop/README.md).
// Stops with one line when there is no Electron to package; signing and notarisation are skipped, with one line,
// when their secrets are absent from the environment.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectron } from './electron-binary.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(here, '../..');
const args = process.argv.slice(2);
const env = { ...process.env };

const local = findElectron(env);
const ecs = env.OTT_ELECTRON_DIST === 'ecs';
if (env.ELECTRON_OVERRIDE_DIST_PATH && !local.ok) {
  console.error(local.message);
  process.exit(1);
}
if (local.ok && !ecs && !env.ELECTRON_OVERRIDE_DIST_PATH) env.ELECTRON_OVERRIDE_DIST_PATH = local.distDir;
if (!env.ELECTRON_OVERRIDE_DIST_PATH) {
  // electron-builder downloads the Electron zip for each target itself; check that it can, before building anything.
  const version = local.version ?? '';
  const zip = `electron-v${version}-${process.platform}-${process.arch}.zip`;
  const cache =
    env.ELECTRON_CACHE ||
    path.join(homedir(), process.platform === 'darwin' ? 'Library/Caches/electron' : '.cache/electron');
  const cached = existsSync(path.join(cache, zip));
  const mirror = ecs
    ? 'https://github.com/castlabs/electron-releases/releases/download/v'
    : env.ELECTRON_MIRROR || 'https://github.com/electron/electron/releases/download/v';
  const reachable =
    cached ||
    (await fetch(`${mirror}${version}${ecs ? '+wvcus' : ''}/${zip}`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(5000),
    })
      .then((r) => r.ok || r.status === 302)
      .catch(() => false));
  if (!reachable) {
    console.error(
      local.ok
        ? `✖ Electron ${version} for ${process.platform}-${process.arch} cannot be downloaded (no network access to ${new URL(mirror).host}). Fix: allow network access, or set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron ${version}.`
        : local.message,
    );
    process.exit(1);
  }
}

const signing = [];
if (
  process.platform === 'darwin' ||
  process.platform === 'win32' ||
  args.includes('--win') ||
  args.includes('--mac')
) {
  if (!env.CSC_LINK) {
    env.CSC_IDENTITY_AUTO_DISCOVERY = 'false';
    signing.push('code signing skipped (CSC_LINK, CSC_KEY_PASSWORD not set)');
  }
  if (
    (process.platform === 'darwin' || args.includes('--mac')) &&
    !(env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID)
  )
    signing.push('notarisation skipped (APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID not set)');
}
if (signing.length) console.log(`[desktop] ${signing.join('; ')}`);

execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: here, stdio: 'inherit', env });
execFileSync(process.execPath, ['scripts/icons.mjs'], { cwd: here, stdio: 'inherit', env });
const result = spawnSync(
  path.join(root, 'node_modules/.bin/electron-builder'),
  ['--config', 'electron-builder.mjs', '--publish', 'never', ...args],
  { cwd: here, stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
