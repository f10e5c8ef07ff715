// What the controls do and when they show: actions over the <video> and the player handle, full screen and
// picture-in-picture, the keyboard map (domain playerKeyAction; Escape leaves), auto-hide after 3 s without input
// (never while paused, a menu is open or the keyboard is in use; `after` is the clock), the remembered languages.
import {
  clampSeek,
  PLAYER_CONTROLS_HIDE_MS,
  PLAYER_SEEK_STEP_S,
  playerKeyAction,
  stepVolume,
  toggleCaptions,
} from '@ott/domain/player-controls';
import type { PlayerHandle, PlayerTracks } from '@ott/player';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useVideoState } from '../../../hooks/useVideoState';
import type { ControlActions, MenuName } from './PlayerControls';
import type { TrackPreferences } from './useTrackPreferences';

function defaultAfter(fn: () => void, ms: number): () => void {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
}

/** A phone turns the picture sideways in full screen where the browser allows it (most refuse on a desktop). */
async function lockLandscape(): Promise<void> {
  const orientation = screen.orientation as ScreenOrientation & { lock?(o: string): Promise<void> };
  try {
    await orientation.lock?.('landscape');
  } catch {
    // not a phone, or the browser does not lock: the picture stays as the device holds it
  }
}

const NO_TRACKS: PlayerTracks = {
  renditions: [],
  autoQuality: true,
  audio: [],
  text: [],
  textLanguage: null,
};

