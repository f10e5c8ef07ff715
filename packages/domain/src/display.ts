// SPEC §9 display helpers: the poster file index (2, or 1 on the watchlist), subtitle and audio language names,
// and ticket category titles by language.
import { POSTER_FILE_INDEX, WATCHLIST_POSTER_FILE_INDEX } from './constants';
import { isRtl } from './language';
import { type TimeFrame, timeFrameOf } from './time-frames';
import type { Content, PosterType, TicketCategory } from './types';

/** SPEC §9: posters use file index 2; the watchlist uses index 1. */
export function posterFileIndex(context: { watchlist?: boolean } = {}): number {
  return context.watchlist ? WATCHLIST_POSTER_FILE_INDEX : POSTER_FILE_INDEX;
}

/**
 * The poster URL of a content for a poster type, at the file index of §9. Falls back to the largest smaller index
 * when the list is shorter; null when the content has no poster of that type.
 */
export function posterUrl(
  content: Pick<Content, 'poster'>,
  postertype: PosterType,
  context: { watchlist?: boolean } = {},
): string | null {
  const files = content.poster?.find((p) => p.postertype === postertype)?.file ?? [];
  if (files.length === 0) return null;
  const index = Math.min(posterFileIndex(context), files.length - 1);
  return files[index]?.url ?? null;
}

/** SPEC §9: subtitle / audio language names (ISO 639-1 and -2 codes). */
export const TRACK_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ar: 'Arabic',
  ara: 'Arabic',
  tr: 'Turkish',
  tur: 'Turkish',
  ru: 'Russian',
  rus: 'Russian',
  hi: 'Hindi',
  hin: 'Hindi',
  en: 'English',
  eng: 'English',
  kk: 'Kazakh',
  kaz: 'Kazakh',
  uz: 'Uzbek',
  uzb: 'Uzbek',
  ko: 'Korean',
  kor: 'Korean',
  zh: 'Chinese',
  zho: 'Chinese',
  chi: 'Chinese',
  // Not in the SPEC's list, but a display language of the product (SPEC §1): the sandbox's third subtitle track.
  ml: 'Malayalam',
  mal: 'Malayalam',
};

/** The name of a subtitle / audio track language; an unknown code is shown as given. */
export function trackLanguageName(code: string | null | undefined): string {
  if (!code) return '';
  const base = code.toLowerCase().split(/[-_]/)[0] as string;
  return TRACK_LANGUAGE_NAMES[base] ?? code;
}

/** SPEC §3 / §9: a ticket category title in ara (Arabic) or en (everything else), falling back to the other. */
export function ticketCategoryTitle(
  category: TicketCategory,
  languageCode: string | null | undefined,
): string {
  const { ar, en } = category.categoryTitle;
  const title = isRtl(languageCode) ? (ar ?? en) : (en ?? ar);
  return title ?? category.apiCategory;
}

/** SPEC §1: live is a kind of content of its own (object type or category LIVE), shown as live wherever listed. */
export function isLiveContent(content: Pick<Content, 'objecttype' | 'category'>): boolean {
  return content.objecttype === 'LIVE' || content.category === 'LIVE';
}

/**
 * SPEC §9 time frame of a live title at `nowMs`: the UTC 3-hour block it is airing in, or null for a title that is
 * not live. The catalogue's live titles are round-the-clock channels without schedules, so the block is the one
 * that contains now (a schedule field, if the contract ever carries one, would give the programme's own block).
 */
export function liveTimeFrame(
  content: Pick<Content, 'objecttype' | 'category'>,
  nowMs: number,
): TimeFrame | null {
  return isLiveContent(content) ? timeFrameOf(nowMs) : null;
}
