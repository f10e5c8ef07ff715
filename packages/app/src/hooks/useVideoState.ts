// The <video>'s state (play/pause, time, buffered, volume, speed), read on its own events: the player's controls, /cast.
import { useEffect, useState } from 'react';

export interface VideoState {
  paused: boolean;
  time: number;
  duration: number;
  /** End of the buffered range that holds the current time (seconds). */
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  rate: number;
  waiting: boolean;
}

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'timeupdate',
  'durationchange',
  'progress',
  'volumechange',
  'ratechange',
  'seeking',
  'seeked',
  'ended',
  'loadedmetadata',
];

function read(v: HTMLVideoElement): VideoState {
  let bufferedEnd = 0;
  const b = v.buffered;
  for (let i = 0; b && i < b.length; i++) {
    if (b.start(i) <= v.currentTime + 0.5 && b.end(i) >= v.currentTime) bufferedEnd = b.end(i);
  }
  return {
    paused: v.paused,
    time: v.currentTime,
    duration: Number.isFinite(v.duration) ? v.duration : 0,
    bufferedEnd,
    volume: v.volume,
    muted: v.muted,
    rate: v.playbackRate,
    waiting: v.readyState < 3 && !v.paused,
  };
}

export function useVideoState(video: HTMLVideoElement | null): VideoState | null {
  const [state, setState] = useState<VideoState | null>(null);
  useEffect(() => {
    if (!video) return;
    const update = () => setState(read(video));
    update();
    for (const e of EVENTS) video.addEventListener(e, update);
    return () => {
      for (const e of EVENTS) video.removeEventListener(e, update);
    };
  }, [video]);
  return state;
}
