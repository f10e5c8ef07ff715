// SPEC §4 start-up driven by the domain's startupReducer (config, registration, decking). The transport is wired here
// once: base URLs and paths from the config, tokens from the session, 401 recovery (refresh, then automatic re-login,
// then the reload; registration for a visitor) and log-out when it fails.
import {
  afterSessionBack,
  type CachedValue,
  INITIAL_STARTUP_STATE,
  type LoginResponse,
  type LoginType,
  STORAGE_KEYS,
  autoReloginPayload,
  classifyLoginResult,
  parseStoredLoginPayload,
  startSession,
  type StartupState,
  deviceIdentityPayload,
  deviceOs,
  getOrCreateDeviceId,
  isRandomDeviceId,
  providerConfigSource,
  resolveProviderConfig,
  shouldRetryRegistration,
  startupReducer,
} from '@ott/domain';
import {
  type Backend,
  type PathOverrides,
  type Transport,
  createTransport,
  refreshTokens,
  registerDevice,
  setTransport,
} from '@ott/sdk';
import type { ProviderConfig } from '@ott/sdk/hooks/config';
import type { AppEnv, ShellRegistration } from '../platform/env';
import type { SessionStore } from './store';
import type { TabSync } from '../platform/types';

export const CONFIG_CACHE_KEY = 'providerConfig';
/** The provider config on the config host (SPEC §7 "GET remote provider config"). */
export const PROVIDER_CONFIG_PATH = '/config/provider.json';

/** SPEC §4 "sets the unauthorized flag": when this tab last reloaded for a 401 (per tab, so it survives the reload). */
export const UNAUTHORIZED_FLAG_KEY = 'ott:unauthorized';
/** How long a 401 reload waits at most for the requests in flight (their retries) to be answered. */
const RELOAD_WAIT_MS = 10_000;

/** The shell's per-tab storage, else the browser's sessionStorage; null where storage is disabled (no flag kept). */
function tabStorage(env: AppEnv): Storage | null {
  if (env.tabStorage) return env.tabStorage;
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled: no flag, the reload guard is off
  }
}