export function usePlayerControls({
  stage,
  video,
  handle,
  tracksVersion,
  preferences,
  savePreferences,
  next,
  leave,
  after = defaultAfter,
}: {
  stage: RefObject<HTMLElement | null>;
  video: HTMLVideoElement | null;
  handle: PlayerHandle | null;
  tracksVersion: number;
  preferences: TrackPreferences;
  savePreferences(change: Partial<TrackPreferences>): void;
  next: (() => void) | null;
  /** Leaves the player (Escape with nothing else to close). */
  leave(): void;
  /** Runs `fn` after `ms`; returns its cancel. */
  after?: (fn: () => void, ms: number) => () => void;
}) {
  // Read once the stream has started (the controls show from then on): until the first frame, the <video>'s events
  // (play, playing…) re-render nothing — the play click → first frame budget.
  const state = useVideoState(handle ? video : null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tracksVersion is the signal to read the tracks again
  const tracks = useMemo(() => handle?.tracks?.() ?? NO_TRACKS, [handle, tracksVersion]);
  const live = handle?.isLive?.() ?? false;
  const range = handle?.seekRange?.() ?? { start: 0, end: state?.duration ?? 0 };
  const [openMenu, setOpenMenu] = useState<MenuName | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [visible, setVisible] = useState(true);
  const keyboard = useRef(false);
  const timer = useRef<() => void>(() => {});

  const seek = useCallback(
    (to: number) => {
      if (!video) return;
      const r = handle?.seekRange?.() ?? {
        start: 0,
        end: Number.isFinite(video.duration) ? video.duration : 0,
      };
      video.currentTime = clampSeek(to, r);
    },
    [video, handle],
  );

  const actions: ControlActions = useMemo(
    () => ({
      togglePlay() {
        if (!video) return;
        if (video.paused) void video.play().catch(() => {});
        else video.pause();
      },
      seek,
      skip(by) {
        if (video) seek(video.currentTime + by);
      },
      toggleMute() {
        if (!video) return;
        video.muted = !video.muted;
        if (!video.muted && video.volume === 0) video.volume = 0.5;
      },
      setVolume(v) {
        if (!video) return;
        video.volume = v;
        video.muted = v === 0;
      },
      setRate(r) {
        if (video) video.playbackRate = r;
      },
      selectQuality(id) {
        handle?.selectQuality(id);
      },
      selectText(language) {
        handle?.selectText(language);
        savePreferences({ text: language ?? 'off' });
      },
      selectAudio(language) {
        handle?.selectAudio(language);
        savePreferences({ audio: language });
      },
      toggleFullscreen() {
        const el = stage.current;
        if (!el) return;
        if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
        else void el.requestFullscreen?.().then(lockLandscape, () => {});
      },
      togglePip() {
        if (!video) return;
        if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {});
        else void video.requestPictureInPicture?.().catch(() => {});
      },
      goLive() {
        handle?.goToLive();
      },
      next,
    }),
    [video, handle, seek, savePreferences, stage, next],
  );

  // Full screen state (also left with the browser's own Escape).
  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement === stage.current && stage.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [stage]);

  // Auto-hide.
  const paused = state?.paused ?? true;
  const schedule = useCallback(() => {
    timer.current();
    setVisible(true);
    timer.current = after(() => {
      const focusInside = stage.current?.contains(document.activeElement) ?? false;
      if (keyboard.current && focusInside) return;
      setVisible(false);
    }, PLAYER_CONTROLS_HIDE_MS);
  }, [stage, after]);
  useEffect(() => {
    if (paused || openMenu) {
      timer.current();
      setVisible(true);
    } else schedule();
    return () => timer.current();
  }, [paused, openMenu, schedule]);

  // Input anywhere on the stage shows the controls; the keyboard map works wherever focus is on the page, except
  // in form fields and where the focused control handles the key itself (buttons, sliders, menus).
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onPointer = () => {
      keyboard.current = false;
      if (!paused && !openMenu) schedule();
    };
    el.addEventListener('pointermove', onPointer);
    el.addEventListener('pointerdown', onPointer);
    return () => {
      el.removeEventListener('pointermove', onPointer);
      el.removeEventListener('pointerdown', onPointer);
    };
  }, [stage, paused, openMenu, schedule]);

  const textLanguages = tracks.text.map((t) => t.language);
  const keyRef = useRef<(e: KeyboardEvent) => void>(() => {});
  keyRef.current = (e: KeyboardEvent) => {
    if (e.defaultPrevented || !video) return;
    keyboard.current = true;
    if (!paused && !openMenu) schedule();
    const target = e.target as HTMLElement | null;
    const tag = target?.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return;
    if (tag === 'INPUT' && (target as HTMLInputElement).type !== 'range') return;
    if (target?.closest('[role="menu"], [role="dialog"]')) return;
    const action = playerKeyAction(e);
    if (!action) return;
    const onButton = tag === 'BUTTON';
    // The volume slider keeps its own arrows; on the seek bar ←/→ skip 10 s like everywhere else (not 1 s).
    const onVolume = tag === 'INPUT' && target?.classList.contains('pc-volume-input');
    if (action === 'togglePlay' && e.key === ' ' && onButton) return;
    if (onVolume && ['seekBack', 'seekForward', 'volumeUp', 'volumeDown'].includes(action)) return;
    switch (action) {
      case 'togglePlay':
        actions.togglePlay();
        break;
      case 'fullscreen':
        actions.toggleFullscreen();
        break;
      case 'mute':
        actions.toggleMute();
        break;
      case 'captions':
        actions.selectText(toggleCaptions(tracks.textLanguage, textLanguages, preferences.text));
        break;
      case 'seekBack':
        actions.skip(-PLAYER_SEEK_STEP_S);
        break;
      case 'seekForward':
        actions.skip(PLAYER_SEEK_STEP_S);
        break;
      case 'volumeUp':
        actions.setVolume(stepVolume(video.muted ? 0 : video.volume, 1));
        break;
      case 'volumeDown':
        actions.setVolume(stepVolume(video.muted ? 0 : video.volume, -1));
        break;
      case 'escape':
        if (openMenu) setOpenMenu(null);
        else if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
        else leave();
        break;
    }
    e.preventDefault();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => keyRef.current(e);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const pipSupported =
    typeof document !== 'undefined' &&
    Boolean(document.pictureInPictureEnabled) &&
    Boolean(video?.requestPictureInPicture);
  return {
    state,
    tracks,
    live,
    range,
    actions,
    openMenu,
    setOpenMenu,
    fullscreen,
    visible,
    pipSupported,
    seek,
  };
}
