// The desktop renderer entry: like the web shell's (apps/web/src/main.ts) — start-up begins at once, the React app
// arrives as its own chunk — plus the desktop's playback integration.
import { showLoadFailure, startApp } from '@ott/app/start';
import { desktopBridge, env } from './env';
import { watchPlayback } from './playback';

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
const started = startApp(env);
watchPlayback(document, desktopBridge);
import('./mount')
  .then((m) => m.mount(el, env))
  .catch((e: unknown) => {
    console.error('[ott] the app failed to load', e);
    void showLoadFailure(el, started.lang);
  });
