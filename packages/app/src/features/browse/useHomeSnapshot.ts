// Home keeps the shell's start-up snapshot up to date (startup/startup-snapshot.ts): desktop; the web's kept copy.
import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteMatch } from '../../hooks/useRouteMatch';
import { useServices } from '../../hooks/useServices';
import {
  captureHomeSnapshot,
  SNAPSHOT_DEBOUNCE_MS,
  snapshotIdentity,
  watchMarkup,
} from '../../startup/startup-snapshot';

/**
 * Keeps the shell's snapshot of Home up to date while Home is shown: read again after each change has settled, and
 * handed over only when it differs from the last one. Nothing happens where the shell has no snapshot.
 */
export function useHomeSnapshot(home: RefObject<HTMLElement | null>): void {
  const { env, session } = useServices();
  const platform = env.startupSnapshot;
  const path = useLocation().pathname;
  // Home itself (/, /ar…), not a route that shows Home under a dialog (/login): a start there is not Home's.
  const atHome = useRouteMatch().id === 'home';
  useEffect(() => {
    const el = home.current;
    if (!platform || !atHome || !el || typeof MutationObserver === 'undefined') return;
    let last = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const take = () => {
      const state = session.get();
      if (state.status !== 'ready') return;
      const snapshot = captureHomeSnapshot(el, path);
      if (!snapshot) return;
      const identity = snapshotIdentity(state);
      const json = JSON.stringify([identity, snapshot]);
      if (json === last) return;
      last = json;
      platform.save(identity, snapshot);
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(take, SNAPSHOT_DEBOUNCE_MS);
    };
    const stopWatching = watchMarkup(el, ['class', 'src'], later);
    // Who is watching may change while Home stays as it is (e.g. parental control answered): the shell then drops the
    // snapshot taken under the old identity, and this one is handed over again under the new.
    const offSession = session.subscribe(later);
    // The window's size decides how many cards are on screen and how tall the rails are, and the next launch opens the
    // window at the size it has now (the shell's window state): a resize changes no markup, so it is a cue of its own.
    const view = el.ownerDocument.defaultView;
    view?.addEventListener('resize', later);
    later();
    return () => {
      clearTimeout(timer);
      stopWatching();
      offSession();
      view?.removeEventListener('resize', later);
    };
  }, [platform, atHome, session, home, path]);
}
