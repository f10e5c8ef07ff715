// Which SPEC §2 route the current URL is (the domain's route table, lang checked against the provider's list).
import { type RouteMatch, matchRoute } from '@ott/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from './useServices';
import { supportedLangs } from '../languages';

export function useRouteMatch(): RouteMatch {
  const { pathname } = useLocation();
  const session = useSession();
  const langKey = supportedLangs(session.config).join(',');
  return useMemo(() => matchRoute(pathname, langKey.split(',')), [pathname, langKey]);
}
