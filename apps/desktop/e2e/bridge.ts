// The test bridge: stands in for the preload's window.ott (src/shared/bridge.ts) in headless Chromium. The secure
// store lives on the Node side (it survives the reload after log-out, as the main process's file does); the test
// plays the main process: it delivers deep links and notification clicks through window.__ottTest.
import type { BrowserContext } from 'playwright-core';
import type { PushActionLike, UpdateState } from '../src/shared/bridge';
import { SESSION_SECURE_KEYS, withEarlyReads } from '../src/shared/early-reads';

export interface TestBridge {
  store: Map<string, string>;
  calls: { op: string; args: unknown[] }[];
}

declare global {
  interface Window {
    __ottBridge(op: string, ...args: unknown[]): Promise<unknown>;
    __ottTest: {
      deepLink(url: string): void;
      notificationClick(action: PushActionLike): void;
      update(state: UpdateState): void;
      listening(): boolean;
    };
  }
}

/** The stand-in main process's answers to the bridge's calls (e2e/stack.ts: POST /__main/<channel>, JSON array of args). */
export const STAND_IN_MAIN = '/__main/';

/**
 * `appUrl`: the stand-in app:// server (e2e/stack.ts), which plays the main process's start-up snapshot; the bridge's
 * snapshot calls go there (without it they are only recorded).
 */
export async function installTestBridge(
  context: BrowserContext,
  opts: { appUrl?: string } = {},
): Promise<TestBridge> {
  const bridge: TestBridge = { store: new Map(), calls: [] };
  await context.exposeBinding('__ottBridge', async (_source, op: string, ...args: unknown[]) => {
    bridge.calls.push({ op, args });
    if (op.startsWith('startup-snapshot:')) {
      if (!opts.appUrl) return null;
      const res = await fetch(`${opts.appUrl}${STAND_IN_MAIN}${op}`, {
        method: 'POST',
        body: JSON.stringify(args),
      });
      if (!res.ok) throw new Error(await res.text());
      return res.status === 204 ? null : await res.json();
    }
    const [key, value] = args as [string, string];
    switch (op) {
      case 'get':
        return bridge.store.get(key) ?? null;
      case 'set':
        bridge.store.set(key, value);
        return null;
      case 'remove':
        bridge.store.delete(key);
        return null;
      default:
        return null;
    }
  });
  // Scripts run with tsx (the benchmark) get esbuild's keepNames helper calls, __name(fn, "name"), inside the
  // functions handed to the page; the page has no such helper, so give it the identity.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await context.addInitScript(() => {
    const call = (op: string, ...args: unknown[]) => window.__ottBridge(op, ...args);
    const links = new Set<(url: string) => void>();
    const clicks = new Set<(a: PushActionLike) => void>();
    const updates = new Set<(s: UpdateState) => void>();
    let updateState: UpdateState = { status: 'idle' };
    const pending: string[] = []; // as the main process queues links until the page subscribes
    window.__ottTest = {
      deepLink(url) {
        if (links.size) for (const l of links) l(url);
        else pending.push(url);
      },
      notificationClick(action) {
        for (const l of clicks) l(action);
      },
      update(state) {
        updateState = state;
        for (const l of updates) l(state);
      },
      listening: () => links.size > 0,
    };
    window.ott = {
      secureStore: {
        get: (k) => call('get', k) as Promise<string | null>,
        set: (k, v) => call('set', k, v).then(() => {}),
        remove: (k) => call('remove', k).then(() => {}),
      },
      openExternal: (url) => call('openExternal', url).then(() => {}),
      showNotification: (n) => call('notify', n).then(() => {}),
      keepAwake: (on) => call('keepAwake', on).then(() => {}),
      checkForUpdates: () => call('checkForUpdates').then(() => {}),
      installUpdate: () => call('installUpdate').then(() => {}),
      info: async () => ({ version: '46.4.0', os: 'linux', widevine: false }),
      startupSnapshot: {
        identity: (key) => call('startup-snapshot:identity', key).then(() => {}),
        save: (identity, snapshot) => call('startup-snapshot:save', identity, snapshot).then(() => {}),
      },
      onDeepLink(listener) {
        links.add(listener);
        for (const url of pending.splice(0)) listener(url);
        return () => links.delete(listener);
      },
      onNotificationClick(listener) {
        clicks.add(listener);
        return () => clicks.delete(listener);
      },
      onUpdate(listener) {
        updates.add(listener);
        listener(updateState);
        return () => updates.delete(listener);
      },
    };
  });
  // As the preload does (src/preload/index.ts): the session's tokens are asked for before the page's scripts run.
  await context.addInitScript({
    content: `window.ott.secureStore = (${withEarlyReads.toString()})(window.ott.secureStore, ${JSON.stringify(SESSION_SECURE_KEYS)});`,
  });
  return bridge;
}
