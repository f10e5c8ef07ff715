import { describe, expect, it } from 'vitest';
import { createDeepLinkRouter, deepLinkFromArgv, setupSingleInstance } from '../src/main/deep-links';
import { FakeApp, FakeBrowserWindow } from './fake-electron';

function setup(opts: { gotLock?: boolean; argv?: string[]; defaultApp?: boolean } = {}) {
  const app = new FakeApp();
  app.gotLock = opts.gotLock ?? true;
  const win = new FakeBrowserWindow({ show: true });
  const sent: string[] = [];
  const router = createDeepLinkRouter({ getWindow: () => win as never, send: (url) => sent.push(url) });
  const locked = setupSingleInstance({
    app: app as never,
    argv: opts.argv ?? ['/opt/OTT/ott'],
    router,
    defaultApp: opts.defaultApp ?? false,
    execPath: '/usr/bin/electron',
    scriptPath: '/repo/apps/desktop/dist/main/index.cjs',
  });
  return { app, win, sent, router, locked };
}

describe('deep links from the command line', () => {
  it('finds the ott:// argument (Windows and Linux pass the link in argv)', () => {
    expect(deepLinkFromArgv(['C:\\OTT\\OTT.exe', '--allow-file-access', 'ott://viewContent/42'])).toBe(
      'ott://viewContent/42',
    );
    expect(deepLinkFromArgv(['/opt/ott', 'OTT://contentPlayDeeplink/7'])).toBe('OTT://contentPlayDeeplink/7');
    expect(deepLinkFromArgv(['/opt/ott', 'https://example.com', '--flag'])).toBeNull();
    expect(deepLinkFromArgv(['/opt/ott', `ott://${'x'.repeat(3000)}`])).toBeNull();
  });
});

describe('one instance', () => {
  it('a second instance quits at once, before creating anything', () => {
    const { app, locked } = setup({ gotLock: false });
    expect(locked).toBe(false);
    expect(app.quitCalled).toBe(true);
    expect(app.protocolClients).toEqual([]);
  });

  it('registers ott:// with the OS (with the script path when unpackaged)', () => {
    expect(setup().app.protocolClients).toEqual([{ scheme: 'ott' }]);
    expect(setup({ defaultApp: true }).app.protocolClients).toEqual([
      { scheme: 'ott', path: '/usr/bin/electron', args: ['/repo/apps/desktop/dist/main/index.cjs'] },
    ]);
  });

  it('a second launch focuses the running window (restored from minimised)', () => {
    const { app, win, sent } = setup();
    win.minimize();
    app.secondInstance(['/opt/ott']);
    expect(win.minimized).toBe(false);
    expect(win.focused).toBe(true);
    expect(sent).toEqual([]);
  });

  it('§2 a link opened from the OS (second instance) focuses the window and routes it once the page listens', () => {
    const { app, win, sent, router } = setup();
    win.hide();
    app.secondInstance(['/opt/ott', 'ott://viewPlanAndCoupon/P1/SAVE10']);
    expect(win.visible).toBe(true);
    expect(win.focused).toBe(true);
    expect(sent).toEqual([]); // queued: the page has not subscribed yet
    router.rendererReady();
    expect(sent).toEqual(['ott://viewPlanAndCoupon/P1/SAVE10']);
    app.secondInstance(['/opt/ott', 'ott://contentPlayDeeplink/9']);
    expect(sent).toEqual(['ott://viewPlanAndCoupon/P1/SAVE10', 'ott://contentPlayDeeplink/9']);
  });

  it('the link that launched the app is delivered when the page is ready', () => {
    const { sent, router } = setup({ argv: ['/opt/ott', 'ott://viewContent/123'] });
    expect(sent).toEqual([]);
    router.rendererReady();
    expect(sent).toEqual(['ott://viewContent/123']);
  });

  it('macOS open-url: the default is prevented and the link routed', () => {
    const { app, sent, router } = setup();
    router.rendererReady();
    const event = app.openUrl('ott://viewContent/5');
    expect(event.defaultPrevented).toBe(true);
    expect(sent).toEqual(['ott://viewContent/5']);
    app.openUrl('https://not-ours.example/');
    expect(sent).toEqual(['ott://viewContent/5']);
  });

  it('after a reload, links queue again until the page subscribes anew', () => {
    const { app, sent, router } = setup();
    router.rendererReady();
    router.rendererGone();
    app.secondInstance(['x', 'ott://viewContent/1']);
    expect(sent).toEqual([]);
    router.rendererReady();
    expect(sent).toEqual(['ott://viewContent/1']);
  });
});
