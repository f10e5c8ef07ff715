// The desktop renderer: the shared app (packages/app) with the desktop's platform services, built into
// dist/renderer and served by the main process from app://ott/ (src/main/protocol.ts).
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { contentSecurityPolicy } from './src/shared/csp.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * As in apps/web/vite.config.ts: the catalogues ship as ICU ASTs parsed at build time, so the renderer needs no ICU
 * parser (react-intl runs with the parser's no-parser build, aliased below).
 */
function precompiledMessages(): Plugin {
  const PREFIX = '\0icu-ast:';
  return {
    name: 'ott-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!/\/lang\/[a-z]+\.json$/.test(source) || !importer?.includes(`${path.sep}i18n${path.sep}`))
        return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -'.js'.length);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const ast = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(v)]));
      return `export default ${JSON.stringify(ast)};`;
    },
  };
}

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

/**
 * As apps/web's preloadAppChunk: the React app is the dynamic chunk of src/renderer/mount.ts; announce it and its
 * imports in index.html so they load in parallel with the entry instead of after it ran. And announce the provider
 * config (the first request of start-up, SPEC §4) — a <link rel=preload>, since the CSP allows no inline script.
 */
function preloads(): Plugin {
  return {
    name: 'ott-desktop-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/renderer/mount.ts')));
        if (!app) throw new Error('preloads: the src/renderer/mount.ts chunk is missing');
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (name: string) => {
          if (files.has(name)) return;
          files.add(name);
          const c = bundle[name];
          if (c?.type !== 'chunk') return;
          for (const f of c.viteMetadata?.importedCss ?? []) css.add(f);
          for (const i of c.imports) visit(i);
        };
        visit(app.fileName);
        const missing = (f: string) => !html.includes(`/${f}"`);
        const tags = [
          `<link rel="preload" as="fetch" crossorigin="anonymous" href="${process.env.VITE_CONFIG_URL}">`,
          ...[...files].filter(missing).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
          ...[...css].filter(missing).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ];
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return `${html.slice(0, at)}${[...tags, ''].join('\n    ')}${html.slice(at)}`;
      },
    },
  };
}

process.env.VITE_CONFIG_URL ??= 'http://127.0.0.1:7000/config/provider.json';

export default defineConfig(({ command }) => ({
  root: path.join(here, 'src/renderer'),
  envDir: here,
  plugins: [react(), precompiledMessages(), cspMeta(), preloads()],
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
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
  },
}));
