import { describe, expect, it, vi } from 'vitest';
import { whenDrmReady } from '../src/main/drm';
import { createNotifier } from '../src/main/notifications';
import { createKeepAwake } from '../src/main/power';
import { createUpdates } from '../src/main/updates';
import type { UpdateState } from '../src/shared/bridge';
import { FakeAutoUpdater, FakeBrowserWindow, FakeNotification, FakePowerSaveBlocker } from './fake-electron';

describe('keep-awake while playing (powerSaveBlocker)', () => {
  it('holds prevent-display-sleep while any window plays, and releases it when none does', () => {
    const blocker = new FakePowerSaveBlocker();
    const k = createKeepAwake(blocker);
    k.set(1, true);
    k.set(1, true);
    expect([...blocker.active.values()]).toEqual(['prevent-display-sleep']);
    k.set(2, true);
    k.set(1, false);
    expect(blocker.active.size).toBe(1);
    k.release(2);
    expect(blocker.active.size).toBe(0);
    expect(k.active).toBe(false);
  });
});

describe('system notifications', () => {
  it('§2 a click focuses the window and hands over the push action', () => {
    FakeNotification.instances = [];
    const win = new FakeBrowserWindow({ show: true });
    win.minimize();
    const onClick = vi.fn();
    const n = createNotifier({
      Notification: FakeNotification as never,
      getWindow: () => win as never,
      onClick,
    });
    expect(
      n.show({ title: 'New episode', body: 'Watch now', action: { action: 'VIEW', contentid: '77' } }),
    ).toBe(true);
    const shown = FakeNotification.instances[0];
    expect(shown?.shown).toBe(true);
    expect(shown?.options).toMatchObject({ title: 'New episode', body: 'Watch now' });
    shown?.click();
    expect(win.focused).toBe(true);
    expect(win.minimized).toBe(false);
    expect(onClick).toHaveBeenCalledWith({ action: 'VIEW', contentid: '77' });
  });

  it('shows nothing where the OS has no notifications', () => {
    FakeNotification.supported = false;
    const n = createNotifier({
      Notification: FakeNotification as never,
      getWindow: () => null,
      onClick: () => {},
    });
    expect(n.show({ title: 't', body: 'b' })).toBe(false);
    FakeNotification.supported = true;
  });
});

