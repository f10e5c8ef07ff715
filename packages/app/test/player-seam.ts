// '@ott/player' as the shared app tests see it (vitest.config.ts alias): the real module, whose player and Shaka
// loading a file may stand in for (standInPlayer). One module graph cannot hold a vi.mock per file.

import { afterAll, beforeAll } from 'vitest';
import * as real from '../../player/src/index';

export * from '../../player/src/index';

type Engine = Pick<typeof real, 'createPlayer' | 'loadShaka'>;
let standIn: Partial<Engine> = {};

export const createPlayer: Engine['createPlayer'] = (...args) =>
  (standIn.createPlayer ?? real.createPlayer)(...args);
export const loadShaka: Engine['loadShaka'] = () => (standIn.loadShaka ?? real.loadShaka)();

/** For the calling file's tests: `engine` in place of the real player (or Shaka's loading). */
export function standInPlayer(engine: Partial<Engine>): void {
  beforeAll(() => {
    standIn = engine;
  });
  afterAll(() => {
    standIn = {};
  });
}
