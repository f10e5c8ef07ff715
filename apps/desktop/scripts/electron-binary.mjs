// Where the Electron binary is, without require('electron') (its index.js starts a download when the binary is
// missing). npm here never runs electron's install script (root package.json › allowScripts), so on a machine that
// has not fetched it, `npm run desktop` and `npm run dist` stop with one line saying how to fix it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const EXECUTABLE = {
  linux: 'electron',
  win32: 'electron.exe',
  darwin: 'Electron.app/Contents/MacOS/Electron',
};

/** { ok: true, executable, distDir } or { ok: false, message } — never throws. */
export function findElectron(env = process.env, platform = process.platform) {
  const require = createRequire(import.meta.url);
  let pkgDir;
  try {
    pkgDir = path.dirname(require.resolve('electron/package.json'));
  } catch {
    return { ok: false, message: missing('the electron package is not installed (run npm ci)') };
  }
  const version = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
  const pathFile = path.join(pkgDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : EXECUTABLE[platform];
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH || path.join(pkgDir, 'dist');
  const executable = path.join(distDir, relative ?? 'electron');
  if (!existsSync(executable))
    return { ok: false, version, message: missing(`no Electron ${version} binary at ${executable}`) };
  return { ok: true, version, executable, distDir };
}

function missing(why) {
  return (
    `✖ Electron binary missing: ${why}. Fix: allow network access and run ` +
    '`node node_modules/electron/install.js` in the repository root, or set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron of the same version.'
  );
}
