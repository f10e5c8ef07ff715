// Harness of the playback tests: the real generated hooks over the contract-checked stand-in (./network), a session
// store in the wanted state (visitor, or a subscriber with a profile) and a recording realtime store, in the app's
// providers (./render-app).
import type { CreatePlayerOptions, PlayerHandle } from '@ott/player';
import type { RealtimeRecord, RealtimeStore } from '@ott/realtime';
import type { Content } from '@ott/sdk/hooks/cms';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { type LoginApi, LoginDialogContext } from '../src/hooks/useLoginDialog';
import { createSessionStore } from '../src/session/store';
import { type AppStorage, createStore } from '../src/storage';

export { json, mockNetwork } from './network';

import { testServices } from './app-services';
import { type Handler, json } from './network';
import { standInPlayer } from './player-seam';
import { renderInApp } from './render-app';

export { currentPath } from './render-app';

export function movie(id: string, extra: Partial<Content> = {}): Content {
  return { objectid: id, objecttype: 'VOD', category: 'MOVIE', title: `Title ${id}`, ...extra };
}

/** A title unlocked by these availabilities (one DASH package). */
export function titleWith(id: string, availabilityset: string[], extra: Partial<Content> = {}): Content {
  return movie(id, {
    contentdetails: [{ packageid: `pkg-${id}-dash`, drmscheme: ['NONE'], availabilityset }],
    ...extra,
  });
}

const AVAILABILITIES = {
  'AV-PLAN-HD': {
    availabilityid: 'AV-PLAN-HD',
    name: 'Premium plans',
    pricemodel: 'PLAN',
    price: 35,
    currency: 'AED',
  },
  'AV-PLAN-UHD': {
    availabilityid: 'AV-PLAN-UHD',
    name: '4K plans',
    pricemodel: 'PLAN',
    price: 349,
    currency: 'AED',
  },
  'AV-PAID-1': {
    availabilityid: 'AV-PAID-1',
    name: 'Buy to own',
    pricemodel: 'PAID',
    price: 25,
    currency: 'AED',
  },
  'AV-RENT-1': {
    availabilityid: 'AV-RENT-1',
    name: 'Rent for 48 hours',
    pricemodel: 'RENTAL',
    price: 15,
    currency: 'AED',
    rentalhours: 48,
  },
  'AV-FREE': { availabilityid: 'AV-FREE', name: 'Free', pricemodel: 'FREE', price: 0, currency: 'AED' },
} as const;

/** Answers the availability, subscription, purchase, parental-control and profile calls of the SMS back-end. */
export function smsHandler(opts: {
  subscriptions?: unknown[];
  purchases?: unknown[];
  parental?: { enabled: boolean; profiles: { profileid: string; rating: string }[] };
  profiles?: unknown[];
}): (url: URL) => Response | undefined {
  return (url) => {
    const p = url.pathname;
    if (p.endsWith('/availability')) {
      // SPEC §9: the paged list (15 a page by default).
      const all = Object.values(AVAILABILITIES);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pagesize') ?? 15);
      return json({ data: all.slice((page - 1) * size, page * size), totalcount: all.length });
    }
    if (p.endsWith('/subscription')) {
      const data = opts.subscriptions ?? [];
      return json({ data, totalcount: data.length });
    }
    if (p.endsWith('/purchase')) {
      const data = opts.purchases ?? [];
      return json({ data, totalcount: data.length });
    }
    if (p.endsWith('/parentalcontrol')) {
      return json({ data: opts.parental ?? { enabled: false, profiles: [] } });
    }
    if (p.endsWith('/profile')) {
      const data = opts.profiles ?? [];
      return json({ data, totalcount: data.length });
    }
    return undefined;
  };
}

/** The contract's watch session (startStreamSession's data) of `contentid` for subscriber 1001's first profile. */
const streamSession = (contentid: string, sessionid = 'ws-1') => ({
  sessionid,
  contentid,
  subscriberid: '1001',
  profileid: '1001-p1',
  deviceid: '1234567890123456',
  started: '2026-01-01T00:00:00Z',
  heartbeatinterval: 30,
});

/**
 * The CMS answers for playing `content`: the title, its package (clear DASH unless `pkg` says otherwise), the
 * authorisation, and its watch session started, beating and stopped.
 */
function playbackHandler(content: Content, pkg: Record<string, unknown> = {}) {
  const id = content.objectid;
  return (url: URL, req: Request): Response | undefined => {
    const p = url.pathname;
    if (p.endsWith(`/content/${id}`) && req.method === 'GET') return json({ data: content });
    if (p.endsWith(`/content/package/${id}`)) {
      const clear = { packageid: `pkg-${id}-dash`, manifesturl: 'http://m.test/a.mpd', manifesttype: 'DASH' };
      return json({ data: { ...clear, drmscheme: 'NONE', ...pkg, contentid: id } });
    }
    if (p.endsWith('/stream/content/authorize'))
      return json({ data: { authorized: true, maxsessions: 2, activesessions: 0, sessions: [] } });
    if (p.endsWith(`/stream/content/${id}`) && req.method === 'DELETE')
      return json({ data: { sessionid: 'ws-1', contentid: id, stopped: '2026-01-01T00:01:00Z' } });
    if (p.endsWith(`/stream/content/${id}`)) return json({ data: streamSession(id) });
    return undefined;
  };
}

