// Which SPEC §2 route the current URL is (the domain's route table, lang checked against the provider's list).
import { matchRoute, type RouteMatch } from '@ott/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { supportedLangs } from '../languages';
import { useSession } from './useServices';

export function useRouteMatch(): RouteMatch {
  const { pathname } = useLocation();
  const session = useSession();
  const langKey = supportedLangs(session.config).join(',');
  return useMemo(() => matchRoute(pathname, langKey.split(',')), [pathname, langKey]);
}
