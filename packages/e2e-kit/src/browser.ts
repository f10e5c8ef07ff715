// Debian's headless Chromium shell driven by playwright-core (never a downloaded browser), for journeys, benchmarks and
// screenshots. Flags from the machine notes: no sandbox (root), no GPU, no background networking (closed network).
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserServer, chromium } from 'playwright-core';

// The shell, not the full browser: no browser window is drawn, and the journeys take half the CPU.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The flags every headless run here uses (the benchmarks' Lighthouse run passes them too). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function launchOptions(extraArgs: string[]) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: run scripts/install-system-deps.sh (apt-get install chromium-headless-shell)`,
    );
  }
  return {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required', ...extraArgs],
  };
}

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch(launchOptions(extraArgs));
}

/** One Chromium that several processes (a test run's files) connect to with `connectChromium(wsEndpoint)`. */
export function launchChromiumServer(extraArgs: string[] = []): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions(extraArgs));
}

/** A connection to a `launchChromiumServer` browser; its close() closes this connection's contexts, not the browser. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/** Chromium on a profile kept in `dir` (its caches, code cache and storage survive a relaunch): one context. */
export function launchChromiumProfile(
  dir: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, { ...launchOptions([]), ...options });
}