function unauthorizedFlag(storage: Storage | null): number | null {
  try {
    const v = Number(storage?.getItem(UNAUTHORIZED_FLAG_KEY) ?? '');
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

/** A back-end's base URL from the provider config (SPEC §3 baseURLs); the config host for the config, or without one. */
export function backendBaseUrl(config: ProviderConfig | null, configOrigin: string, b: Backend): string {
  const urls = config?.providerDetails.baseURLs;
  const map: Record<Backend, string | undefined> = {
    sms: urls?.vSMS,
    cms: urls?.vCMS,
    crm: urls?.vCRM,
    charge: urls?.vCHARGE,
    config: configOrigin,
  };
  return map[b] ?? configOrigin;
}

/** The provider config's path overrides (SPEC §3 extrapath, apiUtilities) as the transport takes them. */
export function configPathOverrides(config: ProviderConfig | null): PathOverrides | undefined {
  return config
    ? {
        extrapath: config.providerDetails.extrapath as Record<string, string>,
        apiUtilities: config.apiUtilities as Record<string, string>,
      }
    : undefined;
}

/**
 * SPEC §4 device registration: this device's identity (its id, the OS its user agent names, the provider, the platform
 * label) sent encrypted with the configured secret; resolves to the device token. The page's start-up and a shell's
 * first launch (platform/first-launch.ts) both register through it.
 */
export async function registerThisDevice(
  transport: Transport,
  device: {
    config: ProviderConfig | null;
    deviceId: string;
    userAgent: string;
    secret: string;
    platform: AppEnv['platform'];
    now: number;
  },
): Promise<string> {
  const providerId = device.config?.providerDetails.providerId ?? 'unknown';
  const identity = deviceIdentityPayload({
    deviceid: device.deviceId,
    deviceos: deviceOs(device.userAgent),
    providerid: providerId,
    now: device.now,
    platform: device.platform,
  });
  const { deviceToken } = await registerDevice(transport, {
    providerId,
    secret: device.secret,
    identity,
    retry: shouldRetryRegistration,
  });
  return deviceToken;
}

export interface Runtime {
  transport: Transport;
  /** Register this device now (start-up, and a 401 on a device-token call); one tab at a time, the others adopt. */
  register(): Promise<void>;
  /**
   * Renew the session with the refresh token (token timer, a 401 on a session call). One tab at a time: a tab that
   * finds the stored tokens already renewed by another tab adopts them (`adopted`) instead of refreshing again.
   */
  refresh(): Promise<{ adopted: boolean }>;
  /**
   * SPEC §3 / §4: when renewing fails, log in again with the stored login payload (autologin). Resolves when the
   * session is back; rejects when there is no payload or the back-end refuses it (then the subscriber is logged out).
   */
  relogin(): Promise<void>;
}

export function createRuntime(
  env: AppEnv,
  session: SessionStore,
  tabs: TabSync,
  onLogout: () => void,
): Runtime {
  const now = env.now ?? Date.now;
  const configOrigin = new URL(env.configUrl).origin;
  const base = (b: Backend): string => backendBaseUrl(session.get().config, configOrigin, b);

  async function register() {
    const before = session.get().deviceToken;
    await tabs.withLock('register', async () => {
      session.adoptDeviceToken();
      const stored = session.get().deviceToken;
      if (stored && stored !== before) return; // another tab registered this device meanwhile
      const deviceToken = await registerThisDevice(transport, {
        config: session.get().config,
        deviceId: getOrCreateDeviceId(session.storage, env.random ?? Math.random),
        userAgent: navigator.userAgent,
        secret: env.secret,
        platform: env.platform,
        now: now(),
      });
      session.set({ deviceToken });
      tabs.publish({ type: 'session' });
    });
  }

  /** Renewed tokens become the session for every tab; the token timer's shared countdown restarts (SPEC §9). */
  async function storeTokens(sessionToken: string, refreshToken: string | null, lifetimeSec?: number | null) {
    session.set({ sessionToken, refreshToken });
    const timer = startSession(lifetimeSec ?? 3600);
    if (timer.expiresInSec !== null)
      session.storage.set(STORAGE_KEYS.refreshTokenExpire, String(timer.expiresInSec));
    await session.flushed();
    tabs.publish({ type: 'session' });
  }

  async function refresh() {
    const before = session.get().refreshToken;
    return tabs.withLock('refresh', async () => {
      await session.adopt();
      const token = session.get().refreshToken;
      if (!token) throw new Error('no refresh token');
      if (token !== before) return { adopted: true };
      const r = await refreshTokens(transport, token);
      await storeTokens(r.sessionToken, r.refreshToken, r.expiresIn);
      return { adopted: false };
    });
  }

  async function relogin() {
    const stored = parseStoredLoginPayload(await session.loginPayload.get());
    if (!stored) throw new Error('no stored login payload');
    const { params } = autoReloginPayload(stored);
    const res = await transport.sms.GET('/subscriberv2/v1/login', {
      params: { query: params as never },
    });
    const body = (res.data ?? res.error ?? {}) as LoginResponse;
    const outcome = classifyLoginResult(
      { kind: 'response', response: res.response.ok ? body : { ...body, statusCode: res.response.status } },
      { loginType: (params.logintype ?? 'Email') as LoginType, autologin: true },
    );
    if (outcome.type !== 'success') {
      await session.loginPayload.set(null);
      throw new Error('auto re-login refused');
    }
    await storeTokens(outcome.sessionToken, outcome.refreshToken, outcome.lifetimeSec);
  }

  const transport = createTransport({
    baseUrl: base,
    tokens: () => {
      const s = session.get();
      return { deviceToken: s.deviceToken, sessionToken: s.sessionToken, refreshToken: s.refreshToken };
    },
    pathOverrides: () => configPathOverrides(session.get().config),
    async recover(kind) {
      if (kind === 'visitor') return register();
      // SPEC §4 HTTP 401: renew the session; if that fails, the automatic re-login with the stored payload (if that
      // fails too, the transport logs out). Then the page reloads — once the requests in flight (this 401's retry
      // among them) have their answers, so nothing the person just did is cut off.
      const adopted = await refresh().then(
        (r) => r.adopted,
        () => relogin().then(() => false),
      );
      const tab = tabStorage(env);
      if (afterSessionBack({ adopted, flagSetAt: unauthorizedFlag(tab), now: now() }) === 'reload') {
        try {
          tab?.setItem(UNAUTHORIZED_FLAG_KEY, String(now()));
        } catch {
          // storage full or disabled: the reload still happens; only the guard against a second one is lost
        }
        void reloadWhenIdle();
      }
    },
    onLogout,
  });
  setTransport(transport);

  async function reloadWhenIdle() {
    const until = Date.now() + RELOAD_WAIT_MS;
    do await new Promise((r) => setTimeout(r, 50));
    while (transport.inFlight > 0 && Date.now() < until);
    (env.reload ?? (() => globalThis.location?.reload()))();
  }

  return { transport, register, refresh, relogin };
}

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

/** The shell's registration (AppEnv.registration) as this device's: its id and token, unless one is there already. */
function adoptRegistration(session: SessionStore, r: ShellRegistration | null): void {
  if (!r?.deviceToken || !isRandomDeviceId(r.deviceId) || session.get().deviceToken) return;
  session.storage.set(STORAGE_KEYS.random, r.deviceId);
  session.set({ deviceToken: r.deviceToken });
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
  // A registration the shell made before the page started (desktop, on a first launch): asked for at once, adopted
  // once the config is known, in place of this start-up's own.
  const handed = !session.get().deviceToken && env.registration ? env.registration().catch(() => null) : null;
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
  if (handed) adoptRegistration(session, await handed);
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
