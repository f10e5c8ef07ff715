import { describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../src/main/config';
import {
  ALLOWED_PERMISSIONS,
  guardWebContents,
  installPermissionHandlers,
  isAllowedExternal,
  isSameOrigin,
  mainWindowOptions,
  secureWebPreferences,
} from '../src/main/security';
import { FakeSession, FakeShell, FakeWebContents } from './fake-electron';

describe('window options (Electron security checklist)', () => {
  it('isolates, sandboxes and keeps Node out of every renderer; nothing is loosened', () => {
    const prefs = secureWebPreferences('/app/preload.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    });
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('additionalArguments');
  });

  it('the main window uses those preferences, the remembered bounds, and shows only when ready', () => {
    const o = mainWindowOptions({
      preloadPath: '/p.cjs',
      bounds: { x: 10, y: 20, width: 900, height: 700 },
      title: 'OTT',
    });
    expect(o).toMatchObject({ x: 10, y: 20, width: 900, height: 700, show: false });
    expect(o.webPreferences).toEqual(secureWebPreferences('/p.cjs'));
  });
});

describe('origins and the external-link allow-list', () => {
  it('app://ott is the app; other hosts and schemes are not', () => {
    expect(isSameOrigin('app://ott/details/x/1', APP_ORIGIN)).toBe(true);
    expect(isSameOrigin('app://evil/index.html', APP_ORIGIN)).toBe(false);
    expect(isSameOrigin('https://ott/', APP_ORIGIN)).toBe(false);
    expect(isSameOrigin('file:///etc/passwd', APP_ORIGIN)).toBe(false);
    expect(isSameOrigin('not a url', APP_ORIGIN)).toBe(false);
    expect(isSameOrigin('http://127.0.0.1:5174/x', 'http://127.0.0.1:5174')).toBe(true);
  });

  it('opens only https links to allow-listed hosts (and their subdomains)', () => {
    expect(isAllowedExternal('https://checkout.razorpay.com/v1/pay')).toBe(true);
    expect(isAllowedExternal('https://accounts.google.com/o/oauth2')).toBe(true);
    expect(isAllowedExternal('http://checkout.razorpay.com/')).toBe(false);
    expect(isAllowedExternal('https://razorpay.com.evil.example/')).toBe(false);
    expect(isAllowedExternal('https://evilrazorpay.com/')).toBe(false);
    expect(isAllowedExternal('https://user:pw@razorpay.com/')).toBe(false);
    expect(isAllowedExternal('file:///C:/Windows/System32/calc.exe')).toBe(false);
    expect(isAllowedExternal('javascript:alert(1)')).toBe(false);
    expect(isAllowedExternal('smb://attacker/share')).toBe(false);
    expect(isAllowedExternal('http://127.0.0.1:7000/checkout', undefined, ['http://127.0.0.1:7000'])).toBe(
      true,
    );
    expect(isAllowedExternal('http://127.0.0.1:7001/checkout', undefined, ['http://127.0.0.1:7000'])).toBe(
      false,
    );
  });
});

describe('navigation and window-open guards', () => {
  const setup = () => {
    const contents = new FakeWebContents();
    const shell = new FakeShell();
    const logs: string[] = [];
    guardWebContents(contents as never, { appOrigin: APP_ORIGIN, shell, log: (l) => logs.push(l) });
    return { contents, shell, logs };
  };

  it('in-app navigation is allowed', () => {
    const { contents, shell } = setup();
    expect(contents.tryNavigate('app://ott/watchlist')).toBe(false);
    expect(shell.opened).toEqual([]);
  });

  it('navigation to an allow-listed https page is stopped and goes to the system browser', async () => {
    const { contents, shell } = setup();
    expect(contents.tryNavigate('https://checkout.razorpay.com/pay/1')).toBe(true);
    await Promise.resolve();
    expect(shell.opened).toEqual(['https://checkout.razorpay.com/pay/1']);
  });

  it('navigation anywhere else is stopped and opens nothing', async () => {
    const { contents, shell, logs } = setup();
    expect(contents.tryNavigate('https://phishing.example/login')).toBe(true);
    expect(contents.tryNavigate('file:///etc/passwd')).toBe(true);
    expect(contents.tryRedirect('https://phishing.example/')).toBe(true);
    await Promise.resolve();
    expect(shell.opened).toEqual([]);
    expect(logs.some((l) => l.includes('refused'))).toBe(true);
  });

  it('window.open makes no window: allow-listed links go to the browser, the rest nowhere', async () => {
    const { contents, shell } = setup();
    expect(contents.tryOpenWindow('https://checkout.razorpay.com/pay/1')).toEqual({ action: 'deny' });
    expect(contents.tryOpenWindow('app://ott/help')).toEqual({ action: 'deny' });
    expect(contents.tryOpenWindow('https://phishing.example/')).toEqual({ action: 'deny' });
    expect(contents.tryOpenWindow('http://accounts.google.com/o/oauth2')).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(shell.opened).toEqual(['https://checkout.razorpay.com/pay/1']);
  });

  it("§4 social log-in: a provider's https sign-in page opens as a locked-down pop-up that answers window.opener", () => {
    const { contents, shell } = setup();
    for (const url of [
      'https://www.facebook.com/v7.0/dialog/oauth',
      'https://accounts.google.com/o/oauth2/v2/auth',
      'https://appleid.apple.com/auth/authorize',
    ]) {
      const r = contents.tryOpenWindow(url) as {
        action: string;
        overrideBrowserWindowOptions?: { webPreferences: Record<string, unknown> };
      };
      expect(r.action).toBe('allow');
      const prefs = r.overrideBrowserWindowOptions?.webPreferences ?? {};
      expect(prefs).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
      });
      expect(prefs.preload).toBeUndefined(); // the provider's page gets no bridge to the app
    }
    expect(shell.opened).toEqual([]);
  });

  it('§4 the social pop-up stays on its provider: elsewhere is stopped, it opens no windows and no <webview>', async () => {
    const { contents, shell } = setup();
    const popup = contents.openedWindow();
    expect(popup.tryNavigate('https://accounts.google.com/signin/challenge')).toBe(false);
    expect(popup.tryRedirect('https://m.facebook.com/login')).toBe(false);
    expect(popup.tryNavigate('https://phishing.example/')).toBe(true);
    expect(popup.tryNavigate('app://ott/')).toBe(true);
    expect(popup.tryOpenWindow('https://accounts.google.com/x')).toEqual({ action: 'deny' });
    expect(popup.tryAttachWebview()).toBe(true);
    await Promise.resolve();
    expect(shell.opened).toEqual(['https://accounts.google.com/x']);
  });

  it("§4 development: the sandbox consent page's origin opens as a pop-up only when configured", () => {
    const contents = new FakeWebContents();
    guardWebContents(contents as never, {
      appOrigin: APP_ORIGIN,
      shell: new FakeShell(),
      socialOrigins: ['http://127.0.0.1:7000'],
    });
    expect(contents.tryOpenWindow('http://127.0.0.1:7000/social/consent?provider=Google').action).toBe(
      'allow',
    );
    expect(contents.tryOpenWindow('http://127.0.0.1:7001/social/consent').action).toBe('deny');
    const plain = setup().contents;
    expect(plain.tryOpenWindow('http://127.0.0.1:7000/social/consent').action).toBe('deny');
  });

  it('a <webview> is never attached', () => {
    const { contents } = setup();
    expect(contents.tryAttachWebview()).toBe(true);
  });
});

describe('permission handler', () => {
  const session = new FakeSession();
  installPermissionHandlers(session as never, APP_ORIGIN);

  it('grants only what playback and notifications need, to the app origin only', () => {
    for (const p of ALLOWED_PERMISSIONS) {
      expect(session.request(p, 'app://ott/movie/x/1/play')).toBe(true);
      expect(session.check(p, 'app://ott')).toBe(true);
      expect(session.request(p, 'https://ads.example/')).toBe(false);
      expect(session.check(p, 'https://ads.example')).toBe(false);
    }
  });

  it('refuses everything else, even to the app', () => {
    for (const p of ['media', 'geolocation', 'openExternal', 'clipboard-read', 'midiSysex', 'hid', 'serial'])
      expect(session.request(p, 'app://ott/')).toBe(false);
    expect(session.check('media', 'app://ott')).toBe(false);
    expect(session.deviceHandler?.({})).toBe(false);
  });
});
