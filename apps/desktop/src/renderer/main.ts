// The desktop renderer entry: like apps/web/src/main.ts (start-up at once, the React app as its own chunk), plus the
// desktop's playback integration and the start-up snapshot's release.
import { releaseStartupSnapshot, showLoadFailure, startApp } from '@ott/app/start';
import { desktopBridge, env } from './env';
import { watchPlayback } from './playback';

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
// Home from the last run, drawn by the main process, stays over the page until the live app can take over.
const releaseSnapshot = releaseStartupSnapshot(document, el);
const started = startApp(env);
watchPlayback(document, desktopBridge);
// The React app is evaluated once start-up's calls are on their way (config → registration → Home's lists): evaluating
// it first holds those calls back behind a long task on the main thread (on a first launch at 4× CPU, registration
// left ~0.5 s later). Never later than MOUNT_BY_MS, so a start-up that hangs still shows the app and its messages.
const MOUNT_BY_MS = 1500;
// (A start-up that failed mounts too: the app shows what failed, SPEC §4.)
Promise.race([started.booted.catch(() => {}), new Promise((r) => setTimeout(r, MOUNT_BY_MS))])
  .then(() => import('./mount'))
  .then((m) => m.mount(el, env))
  .catch((e: unknown) => {
    console.error('[ott] the app failed to load', e);
    releaseSnapshot();
    void showLoadFailure(el, started.lang);
  });
