// Social sign-in (SPEC §3 payload types FB, Google, Apple; §4 Login): the token comes from the sandbox consent page when
// the config's `socialLogin.consentURL` is set, else from each provider's official SDK that the config names and the build
// admits (apps/web/security.ts). A provider neither way can serve is not offered.

import type { SocialProviderId } from '@ott/domain/signup';
import type { SocialLoginConfig } from '@ott/sdk/hooks/config';

export interface SocialCredential {
  provider: SocialProviderId;
  token: string;
  /** What the provider told about the person, to prefill a sign-up (may be missing: Facebook without e-mail). */
  name?: string;
  email?: string;
}

export interface SocialSignIn {
  /** The providers offered, in display order. */
  providers: readonly SocialProviderId[];
  /** The provider's sign-in; null when the person closed it without signing in. */
  signIn(provider: SocialProviderId): Promise<SocialCredential | null>;
}

class SocialSignInError extends Error {}

const ORDER: readonly SocialProviderId[] = ['Google', 'FB', 'Apple'];

/** Random state binding a popup's answer to the request that opened it. */
function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The sandbox consent page as a popup. Its answer is accepted only from the consent page's origin, with the state
 * this request made; closing the popup answers null.
 */
export function consentPageSignIn(consentURL: string, win: Window = window): SocialSignIn {
  const consentOrigin = new URL(consentURL).origin;
  return {
    providers: ORDER,
    signIn(provider) {
      const state = newState();
      const url = new URL(consentURL);
      url.search = new URLSearchParams({ provider, origin: win.location.origin, state }).toString();
      const popup = win.open(url.href, 'ott-social', 'popup,width=480,height=640');
      if (!popup) return Promise.reject(new SocialSignInError('popup blocked'));
      return new Promise((resolve) => {
        const done = (value: SocialCredential | null) => {
          win.removeEventListener('message', onMessage);
          clearInterval(watch);
          resolve(value);
        };
        const onMessage = (e: MessageEvent) => {
          const d = e.data as Partial<SocialCredential> & { type?: string; state?: string };
          if (e.origin !== consentOrigin || d?.type !== 'ott-social' || d.state !== state) return;
          if (d.provider !== provider || typeof d.token !== 'string' || d.token === '') return;
          done({
            provider,
            token: d.token,
            ...(typeof d.name === 'string' ? { name: d.name } : {}),
            ...(typeof d.email === 'string' ? { email: d.email } : {}),
          });
        };
        win.addEventListener('message', onMessage);
        // Closed without choosing: answer null (checked, since a closed popup sends nothing).
        const watch = setInterval(() => {
          if (popup.closed) setTimeout(() => done(null), 300);
        }, 400);
      });
    },
  };
}

// ---- the providers' own web SDKs ----

/** The SDK scripts, exactly; the Trusted Types policy below creates script URLs for these only. */
const SDK_SCRIPTS = {
  Google: 'https://accounts.google.com/gsi/client',
  FB: 'https://connect.facebook.net/en_US/sdk.js',
  Apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
} as const satisfies Record<SocialProviderId, string>;

/** The name of the Trusted Types policy the CSP admits when social SDKs are built in. */
const SOCIAL_TRUSTED_TYPES_POLICY = 'ott-social';

type TrustedTypesFactory = {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
};

let policy: { createScriptURL(url: string): unknown } | null = null;
const loaded = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  const known = loaded.get(src);
  if (known) return known;
  const p = new Promise<void>((resolve, reject) => {
    const tt = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    if (tt && !policy) {
      policy = tt.createPolicy(SOCIAL_TRUSTED_TYPES_POLICY, {
        createScriptURL: (url) => {
          if (!(Object.values(SDK_SCRIPTS) as string[]).includes(url)) throw new TypeError(`refused ${url}`);
          return url;
        },
      });
    }
    const el = document.createElement('script');
    // biome-ignore lint/suspicious/noExplicitAny: a TrustedScriptURL where Trusted Types are enforced
    (el as any).src = policy ? policy.createScriptURL(src) : src;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => reject(new SocialSignInError(`could not load ${src}`));
    document.head.append(el);
  });
  loaded.set(src, p);
  p.catch(() => loaded.delete(src));
  return p;
}

