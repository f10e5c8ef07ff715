// Test harness of the browsing tests: the real router (RouteView → the domain's route table → the lazy screen) and
// the real generated hooks, over the contract-checked network stand-in of ./network where a test needs one.

import type { Content } from '@ott/sdk/hooks/cms';
import type { ProviderConfig, Section } from '@ott/sdk/hooks/config';
import { LoginDialogHost } from '../src/dialogs';
import type { PlatformDownloads, PlatformStartupSnapshot } from '../src/platform/types';
import { RouteView } from '../src/router';
import { createSessionStore } from '../src/session/store';
import { watchMovieFlag } from '../src/start';
import { createStore } from '../src/storage';

import { TEST_ENV, testServices } from './app-services';
import { json } from './network';
import { renderInApp, testQueryClient } from './render-app';

export { json, mockNetwork, notFound } from './network';
export { currentPath } from './render-app';

/** The genre chips' answer (listGenres: one genre). */
export const genres = () =>
  json({ data: [{ genreid: 'g1', name: 'Action', title: { en: 'Action' } }], totalcount: 1 });

/** `lists` answers the content lists; the genre chips get `genres()`. */
export const contentLists =
  (lists: (url: URL) => Response) =>
  (url: URL): Response =>
    url.pathname === '/subscriber/v1/content/genre' ? genres() : lists(url);

export function poster(id: string) {
  const files = ['small', 'medium', 'large'].map((size, i) => ({
    size,
    width: 320 * (i + 1),
    height: 180 * (i + 1),
    url: `http://img.test/${id}/${size}.jpg`,
  }));
  return [
    { postertype: 'LANDSCAPE' as const, file: files },
    { postertype: 'PORTRAIT' as const, file: files },
  ];
}

export function movie(id: string, extra: Partial<Content> = {}): Content {
  return {
    objectid: id,
    objecttype: 'VOD',
    category: 'MOVIE',
    title: `Title ${id}`,
    poster: poster(id),
    ...extra,
  };
}

export function section(id: string, extra: Partial<Section> = {}): Section {
  return {
    id,
    title: { en: `Section ${id}` },
    endpoint: 'subscriber/v1/content',
    parameters: { category: '["MOVIE"]', pagesize: 10 },
    layout: 'LANDSCAPE',
    ...extra,
  };
}

/** Home's sections in the browse tests: a banner, a Malayalam poster rail, then the genre chips. */
export const homeSections = (): Section[] => [
  section('banner', { layout: 'BANNER', parameters: { category: '["MOVIE","TVSHOW"]', pagesize: 5 } }),
  section('malayalam', {
    layout: 'PORTRAIT',
    parameters: { category: '["MOVIE"]', objectlanguage: 'ml' },
  }),
  section('genres', {
    layout: 'GENRE',
    endpoint: 'subscriber/v1/content/genre',
    parameters: { pagesize: 30 },
  }),
];

export function providerConfig(screens: ProviderConfig['screens']): ProviderConfig {
  return {
    providerDetails: {
      providerId: 'test',
      baseURLs: { vSMS: '', vCMS: '', vCRM: '', vCHARGE: '', vDRM: '' },
    },
    featureEnabled: { isDeckingEnabled: false },
    supportedLanguages: [
      { language: 'en', name: 'English', isdefault: 'YES' },
      { language: 'ar', name: 'Arabic', isdefault: 'NO' },
    ],
    screens,
  };
}

/** Renders the app's router at `path` with the given provider config (a visitor's session). */
export function renderAt(
  path: string,
  config: ProviderConfig,
  {
    downloads,
    startupSnapshot,
    ...patch
  }: { kidsMode?: boolean; downloads?: PlatformDownloads; startupSnapshot?: PlatformStartupSnapshot } = {},
) {
  const session = createSessionStore(createStore(undefined));
  // The Shell sets the display language from the URL prefix; the harness does the same for the two it knows.
  session.set({ status: 'ready', config, lang: /^\/ar(\/|$)/.test(path) ? 'ar' : 'en', ...patch });
  // Realtime is not part of these tests: it never answers (the hooks show nothing for a visitor anyway).
  const services = testServices(session, {
    env: {
      ...TEST_ENV,
      ...(downloads ? { downloads } : {}),
      ...(startupSnapshot ? { startupSnapshot } : {}),
    },
  });
  const client = testQueryClient();
  watchMovieFlag(session, client); // as startUp does
  const view = renderInApp(
    <LoginDialogHost>
      <RouteView />
    </LoginDialogHost>,
    { services, client, at: path },
  );
  return Object.assign(view, { session });
}
