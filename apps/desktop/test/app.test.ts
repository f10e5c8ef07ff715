// The whole main process started against the fake Electron: what a user's first launch does.
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/main/config';
import { EVENTS } from '../src/shared/ipc';
import { FakeAutoUpdater, FakeMenu, FakeNotification, FakeWebContents, MemoryFs } from './fake-electron';
import { launch } from './launch';

describe('desktop start-up (main process)', () => {
  it('a second launch creates nothing and quits', async () => {
    const { desktop, fake } = await launch({}, false);
    expect(desktop).toBeNull();
    expect(fake.app.quitCalled).toBe(true);
    expect(fake.BrowserWindow.instances).toHaveLength(0);
  });

  it('opens one secure window on app://ott/, with the menu, permission handler and app:// handler', async () => {
    const { fake, win } = await launch();
    expect(fake.protocol.privileged[0]?.scheme).toBe('app');
    expect(fake.protocol.handlers.has('app')).toBe(true);
    expect(win?.webContents.url).toBe('app://ott/');
    expect(win?.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(win?.visible).toBe(true); // shown at ready-to-show
    expect(fake.session.defaultSession.request('geolocation', 'app://ott/')).toBe(false);
    expect(fake.session.defaultSession.request('fullscreen', 'app://ott/')).toBe(true);
    expect(FakeMenu.applied?.template.length).toBeGreaterThan(0);
    expect(win?.webContents.tryNavigate('https://phishing.example/')).toBe(true);
    const served = await fake.protocol.fetch('app://ott/viewContent/1');
    expect(served.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('tokens: the page stores, reads and (logout) removes them through IPC into the encrypted file', async () => {
    const { invoke, fs } = await launch();
    await invoke('secure-store:set', 'sessionToken', 'tok-123');
    await expect(invoke('secure-store:get', 'sessionToken')).resolves.toBe('tok-123');
    expect(fs.files.get('/user-data/secure-store.json')?.toString()).not.toContain('tok-123');
    await invoke('secure-store:remove', 'sessionToken');
    await expect(invoke('secure-store:get', 'sessionToken')).resolves.toBeNull();
  });

  it('a page at another origin in our window gets nothing', async () => {
    const { fake, win } = await launch();
    await expect(
      fake.ipcMain.invoke(
        { id: win?.webContents.id ?? 0, url: 'https://evil.example/' },
        'secure-store:get',
        ['sessionToken'],
      ),
    ).rejects.toThrow(/IPC refused/);
  });

  it('§2 a deep link from a second launch reaches the page after it subscribes', async () => {
    const { fake, win, invoke } = await launch();
    fake.app.secondInstance(['/opt/OTT/ott', 'ott://viewContent/42']);
    const links = () => win?.webContents.sent.filter((m) => m.channel === EVENTS.deepLink);
    expect(links()).toEqual([]);
    await invoke('deep-link:ready');
    expect(win?.webContents.sent).toContainEqual({
      channel: EVENTS.deepLink,
      payload: 'ott://viewContent/42',
    });
  });

  it('§2 a notification click hands its push action to the page', async () => {
    const { win, invoke } = await launch();
    await invoke('notification:show', {
      title: 'Offer',
      body: 'Save 10%',
      action: { action: 'REDEEM', planid: 'P', couponid: 'C' },
    });
    FakeNotification.instances.at(-1)?.click();
    expect(win?.webContents.sent).toContainEqual({
      channel: EVENTS.notificationClick,
      payload: { action: 'REDEEM', planid: 'P', couponid: 'C' },
    });
  });

  it('keep-awake follows playback and is released when the window closes', async () => {
    const { fake, win, invoke } = await launch();
    await invoke('power:keep-awake', true);
    expect(fake.powerSaveBlocker.active.size).toBe(1);
    win?.close();
    expect(fake.powerSaveBlocker.active.size).toBe(0);
  });

  it('external:open refuses what is not allow-listed, with a clear error', async () => {
    const { fake, invoke } = await launch();
    await expect(invoke('external:open', 'https://evil.example/')).rejects.toThrow(/not on the allow-list/);
    await invoke('external:open', 'https://checkout.razorpay.com/x');
    expect(fake.shell.opened).toEqual(['https://checkout.razorpay.com/x']);
  });

  it('a packaged app started with a hostile environment: no http feed, and external:open still https and allow-listed only', async () => {
    const updater = new FakeAutoUpdater();
    const config = configFromEnv(
      { OTT_UPDATE_FEED_URL: 'http://evil.example/feed/', OTT_EXTERNAL_ORIGINS: 'http://evil.example' },
      '/renderer',
      true,
    );
    const { fake, invoke, desktop } = await launch({ config, autoUpdater: updater });
    expect(updater.feed).toBeNull();
    expect(desktop?.updates.enabled).toBe(false);
    await expect(invoke('external:open', 'http://evil.example/pay')).rejects.toThrow(/not on the allow-list/);
    expect(fake.shell.opened).toEqual([]);
  });

  it('every web contents, not only the window’s, refuses new windows and <webview>', async () => {
    const { fake } = await launch();
    const other = new FakeWebContents();
    fake.app.emit('web-contents-created', {}, other);
    expect(other.tryOpenWindow('https://phishing.example/')).toEqual({ action: 'deny' });
    expect(other.tryAttachWebview()).toBe(true);
  });

  it('the page asks through IPC: the app’s version and OS; an update the user checks for, its state, and installing it', async () => {
    const updater = new FakeAutoUpdater();
    const { invoke } = await launch({ autoUpdater: updater });
    expect(await invoke('app:info')).toMatchObject({ version: '46.4.0', os: 'linux' });
    await expect(invoke('update:install')).rejects.toThrow(/no downloaded update/);
    updater.answer = (u) => u.emit('update-downloaded', { version: '46.5.0' });
    const checks = updater.checks;
    await invoke('update:check');
    expect(updater.checks).toBe(checks + 1);
    expect(await invoke('update:state')).toEqual({ status: 'ready', version: '46.5.0' });
    await invoke('update:install');
    expect(updater.installed).toEqual([false, true]);
  });

  it('closing the last window quits on Linux; on macOS the app stays and the Dock icon opens a new window', async () => {
    const linux = await launch();
    linux.win?.close();
    linux.fake.app.emit('window-all-closed');
    expect(linux.fake.app.quitCalled).toBe(true);

    const mac = await launch({ platform: 'darwin' });
    mac.win?.close();
    mac.fake.app.emit('window-all-closed');
    expect(mac.fake.app.quitCalled).toBe(false);
    mac.fake.app.emit('activate');
    await expect.poll(() => mac.desktop?.getWindow()).not.toBeNull();
    expect(mac.desktop?.getWindow()).not.toBe(mac.win);
  });

  it('remembers the window: a relaunch opens maximised where it was closed', async () => {
    const first = await launch();
    first.win?.setBounds({ x: 200, y: 150, width: 1100, height: 720 });
    first.win?.maximize();
    first.win?.close();
    const saved = first.fs.files.get('/user-data/window-state.json');
    expect(saved).toBeDefined();
    const fs = new MemoryFs();
    fs.files.set('/user-data/window-state.json', saved as Buffer);
    const { win: again } = await launch({ fs });
    expect(again?.options).toMatchObject({ x: 200, y: 150, width: 1100, height: 720 });
    expect(again?.maximized).toBe(true);
  });
});
