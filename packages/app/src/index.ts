export { AppRoot, createServices, mountApp } from './App';
export type { AppEnv } from './env';
