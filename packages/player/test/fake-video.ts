// The <video> the player tests hand to the wrapper: an event target with the media fields the wrapper reads.
import type { ShakaLike } from '../src';

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

/** The Shaka namespace the wrapper reads, around a test's own Player class. */
export const shakaOf = (Player: unknown) =>
  ({
    Player,
    polyfill: { installAll() {} },
    net: { NetworkingEngine: { RequestType: { LICENSE: 2 } } },
  }) as unknown as ShakaLike;
