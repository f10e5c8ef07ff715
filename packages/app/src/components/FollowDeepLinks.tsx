// Deep links from the shell (desktop: ott://… links, notification clicks, the Help menu) go through the router like
// any navigation; the shell has already turned them into app paths with the domain's rules. No shell: nothing.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../hooks/useServices';

export function FollowDeepLinks() {
  const { env } = useServices();
  const navigate = useNavigate();
  useEffect(() => env.deepLinks?.subscribe((path) => navigate(path)), [env, navigate]);
  return null;
}
