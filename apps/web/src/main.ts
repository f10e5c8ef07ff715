// The browser shell. Start-up (provider config → registration → Home's content lists, SPEC §4) begins at once from
// this small entry; the React app is a separate chunk, preloaded from index.html (vite.config.ts), that mounts when it
// arrives and continues the same start-up.
import { startApp } from '@ott/app/start';
import { env } from './env';

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
startApp(env);
import('./mount')
  .then((m) => m.mount(el, env))
  .catch((e: unknown) => {
    // The app bundle itself failed to load (offline, a deploy in between): say so instead of a blank page.
    console.error('[ott] the app failed to load', e);
    el.innerHTML =
      '<p role="alert" style="padding:2rem;text-align:center">The app could not load. Check your connection and <a href="" style="color:inherit">reload</a>.</p>';
  });
