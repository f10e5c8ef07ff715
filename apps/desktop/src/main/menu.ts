// Native menus with each OS's usual shortcuts (roles give the OS's labels and accelerators). Reload and DevTools exist
// only in development, so no production shortcut reloads or opens them. Help opens the SPEC §2 static pages in the app.
import { DEEP_LINK_SCHEME, PRODUCT_NAME } from './config';
import type { MenuItemOptions } from './electron-api';

export const HELP_PAGES = [
  { page: 'faq', label: 'FAQ' },
  { page: 'terms-of-use', label: 'Terms of Use' },
  { page: 'privacy-policy', label: 'Privacy Policy' },
  { page: 'about-us', label: 'About Us' },
] as const;

export interface MenuActions {
  /** Routes the app (the same path as an OS deep link). */
  openLink(url: string): void;
  checkForUpdates(): void;
  /** Whether the update feed is configured (else the item is disabled). */
  updatesEnabled: boolean;
}

export function menuTemplate(opts: {
  platform: string;
  isDev: boolean;
  actions: MenuActions;
}): MenuItemOptions[] {
  const mac = opts.platform === 'darwin';
  const checkForUpdates: MenuItemOptions = {
    id: 'check-for-updates',
    label: 'Check for Updates…',
    enabled: opts.actions.updatesEnabled,
    click: () => opts.actions.checkForUpdates(),
  };
  const devItems: MenuItemOptions[] = opts.isDev
    ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }]
    : [];
  const template: MenuItemOptions[] = [];
  if (mac)
    template.push({
      label: PRODUCT_NAME,
      submenu: [
        { role: 'about' },
        checkForUpdates,
        { type: 'separator' },
        { role: 'services' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  template.push(
    { label: 'File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        ...devItems,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      role: 'windowMenu',
    },
    {
      role: 'help',
      submenu: [
        ...HELP_PAGES.map(
          (p): MenuItemOptions => ({
            id: `help-${p.page}`,
            label: p.label,
            click: () => opts.actions.openLink(`${DEEP_LINK_SCHEME}://${p.page}`),
          }),
        ),
        ...(mac ? [] : [{ type: 'separator' } as MenuItemOptions, checkForUpdates]),
      ],
    },
  );
  return template;
}
