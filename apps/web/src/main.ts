// The browser shell. Start-up (provider config → registration → Home's content lists, SPEC §4) begins at once from
// this small entry; the React app is a separate chunk, preloaded from index.html (vite.config.ts), that mounts when it
// arrives and continues the same start-up.
import { showLoadFailure, startApp } from '@ott/app/start';
import { env } from './env';

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
const started = startApp(env);
import('./mount')
  .then((m) => m.mount(el, env))
  .catch((e: unknown) => {
    console.error('[ott] the app failed to load', e);
    void showLoadFailure(el, started.lang);
  });