describe('auto-update (electron-updater, generic feed)', () => {
  const setup = (opts: { feedUrl?: string; isPackaged?: boolean } = {}) => {
    const autoUpdater = new FakeAutoUpdater();
    const states: UpdateState[] = [];
    const log = vi.fn();
    const updates = createUpdates({
      autoUpdater,
      feedUrl: 'feedUrl' in opts ? opts.feedUrl : 'https://updates.example/ott/',
      isPackaged: opts.isPackaged ?? true,
      send: (s) => states.push(s),
      log,
    });
    return { autoUpdater, states, log, updates };
  };

  it('uses the configured generic feed, downloads in the background and installs on quit', () => {
    const { autoUpdater, updates } = setup();
    expect(autoUpdater.feed).toEqual({ provider: 'generic', url: 'https://updates.example/ott/' });
    expect(autoUpdater.autoDownload).toBe(true);
    expect(autoUpdater.autoInstallOnAppQuit).toBe(true);
    expect(updates.enabled).toBe(true);
  });

  it('reports checking → available → downloading → ready to the page; install only when ready', async () => {
    const { autoUpdater, states, updates } = setup();
    autoUpdater.answer = (u) => {
      u.emit('update-available', { version: '46.5.0' });
      u.emit('download-progress', { percent: 41.6 });
      u.emit('update-downloaded', { version: '46.5.0' });
    };
    expect(() => updates.install()).toThrow(/no downloaded update/);
    await updates.check();
    expect(states).toEqual([
      { status: 'checking' },
      { status: 'available', version: '46.5.0' },
      { status: 'downloading', version: '46.5.0', percent: 42 },
      { status: 'ready', version: '46.5.0' },
    ]);
    expect(autoUpdater.installed).toBeNull(); // never restarts on its own
    updates.install();
    expect(autoUpdater.installed).toEqual([false, true]);
  });

  it('the user’s own check gets an answer (manual), a start-up check stays silent about "no update"', async () => {
    const { states, updates } = setup();
    await updates.check();
    expect(states.at(-1)).toEqual({ status: 'none' });
    await updates.check(true);
    expect(states.at(-1)).toEqual({ status: 'none', manual: true });
  });

  it('an error is reported, not thrown', async () => {
    const { autoUpdater, states, updates, log } = setup();
    autoUpdater.answer = (u) => {
      u.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED'));
      throw new Error('net::ERR_INTERNET_DISCONNECTED');
    };
    await expect(updates.check()).resolves.toBeUndefined();
    expect(states.at(-1)).toEqual({ status: 'error', message: 'net::ERR_INTERNET_DISCONNECTED' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('update error'));
  });

  it.each([
    [{ feedUrl: undefined }, /no update feed configured/],
    [{ isPackaged: false }, /only in the packaged app/],
  ])('off (%j): one log line, the page is told, the feed is never asked', async (opts, reason) => {
    const { autoUpdater, states, updates, log } = setup(opts);
    expect(updates.enabled).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(reason);
    await updates.check();
    expect(autoUpdater.checks).toBe(0);
    expect(states).toEqual([{ status: 'disabled', reason: expect.stringMatching(reason) }]);
  });
});

describe('DRM components', () => {
  it('stock Electron: ClearKey only, no wait', async () => {
    const log = vi.fn();
    await expect(whenDrmReady({}, log)).resolves.toEqual({ widevine: false });
    expect(log.mock.calls[0]?.[0]).toMatch(/ClearKey only/);
  });

  it('Electron for Content Security: waits for components.whenReady() before reporting Widevine', async () => {
    let ready!: () => void;
    const components = {
      whenReady: () => new Promise<void>((r) => (ready = r)),
      status: () => ({ widevine: { status: 'updated', version: '4.10' } }),
    };
    let done = false;
    const p = whenDrmReady({ components }, () => {}).then((r) => {
      done = true;
      return r;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    ready();
    await expect(p).resolves.toEqual({ widevine: true });
  });
});

describe('update feed from configuration', () => {
  it('reads the feed electron-builder baked into resources/app-update.yml', async () => {
    const { bakedFeedUrl, configFromEnv } = await import('../src/main/config');
    const yml = 'provider: generic\nurl: https://updates.example/ott/\nupdaterCacheDirName: ott-updater\n';
    expect(bakedFeedUrl('/opt/OTT/resources', (f) => (f.endsWith('/app-update.yml') ? yml : ''))).toBe(
      'https://updates.example/ott/',
    );
    expect(
      bakedFeedUrl('/x', () => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
    expect(configFromEnv({}, '/r', true, { updateFeedUrl: 'https://u.example/' }).updateFeedUrl).toBe(
      'https://u.example/',
    );
    // The dev server URL is ignored in the packaged app.
    expect(
      configFromEnv({ OTT_DESKTOP_DEV_URL: 'http://127.0.0.1:5174' }, '/r', true).devServerUrl,
    ).toBeUndefined();
  });
});

describe('the packaged app’s feed and external origins are the build’s, https only (hostile environment)', () => {
  const hostile = {
    OTT_UPDATE_FEED_URL: 'http://evil.example/feed/',
    OTT_EXTERNAL_ORIGINS: 'http://evil.example,https://evil.example',
    OTT_SOCIAL_ORIGINS: 'http://evil.example',
  };

  it('a run-time environment cannot point the packaged app’s updates or external links anywhere', async () => {
    const { configFromEnv } = await import('../src/main/config');
    const built = { updateFeedUrl: 'https://updates.example/ott/', externalOrigins: '', socialOrigins: '' };
    const config = configFromEnv(hostile, '/r', true, built);
    expect(config.updateFeedUrl).toBe('https://updates.example/ott/');
    expect(config.extraExternalOrigins).toEqual([]);
    expect(config.socialPopupOrigins).toEqual([]);
    // Nothing baked in: no feed (updates off), whatever the environment says.
    expect(configFromEnv(hostile, '/r', true).updateFeedUrl).toBeUndefined();
  });

  it('what the build baked in must be https: a plain-http feed or origin is dropped, with a log line', async () => {
    const { configFromEnv } = await import('../src/main/config');
    const logs: string[] = [];
    const config = configFromEnv(
      {},
      '/r',
      true,
      {
        updateFeedUrl: 'http://updates.example/ott/',
        externalOrigins: 'http://127.0.0.1:7000, https://pay.example,javascript:alert(1)',
        socialOrigins: 'http://127.0.0.1:7000,https://id.example',
      },
      (l) => logs.push(l),
    );
    expect(config.updateFeedUrl).toBeUndefined();
    expect(config.extraExternalOrigins).toEqual(['https://pay.example']);
    expect(config.socialPopupOrigins).toEqual(['https://id.example']);
    expect(logs.join('\n')).toMatch(/update feed ignored: not https/);
    expect(logs.filter((l) => /origin ignored: not https/.test(l))).toHaveLength(3);
  });

  it('development keeps its local overrides from the environment (the sandbox over http)', async () => {
    const { configFromEnv } = await import('../src/main/config');
    const dev = configFromEnv(hostile, '/r', false);
    expect(dev.updateFeedUrl).toBe('http://evil.example/feed/');
    expect(dev.extraExternalOrigins).toEqual(['http://evil.example', 'https://evil.example']);
  });
});
