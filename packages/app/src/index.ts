export { AppRoot, mountApp } from './App';
export type { AppEnv } from './platform/env';
export { createServices, type Started, startApp, startUp } from './start';
