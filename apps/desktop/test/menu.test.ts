import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { HELP_PAGES, menuTemplate } from '../src/main/menu';

const flat = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flat(i.submenu) : [])]);

const build = (platform: string, isDev: boolean) => {
  const actions = { openLink: vi.fn(), checkForUpdates: vi.fn(), updatesEnabled: true };
  return { items: flat(menuTemplate({ platform, isDev, actions })), actions };
};
const roles = (items: MenuItemConstructorOptions[]) => items.map((i) => i.role).filter(Boolean);

describe('native menus', () => {
  it.each(['darwin', 'win32', 'linux'])('%s: zoom, full screen, edit shortcuts through roles', (platform) => {
    const r = roles(build(platform, false).items);
    for (const role of ['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen', 'copy', 'paste', 'undo'])
      expect(r).toContain(role);
  });

  it.each(['darwin', 'win32', 'linux'])('%s production: no reload, no developer tools', (platform) => {
    const r = roles(build(platform, false).items);
    expect(r).not.toContain('reload');
    expect(r).not.toContain('forceReload');
    expect(r).not.toContain('toggleDevTools');
    expect(build(platform, false).items.some((i) => /R$/.test(String(i.accelerator ?? '')))).toBe(false);
  });

  it('development keeps reload and the developer tools', () => {
    expect(roles(build('linux', true).items)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
  });

  it('macOS has the app menu (about, hide, quit); others quit from File', () => {
    expect(roles(build('darwin', false).items)).toEqual(expect.arrayContaining(['about', 'hide', 'quit']));
    expect(roles(build('win32', false).items)).not.toContain('about');
    expect(roles(build('win32', false).items)).toContain('quit');
  });

  it('§2 Help opens each static page in the app; Check for Updates checks', () => {
    for (const platform of ['darwin', 'linux']) {
      const { items, actions } = build(platform, false);
      for (const { page } of HELP_PAGES) {
        const item = items.find((i) => i.id === `help-${page}`);
        (item?.click as (() => void) | undefined)?.();
        expect(item).toBeDefined();
        expect(actions.openLink).toHaveBeenLastCalledWith(`ott://${page}`);
      }
      const check = items.filter((i) => i.id === 'check-for-updates');
      expect(check).toHaveLength(1);
      (check[0]?.click as (() => void) | undefined)?.();
      expect(actions.checkForUpdates).toHaveBeenCalledTimes(1);
    }
  });

  it('Check for Updates is disabled when no feed is configured', () => {
    const items = flat(
      menuTemplate({
        platform: 'linux',
        isDev: false,
        actions: { openLink() {}, checkForUpdates() {}, updatesEnabled: false },
      }),
    );
    expect(items.find((i) => i.id === 'check-for-updates')?.enabled).toBe(false);
  });
});
