import { describe, expect, it, vi } from 'vitest';
import { notificationPath, ottLinkToPath } from '../src/renderer/deep-links';
import { desktopServices } from '../src/renderer/platform';
import type { DesktopBridge, PushActionLike } from '../src/shared/bridge';

const ORIGIN = 'app://ott';

describe('§2 deep links in the renderer (the domain’s rules, no second parser)', () => {
  it.each([
    ['ott://viewContent/123', '/viewContent/123'],
    ['ott://contentPlayDeeplink/55', '/contentPlayDeeplink/55'],
    ['ott://viewPlanAndCoupon/P1/SAVE10', '/viewPlanAndCoupon/P1/SAVE10'],
    ['ott://viewPlanAndCoupon/P1', '/viewPlanAndCoupon/P1'],
    ['ott://trailerDeeplink/9?trailerId=t1', '/trailerDeeplink/9?trailerId=t1'],
    ['ott://viewTicket/T-7', '/viewTicket/T-7'],
    ['ott://screen/kids', '/screen/kids'],
    ['ott://ar/viewContent/1', '/ar/viewContent/1'],
    ['ott://faq', '/faq'],
  ])('%s → %s', (link, path) => {
    expect(ottLinkToPath(link, ORIGIN)).toBe(path);
  });

  it.each([
    'https://evil.example/viewContent/1',
    'ott://https://evil.example/',
    'ott:///etc/passwd',
    'ott:////evil.example/x',
    'ott://javascript:alert(1)',
    'ott://no/such/route/at/all/here',
  ])('refuses %s', (link) => {
    expect(ottLinkToPath(link, ORIGIN)).toBeNull();
  });

  it('§2 push actions give the SPEC paths', () => {
    expect(notificationPath({ action: 'VIEW', contentid: '5' })).toBe('/viewContent/5');
    expect(notificationPath({ action: 'TICKET', ticketid: 'T1' })).toBe('/viewTicket/T1');
    expect(notificationPath({ action: 'REDEEM', planid: 'P', couponid: 'C' })).toBe('/viewPlanAndCoupon/P/C');
    expect(notificationPath({ action: 'RENEW', planid: 'P', couponid: 'C' })).toBe('/viewPlanAndCoupon/P');
    expect(notificationPath({ action: 'UNKNOWN' })).toBeNull();
  });
});

function fakeBridge() {
  const links: ((url: string) => void)[] = [];
  const clicks: ((a: PushActionLike) => void)[] = [];
  const bridge = {
    secureStore: { get: vi.fn(), set: vi.fn(), remove: vi.fn() },
    openExternal: vi.fn(async () => {}),
    showNotification: vi.fn(async () => {}),
    installUpdate: vi.fn(async () => {}),
    onUpdate: vi.fn(() => () => {}),
    onDeepLink(l: (url: string) => void) {
      links.push(l);
      return () => links.splice(links.indexOf(l), 1);
    },
    onNotificationClick(l: (a: PushActionLike) => void) {
      clicks.push(l);
      return () => clicks.splice(clicks.indexOf(l), 1);
    },
  } as unknown as DesktopBridge;
  return { bridge, links, clicks };
}

describe('desktop platform services (AppEnv)', () => {
  it('deep links and notification clicks arrive as app paths; unknown links are dropped', () => {
    const { bridge, links, clicks } = fakeBridge();
    const services = desktopServices(bridge, ORIGIN);
    const paths: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const off = services.deepLinks.subscribe((p) => paths.push(p));
    links[0]?.('ott://viewContent/1');
    links[0]?.('ott://nonsense/a/b/c/d/e');
    clicks[0]?.({ action: 'VIEW', contentid: '2' });
    clicks[0]?.({ action: 'NOPE' });
    expect(paths).toEqual(['/viewContent/1', '/viewContent/2']);
    expect(warn).toHaveBeenCalledTimes(1);
    off();
    expect(links).toHaveLength(0);
    expect(clicks).toHaveLength(0);
  });

  it('the secure store is the bridge’s (tokens go to the main process, not localStorage)', () => {
    const { bridge } = fakeBridge();
    expect(desktopServices(bridge, ORIGIN).secureStore).toBe(bridge.secureStore);
  });

  it('notifications map the stored notification onto the bridge', async () => {
    const { bridge } = fakeBridge();
    await desktopServices(bridge, ORIGIN).notifications.show({
      title: 'T',
      message: 'M',
      action: { action: 'VIEW', contentid: '3' },
    });
    expect(bridge.showNotification).toHaveBeenCalledWith({
      title: 'T',
      body: 'M',
      action: { action: 'VIEW', contentid: '3' },
    });
  });

  it('updates come from the bridge; install asks the main process', async () => {
    const { bridge } = fakeBridge();
    const services = desktopServices(bridge, ORIGIN);
    const listener = () => {};
    services.updates.subscribe(listener);
    expect(bridge.onUpdate).toHaveBeenCalledWith(listener);
    await services.updates.install();
    expect(bridge.installUpdate).toHaveBeenCalledTimes(1);
  });
});
