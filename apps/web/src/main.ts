// The browser shell. Start-up (provider config → registration → Home's content lists, SPEC §4) begins at once from
// this small entry; the React app is a separate chunk, preloaded from index.html (vite.config.ts), that mounts when it
// arrives and continues the same start-up.
import {
  afterFirstScreen,
  askForFirstVisitPosters,
  releaseStartupSnapshot,
  STARTUP_SNAPSHOT_ID,
  showLoadFailure,
  startApp,
} from '@ott/app/start';
import { env, keptHomeCopy, serviceWorker } from './env';
import { drawKeptHome } from './kept-home';

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
// A return draws Home as it last was at once, before start-up's calls; a first visit at / has the build's picture
// (index.html). The live Home takes over when it has a poster.
const kept = keptHomeCopy.current(location.pathname);
const built = document.getElementById(STARTUP_SNAPSHOT_ID);
if (built && (kept || document.documentElement.dataset.firstHome === 'off')) built.remove();
else if (built) {
  askForFirstVisitPosters(document);
  releaseStartupSnapshot(document, el);
}
if (kept) drawKeptHome(document, el, kept);
const started = startApp(env);
// The service worker's downloads wait until the first screen is there.
void started.booted.then(() => afterFirstScreen(started.queryClient, () => serviceWorker.register()));
import('./mount')
  .then((m) => m.mount(el, env))
  .catch((e: unknown) => {
    console.error('[ott] the app failed to load', e);
    void showLoadFailure(el, started.lang);
  });
