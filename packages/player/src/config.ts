// Pure decisions of the player wrapper (no Shaka, no DOM): which DRM scheme to ask for, which package of a title to
// stream, the Shaka configuration for a stream (DRM servers, quality cap), when to offer the next episode and how often
// to report progress. The rules themselves come from @ott/domain (SPEC §4 stream quality, §9 DRM preference).
import { type DrmScheme, QUALITY_RESOLUTION, type Quality } from '@ott/domain';
import { preferredDrmScheme } from '@ott/domain/playback';

/** EME key-system name of each DRM scheme (NONE has none). */
export const KEY_SYSTEMS: Readonly<Record<Exclude<DrmScheme, 'NONE'>, string>> = {
  WIDEVINE: 'com.widevine.alpha',
  FAIRPLAY: 'com.apple.fps',
  CLEARKEY: 'org.w3.clearkey',
};

export interface DrmConfig {
  scheme: DrmScheme;
  /** Licence server (WIDEVINE, FAIRPLAY, CLEARKEY). */
  licenseUrl?: string | null;
  /** Headers sent with every licence request. */
  licenseHeaders?: Readonly<Record<string, string>>;
  /** FairPlay server certificate. */
  certificateUrl?: string | null;
  /** ClearKey key pairs in hex, used when there is no licence server. */
  clearKeys?: readonly { keyid: string; key: string }[] | null;
}

export interface PlatformInfo {
  isAndroid: boolean;
  /** Native HLS playback (Safari): the FairPlay / HLS side of SPEC §9. */
  hlsSupported: boolean;
}

/**
 * SPEC §9 DRM scheme for a package: the domain's preference (WIDEVINE on Android or without native HLS, FAIRPLAY
 * otherwise, NONE when the package lacks it). A package that offers only CLEARKEY — the sandbox's, and the only scheme
 * every EME browser has (Debian's Chromium has no Widevine CDM) — is asked for as CLEARKEY; a package without DRM as
 * NONE.
 */
export function chooseDrmScheme(
  offered: readonly DrmScheme[] | undefined,
  platform: PlatformInfo,
): DrmScheme {
  const list = offered && offered.length > 0 ? offered : (['NONE'] as DrmScheme[]);
  const preferred = preferredDrmScheme({ ...platform, offered: list });
  if (preferred !== 'NONE') return preferred;
  return list.includes('CLEARKEY') ? 'CLEARKEY' : 'NONE';
}

export interface PackageChoice {
  packageid: string;
  drmscheme?: readonly DrmScheme[];
  availabilityset?: readonly string[];
}

/**
 * The package to stream: one unlocked by the chosen availability (any when none is given), HLS packages first where
 * HLS is native and DASH first elsewhere (MSE plays DASH everywhere Shaka runs). Null when the title has none.
 */
export function choosePackage<P extends PackageChoice>(
  details: readonly P[] | undefined,
  opts: { availabilityid?: string | null; hlsSupported: boolean },
): P | null {
  const all = details ?? [];
  const unlocked = opts.availabilityid
    ? all.filter((d) => (d.availabilityset ?? []).includes(opts.availabilityid as string))
    : all;
  const pool = unlocked.length > 0 ? unlocked : all;
  const isHls = (d: P) => /(^|[-_.])hls($|[-_.])/i.test(d.packageid);
  const preferred = pool.find((d) => isHls(d) === opts.hlsSupported);
  return preferred ?? pool[0] ?? null;
}

/** SPEC §4 quality cap as a maximum picture size (null: no cap known). */
export function qualityCap(quality: Quality | null | undefined): { width: number; height: number } | null {
  return quality ? QUALITY_RESOLUTION[quality] : null;
}

/** Bandwidth (bit/s) ABR assumes before it has measured any: below every rendition but the lightest. */
export const START_BANDWIDTH_ESTIMATE = 200_000;

export interface ShakaConfigInput {
  drm: DrmConfig | null;
  /** SPEC §4: the subscription's resolution (e.g. SD 854x480); null for no cap. */
  maxResolution?: { width: number; height: number } | null;
}

