// A logged-in session made through the sandbox's API (the calls the app's own log-in makes), for the journeys that are
// not about logging in: it is put into the page's storage before the app loads, as a repeat visit finds it (SPEC §3).
import {
  classifyLoginResult,
  deviceIdentityPayload,
  deviceOs,
  getOrCreateDeviceId,
  kidsModeFor,
  type LoginResponse,
  loginPayloadToStore,
  STORAGE_KEYS,
  startSession,
} from '@ott/domain';
import { SAMPLE_SECRET } from '@ott/sandbox';
import { createTransport, encryptWithSecret, registerDevice } from '@ott/sdk';
import type { ProviderConfig } from '@ott/sdk/hooks/config';

/** The user agent the identity names (Debian's headless Chromium: a Linux PC). */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome';

export interface SessionLogin {
  email: string;
  password: string;
  /** The profile to watch as; the account's own when not given. */
  profileId?: string;
  pin?: string;
}

/** The app's storage of a logged-in browser (packages/app session/store.ts keys), for the web shell's localStorage. */
export type StoredSession = Record<string, string>;

/** Registers a device, logs in and picks the profile through the sandbox's API; resolves to the app's storage. */
export async function apiSession(sandboxUrl: string, login: SessionLogin): Promise<StoredSession> {
  const configUrl = `${sandboxUrl}/config/provider.json`;
  const config = (await (await fetch(configUrl)).json()) as ProviderConfig;
  const urls = config.providerDetails.baseURLs;
  const stored: StoredSession = {};
  const tokens = {
    deviceToken: null as string | null,
    sessionToken: null as string | null,
    refreshToken: null,
  };
  const transport = createTransport({
    baseUrl: (b) =>
      ({ sms: urls.vSMS, cms: urls.vCMS, crm: urls.vCRM, charge: urls.vCHARGE })[b as 'sms'] ??
      new URL(configUrl).origin,
    tokens: () => tokens,
    pathOverrides: () => ({
      extrapath: config.providerDetails.extrapath as Record<string, string>,
      apiUtilities: config.apiUtilities as Record<string, string>,
    }),
    recover: () => Promise.reject(new Error('the seeded session was refused')),
    onLogout: () => {},
  });
  const deviceId = getOrCreateDeviceId(
    {
      get: (k) => stored[k] ?? null,
      set: (k, v) => {
        stored[k] = v;
      },
      remove: (k) => delete stored[k],
    },
    Math.random,
  );
  const providerId = config.providerDetails.providerId;
  const identity = deviceIdentityPayload({
    deviceid: deviceId,
    deviceos: deviceOs(USER_AGENT),
    providerid: providerId,
    now: Date.now(),
    platform: 'Web',
  });
  tokens.deviceToken = (
    await registerDevice(transport, { providerId, secret: SAMPLE_SECRET, identity })
  ).deviceToken;
  stored[STORAGE_KEYS.subscriberToken] = tokens.deviceToken;

  const query = {
    logintype: 'Email',
    email: login.email,
    password: await encryptWithSecret(SAMPLE_SECRET, login.password),
    platform: 'Web',
  } as const;
  const res = await transport.sms.GET('/subscriberv2/v1/login', { params: { query } });
  const outcome = classifyLoginResult(
    { kind: 'response', response: (res.data ?? res.error ?? {}) as LoginResponse },
    { loginType: 'Email' },
  );
  if (outcome.type !== 'success') throw new Error(`log-in of ${login.email} refused: ${outcome.type}`);
  tokens.sessionToken = outcome.sessionToken;
  stored[STORAGE_KEYS.sessionToken] = outcome.sessionToken;
  if (outcome.refreshToken) stored[STORAGE_KEYS.refreshToken] = outcome.refreshToken;
  const timer = startSession(outcome.lifetimeSec ?? 3600);
  if (timer.expiresInSec !== null) stored[STORAGE_KEYS.refreshTokenExpire] = String(timer.expiresInSec);

  const details = (await transport.sms.GET('/subscriber/v1/subscriber')).data?.data;
  if (!details) throw new Error(`no subscriber details for ${login.email}`);
  const profiles = (await transport.sms.GET('/subscriberv2/v1/profile')).data?.data ?? [];
  const profileId = login.profileId ?? details.profileid;
  const profile = profiles.find((p) => p.profileid === profileId);
  if (!profile) throw new Error(`${login.email} has no profile ${profileId}`);
  if (profiles.length > 1) {
    const switched = await transport.sms.PUT('/subscriberv2/v1/profile/{profileid}', {
      params: { path: { profileid: profileId } },
      body: login.pin ? { pin: login.pin } : {},
    });
    if (!switched.response.ok) throw new Error(`profile ${profileId} refused: ${switched.response.status}`);
  }
  // The persisted summary of the details as the log-in fetched them (before any profile switch).
  const { subscriberid, profileid, country, subscribercountry } = details;
  stored[STORAGE_KEYS.subscriberDetails] = JSON.stringify({
    subscriberid,
    profileid,
    country,
    subscribercountry,
  });
  stored.profile = JSON.stringify({ profileid: profileId, kids: kidsModeFor(profile) });
  stored[STORAGE_KEYS.loginType] = query.logintype;
  const payload = loginPayloadToStore(query, {
    profileid: profileId,
    deviceos: deviceOs(USER_AGENT),
    keepPassword: false,
  });
  if (payload) stored[STORAGE_KEYS.loginPayload] = JSON.stringify(payload);
  return stored;
}

/** Playwright's storageState of a browser context whose page at `appUrl` starts logged in with `session`. */
export function storageStateFor(appUrl: string, session: StoredSession) {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(appUrl).origin,
        localStorage: Object.entries(session).map(([name, value]) => ({ name, value })),
      },
    ],
  };
}