// biome-ignore lint/suspicious/noExplicitAny: the providers' globals are untyped
const g = () => globalThis as any;

async function googleSignIn(clientId: string): Promise<SocialCredential | null> {
  await loadScript(SDK_SCRIPTS.Google);
  return new Promise((resolve) => {
    g().google.accounts.id.initialize({
      client_id: clientId,
      callback: (r: { credential?: string }) =>
        resolve(r.credential ? { provider: 'Google', token: r.credential } : null),
      cancel_on_tap_outside: true,
    });
    g().google.accounts.id.prompt((n: { isNotDisplayed?(): boolean; isSkippedMoment?(): boolean }) => {
      if (n.isNotDisplayed?.() || n.isSkippedMoment?.()) resolve(null);
    });
  });
}

async function facebookSignIn(appId: string): Promise<SocialCredential | null> {
  await loadScript(SDK_SCRIPTS.FB);
  const FB = g().FB;
  FB.init({ appId, version: 'v7.0', cookie: false, xfbml: false }); // SPEC §9: SDK v7.0
  const auth = await new Promise<{ accessToken: string } | null>((resolve) =>
    FB.login((r: { authResponse?: { accessToken: string } }) => resolve(r.authResponse ?? null), {
      scope: 'email',
    }),
  );
  if (!auth) return null;
  const me = await new Promise<{ name?: string; email?: string }>((resolve) =>
    FB.api('/me', { fields: 'name,email' }, (r: { name?: string; email?: string }) => resolve(r ?? {})),
  );
  return {
    provider: 'FB',
    token: auth.accessToken,
    ...(me.name ? { name: me.name } : {}),
    ...(me.email ? { email: me.email } : {}),
  };
}

async function appleSignIn(serviceId: string, redirectURI: string): Promise<SocialCredential | null> {
  await loadScript(SDK_SCRIPTS.Apple);
  const AppleID = g().AppleID;
  AppleID.auth.init({ clientId: serviceId, scope: 'name email', redirectURI, usePopup: true });
  try {
    const r = await AppleID.auth.signIn();
    const name = [r.user?.name?.firstName, r.user?.name?.lastName].filter(Boolean).join(' ');
    return {
      provider: 'Apple',
      token: r.authorization.id_token,
      ...(name ? { name } : {}),
      ...(r.user?.email ? { email: r.user.email } : {}),
    };
  } catch (e) {
    if ((e as { error?: string })?.error === 'popup_closed_by_user') return null;
    throw e;
  }
}

/** The SDK adapters for the providers the config names and the build allows (`sdks`). */
function sdkSignIn(config: SocialLoginConfig, sdks: readonly SocialProviderId[]): SocialSignIn {
  const can: Record<SocialProviderId, boolean> = {
    Google: Boolean(config.googleClientId) && sdks.includes('Google'),
    FB: Boolean(config.facebookAppId) && sdks.includes('FB'),
    Apple: Boolean(config.appleServiceId && config.appleRedirectURI) && sdks.includes('Apple'),
  };
  return {
    providers: ORDER.filter((p) => can[p]),
    signIn(provider) {
      if (!can[provider]) return Promise.reject(new SocialSignInError(`${provider} is not configured`));
      if (provider === 'Google') return googleSignIn(config.googleClientId as string);
      if (provider === 'FB') return facebookSignIn(config.facebookAppId as string);
      return appleSignIn(config.appleServiceId as string, config.appleRedirectURI as string);
    },
  };
}

/** The sign-in the provider config asks for (see the top of this file); undefined config → none offered. */
export function socialSignInFor(
  config: SocialLoginConfig | undefined,
  sdks: readonly SocialProviderId[] = [],
): SocialSignIn {
  if (!config) return { providers: [], signIn: () => Promise.resolve(null) };
  if (config.consentURL) return consentPageSignIn(config.consentURL);
  return sdkSignIn(config, sdks);
}
