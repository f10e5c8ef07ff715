// A cast that goes on after the player closes (SPEC §2 /cast): the player's <video> stays in the page, out of sight,
// with its playback session (stream, watch session, progress), until the cast ends — the device disconnects, the
// /cast screen's "Stop casting", or another title opens in the player. One at a time.
import { useSyncExternalStore } from 'react';

export interface KeptCast {
  video: HTMLVideoElement;
  title: string;
}

interface Kept extends KeptCast {
  /** The playback session's teardown (usePlayerSession), handed over when the player closed. */
  end: (() => void) | null;
  unwatch(): void;
}

let kept: Kept | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

/** Whether `video` is casting or connecting to a device (the Remote Playback API's state). */
export function isCasting(video: HTMLVideoElement): boolean {
  const state = video.remote?.state;
  return state === 'connected' || state === 'connecting';
}

/** Keeps a casting `video` in the page, hidden (a detached element would pause), as the player closes. */
export function keepCast(video: HTMLVideoElement, title: string): void {
  endKeptCast();
  let holder = document.getElementById('ott-kept-cast');
  if (!holder) {
    holder = document.createElement('div');
    holder.id = 'ott-kept-cast';
    holder.hidden = true;
    document.body.appendChild(holder);
  }
  holder.appendChild(video);
  const remote = video.remote;
  const onDisconnect = () => {
    if (remote.state === 'disconnected') endKeptCast();
  };
  remote.addEventListener('disconnect', onDisconnect);
  kept = { video, title, end: null, unwatch: () => remote.removeEventListener('disconnect', onDisconnect) };
  notify();
}

export const isKeptCast = (video: HTMLVideoElement): boolean => kept?.video === video;
export const hasKeptCast = (): boolean => kept !== null;

/** Hands the session's teardown to the kept cast when `video` is it (true); false: the caller tears down now. */
export function endWithKeptCast(video: HTMLVideoElement, end: () => void): boolean {
  if (kept?.video !== video) return false;
  kept.end = end;
  return true;
}

/** Ends the kept cast, if any: playback stops and its session is torn down, so the device has nothing left to play. */
export function endKeptCast(): void {
  const k = kept;
  if (!k) return;
  kept = null;
  k.unwatch();
  k.video.pause();
  k.end?.();
  k.video.remove();
  notify();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = (): KeptCast | null => kept;

/** The cast going on after its player closed, or null. */
export function useKeptCast(): KeptCast | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
