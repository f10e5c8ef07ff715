// @vitest-environment jsdom
// The desktop's playback integration (src/renderer/playback.ts): keep-awake and Media Session from the page's videos.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPlayback } from '../src/renderer/playback';

function video(state: { paused: boolean; ended?: boolean }) {
  const v = document.createElement('video');
  Object.defineProperty(v, 'paused', { get: () => state.paused });
  Object.defineProperty(v, 'ended', { get: () => state.ended ?? false });
  Object.defineProperty(v, 'readyState', { get: () => 4 });
  v.play = vi.fn(async () => {
    state.paused = false;
  });
  v.pause = vi.fn(() => {
    state.paused = true;
  });
  document.body.append(v);
  return v;
}

function fakeMediaSession() {
  const handlers = new Map<string, (d: MediaSessionActionDetails) => void>();
  return {
    metadata: null as unknown,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: (a: string, h: (d: MediaSessionActionDetails) => void) => handlers.set(a, h),
    handlers,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('playback integration', () => {
  it('keeps the display awake while a video plays, and lets it sleep when none does', () => {
    const keepAwake = vi.fn(async () => {});
    const state = { paused: true };
    const v = video(state);
    const stop = watchPlayback(document, { keepAwake }, undefined);
    state.paused = false;
    v.dispatchEvent(new Event('playing'));
    expect(keepAwake).toHaveBeenLastCalledWith(true);
    state.paused = true;
    v.dispatchEvent(new Event('pause'));
    expect(keepAwake).toHaveBeenLastCalledWith(false);
    expect(keepAwake).toHaveBeenCalledTimes(2);
    stop();
  });

  it('OS media keys and system controls (Media Session actions) drive the playing video', () => {
    const session = fakeMediaSession();
    const state = { paused: true };
    const v = video(state);
    v.currentTime = 30;
    watchPlayback(document, { keepAwake: async () => {} }, session as unknown as MediaSession);
    state.paused = false;
    v.dispatchEvent(new Event('playing'));
    expect(session.playbackState).toBe('playing');
    session.handlers.get('pause')?.({ action: 'pause' });
    expect(v.pause).toHaveBeenCalled();
    session.handlers.get('seekbackward')?.({ action: 'seekbackward' });
    expect(v.currentTime).toBe(20);
    session.handlers.get('seekto')?.({ action: 'seekto', seekTime: 5 });
    expect(v.currentTime).toBe(5);
    session.handlers.get('play')?.({ action: 'play' });
    expect(v.play).toHaveBeenCalled();
    v.pause();
    v.dispatchEvent(new Event('pause'));
    expect(session.playbackState).toBe('paused');
  });

  it('a page that manages its own Media Session (the app player) keeps its metadata and actions', () => {
    const session = fakeMediaSession();
    const pageMetadata = { title: 'Title from the player' };
    session.metadata = pageMetadata;
    const state = { paused: true };
    const v = video(state);
    watchPlayback(document, { keepAwake: async () => {} }, session as unknown as MediaSession);
    state.paused = false;
    v.dispatchEvent(new Event('playing'));
    expect(session.playbackState).toBe('playing');
    expect(session.metadata).toBe(pageMetadata);
    expect(session.handlers.size).toBe(0);
  });

  it('stopping the watch releases keep-awake', () => {
    const keepAwake = vi.fn(async () => {});
    const state = { paused: false };
    const v = video(state);
    const stop = watchPlayback(document, { keepAwake }, undefined);
    v.dispatchEvent(new Event('playing'));
    stop();
    expect(keepAwake).toHaveBeenLastCalledWith(false);
  });
});
