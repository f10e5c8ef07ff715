// Files sharing one module graph: a start-up's later work (the country look-up, notifications) ends with its test,
// never reaching a later test's network.
import { afterEach } from 'vitest';
import { stopStartUps } from '../src/start';

afterEach(stopStartUps);
