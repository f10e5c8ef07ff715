// Build plugins both shells (apps/web, apps/desktop) use for the shared app: one copy, imported by each vite config.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Alias, Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/**
 * The production build ships the catalogues (packages/i18n/lang/*.json) as ICU ASTs, parsed here at build time, so
 * the browser needs no ICU parser (react-intl then runs with the parser's no-parser build: `noParserAlias`; formatjs
 * documents this as its bundle-size optimisation). Dev and tests keep the plain strings and the parser.
 *
 * Each catalogue is also split in two (`firstPage`: the shell's first-page modules, e.g. '/src/main.ts'): the first
 * part (`lang/xx.json`) holds the messages the first page's own modules name, plus the domain's messages (shown by
 * code: validation, errors, buttons); the rest (`src/rest/xx.ts`) holds the messages only lazy chunks name, and
 * loads with the first of them (packages/app `withMessages`). Which modules the first page holds is known only once
 * the module graph is complete, so the two parts are filled in when their chunks are rendered (before file hashes).
 */
const ICU_PREFIX = '\0icu-ast:';

/**
 * The file of a catalogue's first part (precompiledMessages with `firstPage`) in a finished bundle, e.g. to announce
 * it in index.html. Throws when the bundle has none (the build must not ship without the catalogue it expects).
 */
export function firstCatalogueFile(bundle: OutputBundle, lang: string): string {
  const chunk = Object.values(bundle).find(
    (c) =>
      c.type === 'chunk' &&
      c.moduleIds.some((id) => id.startsWith(`${ICU_PREFIX}first:`) && id.endsWith(`/lang/${lang}.json.js`)),
  );
  if (!chunk) throw new Error(`the first part of the ${lang} catalogue is missing from the bundle`);
  return chunk.fileName;
}

export function precompiledMessages(options: { firstPage?: string[] } = {}): Plugin {
  const PREFIX = ICU_PREFIX;
  const firstPage = options.firstPage ?? [];
  const placeholder = (part: Part, file: string) =>
    `__OTT_MESSAGES__${part}__${path.basename(file, '.json')}__`;
  let firstIds: Set<string> | null = null;
  return {
    name: 'ott-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      firstIds = null;
    },
    async resolveId(source, importer) {
      if (!/\/lang\/[a-z]+\.json$/.test(source) || !importer?.includes(`${path.sep}i18n${path.sep}`))
        return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      const rest = importer.includes(`${path.sep}i18n${path.sep}src${path.sep}rest${path.sep}`);
      const part = firstPage.length === 0 ? (rest ? 'none' : 'all') : rest ? 'rest' : 'first';
      return `${PREFIX}${part}:${resolved.id}.js`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [part, file] = splitId(id.slice(PREFIX.length, -'.js'.length));
      this.addWatchFile(file);
      return `export default "${placeholder(part, file)}";`;
    },
    renderChunk(code, chunk) {
      const ids = chunk.moduleIds.filter((id) => id.startsWith(PREFIX));
      if (ids.length === 0) return null;
      let out = code;
      for (const id of ids) {
        const [part, file] = splitId(id.slice(PREFIX.length, -'.js'.length));
        const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        if (part === 'first' || part === 'rest')
          firstIds ??= firstPageMessageIds(this, firstPage, Object.keys(messages));
        const keep = (k: string) =>
          part === 'all' || (part !== 'none' && (part === 'first') === (firstIds as Set<string>).has(k));
        const ast = Object.fromEntries(
          Object.entries(messages)
            .filter(([k]) => keep(k))
            .map(([k, v]) => [k, parse(v)]),
        );
        const marker = new RegExp(`(["'\`])${placeholder(part, file)}\\1`);
        if (!marker.test(out)) throw new Error(`precompiledMessages: ${placeholder(part, file)} not found`);
        out = out.replace(marker, () => JSON.stringify(ast));
      }
      return { code: out, map: null };
    },
  };
}

/** all/none: the catalogue is not split (no `firstPage`); first/rest: its two parts. */
type Part = 'all' | 'none' | 'first' | 'rest';

const splitId = (rest: string): [Part, string] => {
  const at = rest.indexOf(':');
  return [rest.slice(0, at) as Part, rest.slice(at + 1)];
};

/** Marks a module that lists catalogue ids without showing them (the domain's messages.ts): the scan skips it. */
export const CATALOGUE_PRAGMA = '@ott-i18n-catalogue';

