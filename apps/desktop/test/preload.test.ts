// The preload exposes one small typed API through contextBridge and nothing else; each method is one IPC channel of
// the schema table, and no Electron event object reaches the page.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '../src/shared/bridge';
import { CHANNELS, EVENTS } from '../src/shared/ipc';

const exposed: [string, unknown][] = [];
const invoked: [string, unknown[]][] = [];
const listeners = new Map<string, ((event: unknown, payload: unknown) => void)[]>();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.push([key, api]) },
  ipcRenderer: {
    invoke: async (channel: string, ...args: unknown[]) => {
      invoked.push([channel, args]);
      return channel === 'update:state' ? { status: 'idle' } : null;
    },
    on: (channel: string, l: (event: unknown, payload: unknown) => void) =>
      listeners.set(channel, [...(listeners.get(channel) ?? []), l]),
    removeListener: (channel: string, l: (event: unknown, payload: unknown) => void) =>
      listeners.set(
        channel,
        (listeners.get(channel) ?? []).filter((x) => x !== l),
      ),
  },
}));

let api: DesktopBridge;
let atLoad: [string, unknown[]][] = [];
beforeAll(async () => {
  await import('../src/preload/index');
  api = exposed[0]?.[1] as DesktopBridge;
  atLoad = [...invoked];
});

describe('preload (contextBridge)', () => {
  it('exposes exactly one object, window.ott, with the bridge’s methods only', () => {
    expect(exposed.map(([k]) => k)).toEqual(['ott']);
    expect(Object.keys(api).sort()).toEqual(
      [
        'checkForUpdates',
        'info',
        'installUpdate',
        'keepAwake',
        'onDeepLink',
        'onNotificationClick',
        'onUpdate',
        'openExternal',
        'secureStore',
        'showNotification',
        'startupSnapshot',
      ].sort(),
    );
    expect(Object.keys(api.secureStore).sort()).toEqual(['get', 'remove', 'set']);
    expect(Object.keys(api.startupSnapshot).sort()).toEqual(['identity', 'save']);
    expect(JSON.stringify(api)).not.toMatch(/ipcRenderer|invoke|require/);
  });

  it('asks for the session tokens while the page loads; the app’s first read of each gets that answer', async () => {
    expect(atLoad).toEqual([
      ['secure-store:get', ['sessionToken']],
      ['secure-store:get', ['refreshtoken']],
    ]);
    invoked.length = 0;
    await api.secureStore.get('refreshtoken');
    expect(invoked).toEqual([]); // answered by the early read
    await api.secureStore.get('refreshtoken');
    expect(invoked).toEqual([['secure-store:get', ['refreshtoken']]]); // used once
  });

  it('each method invokes its channel of the schema table', async () => {
    invoked.length = 0;
    await api.secureStore.set('sessionToken', 'before'); // (drops the early read of sessionToken)
    invoked.length = 0;
    await api.secureStore.get('sessionToken');
    await api.secureStore.set('sessionToken', 't');
    await api.secureStore.remove('sessionToken');
    await api.openExternal('https://checkout.razorpay.com/');
    await api.showNotification({ title: 'T', body: 'B' });
    await api.keepAwake(true);
    await api.checkForUpdates();
    await api.installUpdate();
    await api.info();
    await api.startupSnapshot.identity('visitor/-/all/pc:-/en');
    expect(invoked).toEqual([
      ['secure-store:get', ['sessionToken']],
      ['secure-store:set', ['sessionToken', 't']],
      ['secure-store:remove', ['sessionToken']],
      ['external:open', ['https://checkout.razorpay.com/']],
      ['notification:show', [{ title: 'T', body: 'B' }]],
      ['power:keep-awake', [true]],
      ['update:check', []],
      ['update:install', []],
      ['app:info', []],
      ['startup-snapshot:identity', ['visitor/-/all/pc:-/en']],
    ]);
    for (const [channel] of invoked) expect(Object.keys(CHANNELS)).toContain(channel);
  });

  it('listeners get the payload only (never the IPC event), deep-link:ready is sent once, unsubscribe works', () => {
    invoked.length = 0;
    const got: unknown[] = [];
    const off = api.onDeepLink((url) => got.push(url));
    api.onDeepLink(() => {})();
    expect(invoked.filter(([c]) => c === 'deep-link:ready')).toHaveLength(1);
    for (const l of listeners.get(EVENTS.deepLink) ?? []) l({ sender: 'ipc-event' }, 'ott://viewContent/1');
    expect(got).toEqual(['ott://viewContent/1']);
    off();
    expect(listeners.get(EVENTS.deepLink)).toEqual([]);
  });
});
