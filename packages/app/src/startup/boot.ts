// SPEC §4 start-up, driven by the domain's startupReducer: provider config (5-min cache, stored copy on failure),
// device registration when there is no device token, decking when enabled (2 retries, token cleared on failure).
import {
  type CachedValue,
  INITIAL_STARTUP_STATE,
  providerConfigSource,
  resolveProviderConfig,
  type StartupState,
  startupReducer,
} from '@ott/domain';
import type { Transport } from '@ott/sdk';
import type { ProviderConfig } from '@ott/sdk/hooks/config';
import type { AppEnv } from '../platform/env';
import type { SessionStore } from '../session/store';
import type { Runtime } from '../session/transport';

const CONFIG_CACHE_KEY = 'providerConfig';
/** The provider config on the config host (SPEC §7 "GET remote provider config"). */
export const PROVIDER_CONFIG_PATH = '/config/provider.json';
const DEFAULT_DECKING_PATH = '/subscriber/v1/deckingconfig';

/**
 * How long start-up waits for the provider config before it goes on as if the call had failed (the stored copy, else
 * the app's "could not be loaded" screen with its retry). The SPEC names no timeout; without one a config host that
 * accepts the connection and never answers kept the start-up spinner up for good.
 */
export const PROVIDER_CONFIG_TIMEOUT_MS = 10_000;

const DECKING_ADDRESS_KEY = 'deckingAddress';

/**
 * SPEC §7 "GET decking config address": the decking config's path under the CMS base. The address is cached like the
 * provider config (5 minutes, §9), so a repeat visit adds no round trip.
 */
async function deckingPath(
  transport: Transport,
  config: ProviderConfig | null,
  storage: SessionStore['storage'],
  now: number,
): Promise<string> {
  const cms = config?.providerDetails.baseURLs.vCMS;
  const cached = storage.getJson<CachedValue<string>>(DECKING_ADDRESS_KEY);
  const address =
    cached && providerConfigSource(cached, now) === 'cache'
      ? cached.value
      : await transport
          .call<{ url: string }>('config', '/config/decking-address')
          .then((r) => {
            storage.setJson(DECKING_ADDRESS_KEY, { value: r.url, fetchedAt: now });
            return r.url;
          })
          .catch(() => null);
  if (!address || !cms) return DEFAULT_DECKING_PATH;
  const base = cms.replace(/\/+$/, '');
  return address.startsWith(`${base}/`) ? address.slice(base.length) : DEFAULT_DECKING_PATH;
}

/** Runs start-up to the end (it always ends in mount) and returns what went wrong on the way. */
export async function boot(
  env: AppEnv,
  session: SessionStore,
  runtime: Runtime,
  /** Called once the device has credentials (before decking): the shell may prefetch the first screen's data. */
  onCredentials?: () => void,
): Promise<string[]> {
  const now = env.now ?? Date.now;
  const storage = session.storage;
  await session.ready;
  let state: StartupState = INITIAL_STARTUP_STATE;
  const step = (event: Parameters<typeof startupReducer>[1]) => {
    const r = startupReducer(state, event);
    state = r.state;
    if (r.effects.includes('clearDeviceToken')) session.set({ deviceToken: null });
    if (r.effects.includes('emitRegistrationError'))
      console.warn('[ott] device registration failed; the app loads anyway');
  };

  // 1. Provider config: fresh cache, else network, else the stored copy.
  const cached = storage.getJson<CachedValue<ProviderConfig>>(CONFIG_CACHE_KEY);
  let config: ProviderConfig | null = null;
  let ok = true;
  if (providerConfigSource(cached, now()) === 'cache' && cached) {
    config = cached.value;
  } else {
    const fetched = await runtime.transport
      .call<ProviderConfig>('config', PROVIDER_CONFIG_PATH, { timeoutMs: PROVIDER_CONFIG_TIMEOUT_MS })
      .then((c) => ({ ok: true as const, config: c }))
      .catch(() => ({ ok: false as const }));
    const r = resolveProviderConfig(fetched, cached, now());
    if (r.source === 'network') storage.setJson(CONFIG_CACHE_KEY, r.store);
    ok = r.source !== 'none';
    config = r.config;
  }
  session.set({ config });
  const deckingEnabled = Boolean(config?.featureEnabled.isDeckingEnabled);
  step({ type: 'config', ok, hasDeviceToken: Boolean(session.get().deviceToken), deckingEnabled });
  let announced = false;
  const announce = () => {
    if (announced || !session.get().deviceToken) return;
    announced = true;
    onCredentials?.();
  };
  if (state.step !== 'registerDevice') announce();

  // 2./3. Registration and decking until the reducer says mount.
  for (let guard = 0; state.step !== 'mount' && guard < 10; guard++) {
    if (state.step === 'registerDevice') {
      const done = config
        ? await runtime.register().then(
            () => true,
            () => false,
          )
        : false;
      step({ type: 'registration', ok: done, deckingEnabled });
      announce();
    } else if (state.step === 'loadDecking') {
      // SPEC §7: the decking config's address comes from the config host; a path under the CMS base is called
      // with the CMS client (device token). Without an answer, the contract's default path is used.
      const path = await deckingPath(runtime.transport, config, storage, now());
      const done = await runtime.transport.cms.GET(path as '/subscriber/v1/deckingconfig').then(
        (r) => r.response.ok,
        () => false,
      );
      step({ type: 'decking', ok: done });
    }
  }
  return state.errors;
}
