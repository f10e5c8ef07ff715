// The web shell's service worker (built by vite-plugin-pwa): the page and every chunk of this build precached, so a
// return or an offline start opens the app without the network. A new build installs beside the old one and waits
// until the page asks it to take over (the update banner: src/service-worker.ts). FCM's push handlers ride along.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import './push-sw.js';

// The worker's own global, typed here: the page's DOM types are this project's, the webworker ones would clash.
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; ports: readonly MessagePort[] }) => void,
  ): void;
};

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
// Every client-side route is the app's page; the test server's own paths (/__…) and files beside the build are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/__/, /\.[a-z0-9]+$/i] }),
);

/** This build as the update banner names it: the start of its page's revision. */
const VERSION = (manifest.find((e) => e.url === 'index.html')?.revision ?? '').slice(0, 8);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'skipWaiting') void self.skipWaiting();
  else if (type === 'version') event.ports[0]?.postMessage(VERSION);
});
