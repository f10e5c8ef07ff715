// A visitor's first start-up made outside the page (the web build, for the first visit's Home) with the page's own
// code: config, registration and Home's lists (SPEC §4), then Home's top as the page would draw it.
import { isMovieEnabled, listsMovies, randomDeviceId } from '@ott/domain';
import { type Backend, createTransport } from '@ott/sdk';
import { type ContentListResponse, getListContentUrl } from '@ott/sdk/hooks/cms';
import type { ProviderConfig, Section } from '@ott/sdk/hooks/config';
import { displayLanguageOf } from '../languages';
import type { AppEnv } from '../platform/env';
import type { HomeSnapshot } from '../platform/types';
import { registerThisDevice } from '../session/registration';
import { backendBaseUrl, configPathOverrides } from '../session/transport';
import { PROVIDER_CONFIG_PATH } from './boot';
import { contentParams, EAGER_SECTIONS, homeScreen, sectionKind } from './screen-sections';
import { homeFromStartUp, type StartUpList } from './startup-snapshot';

export interface FirstVisitEnv {
  /** The provider config's URL, the registration secret and the platform label: the page's own (AppEnv). */
  configUrl: string;
  secret: string;
  platform: AppEnv['platform'];
  /** The user agent the device OS is registered from. */
  userAgent: string;
  fetch: typeof globalThis.fetch;
  /** Each call's limit (the transport's own is 30 s). Default FIRST_VISIT_CALL_MS. */
  timeoutMs?: number;
  random?: () => number;
  now?: () => number;
}

/** Each call's limit: past it the build goes without the picture. */
export const FIRST_VISIT_CALL_MS = 10_000;

/**
 * A visitor's start-up calls, provider config → device registration → Home's first lists, and Home's top at `/` drawn
 * from them; null when any of them failed (nothing stored: no cache, no token to renew, no decking).
 */
export async function homeForFirstVisit(env: FirstVisitEnv): Promise<HomeSnapshot | null> {
  const now = env.now ?? Date.now;
  const configOrigin = new URL(env.configUrl).origin;
  let config: ProviderConfig | null = null;
  let deviceToken: string | null = null;
  const transport = createTransport({
    baseUrl: (b: Backend) => backendBaseUrl(config, configOrigin, b),
    tokens: () => ({ deviceToken, sessionToken: null, refreshToken: null }),
    pathOverrides: () => configPathOverrides(config),
    recover: () => Promise.reject(new Error('no recovery outside the page')),
    onLogout: () => {},
    fetch: env.fetch,
    timeoutMs: env.timeoutMs ?? FIRST_VISIT_CALL_MS,
  });
  try {
    config = await transport.call<ProviderConfig>('config', PROVIDER_CONFIG_PATH);
    deviceToken = await registerThisDevice(transport, {
      config,
      deviceId: randomDeviceId(env.random ?? Math.random),
      userAgent: env.userAgent,
      secret: env.secret,
      platform: env.platform,
      now: now(),
    });
  } catch {
    return null;
  }
  const ready = config;
  const sections = homeScreen(ready)?.sections.slice(0, EAGER_SECTIONS) ?? [];
  const answers = new Map<Section, StartUpList>();
  let movies: 'Yes' | 'No' = 'Yes';
  await Promise.all(
    sections.map(async (section) => {
      // Start-up's own requests for them (the sections' query functions, start.ts prefetchHome); a genre row ends the
      // picture anyway (homeFromStartUp).
      if (sectionKind(section) !== 'content') return;
      const params = contentParams(section);
      try {
        const data = await transport.call<ContentListResponse>('cms', getListContentUrl(params));
        answers.set(section, { status: 'success', items: data?.data ?? [] });
      } catch (e) {
        answers.set(section, { status: 'error' });
        // SPEC §8 7109, as start.ts watchMovieFlag applies it to every movie list's answer.
        if (listsMovies(params) && isMovieEnabled((e as { errorcode?: number }).errorcode) === 'No')
          movies = 'No';
      }
    }),
  );
  return homeFromStartUp({
    config: ready,
    kidsMode: false,
    subscriber: false,
    isMovieEnabled: movies,
    // The app's display language at `/` with nothing stored: the provider's default.
    lang: displayLanguageOf(null, null, ready),
    path: '/',
    list: (section) => answers.get(section) ?? { status: 'error' },
  });
}
