// Links keep the language the user chose (SPEC §2: lang is an optional prefix; the provider's default has none).
import { useSession } from '../context';
import { defaultLang } from '../languages';

/** Prefixes a path with the current URL language. */
export function useLangPath() {
  const session = useSession();
  return (path: string) =>
    session.lang && session.lang !== defaultLang(session.config) ? `/${session.lang}${path}` : path;
}