/** A message id as the catalogue writes it (a test checks every id has this shape). */
export const MESSAGE_ID_PATTERN = '[A-Za-z][\\w-]*(?:\\.[\\w-]+)+';

type Graph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/**
 * The message ids the first page can show: every catalogue id written as a string in a module the first-page entries
 * import statically (the extraction, packages/i18n/scripts/extract.mjs, finds ids the same way: as literals). The
 * domain's catalogue module (CATALOGUE_PRAGMA) lists every id it knows and is skipped; the domain modules that show
 * an id (errors, playback, the snackbar…) name it. Exported for its test.
 */
export function firstPageMessageIds(graph: Graph, entries: string[], catalogue: string[]): Set<string> {
  const known = new Set(catalogue);
  const seen = new Set<string>();
  const stack = [...graph.getModuleIds()].filter((id) => entries.some((e) => id.endsWith(e)));
  if (stack.length !== entries.length)
    throw new Error(`precompiledMessages: first-page entries not all found (${entries.join(', ')})`);
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  const ids = new Set<string>();
  for (const id of seen) {
    const file = id.split('?')[0] as string;
    if (
      !/\.(tsx?|jsx?|mjs)$/.test(file) ||
      file.includes(`${path.sep}node_modules${path.sep}`) ||
      !existsSync(file)
    )
      continue;
    const text = readFileSync(file, 'utf8');
    if (text.includes(CATALOGUE_PRAGMA)) continue; // a list of ids (the domain's catalogue), not a use of them
    for (const m of text.matchAll(new RegExp(`(["'\`])(${MESSAGE_ID_PATTERN})\\1`, 'g')))
      if (known.has(m[2] as string)) ids.add(m[2] as string);
  }
  return ids;
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
 * module (`mountSuffix`, e.g. '/src/mount.ts'). This announces that chunk, the entry's and its imports and their CSS
 * in index.html, so they download in parallel with the entry instead of after it ran; `extraTags` go first (e.g. a
 * preload of the provider config where no inline script may start it). Scripts as `preload`, not `modulepreload`:
 * fetched now, compiled when imported, so the compiling does not hold the first paint back (measured on the web).
 * `scripts: false` announces the stylesheets only: where the code is read from disk (the desktop's app://), a preload
 * saves no download time.
 */
export function preloadAppChunk(
  mountSuffix: string,
  extraTags: (bundle: OutputBundle) => string[] = () => [],
  options: { scripts?: boolean } = {},
): Plugin {
  const scripts = options.scripts ?? true;
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
        for (const entry of chunks.filter((c) => c.isEntry)) for (const i of entry.imports) visit(i);
        visit(app.fileName);
        const missing = (f: string) => !html.includes(`/${f}"`);
        // Scripts before stylesheets: the app chunk is the largest file on the way to the first poster.
        const tags = [
          ...extraTags(bundle),
          ...(scripts ? [...files] : [])
            .filter(missing)
            .map((f) => `<link rel="preload" as="script" crossorigin href="/${f}">`),
          ...[...css].filter(missing).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ];
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return `${html.slice(0, at)}${[...tags, ''].join('\n    ')}${html.slice(at)}`;
      },
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Two chunks for a shell's first page instead of a dozen small ones: `start` = everything the shell's early entry
 * (`main`) needs statically (domain, SDK, query cache, start-up), `app` = what its React app (`mount`) adds.
 * Everything else stays in its lazy chunk (player, Shaka, Firebase, screens, catalogues). On the web each small chunk
 * is one more request (over HTTP/1.1 one more connection in slow start); on desktop, read from disk, each is one more
 * module for the renderer's main thread to fetch, compile and link (~10 ms apiece at 4× CPU, before start-up can run).
 * For `build.rolldownOptions.output.codeSplitting`; `main` and `mount` are absolute paths.
 */
export function firstPageChunks(main: string, mount: string) {
  const closures = new Map<string, Set<string>>();
  const closure = (entry: string, graph: ModuleGraph) => {
    let seen = closures.get(entry);
    if (seen) return seen;
    seen = new Set<string>();
    const stack = [entry];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    closures.set(entry, seen);
    return seen;
  };
  return {
    // Two groups (one name function returning both names merged them into one chunk); start wins for shared modules.
    groups: [
      {
        priority: 2,
        name: (id: string, graph: ModuleGraph) => (closure(main, graph).has(id) ? 'start' : null),
      },
      {
        priority: 1,
        name: (id: string, graph: ModuleGraph) => (closure(mount, graph).has(id) ? 'app' : null),
      },
    ],
  };
}
