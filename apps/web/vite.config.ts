// By path, not by package name: Vite bundles relative imports of its config, and Node cannot load .ts from a package.

import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  firstPageChunks,
  noParserAlias,
  precompiledMessages,
  preloadAppChunk,
} from '../../packages/app/tooling/vite-plugins.ts';
import {
  analyticsSdk,
  configuredSources,
  contentSecurityPolicy,
  headersFile,
  inlineHashes,
  type PolicyInput,
  securityHeaders,
  socialSdks,
  vercelJson,
} from './security.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// The provider config URL (SPEC §3). Default: the local sandbox. index.html preloads it so the first request of the
// start-up runs in parallel with the JavaScript download.
process.env.VITE_CONFIG_URL ??= 'http://127.0.0.1:7000/config/provider.json';
// Further origins of the security policy (security.ts); default: the local realtime database of `npm start`.
process.env.OTT_CSP_SOURCES ??= `ws://127.0.0.1:${process.env.REALTIME_PORT ?? 7001}`;

/**
 * The security policy (security.ts): in the built index.html as a <meta> (before any inline element), in `_headers`
 * and `vercel.json` beside it, and as a header on every response of the dev server (with Vite's development needs).
 */
function securityPolicy(): Plugin {
  const sources = configuredSources(process.env);
  const reportUri = process.env.OTT_CSP_REPORT_URI || undefined;
  const social = socialSdks(process.env.VITE_SOCIAL_SDKS);
  const analytics = analyticsSdk(process.env.VITE_ANALYTICS);
  let built: PolicyInput | null = null;
  let outDir = 'dist';
  return {
    name: 'ott-security-policy',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html; // the dev server sends the policy as a header (configureServer)
        built = { ...inlineHashes(html), ...sources, reportUri, social, analytics };
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(built, 'meta')}" />`;
        return html.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${meta}`);
      },
    },
    closeBundle() {
      if (!built) return;
      const headers = securityHeaders(built);
      writeFileSync(path.join(outDir, '_headers'), headersFile(headers));
      writeFileSync(path.join(outDir, 'vercel.json'), vercelJson(headers));
    },
    configureServer(server) {
      let header: Promise<string> | null = null;
      const port = server.config.server.port ?? 5173;
      server.middlewares.use((req, res, next) => {
        header ??= server
          .transformIndexHtml('/', readFileSync(path.join(here, 'index.html'), 'utf8'))
          .then((html) =>
            contentSecurityPolicy(
              {
                ...inlineHashes(html),
                ...sources,
                reportUri,
                social,
                analytics,
                dev: { hmrSocket: `ws://127.0.0.1:${port}` },
              },
              'header',
            ),
          );
        header.then(
          (policy) => {
            const { 'Content-Security-Policy': _, ...others } = securityHeaders({
              scriptHashes: [],
              styleHashes: [],
              ...sources,
            });
            for (const [k, v] of Object.entries(others)) res.setHeader(k, v);
            res.setHeader('Content-Security-Policy', policy);
            next();
          },
          (error: unknown) => next(error),
        );
        void req;
      });
    },
  };
}

/**
 * A first visit's Home: the build makes a visitor's start-up calls (SPEC §4) and draws Home's top into index.html
 * (scripts/first-home.ts), so the first posters paint with the page instead of after the scripts and three calls in a
 * row; the live Home replaces it (src/main.ts). OTT_FIRST_HOME=off, or no answer from the back-ends, builds without.
 */
function firstVisitHome(): Plugin {
  return {
    name: 'ott-first-visit-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (process.env.OTT_FIRST_HOME === 'off') return html;
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/first-home.ts'], {
          cwd: here,
          input: html,
          encoding: 'utf8',
        });
        if (run.stderr) console.warn(run.stderr.trim());
        return run.status === 0 && run.stdout ? run.stdout : html;
      },
    },
  };
}

/**
 * A production build needs the provider's configured secret (openapi/README.md, Encryption): without one it would
 * ship the sandbox's sample. One clear line, and the build stops.
 */
export function requireSecret(command: string, env: NodeJS.ProcessEnv = process.env): void {
  if (command !== 'build' || env.VITE_OTT_SECRET) return;
  throw new Error(
    "VITE_OTT_SECRET is not set: a production build needs the provider's configured secret " +
      '(for a build against the local sandbox: VITE_OTT_SECRET=sandbox-sample-secret npm run build -w @ott/web)',
  );
}

export default defineConfig(({ command }) => {
  try {
    requireSecret(command);
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  return config(command);
});

// The build runs the app on preact/compat: React's API in a fraction of React's bytes (the first page's JS is the
// budget of `npm run bench:web`). The development server keeps React and its tools; the e2e suite runs the build.
const PREACT = [
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

// index.html announces the first page's scripts itself (preloadAppChunk); lazy chunks keep Vite's preloads.
const lazyChunksOnly: ResolveModulePreloadDependenciesFn = (_, deps, { hostType }) =>
  hostType === 'html' ? [] : deps;

const config = (command: string) => ({
  plugins: [
    react(),
    precompiledMessages({ firstPage: ['/src/main.ts', '/src/mount.ts'] }),
    preloadAppChunk('/src/mount.ts'),
    firstVisitHome(), // before the policy: it hashes the page as served
    securityPolicy(),
    // The service worker (src/sw.ts) with the list of this build's files; the page registers it (src/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html}'] },
    }),
  ],
  resolve: { alias: [...noParserAlias(command), ...(command === 'build' ? PREACT : [])] },
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: { resolveDependencies: lazyChunksOnly },
    rolldownOptions: {
      output: {
        codeSplitting: firstPageChunks(path.join(here, 'src/main.ts'), path.join(here, 'src/mount.ts')),
      },
    },
  },
});
