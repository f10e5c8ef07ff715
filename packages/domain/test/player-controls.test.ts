import { describe, expect, it } from 'vitest';
import { trackLanguageName } from '../src';
import { formatClock } from '../src/format';
import {
  clampSeek,
  isAtLiveEdge,
  PLAYER_CONTROLS_HIDE_MS,
  PLAYER_SEEK_STEP_S,
  planResolution,
  playerKeyAction,
  rememberedTrack,
  renditionLabel,
  renditionsForPlan,
  sameLanguage,
  stepVolume,
  toggleCaptions,
} from '../src/player-controls';

const R = (id: number, width: number, height: number, bandwidth: number) => ({
  id,
  width,
  height,
  bandwidth,
});
const LADDER = [
  R(0, 640, 360, 120),
  R(1, 854, 480, 200),
  R(2, 1280, 720, 350),
  R(3, 1920, 1080, 900),
  R(4, 3840, 2160, 4000),
];

describe('player controls', () => {
  it('§4 stream quality: SD 854x480 offers nothing above 480p', () => {
    expect(renditionsForPlan(LADDER, planResolution('SD')).map(renditionLabel)).toEqual(['480p', '360p']);
  });
  it('§4 stream quality: HD 1920x1080 offers up to 1080p, UHD2 3840x2160 everything, highest first', () => {
    expect(renditionsForPlan(LADDER, planResolution('HD')).map(renditionLabel)).toEqual([
      '1080p',
      '720p',
      '480p',
      '360p',
    ]);
    expect(renditionsForPlan(LADDER, planResolution('UHD2'))).toHaveLength(5);
    expect(renditionsForPlan(LADDER, planResolution('UHD1')).map((r) => r.height)).not.toContain(2160);
  });
  it('§4 stream quality: one entry per height (the highest bandwidth); no plan known → no cap', () => {
    const two = [R(0, 854, 480, 200), R(1, 854, 480, 300)];
    expect(renditionsForPlan(two, null).map((r) => r.id)).toEqual([1]);
  });
  it('keyboard map: space/k, f, m, c, arrows, Escape; modified keys are the browser’s', () => {
    expect(playerKeyAction({ key: ' ' })).toBe('togglePlay');
    expect(playerKeyAction({ key: 'k' })).toBe('togglePlay');
    expect(playerKeyAction({ key: 'f' })).toBe('fullscreen');
    expect(playerKeyAction({ key: 'm' })).toBe('mute');
    expect(playerKeyAction({ key: 'c' })).toBe('captions');
    expect(playerKeyAction({ key: 'ArrowLeft' })).toBe('seekBack');
    expect(playerKeyAction({ key: 'ArrowRight' })).toBe('seekForward');
    expect(playerKeyAction({ key: 'ArrowUp' })).toBe('volumeUp');
    expect(playerKeyAction({ key: 'ArrowDown' })).toBe('volumeDown');
    expect(playerKeyAction({ key: 'Escape' })).toBe('escape');
    expect(playerKeyAction({ key: 'f', ctrlKey: true })).toBeNull();
    expect(playerKeyAction({ key: 'x' })).toBeNull();
  });
  it('no seeking past the live edge nor before the window', () => {
    expect(clampSeek(500, { start: 100, end: 400 })).toBe(400);
    expect(clampSeek(50, { start: 100, end: 400 })).toBe(100);
    expect(clampSeek(250, { start: 100, end: 400 })).toBe(250);
    expect(clampSeek(Number.NaN, { start: 100, end: 400 })).toBe(100);
    expect(isAtLiveEdge(398, { end: 400 })).toBe(true);
    expect(isAtLiveEdge(300, { end: 400 })).toBe(false);
  });
  it('volume steps stay within 0…1', () => {
    expect(stepVolume(0.95, 1)).toBe(1);
    expect(stepVolume(0.5, -1)).toBe(0.4);
    expect(stepVolume(0.05, -1)).toBe(0);
  });
  it('captions toggle: off → remembered language, else the first; on → off', () => {
    expect(toggleCaptions(null, ['en', 'ar', 'ml'], 'ara')).toBe('ar');
    expect(toggleCaptions(null, ['en', 'ar'], null)).toBe('en');
    expect(toggleCaptions('ar', ['en', 'ar'], 'ar')).toBeNull();
    expect(toggleCaptions(null, [], 'ar')).toBeNull();
  });
  it('remembered languages apply to the next title when it has them', () => {
    expect(rememberedTrack(['en', 'ar'], 'ar')).toBe('ar');
    expect(rememberedTrack(['en'], 'ar')).toBeNull();
    expect(rememberedTrack(['en', 'ar'], 'off')).toBeNull();
    expect(sameLanguage('ara', 'ar')).toBe(true);
    expect(sameLanguage('en-US', 'eng')).toBe(true);
    expect(sameLanguage('en', 'ar')).toBe(false);
  });
  it('§9 track language names, with Malayalam for the product’s display language', () => {
    expect(trackLanguageName('ara')).toBe('Arabic');
    expect(trackLanguageName('ml')).toBe('Malayalam');
  });
  it('clock labels and constants', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75.9)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(PLAYER_SEEK_STEP_S).toBe(10);
    expect(PLAYER_CONTROLS_HIDE_MS).toBe(3000);
  });
});
