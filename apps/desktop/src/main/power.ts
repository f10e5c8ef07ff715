// Keep-awake while playing: the renderer says when a video plays or stops; the display stays on while at
// least one window plays. A closed window or a reloaded page releases its hold.
import type { PowerSaveBlocker } from './electron-api';

export interface KeepAwake {
  set(holder: number, playing: boolean): void;
  release(holder: number): void;
  readonly active: boolean;
}

export function createKeepAwake(blocker: PowerSaveBlocker): KeepAwake {
  const holders = new Set<number>();
  let id: number | null = null;
  const sync = () => {
    if (holders.size > 0 && id === null) id = blocker.start('prevent-display-sleep');
    if (holders.size === 0 && id !== null) {
      if (blocker.isStarted(id)) blocker.stop(id);
      id = null;
    }
  };
  return {
    set(holder, playing) {
      if (playing) holders.add(holder);
      else holders.delete(holder);
      sync();
    },
    release(holder) {
      holders.delete(holder);
      sync();
    },
    get active() {
      return id !== null;
    },
  };
}
