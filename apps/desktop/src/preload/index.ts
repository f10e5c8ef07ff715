// The preload (sandboxed; bundled to dist/preload/index.cjs). It exposes one small typed API, window.ott, through
// contextBridge and nothing else: no ipcRenderer, no Node, no event objects reach the page. Each method is one
// channel of src/shared/ipc.ts; the main process validates the sender and the arguments.
import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import type { DesktopBridge, PushActionLike, UpdateState } from '../shared/bridge';
import { SESSION_SECURE_KEYS, withEarlyReads } from '../shared/early-reads';
import { EVENTS } from '../shared/ipc';

function listen<T>(channel: string, listener: (payload: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => ipcRenderer.removeListener(channel, wrapped);
}

let deepLinksReady = false;

const api: DesktopBridge = {
  // The session's tokens are asked for now, while the page's scripts load (shared/early-reads.ts).
  secureStore: withEarlyReads(
    {
      get: (key) => ipcRenderer.invoke('secure-store:get', key),
      set: (key, value) => ipcRenderer.invoke('secure-store:set', key, value),
      remove: (key) => ipcRenderer.invoke('secure-store:remove', key),
    },
    SESSION_SECURE_KEYS,
  ),
  openExternal: (url) => ipcRenderer.invoke('external:open', url),
  showNotification: (n) => ipcRenderer.invoke('notification:show', n),
  keepAwake: (on) => ipcRenderer.invoke('power:keep-awake', on),
  checkForUpdates: () => ipcRenderer.invoke('update:check'),
  installUpdate: () => ipcRenderer.invoke('update:install'),
  info: () => ipcRenderer.invoke('app:info'),
  onDeepLink(listener) {
    const off = listen<string>(EVENTS.deepLink, listener);
    if (!deepLinksReady) {
      deepLinksReady = true;
      void ipcRenderer.invoke('deep-link:ready');
    }
    return off;
  },
  startupSnapshot: {
    identity: (key) => ipcRenderer.invoke('startup-snapshot:identity', key),
    save: (identity, snapshot) => ipcRenderer.invoke('startup-snapshot:save', identity, snapshot),
  },
  onNotificationClick: (listener) => listen<PushActionLike>(EVENTS.notificationClick, listener),
  onUpdate(listener) {
    const off = listen<UpdateState>(EVENTS.update, listener);
    void ipcRenderer.invoke('update:state').then(listener);
    return off;
  },
};

contextBridge.exposeInMainWorld('ott', api);
