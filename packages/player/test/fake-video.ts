// The <video> the player tests hand to the wrapper: an event target with the media fields the wrapper reads.

/** A stand-in <video>; `name` tells apart the videos of one test. */
export class FakeVideo extends EventTarget {
  constructor(readonly name = '') {
    super();
  }
  preload = '';
  currentTime = 0;
  duration = 32;
  paused = false;
  ended = false;
  error: { code: number; message: string } | null = null;
  canPlayType() {
    return '';
  }
}

export const asVideo = (v: FakeVideo) => v as unknown as HTMLVideoElement;
