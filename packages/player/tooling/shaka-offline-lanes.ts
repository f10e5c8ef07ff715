// A one-line build-time fix of Shaka Player's offline download lanes (download throughput).
//
// shaka.offline.Storage spreads a stream's segments over `offline.numberOfParallelDownloads` lanes (a lane fetches a
// segment and writes it to IndexedDB before its next one), but it starts every stream at lane 0
// (lib/offline/storage.js, createStream_: `let groupId = numberOfParallelDownloads === 0 ? stream.id : 0`). Lane 0
// therefore carries each stream's first segment, each stream's init segment and every single-file subtitle, one after
// another, and a download ends with that lane fetching small files alone while the link sits idle (the benchmark's
// request log: the three subtitles and an init segment, back to back, after every other lane had finished).
//
// The fix starts each stream at lane `stream.id % lanes` (stream ids are Shaka's own small integers; anything else
// gives lane 0, Shaka's behaviour), so those small files land on different lanes. It patches the compiled file the
// player loads (shaka-player.compiled-es2021.js, 5.2.x) and fails the build when that code is not found exactly once —
// after a Shaka upgrade the patch is redone or dropped, never silently lost.
import type { Plugin } from 'vite';

export const SHAKA_COMPILED_FILE = /shaka-player[\\/]dist[\\/]shaka-player\.compiled-es2021\.js$/;

/** `lanes=config.offline.numberOfParallelDownloads, lane=lanes===0?stream.id:0;` in the minified createStream_. */
const FIRST_LANE = /(\w+)=(\w+)\.offline\.numberOfParallelDownloads,(\w+)=\1===0\?(\w+)\.id:0;/g;

/** The compiled code with the fix; throws when the code to fix is not there exactly once. */
export function spreadOfflineLanes(code: string): string {
  const found = code.match(FIRST_LANE)?.length ?? 0;
  if (found !== 1)
    throw new Error(
      `shaka-offline-lanes: expected Shaka's offline lane assignment once in the compiled player, found it ${found} times ` +
        '(a Shaka upgrade?): redo the patch in packages/player/tooling/shaka-offline-lanes.ts or drop it',
    );
  return code.replace(FIRST_LANE, '$1=$2.offline.numberOfParallelDownloads,$3=$1===0?$4.id:($4.id>>>0)%$1;');
}

/** Vite plugin (production builds of the shells that store downloads): applies spreadOfflineLanes. */
export function shakaOfflineLanes(): Plugin {
  return {
    name: 'ott-shaka-offline-lanes',
    apply: 'build',
    transform(code, id) {
      if (!SHAKA_COMPILED_FILE.test(id.split('?')[0] ?? id)) return null;
      return { code: spreadOfflineLanes(code), map: null };
    },
  };
}
