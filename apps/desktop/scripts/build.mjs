#!/usr/bin/env node
// Builds the three parts of the desktop app into dist/: the main process and the preload (esbuild, CommonJS for
// Electron's Node), and the renderer (vite: the shared app plus the desktop services). `--watch` rebuilds the main
// process and preload on change (development; the renderer then runs from vite's dev server).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(here, '../..');
const watch = process.argv.includes('--watch');
const skipRenderer = process.argv.includes('--no-renderer') || watch;

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22', // Electron 45's Node
  external: ['electron', 'electron-updater'],
  sourcemap: false,
  logLevel: 'warning',
  absWorkingDir: here,
  define: {
    // The packaged app's extra external and social log-in origins: baked in now, always (even empty), so that no
    // run-time environment can set them (src/main/config.ts configFromEnv).
    'process.env.OTT_BUILT_EXTERNAL_ORIGINS': JSON.stringify(process.env.OTT_EXTERNAL_ORIGINS ?? ''),
    'process.env.OTT_BUILT_SOCIAL_ORIGINS': JSON.stringify(process.env.OTT_SOCIAL_ORIGINS ?? ''),
  },
};
const entries = [
  { entryPoints: ['src/main/index.ts'], outfile: 'dist/main/index.cjs' },
  { entryPoints: ['src/preload/index.ts'], outfile: 'dist/preload/index.cjs' },
];
if (watch) {
  for (const e of entries) await (await esbuild.context({ ...common, ...e })).watch();
  console.log('[desktop] watching src/main and src/preload');
} else {
  await Promise.all(entries.map((e) => esbuild.build({ ...common, ...e })));
}
if (!skipRenderer) {
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: here,
    stdio: 'inherit',
    env: process.env,
  });
}