/** The first of `handlers` that answers. */
export const firstAnswer =
  (...handlers: Handler[]): Handler =>
  async (url, req) => {
    for (const h of handlers) {
      const r = await h(url, req);
      if (r) return r;
    }
    return undefined;
  };

export interface PlayingOptions {
  pkg?: Record<string, unknown>;
  sms?: Parameters<typeof smsHandler>[0];
  answers?: Record<string, () => Response> | undefined;
}

/**
 * The back-ends while `content` plays: `answers` (by path suffix) first, then its CMS answers (`playbackHandler`
 * with `pkg`), then the SMS's (`smsHandler` with `sms`).
 */
export function playing(content: Content, opts: PlayingOptions = {}): Handler {
  const play = playbackHandler(content, opts.pkg);
  const sms = smsHandler(opts.sms ?? {});
  return (url, req) => {
    for (const [suffix, answer] of Object.entries(opts.answers ?? {}))
      if (url.pathname.endsWith(suffix)) return answer();
    return play(url, req) ?? sms(url);
  };
}

export const HD_PLAN = {
  planid: 'PLAN-HD',
  availabilityset: ['AV-PLAN-HD'],
  quality: 'HD',
  status: 'active',
};

/** A realtime store that records progress writes and answers `readRecord` with `record`. */
export function fakeRealtime(record: RealtimeRecord | null = null) {
  const saveProgress = vi.fn(async () => true);
  const readRecord = vi.fn(async () => record);
  const store = { saveProgress, readRecord } as unknown as RealtimeStore;
  return { store, saveProgress, readRecord };
}

const NO_LOGIN: LoginApi = {
  openLogin: () => {},
  openLoginLater: () => {},
  openProfiles: () => {},
  choosingProfile: false,
};

export function renderWith(
  ui: ReactNode,
  opts: {
    at?: string;
    subscriber?: boolean;
    profileid?: string;
    kidsMode?: boolean;
    realtime?: RealtimeStore;
    now?: number;
    /** The app's storage (default: a fresh in-memory one). */
    storage?: AppStorage;
    /** The log-in dialog's API as the screen sees it (default: one that does nothing). */
    login?: Partial<LoginApi>;
  } = {},
) {
  const session = createSessionStore(opts.storage ?? createStore(undefined));
  session.set({
    status: 'ready',
    lang: 'en',
    ...(opts.subscriber
      ? {
          sessionToken: 'session-token',
          subscriber: { subscriberid: '1001' } as never,
          profileid: opts.profileid ?? '1001-p1',
          kidsMode: opts.kidsMode ?? false,
        }
      : {}),
  });
  const services = testServices(session, {
    // Default: a realtime store with no record, answering at once (a store that never loads would hold every start
    // for the screen's resume wait).
    realtime: () => Promise.resolve(opts.realtime ?? fakeRealtime().store),
    now: () => opts.now ?? Date.parse('2026-01-01T00:00:00Z'),
  });
  return renderInApp(
    <LoginDialogContext.Provider value={{ ...NO_LOGIN, ...opts.login }}>{ui}</LoginDialogContext.Provider>,
    { services, at: opts.at ?? '/details/x/1' },
  );
}

/** A player handle with no tracks (a stream without menus), for tests that mock `createPlayer`. */
export function inertHandle(parts: Partial<PlayerHandle> = {}): PlayerHandle {
  return {
    flush() {},
    async destroy() {},
    tracks: () => ({ renditions: [], autoQuality: true, audio: [], text: [], textLanguage: null }),
    selectQuality() {},
    selectAudio() {},
    selectText() {},
    isLive: () => false,
    seekRange: () => ({ start: 0, end: 0 }),
    goToLive() {},
    cuesAt: () => [],
    ...parts,
  };
}

/**
 * For the calling file: the player stands in (Shaka never loads) and starts with `start` (an inert handle by default),
 * through a `createPlayer` mock reset before each test; the failures the screens log are hushed.
 */
export function playerStandIn(
  start: (video: HTMLVideoElement, opts: CreatePlayerOptions) => PlayerHandle = () => inertHandle(),
) {
  const player = { createPlayer: vi.fn() };
  standInPlayer({ createPlayer: player.createPlayer, loadShaka: () => new Promise(() => {}) });
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    player.createPlayer.mockReset();
    player.createPlayer.mockImplementation(async (video: HTMLVideoElement, opts: CreatePlayerOptions) =>
      start(video, opts),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return player;
}
