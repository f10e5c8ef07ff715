// A one-line build-time fix of Shaka Player's offline download lanes: each stream starts at lane `stream.id % lanes`
// instead of 0, so init segments and subtitles do not end a download fetched one by one on lane 0 while the link idles.
// Patches shaka-player.compiled-es2021.js (5.2.x); the build fails unless the code is found exactly once.
import type { Plugin } from 'vite';

// Shaka's code: lib/offline/storage.js, createStream_: `let groupId = numberOfParallelDownloads === 0 ? stream.id : 0`.
// A stream id that is not a small integer keeps lane 0 (Shaka's behaviour). After a Shaka upgrade the patch is redone
// or dropped, never silently lost.
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
