// A first launch started by the shell outside the page (desktop: the main process, while the window opens), with the
// page's own code: config, registration and Home's lists (SPEC §4), then Home's top for the start page and the
// registration for the page's start-up to adopt (AppEnv.registration).
import { isMovieEnabled, listsMovies, randomDeviceId } from '@ott/domain';
import { type Backend, createTransport } from '@ott/sdk';
import { type ContentListResponse, getListContentUrl } from '@ott/sdk/hooks/cms';
import type { ProviderConfig, Section } from '@ott/sdk/hooks/config';
import { displayLanguageOf } from '../languages';
import type { AppEnv } from '../platform/env';
import type { HomeSnapshot, ShellRegistration } from '../platform/types';
import { registerThisDevice } from '../session/registration';
import { backendBaseUrl, configPathOverrides } from '../session/transport';
import { PROVIDER_CONFIG_PATH } from './boot';
import { contentParams, EAGER_SECTIONS, homeScreen, sectionKind } from './screen-sections';
import { homeFromStartUp, type StartUpList } from './startup-snapshot';

export { escapeHtml, type SnapshotSource, snapshotHtml, withSnapshot } from './snapshot-markup';
// Only a visitor's first launch comes here: nothing is stored, so no cache, no token to renew and no decking (start-up
// decks after adopting the registration). Any failure ends the run without a picture or registration, and the page's
// start-up does the rest, as on the web.
export type { ShellRegistration };

export interface FirstLaunchEnv {
  /** The provider config's URL, the registration secret and the platform label: the page's own (AppEnv). */
  configUrl: string;
  secret: string;
  platform: AppEnv['platform'];
  /** The user agent of the app's window: the device OS registered is the one the page would name. */
  userAgent: string;
  fetch: typeof globalThis.fetch;
  /** Each call's limit (the transport's own is 30 s: far too long for a start). Default FIRST_LAUNCH_CALL_MS. */
  timeoutMs?: number;
  random?: () => number;
  now?: () => number;
}

export interface FirstLaunch {
  /** The device registration (null: it failed, or the config did). */
  registration: Promise<ShellRegistration | null>;
  /** Home's top as the page would draw it from these lists at the start path `/` (null: nothing to draw). */
  home: Promise<HomeSnapshot | null>;
}

/** Each call's limit on a first launch: past it the page's own start-up is the faster way. */
export const FIRST_LAUNCH_CALL_MS = 10_000;

/** Runs a visitor's first start-up calls: provider config → device registration → Home's first lists. */
export function firstLaunch(env: FirstLaunchEnv): FirstLaunch {
  const now = env.now ?? Date.now;
  const configOrigin = new URL(env.configUrl).origin;
  let config: ProviderConfig | null = null;
  let deviceToken: string | null = null;
  const transport = createTransport({
    baseUrl: (b: Backend) => backendBaseUrl(config, configOrigin, b),
    tokens: () => ({ deviceToken, sessionToken: null, refreshToken: null }),
    pathOverrides: () => configPathOverrides(config),
    // A refused token on a first launch is not renewed here: the page's start-up takes over.
    recover: () => Promise.reject(new Error('no recovery on a first launch')),
    onLogout: () => {},
    fetch: env.fetch,
    timeoutMs: env.timeoutMs ?? FIRST_LAUNCH_CALL_MS,
  });

  const registration = (async (): Promise<ShellRegistration | null> => {
    config = await transport.call<ProviderConfig>('config', PROVIDER_CONFIG_PATH);
    const deviceId = randomDeviceId(env.random ?? Math.random);
    deviceToken = await registerThisDevice(transport, {
      config,
      deviceId,
      userAgent: env.userAgent,
      secret: env.secret,
      platform: env.platform,
      now: now(),
    });
    return { deviceId, deviceToken };
  })().catch(() => null);

  const home = registration.then(async (r) => {
    if (!r || !config) return null;
    const sections = homeScreen(config)?.sections.slice(0, EAGER_SECTIONS) ?? [];
    const answers = new Map<Section, StartUpList>();
    let movies: 'Yes' | 'No' = 'Yes';
    await Promise.all(
      sections.map(async (section) => {
        // Start-up's own requests for them (the sections' query functions, start.ts prefetchHome), through this
        // run's transport; a genre row ends the picture anyway (homeFromStartUp).
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
      config,
      kidsMode: false,
      subscriber: false,
      isMovieEnabled: movies,
      // The app's display language at `/` with nothing stored: the provider's default.
      lang: displayLanguageOf(null, null, config),
      path: '/',
      list: (section) => answers.get(section) ?? { status: 'error' },
    });
  });

  return { registration, home: home.catch(() => null) };
}
