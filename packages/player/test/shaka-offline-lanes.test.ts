// The build-time fix of Shaka's offline download lanes (tooling/shaka-offline-lanes.ts): each stream starts
// at its own lane instead of lane 0, and the build fails loudly when the compiled code to fix is not found.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SHAKA_COMPILED_FILE, shakaOfflineLanes, spreadOfflineLanes } from '../tooling/shaka-offline-lanes';

const compiledPath = createRequire(import.meta.url).resolve(
  'shaka-player/dist/shaka-player.compiled-es2021.js',
);

/** The first lane of a stream, as the (patched or not) minified statement computes it. */
function firstLane(statement: string, lanes: number, streamId: unknown): unknown {
  return new Function('e', 'd', `${statement} return k;`)(
    { offline: { numberOfParallelDownloads: lanes } },
    {
      id: streamId,
    },
  );
}

describe('Shaka offline lanes (a download does not end on lane 0 alone)', () => {
  const original = 'var h=e.offline.numberOfParallelDownloads,k=h===0?d.id:0;';

  it('unpatched, every stream starts at lane 0; patched, stream n starts at lane n mod lanes', () => {
    const patched = spreadOfflineLanes(original);
    expect([1, 2, 3, 17].map((id) => firstLane(original, 16, id))).toEqual([0, 0, 0, 0]);
    expect([1, 2, 3, 17].map((id) => firstLane(patched, 16, id))).toEqual([1, 2, 3, 1]);
  });

  it('keeps Shaka’s own meaning of 0 lanes (one lane per stream) and gives lane 0 to an id that is not a number', () => {
    const patched = spreadOfflineLanes(original);
    expect(firstLane(patched, 0, 7)).toBe(7);
    expect(firstLane(patched, 16, 'text-en')).toBe(0);
  });

  it('finds the code to fix exactly once in the compiled player the app loads', () => {
    const code = readFileSync(compiledPath, 'utf8');
    const patched = spreadOfflineLanes(code);
    expect(patched).not.toBe(code);
    // One short expression changed, nothing else: undoing it gives the original file back.
    expect(patched.replace(/\((\w+)\.id>>>0\)%\w+;/, '0;')).toBe(code);
  });

  it('fails the build when the code is missing or ambiguous (a Shaka upgrade), instead of shipping unpatched', () => {
    expect(() => spreadOfflineLanes('var x=1;')).toThrow(/found it 0 times/);
    expect(() => spreadOfflineLanes(original + original)).toThrow(/found it 2 times/);
  });

  it('the Vite plugin patches the compiled player only, in production builds', () => {
    const plugin = shakaOfflineLanes();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(SHAKA_COMPILED_FILE.test(compiledPath)).toBe(true);
    expect(transform(original, compiledPath)?.code).toContain('(d.id>>>0)%h');
    expect(transform(original, '/src/player.ts')).toBeNull();
  });
});
