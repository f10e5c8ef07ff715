// The service worker's registration (src/sw.ts), after the first screen, and its updates as the app's update banner
// reads them (AppEnv.updates): a new build says "ready" and takes over only when the user presses the banner's button.
import type { AppEnv } from '@ott/app/start';

type Updates = NonNullable<AppEnv['updates']>;
type UpdateState = Parameters<Parameters<Updates['subscribe']>[0]>[0];

const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registering is a Trusted Types sink: this one policy (named in the security policy, security.ts) admits the one
 * script, nothing else.
 */
function scriptUrl(): string {
  const tt = (
    globalThis as {
      trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(u: string): string }): unknown };
    }
  ).trustedTypes;
  if (!tt) return SERVICE_WORKER_URL;
  const policy = tt.createPolicy('ott-sw', {
    createScriptURL: (u) => {
      if (u !== SERVICE_WORKER_URL) throw new TypeError(`ott-sw: ${u} is not the service worker`);
      return u;
    },
  }) as { createScriptURL(u: string): string };
  return policy.createScriptURL(SERVICE_WORKER_URL);
}

/** What the waiting worker calls itself (src/sw.ts VERSION); empty if it does not answer. */
function versionOf(worker: ServiceWorker): Promise<string> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(''), 2000);
    channel.port1.onmessage = (e) => {
      clearTimeout(timer);
      resolve(typeof e.data === 'string' ? e.data : '');
    };
    worker.postMessage({ type: 'version' }, [channel.port2]);
  });
}

export interface ServiceWorkerShell {
  updates: Updates;
  /** Registers the worker (once); call when the first screen no longer needs the network. */
  register(): void;
}

export function serviceWorkerShell(container: ServiceWorkerContainer | undefined): ServiceWorkerShell {
  const listeners = new Set<(s: UpdateState) => void>();
  let state: UpdateState = { status: 'none' };
  let waiting: ServiceWorker | null = null;
  let registered = false;
  const set = (s: UpdateState) => {
    state = s;
    for (const l of listeners) l(s);
  };
  // A worker installed while a page is controlled is a new build; the first install is not an update.
  const offer = (worker: ServiceWorker | null) => {
    if (!worker || !container?.controller) return;
    const ready = () => {
      waiting = worker;
      void versionOf(worker).then((version) => set({ status: 'ready', version }));
    };
    if (worker.state === 'installed') ready();
    else
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') ready();
      });
  };
  return {
    updates: {
      subscribe(listener) {
        listeners.add(listener);
        listener(state);
        return () => listeners.delete(listener);
      },
      async install() {
        if (!container || !waiting) return;
        container.addEventListener('controllerchange', () => globalThis.location.reload(), { once: true });
        waiting.postMessage({ type: 'skipWaiting' });
      },
    },
    register() {
      if (!container || registered) return;
      registered = true;
      container.register(scriptUrl()).then(
        (registration: ServiceWorkerRegistration | undefined) => {
          // Automation and privacy tools may stub register() to resolve with nothing.
          if (!registration) return;
          offer(registration.waiting);
          registration.addEventListener('updatefound', () => offer(registration.installing));
        },
        (e: unknown) => console.warn('[ott] the service worker was not registered', e),
      );
    },
  };
}
