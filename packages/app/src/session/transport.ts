// The one transport, wired once (DESIGN principle 2): base URLs and paths from the provider config, tokens from the
// session, 401 recovery (refresh, then the automatic re-login, then the reload SPEC §4 asks for; registration for a
// visitor) and log-out when it fails.
import {
  afterSessionBack,
  autoReloginPayload,
  classifyLoginResult,
  getOrCreateDeviceId,
  type LoginResponse,
  type LoginType,
  parseStoredLoginPayload,
  STORAGE_KEYS,
  startSession,
} from '@ott/domain';
import {
  type Backend,
  createTransport,
  type PathOverrides,
  refreshTokens,
  setTransport,
  type Transport,
} from '@ott/sdk';
import type { ProviderConfig } from '@ott/sdk/hooks/config';
import type { AppEnv } from '../platform/env';
import type { TabSync } from '../platform/types';
import { registerThisDevice } from './registration';
import type { SessionStore } from './store';

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
