// Test harness of the realtime / auth / profile tests: the app's providers around a component, with services whose
// realtime is an in-memory store (@ott/realtime createMemoryRealtime) and whose account is a fake with spies.
import type { RealtimeStore } from '@ott/realtime';
import type { Content } from '@ott/sdk/hooks/cms';
import type { Profile, SubscriberDetails } from '@ott/sdk/hooks/sms';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { SnackbarProvider } from '../src/components/Snackbar';
import { LoginDialogHost } from '../src/dialogs';
import type { AppServices } from '../src/hooks/useServices';
import type { Account } from '../src/session/account';
import { createSessionStore } from '../src/session/store';
import { createTabSync } from '../src/session/tabs';
import type { Runtime } from '../src/session/transport';
import { createStore } from '../src/storage';
import { renderInApp, testQueryClient } from './render-app';

export const SUBSCRIBER = { subscriberid: '1001', profileid: '1001-p1' };

export const PROFILES: Profile[] = [
  { profileid: '1001-p1', name: 'admin', kids: false, pinprotected: false, master: true },
  { profileid: '1001-p2', name: 'Omar', kids: false, pinprotected: false },
  {
    profileid: '1001-k1',
    name: 'Kids',
    kids: true,
    pinprotected: true,
    rating: 'U/A 7+' as Profile['rating'],
  },
];

/** A movie with three poster files of one type (file n at https://img.test/<id>/<type>-n.jpg, 100·(n+1) wide). */
export function movieWithPoster(
  id: string,
  title: string,
  postertype: 'PORTRAIT' | 'LANDSCAPE',
  extra: Partial<Content> = {},
): Content {
  const height = postertype === 'PORTRAIT' ? 150 : 56;
  const file = [0, 1, 2].map((i) => ({
    size: `s${i}`,
    width: 100 * (i + 1),
    height: height * (i + 1),
    url: `https://img.test/${id}/${postertype.toLowerCase()}-${i}.jpg`,
  }));
  const movie = { objecttype: 'MOVIE' as Content['objecttype'], category: 'MOVIE' as Content['category'] };
  return { objectid: id, title, ...movie, poster: [{ postertype, file }], ...extra };
}

export function fakeAccount(overrides: Partial<Account> = {}): Account {
  return {
    login: vi.fn(async () => ({ ok: true as const, needsProfile: false })),
    adoptSession: vi.fn(async () => ({ ok: true as const, needsProfile: false })),
    captcha: vi.fn(async () => ({
      image: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
    })),
    logout: vi.fn(async () => {}),
    selectProfile: vi.fn(async () => ({ ok: true as const })),
    startTokenTimer: () => () => {},
    lookup: vi.fn(async () => ({ ok: true as const, next: 'login' as const })),
    signUp: vi.fn(async () => ({ ok: true as const, verification: 'EMAIL' as const, expiresIn: 600 })),
    confirmSignup: vi.fn(async () => ({ ok: true as const, needsProfile: false })),
    resendSignupOtp: vi.fn(async () => ({ ok: true as const })),
    requestPasswordReset: vi.fn(async () => ({ ok: true as const })),
    confirmPasswordReset: vi.fn(async () => ({ ok: true as const })),
    socialLogin: vi.fn(async () => ({ ok: true as const, needsProfile: false })),
    socialSignUp: vi.fn(async () => ({ ok: true as const, needsProfile: false })),
    ...overrides,
  };
}

export function makeServices(
  opts: {
    realtime?: RealtimeStore | (() => Promise<RealtimeStore>);
    account?: Account;
    /** false: a visitor. */
    loggedIn?: boolean;
    profileid?: string;
  } = {},
): AppServices {
  const session = createSessionStore(createStore(undefined));
  session.set({ status: 'ready' });
  if (opts.loggedIn !== false) {
    session.set({
      sessionToken: 'session-token',
      refreshToken: 'refresh-token',
      subscriber: { subscriberid: SUBSCRIBER.subscriberid } as SubscriberDetails,
      profileid: opts.profileid ?? SUBSCRIBER.profileid,
    });
  }
  const rt = opts.realtime;
  const realtime =
    typeof rt === 'function'
      ? rt
      : () => (rt ? Promise.resolve(rt) : Promise.reject(new Error('no realtime')));
  return {
    env: { configUrl: 'http://sandbox.test/config/provider.json', secret: 'test', platform: 'Web' },
    session,
    runtime: {} as Runtime,
    account: opts.account ?? fakeAccount(),
    tabs: createTabSync({ createChannel: () => null }),
    realtime,
    now: () => 1_700_000_000_000,
  };
}

/** Answers never go stale nor are collected: what a test seeds stays. */
export const lastingQueryClient = () =>
  testQueryClient({ staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY });

export function renderWithApp(
  ui: ReactNode,
  services: AppServices,
  { path = '/', queryClient = lastingQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  const result = renderInApp(
    <SnackbarProvider>
      <LoginDialogHost>{ui}</LoginDialogHost>
    </SnackbarProvider>,
    { services, client: queryClient, at: path },
  );
  return { ...result, queryClient };
}
