// @ott/player — the Shaka Player wrapper (DRM scheme choice, quality cap, trailer vs. content, progress
// events; loaded lazily). Importing this module does not load Shaka: `createPlayer` / `loadShaka` import it on demand.
export * from './config';
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
  STALL_NUDGE_MS,
  type PreloadStreamOptions,
  preloadStream,
  preloadedVideo,
  PRIMED_BUFFER_S,
  prepareVideo,
  releaseVideo,
  type Rendition,
  type ShakaLike,
  type ShakaPlayerLike,
} from './player';
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
  browserPlatform,
  drmFromSource,
  isPlayerError,
  type StreamRequest,
  type StreamRequestInput,
  type StreamSource,
  streamRequest,
} from './stream';
export { CueStore, cueText, storeTextDisplayer } from './text';
