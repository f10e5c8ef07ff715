// Trailer vs. content: what to ask the package call (CMS getStreamPackage) for, and how its answer becomes a player
// source. Structural types only (this package depends on the domain, not on the SDK).
import type { DrmScheme, Quality } from '@ott/domain';
import {
  chooseDrmScheme,
  choosePackage,
  type DrmConfig,
  type PackageChoice,
  type PlatformInfo,
} from './config';
import type { PlayerError } from './player';

export interface StreamRequestInput {
  content: {
    objectid: string;
    contentdetails?: readonly PackageChoice[];
    trailer?: readonly { trailerid: string; packageid?: string | null }[];
  };
  /** Play this trailer (MOV-010: a title without content details plays its trailer). */
  trailerId?: string | null;
  /** The availability that unlocked the title (the domain's playback decision). */
  availabilityid?: string | null;
  platform: PlatformInfo;
  quality?: Quality | null;
}

export interface StreamRequest {
  contentId: string;
  form: { packageid: string; drmscheme: DrmScheme; trailerid?: string; quality?: Quality };
  isTrailer: boolean;
}

/**
 * The package call for a title or one of its trailers; null when there is nothing to play. A requested trailer that
 * the title does not list falls back to its first trailer; a title without packages plays its first trailer.
 */
export function streamRequest(input: StreamRequestInput): StreamRequest | null {
  const { content, platform } = input;
  const trailers = content.trailer ?? [];
  const pkg = input.trailerId
    ? null
    : choosePackage(content.contentdetails, {
        availabilityid: input.availabilityid ?? null,
        hlsSupported: platform.hlsSupported,
      });
  const quality = input.quality ? { quality: input.quality } : {};
  if (pkg) {
    return {
      contentId: content.objectid,
      form: { packageid: pkg.packageid, drmscheme: chooseDrmScheme(pkg.drmscheme, platform), ...quality },
      isTrailer: false,
    };
  }
  const trailer = trailers.find((t) => t.trailerid === input.trailerId) ?? trailers[0];
  if (!trailer) return null;
  return {
    contentId: content.objectid,
    form: { packageid: trailer.packageid ?? '', drmscheme: 'NONE', trailerid: trailer.trailerid, ...quality },
    isTrailer: true,
  };
}

/** The package call's answer (CMS StreamPackage), as far as the player needs it. */
export interface StreamSource {
  manifesturl: string;
  drmscheme: DrmScheme;
  licenseurl?: string | null;
  licenseheaders?: Readonly<Record<string, string>>;
  certificateurl?: string | null;
  clearkeys?: readonly { keyid: string; key: string }[] | null;
  quality?: Quality;
}

/** The DRM part of a package answer (null for a clear stream). */
export function drmFromSource(source: StreamSource): DrmConfig | null {
  if (source.drmscheme === 'NONE') return null;
  return {
    scheme: source.drmscheme,
    licenseUrl: source.licenseurl ?? null,
    licenseHeaders: source.licenseheaders ?? {},
    certificateUrl: source.certificateurl ?? null,
    clearKeys: source.clearkeys ?? null,
  };
}

export function isPlayerError(e: unknown): e is PlayerError {
  return (
    typeof e === 'object' &&
    e !== null &&
    'kind' in e &&
    ['unsupported', 'shaka', 'media'].includes(String((e as { kind: unknown }).kind))
  );
}

/**
 * The platform as the browser reports it. `hlsSupported` is SPEC §9's "HLS supported" in the sense the rule needs:
 * native HLS with FairPlay (Safari, which exposes `WebKitMediaKeys`). Chromium also plays HLS natively now but has no
 * FairPlay, so it counts as the DASH / Widevine (here ClearKey) side.
 */
export function browserPlatform(
  nav: Pick<Navigator, 'userAgent'>,
  video?: Pick<HTMLMediaElement, 'canPlayType'> | null,
  win: object = globalThis,
): PlatformInfo {
  const nativeHls = Boolean(video?.canPlayType('application/vnd.apple.mpegurl'));
  return {
    isAndroid: /android/i.test(nav.userAgent),
    hlsSupported: nativeHls && 'WebKitMediaKeys' in win,
  };
}
