// The player's controls as rules: renditions the quality menu may offer (SPEC §4 stream quality), the keyboard map,
// seeking never past the live edge, captions in the profile's remembered language, time labels, constants.
import { QUALITY_RESOLUTION, type Resolution } from './constants';
import type { Quality } from './types';

/** ±10 s skip (buttons, ←/→ keys, Media Session seekbackward/seekforward). */
export const PLAYER_SEEK_STEP_S = 10;
/** ↑/↓ change the volume by this much. */
export const PLAYER_VOLUME_STEP = 0.1;
/** The controls hide after this long without input (never while a menu is open or the keyboard is in use). */
export const PLAYER_CONTROLS_HIDE_MS = 3000;
/** Playback speeds of the speed menu. */
export const PLAYER_RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2];
/** Within this many seconds of the live edge a live stream counts as "at live". */
export const LIVE_EDGE_TOLERANCE_S = 6;

export interface RenditionLike {
  id: number;
  width: number | null;
  height: number | null;
  bandwidth: number;
}

/** The resolution a plan allows (SPEC §4 / §9 quality map); null when no quality is known (no cap). */
export function planResolution(quality: Quality | null | undefined): Resolution | null {
  return quality ? QUALITY_RESOLUTION[quality] : null;
}

/**
 * SPEC §4 stream quality: the renditions the quality menu may offer — none wider or taller than the plan's
 * resolution — one per height (the highest bandwidth of each), highest first.
 */
export function renditionsForPlan<R extends RenditionLike>(
  renditions: readonly R[],
  cap: Resolution | null,
): R[] {
  const allowed = renditions.filter(
    (r) => !cap || ((r.width ?? 0) <= cap.width && (r.height ?? 0) <= cap.height),
  );
  const byHeight = new Map<number, R>();
  for (const r of allowed) {
    const h = r.height ?? 0;
    const seen = byHeight.get(h);
    if (!seen || r.bandwidth > seen.bandwidth) byHeight.set(h, r);
  }
  return [...byHeight.values()].sort((a, b) => (b.height ?? 0) - (a.height ?? 0));
}

/** A rendition's short name: its height ("720p"). */
export function renditionLabel(r: Pick<RenditionLike, 'height'>): string {
  return `${r.height ?? 0}p`;
}

export type PlayerKeyAction =
  | 'togglePlay'
  | 'fullscreen'
  | 'mute'
  | 'captions'
  | 'seekBack'
  | 'seekForward'
  | 'volumeUp'
  | 'volumeDown'
  | 'escape';

/**
 * The keyboard map (the keys of the major players): space / k play-pause, f fullscreen, m mute,
 * c captions, ← / → −10 s / +10 s (time direction: the same in right-to-left pages, as the seek bar's), ↑ / ↓
 * volume, Escape closes a menu or leaves fullscreen. Keys with a modifier are left to the browser.
 */
export function playerKeyAction(e: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): PlayerKeyAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  switch (e.key) {
    case ' ':
    case 'k':
    case 'K':
      return 'togglePlay';
    case 'f':
    case 'F':
      return 'fullscreen';
    case 'm':
    case 'M':
      return 'mute';
    case 'c':
    case 'C':
      return 'captions';
    case 'ArrowLeft':
      return 'seekBack';
    case 'ArrowRight':
      return 'seekForward';
    case 'ArrowUp':
      return 'volumeUp';
    case 'ArrowDown':
      return 'volumeDown';
    case 'Escape':
      return 'escape';
    default:
      return null;
  }
}

/** A seek target kept inside the seekable range: never before its start, never past the live edge (or the end). */
export function clampSeek(target: number, range: { start: number; end: number }): number {
  if (!Number.isFinite(target)) return range.start;
  return Math.min(Math.max(target, range.start), range.end);
}

/** Whether a live stream plays at its edge (the "Live" badge is lit; otherwise it jumps to the edge). */
export function isAtLiveEdge(position: number, range: { end: number }): boolean {
  return range.end - position <= LIVE_EDGE_TOLERANCE_S;
}

/** Volume after ↑ / ↓, within 0…1 and rounded to the step. */
export function stepVolume(volume: number, direction: 1 | -1): number {
  const next = Math.round((volume + direction * PLAYER_VOLUME_STEP) * 10) / 10;
  return Math.min(1, Math.max(0, next));
}

const base = (code: string) => code.toLowerCase().split(/[-_]/)[0] as string;

/** Whether two language codes name the same language ("ar" and "ara", "en" and "en-US"). */
export function sameLanguage(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const iso3: Record<string, string> = { ara: 'ar', eng: 'en', mal: 'ml', hin: 'hi', tur: 'tr', rus: 'ru' };
  const norm = (c: string) => iso3[base(c)] ?? base(c);
  return norm(a) === norm(b);
}

/**
 * The c key: captions off when on; when off, the profile's remembered language if the title has it, else the
 * first language. Null: captions off (or the title has none).
 */
export function toggleCaptions(
  current: string | null,
  available: readonly string[],
  remembered: string | null,
): string | null {
  if (current) return null;
  return available.find((l) => sameLanguage(l, remembered)) ?? available[0] ?? null;
}

/**
 * The language to start with from the profile's remembered choice: the title's track of that language, else
 * null (the stream's default). For subtitles a remembered `'off'` keeps them off.
 */
export function rememberedTrack(available: readonly string[], remembered: string | null): string | null {
  if (!remembered || remembered === 'off') return null;
  return available.find((l) => sameLanguage(l, remembered)) ?? null;
}
