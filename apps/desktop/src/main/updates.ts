// Auto-update with electron-updater's generic provider; the feed URL comes from configuration
// (OTT_UPDATE_FEED_URL at build time → app-update.yml, or at run time). Updates download in the background and are
// installed on quit, or at once when the user presses the banner's button: nothing ever interrupts playback.
import type { UpdateState } from '../shared/bridge';
import type { AutoUpdater } from './electron-api';

export interface Updates {
  readonly state: UpdateState;
  readonly enabled: boolean;
  /** Checks now: at start-up (silent) or because the user asked (`manual`: the answer is shown either way). */
  check(manual?: boolean): Promise<void>;
  /** Restarts into the downloaded update; refused unless one is ready. */
  install(): void;
}

export function createUpdates(opts: {
  autoUpdater: AutoUpdater | null;
  feedUrl: string | undefined;
  isPackaged: boolean;
  send: (state: UpdateState) => void;
  log: (line: string) => void;
}): Updates {
  let state: UpdateState = { status: 'idle' };
  let manual = false;
  const set = (next: UpdateState) => {
    state = next;
    opts.send(next);
  };
  const reason = !opts.isPackaged
    ? 'updates are checked only in the packaged app'
    : !opts.feedUrl
      ? 'no update feed configured (OTT_UPDATE_FEED_URL)'
      : !opts.autoUpdater
        ? 'electron-updater is unavailable'
        : null;
  if (reason) {
    opts.log(`[ott] auto-update off: ${reason}`);
    state = { status: 'disabled', reason };
  }
  const updater = reason ? null : opts.autoUpdater;
  if (updater && opts.feedUrl) {
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    updater.setFeedURL({ provider: 'generic', url: opts.feedUrl });
    updater.on('checking-for-update', () => set({ status: 'checking' }));
    updater.on('update-not-available', () => set(manual ? { status: 'none', manual } : { status: 'none' }));
    updater.on('update-available', (info: { version: string }) =>
      set({ status: 'available', version: info.version }),
    );
    updater.on('download-progress', (p: { percent: number }) => {
      const version = 'version' in state ? state.version : '';
      set({ status: 'downloading', version, percent: Math.round(p.percent) });
    });
    updater.on('update-downloaded', (info: { version: string }) =>
      set({ status: 'ready', version: info.version }),
    );
    updater.on('error', (e: Error) => {
      opts.log(`[ott] update error: ${e.message}`);
      set(manual ? { status: 'error', message: e.message, manual } : { status: 'error', message: e.message });
    });
  }
  return {
    get state() {
      return state;
    },
    enabled: updater !== null,
    async check(userAsked = false) {
      if (!updater) {
        opts.send(state);
        return;
      }
      if (state.status === 'ready' || state.status === 'downloading') {
        opts.send(state);
        return;
      }
      manual = userAsked;
      try {
        await updater.checkForUpdates();
      } catch (e) {
        // The 'error' event has usually reported it already.
        if (state.status !== 'error')
          set({ status: 'error', message: (e as Error).message, ...(userAsked ? { manual: true } : {}) });
      } finally {
        manual = false;
      }
    },
    install() {
      if (!updater || state.status !== 'ready') throw new Error('no downloaded update to install');
      updater.quitAndInstall(false, true);
    },
  };
}
