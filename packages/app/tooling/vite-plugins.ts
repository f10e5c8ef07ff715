// Build plugins both shells (apps/web, apps/desktop) use for the shared app: one copy, imported by each vite config.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Alias, Plugin } from 'vite';

/**
 * The production build ships the catalogues (packages/i18n/lang/*.json) as ICU ASTs, parsed here at build time, so
 * the browser needs no ICU parser (react-intl then runs with the parser's no-parser build: `noParserAlias`; formatjs
 * documents this as its bundle-size optimisation). Dev and tests keep the plain strings and the parser.
 */
export function precompiledMessages(): Plugin {
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
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const ast = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(v)]));
      return `export default ${JSON.stringify(ast)};`;
    },
  };
}

/** With precompiledMessages: the build resolves the ICU parser to its no-parser build. */
export const noParserAlias = (command: string): Alias[] =>
  command === 'build'
    ? [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ]
    : [];

/**
 * The shell's entry is small and starts start-up at once; the React app is the dynamic chunk of the shell's mount
 * module (`mountSuffix`, e.g. '/src/mount.ts'). This announces that chunk, its imports and their CSS in index.html,
 * so they download in parallel with the entry instead of after it ran; `extraTags` go first (e.g. a preload of the
 * provider config where no inline script may start it).
 */
export function preloadAppChunk(mountSuffix: string, extraTags: () => string[] = () => []): Plugin {
  return {
    name: 'ott-preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(mountSuffix)));
        if (!app) throw new Error(`preloadAppChunk: the ${mountSuffix} chunk is missing`);
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
        // Scripts before stylesheets: the app chunk is the largest file on the way to the first poster.
        const tags = [
          ...extraTags(),
          ...[...files].filter(missing).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
          ...[...css].filter(missing).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ];
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return `${html.slice(0, at)}${[...tags, ''].join('\n    ')}${html.slice(at)}`;
      },
    },
  };
}
