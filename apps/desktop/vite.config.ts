// The desktop renderer: the shared app (packages/app) with the desktop's platform services, built into
// dist/renderer and served by the main process from app://ott/ (src/main/protocol.ts).
// By path, not by package name: Vite bundles relative imports of its config, and Node cannot load .ts from a package.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  firstCatalogueFile,
  firstPageChunks,
  noParserAlias,
  precompiledMessages,
  preloadAppChunk,
} from '../../packages/app/tooling/vite-plugins.ts';
import { shakaOfflineLanes } from '../../packages/player/tooling/shaka-offline-lanes.ts';
import { SANDBOX_CONFIG_URL } from './src/shared/app-env.ts';
import { contentSecurityPolicy } from './src/shared/csp.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The renderer's CSP also as a <meta> in index.html (the main process sends the same policy as a header on app://):
 * the page is protected wherever it is loaded from, and the end-to-end journeys run under it. `frame-ancestors` is
 * header-only. OTT_CONNECT_ORIGINS adds http origins (the local sandbox) at build time.
 */
function cspMeta(): Plugin {
  return {
    name: 'ott-csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const origins = (process.env.OTT_CONNECT_ORIGINS ?? '').split(',').filter(Boolean);
        const policy = contentSecurityPolicy(origins)
          .split('; ')
          .filter((d) => !d.startsWith('frame-ancestors'))
          .join('; ');
        if (!html.includes('<!--ott:csp-->'))
          throw new Error('index.html lacks the <!--ott:csp--> placeholder');
        return html.replace(
          '<!--ott:csp-->',
          `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("'", '&#39;')}" />`,
        );
      },
    },
  };
}

process.env.VITE_CONFIG_URL ??= SANDBOX_CONFIG_URL;

export default defineConfig(({ command }) => ({
  root: path.join(here, 'src/renderer'),
  envDir: here,
  plugins: [
    react(),
    precompiledMessages({ firstPage: ['/src/renderer/main.ts', '/src/renderer/mount.ts'] }),
    cspMeta(),
    // Downloads for offline viewing: Shaka's offline lanes spread so a download does not end on one lane alone.
    shakaOfflineLanes(),
    // Announced too, as the CSP allows no inline script to start them: the provider config (the first request of
    // start-up, SPEC §4), and the first part of the English catalogue, which start-up would ask for only once the entry
    // has run. The page cannot choose the stored language here, so where that is another, a few KB are read from disk
    // for nothing.
    // The app chunk itself is not announced (scripts: false): it is read from disk, and compiled ahead it held start-up's
    // calls back (registration left ~0.2 s later on a first launch at 4× CPU) and competed with the start-up snapshot's
    // posters; its stylesheets are (the snapshot is drawn with them).
    preloadAppChunk(
      '/src/renderer/mount.ts',
      (bundle) => [
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${process.env.VITE_CONFIG_URL}">`,
        `<link rel="modulepreload" crossorigin href="/${firstCatalogueFile(bundle, 'en')}">`,
      ],
      { scripts: false },
    ),
  ],
  resolve: { alias: noParserAlias(command) },
  server: { host: '127.0.0.1', port: Number(process.env.DESKTOP_DEV_PORT ?? 5174), strictPort: true },
  build: {
    outDir: process.env.OTT_RENDERER_OUT ?? path.join(here, 'dist/renderer'),
    emptyOutDir: true,
    target: 'chrome140',
    sourcemap: false,
    reportCompressedSize: false,
    // Electron loads the renderer from disk: no modulepreload polyfill needed, inline nothing (CSP: script-src 'self').
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Two chunks for the first page (start-up, then the React app) instead of a dozen: see firstPageChunks.
    rolldownOptions: {
      output: {
        codeSplitting: firstPageChunks(
          path.join(here, 'src/renderer/main.ts'),
          path.join(here, 'src/renderer/mount.ts'),
        ),
      },
    },
  },
}));