/** The subset of Shaka's configuration this wrapper sets (passed to `player.configure`). */
export interface ShakaConfig {
  drm: {
    servers: Record<string, string>;
    clearKeys: Record<string, string>;
    advanced: Record<string, { serverCertificateUri?: string }>;
  };
  restrictions: { maxWidth: number; maxHeight: number };
  abr: {
    enabled: boolean;
    restrictions: { maxWidth: number; maxHeight: number };
    defaultBandwidthEstimate: number;
    useNetworkInformation: boolean;
  };
  streaming: { bufferingGoal: number; rebufferingGoal: number; maxDisabledTime: number };
}

/**
 * Shaka configuration for one stream, as data (the Shaka demo's pattern). The quality cap limits both what may be
 * chosen at all (`restrictions`) and what ABR may switch to (`abr.restrictions`); the DRM scheme selects the licence
 * server by key system, or ClearKey's inline keys when there is no licence server.
 */
export function shakaConfig(input: ShakaConfigInput): ShakaConfig {
  const max = input.maxResolution;
  const limit = {
    maxWidth: max ? max.width : Number.POSITIVE_INFINITY,
    maxHeight: max ? max.height : Number.POSITIVE_INFINITY,
  };
  const servers: Record<string, string> = {};
  const clearKeys: Record<string, string> = {};
  const advanced: Record<string, { serverCertificateUri?: string }> = {};
  const drm = input.drm;
  if (drm && drm.scheme !== 'NONE') {
    const keySystem = KEY_SYSTEMS[drm.scheme];
    if (drm.licenseUrl) servers[keySystem] = drm.licenseUrl;
    else if (drm.scheme === 'CLEARKEY') {
      for (const { keyid, key } of drm.clearKeys ?? []) clearKeys[keyid.toLowerCase()] = key.toLowerCase();
    }
    if (drm.certificateUrl) advanced[keySystem] = { serverCertificateUri: drm.certificateUrl };
  }
  return {
    drm: { servers, clearKeys, advanced },
    restrictions: { ...limit },
    // Start on the lightest rendition (a smaller first segment to fetch, demux and decode: the first frame comes
    // sooner) and let ABR climb once it has measured the network, instead of trusting the browser's guess.
    abr: {
      enabled: true,
      restrictions: { ...limit },
      defaultBandwidthEstimate: START_BANDWIDTH_ESTIMATE,
      useNetworkInformation: false,
    },
    // Short goals: the first frame comes quickly (the play → first frame budget) and a seek refills fast.
    // maxDisabledTime 0: a failing segment request is an error the wrapper sees (and retries until the network is
    // back, player.ts), instead of Shaka silently disabling renditions one by one for 30 s each.
    streaming: { bufferingGoal: 20, rebufferingGoal: 1, maxDisabledTime: 0 },
  };
}

/** Seconds before the end at which the next episode is offered. */
export const NEXT_EPISODE_OFFER_S = 20;

/** Whether to offer the next episode: within the last NEXT_EPISODE_OFFER_S seconds, or at the end. */
export function shouldOfferNextEpisode(positionSec: number, durationSec: number, ended = false): boolean {
  if (ended) return true;
  if (!Number.isFinite(durationSec) || durationSec <= 0) return false;
  return durationSec - positionSec <= Math.min(NEXT_EPISODE_OFFER_S, durationSec / 2);
}

/** Progress is written at most this often while playing (and always on pause, seek, end, leave and pagehide). */
export const PROGRESS_INTERVAL_MS = 10_000;

/**
 * A throttle for progress reports with an injected clock: `tick` answers true once a full interval has passed since
 * the first tick or the last report, `force` always (pause, seek, end, leave); both remember the time of the report.
 */
export function progressThrottle(now: () => number, intervalMs = PROGRESS_INTERVAL_MS) {
  let last: number | null = null;
  return {
    tick(): boolean {
      const t = now();
      if (last === null) {
        last = t;
        return false;
      }
      if (t - last < intervalMs) return false;
      last = t;
      return true;
    },
    force(): true {
      last = now();
      return true;
    },
  };
}
