// Deep links in the renderer: an OS link `ott://viewContent/123` is the SPEC §2 deep link `/viewContent/123` built from
// the app's own origin (the domain's convertDeepLink), accepted only when the domain's route table knows it
// (matchRoute); a notification click routes like its push action (pushActionPath). No second parser.
import { matchRoute } from '@ott/domain';
import { convertDeepLink, type PushAction, pushActionPath } from '@ott/domain/deeplinks';
import { LOCALES } from '@ott/i18n';

const SCHEME = 'ott://';

/** The app path of an `ott://…` link, or null when it is not one of the app's routes. */
export function ottLinkToPath(
  link: string,
  origin: string,
  supportedLangs: readonly string[] = LOCALES,
): string | null {
  if (!link.toLowerCase().startsWith(SCHEME)) return null;
  const rest = link.slice(SCHEME.length);
  // Only a path may follow the scheme: never another scheme, a protocol-relative or an absolute URL.
  if (/^[a-z][a-z0-9+.-]*:/i.test(rest) || rest.startsWith('/')) return null;
  const url = new URL(convertDeepLink({ kind: 'url', url: `/${rest}` }, origin));
  if (url.origin !== new URL(origin).origin && url.origin !== 'null') return null;
  const match = matchRoute(url.pathname, supportedLangs);
  if (match.id === 'error') return null;
  return `${url.pathname}${url.search}`;
}

/** SPEC §2 push actions: the path a notification click opens, or null (just bring the app forward). */
export function notificationPath(action: PushAction): string | null {
  return pushActionPath(action);
}
