// @ott/player — the Shaka Player wrapper (DRM scheme choice, quality cap, trailer vs. content, progress
// events; loaded lazily). Importing this module does not load Shaka: `createPlayer` / `loadShaka` import it on demand.
export * from './config';
export { afterFirstFrame, playOrMuted } from './element';
export {
  chooseTracks,
  type OfflineRendition,
  type OfflineStore,
  offlineDrm,
  type StoredStream,
  type StoreOperation,
  type StoreOptions,
  shakaOfflineStore,
} from './offline';
export {
  type CreatePlayerOptions,
  createPlayer,
  hasPreload,
  type LanguageTrack,
  loadShaka,
  type NetworkState,
  type PlayerError,
  type PlayerHandle,
  type PlayerTracks,
  PRELOAD_TTL_MS,
  PRIMED_BUFFER_S,
  type PreloadStreamOptions,
  preloadedVideo,
  preloadStream,
  prepareVideo,
  type Rendition,
  releaseVideo,
  type ShakaLike,
  type ShakaPlayerLike,
  STALL_NUDGE_MS,
} from './player';
export {
  browserPlatform,
  drmFromSource,
  isPlayerError,
  type StreamRequest,
  type StreamRequestInput,
  type StreamSource,
  streamRequest,
} from './stream';
export { CueStore, cueText, storeTextDisplayer } from './text';
