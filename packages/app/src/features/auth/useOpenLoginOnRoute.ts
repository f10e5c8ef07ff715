// SPEC §2: /:lang?/login and /:lang?/lookup show Home with the login dialog open. The routes render the Home screen;
// this hook (called once by the shell, inside LoginDialogHost and the router) opens the dialog on them for a
// visitor, once per visit of the path, and sends the user Home (same language) after logging in.
import { useEffect, useRef } from 'react';
import { useLangPath } from '../../hooks/useLangPath';
import { useLoginDialog } from '../../hooks/useLoginDialog';
import { useRouteMatch } from '../../hooks/useRouteMatch';
import { useSession } from '../../hooks/useServices';
import { isSubscriber } from '../../session/store';

const LOGIN_ROUTE_IDS: readonly string[] = ['login', 'lookup'];

export function useOpenLoginOnRoute(): void {
  const match = useRouteMatch();
  const session = useSession();
  const { openLogin } = useLoginDialog();
  const to = useLangPath();
  const home = to('/');
  const onLoginRoute = LOGIN_ROUTE_IDS.includes(match.id);
  const subscriber = isSubscriber(session);
  const opened = useRef<string | null>(null);
  const path = onLoginRoute ? `${match.id}:${match.lang ?? ''}` : null;
  useEffect(() => {
    if (!path) {
      opened.current = null;
      return;
    }
    if (subscriber || opened.current === path) return;
    opened.current = path;
    openLogin(home);
  }, [path, subscriber, openLogin, home]);
}
