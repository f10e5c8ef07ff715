// The desktop renderer entry: like the web shell's (apps/web/src/main.ts) — start-up begins at once, the React app
// arrives as its own chunk — plus the desktop's playback integration and the start-up snapshot's release.
import { showLoadFailure, startApp } from '@ott/app/start';
import { desktopBridge, env } from './env';
import { watchPlayback } from './playback';
import { releaseStartupSnapshot } from './startup-snapshot';

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
// Home from the last run, drawn by the main process, stays over the page until the live app can take over.
const releaseSnapshot = releaseStartupSnapshot(document, el);
const started = startApp(env);
watchPlayback(document, desktopBridge);
import('./mount')
  .then((m) => m.mount(el, env))
  .catch((e: unknown) => {
    console.error('[ott] the app failed to load', e);
    releaseSnapshot();
    void showLoadFailure(el, started.lang);
  });
