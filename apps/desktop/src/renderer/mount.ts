// The React app (loaded by main.ts as its own chunk).
import { type AppEnv, mountApp } from '@ott/app';

export const mount = (el: HTMLElement, env: AppEnv) => mountApp(el, env);
