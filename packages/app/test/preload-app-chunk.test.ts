// The build plugin that announces the first page's chunks in index.html (tooling/vite-plugins.ts, preloadAppChunk): the
// web preloads its scripts (they come over the network); the desktop, which reads them from disk, only its stylesheets.
import { describe, expect, it } from 'vitest';
import { preloadAppChunk } from '../tooling/vite-plugins';

const chunk = (fileName: string, moduleIds: string[], imports: string[], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});
const bundle = {
  'assets/index-1.js': {
    ...chunk('assets/index-1.js', ['/app/src/main.ts'], ['assets/start-1.js']),
    isEntry: true,
  },
  'assets/start-1.js': chunk('assets/start-1.js', ['/app/src/start.ts'], ['assets/shared-1.js']),
  'assets/mount-1.js': chunk(
    'assets/mount-1.js',
    ['/app/src/mount.ts'],
    ['assets/react-1.js', 'assets/shared-1.js'],
    ['assets/mount-1.css'],
  ),
  'assets/react-1.js': chunk('assets/react-1.js', ['/node_modules/react/index.js'], []),
  'assets/shared-1.js': chunk('assets/shared-1.js', ['/app/src/shared.ts'], []),
};
// What Vite writes before the plugin runs: the entry and its own static imports are there already.
const HTML = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`;

function run(plugin: ReturnType<typeof preloadAppChunk>): string {
  const hook = plugin.transformIndexHtml as { handler(html: string, ctx: { bundle: unknown }): string };
  return hook.handler(HTML, { bundle });
}

describe('preloadAppChunk (index.html announces the React app chunk)', () => {
  it("announces the entry's and the app's chunks not yet in the page, and their stylesheets; extra tags first", () => {
    const html = run(preloadAppChunk('/src/mount.ts', () => ['<link rel="preload" as="fetch" href="/cfg">']));
    // Fetched at once, compiled only when imported: not modulepreload, whose compiling held the first paint back.
    for (const f of ['start-1.js', 'mount-1.js', 'react-1.js'])
      expect(html).toContain(`<link rel="preload" as="script" crossorigin href="/assets/${f}">`);
    expect(html).not.toContain('index-1.js" ');
    expect(html.match(/shared-1\.js/g)).toHaveLength(1); // already in the page: not twice
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/mount-1.css">');
    expect(html.indexOf('/cfg')).toBeLessThan(html.indexOf('mount-1.js'));
  });

  it('scripts: false (code read from disk) announces only the stylesheets and the extra tags', () => {
    const html = run(
      preloadAppChunk('/src/mount.ts', () => ['<link rel="preload" as="fetch" href="/cfg">'], {
        scripts: false,
      }),
    );
    expect(html).not.toContain('mount-1.js');
    expect(html).not.toContain('react-1.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/mount-1.css">');
    expect(html).toContain('href="/cfg"');
  });

  it('stops the build when the app chunk is missing', () => {
    expect(() => run(preloadAppChunk('/src/other.ts'))).toThrow(/the \/src\/other\.ts chunk is missing/);
  });
});
