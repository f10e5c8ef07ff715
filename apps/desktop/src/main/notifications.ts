// System notifications for the SPEC §3 stored notifications: clicking one focuses the window and hands
// its push action to the renderer, which routes it with the domain's pushActionPath (SPEC §2 push actions).
import type { PushActionLike } from '../shared/bridge';
import { focusWindow } from './deep-links';
import type { BrowserWindow, NotificationConstructor } from './electron-api';

export interface Notifier {
  show(n: { title: string; body: string; action?: PushActionLike | undefined }): boolean;
}

export function createNotifier(opts: {
  Notification: NotificationConstructor;
  getWindow: () => BrowserWindow | null;
  onClick: (action: PushActionLike) => void;
}): Notifier {
  // Referenced until closed or clicked, so the garbage collector never drops a shown notification's click handler.
  const live = new Set<object>();
  return {
    show({ title, body, action }) {
      if (!opts.Notification.isSupported()) return false;
      const n = new opts.Notification({ title, body, silent: false });
      live.add(n);
      n.on('click', () => {
        live.delete(n);
        focusWindow(opts.getWindow());
        if (action) opts.onClick(action);
      });
      n.on('close', () => live.delete(n));
      n.show();
      return true;
    },
  };
}
