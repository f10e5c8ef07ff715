// Links keep the language the user chose (SPEC §2: lang is an optional prefix; the provider's default has none).

import { defaultLang } from '../languages';
import { useSession } from './useServices';

/** Prefixes a path with the current URL language. */
export function useLangPath() {
  const session = useSession();
  // Home of a language is `/ar`, not `/ar/`: the address the person sees, and the one the nav link's "current" matches.
  return (path: string) =>
    session.lang && session.lang !== defaultLang(session.config)
      ? `/${session.lang}${path === '/' ? '' : path}`
      : path;
}
