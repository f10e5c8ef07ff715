import { describe, expect, it } from 'vitest';
import type { Availability } from '../src';
import {
  contentAvailabilityIds,
  isPurchaseModel,
  type PlaybackInput,
  paymentErrorType,
  playButtonText,
  playbackDecision,
  playbackEligibility,
  popupListType,
  preferredDrmScheme,
  rentalToStart,
  streamResolution,
  usableEntitlements,
} from '../src/playback';

const av = (availabilityid: string, pricemodel: Availability['pricemodel']): Availability => ({
  availabilityid,
  pricemodel,
});
const PLAN = av('a-plan', 'PLAN');
const PAID = av('a-paid', 'PAID');
const RENTAL = av('a-rent', 'RENTAL');
const FREE = av('a-free', 'FREE');
const ADS = av('a-ads', 'ADBASED');

function input(avs: Availability[], over: Partial<PlaybackInput> = {}): PlaybackInput {
  return {
    content: {
      objectid: 'c1',
      contentdetails: [{ packageid: 'pk', availabilityset: avs.map((a) => a.availabilityid) }],
      trailer: [],
    },
    availabilities: avs,
    subscriptions: [],
    purchases: [],
    isSubscriber: true,
    ...over,
  };
}

describe('§4 playback eligibility', () => {
  it('§4 PLAN needs a subscription whose availabilityset contains the availability', () => {
    const sub = { planid: 'p1', availabilityset: ['a-plan'] };
    expect(playbackDecision(input([PLAN], { subscriptions: [sub] }))).toEqual({
      kind: 'play',
      availability: PLAN,
      drm: true,
    });
    expect(
      playbackDecision(input([PLAN], { subscriptions: [{ planid: 'p2', availabilityset: ['other'] }] })),
    ).toEqual({
      kind: 'subscribe',
      listType: 'onlySubscribe',
      candidates: [PLAN],
    });
  });

  it('§4 PAID or RENTAL needs a purchase with the same availability and object', () => {
    expect(
      playbackDecision(input([PAID], { purchases: [{ availabilityid: 'a-paid', objectid: 'c1' }] })),
    ).toMatchObject({
      kind: 'play',
      availability: PAID,
    });
    expect(
      playbackDecision(input([RENTAL], { purchases: [{ availabilityid: 'a-rent', objectid: 'c1' }] })),
    ).toMatchObject({
      kind: 'play',
    });
    expect(
      playbackDecision(input([PAID], { purchases: [{ availabilityid: 'a-paid', objectid: 'c2' }] })),
    ).toEqual({
      kind: 'subscribe',
      listType: 'onlyPurchase',
      candidates: [PAID],
    });
  });

  it('§4 FREE or ADBASED is always playable, without DRM, even for a visitor', () => {
    expect(playbackDecision(input([FREE], { isSubscriber: false }))).toEqual({
      kind: 'play',
      availability: FREE,
      drm: false,
    });
    expect(playbackDecision(input([PLAN, ADS], { isSubscriber: false }))).toEqual({
      kind: 'play',
      availability: ADS,
      drm: false,
    });
  });

  it('§4 no content details but a trailer: the trailer plays', () => {
    const base = input([]);
    expect(
      playbackDecision({ ...base, content: { objectid: 'c1', trailer: [{ trailerid: 't1' }] } }),
    ).toEqual({ kind: 'trailer' });
    expect(
      playbackDecision({
        ...base,
        content: { objectid: 'c1', contentdetails: [], trailer: [{ trailerid: 't1' }] },
      }),
    ).toEqual({
      kind: 'trailer',
    });
    expect(playbackDecision({ ...base, content: { objectid: 'c1' } })).toEqual({ kind: 'unavailable' });
  });

  it('§4 availabilities not named by the content are ignored', () => {
    const i = input([PLAN]);
    expect(playbackDecision({ ...i, availabilities: [FREE] })).toEqual({ kind: 'unavailable' });
  });

  it('§4 playback of plan or purchased content needs a subscriber', () => {
    expect(playbackDecision(input([PLAN, PAID], { isSubscriber: false }))).toEqual({ kind: 'loginRequired' });
  });

  it('§4 popup list types: onlyPurchase, onlySubscribe, Subscribe/Purchase', () => {
    expect(popupListType([PAID])).toBe('onlyPurchase');
    expect(popupListType([RENTAL])).toBe('onlyPurchase');
    expect(popupListType([PLAN])).toBe('onlySubscribe');
    expect(popupListType([PLAN, PAID])).toBe('Subscribe/Purchase');
    expect(playbackDecision(input([PLAN, RENTAL]))).toEqual({
      kind: 'subscribe',
      listType: 'Subscribe/Purchase',
      candidates: [PLAN, RENTAL],
    });
  });

  it('§3 the availability ids come from every content detail, once each', () => {
    expect(
      contentAvailabilityIds({
        contentdetails: [
          { packageid: 'a', availabilityset: ['x', 'y'] },
          { packageid: 'b', availabilityset: ['y', 'z'] },
          { packageid: 'c' },
        ],
      }),
    ).toEqual(['x', 'y', 'z']);
    expect(contentAvailabilityIds({})).toEqual([]);
  });
});

describe('§4 button text', () => {
  const text = (avs: Availability[], over: Partial<PlaybackInput> = {}) =>
    playButtonText(playbackDecision(input(avs, over)), avs);

  it.each([
    ['playable', [FREE], 'button.playNow'],
    ['PLAN and PAID', [PLAN, PAID], 'button.subscribeOrPurchase'],
    ['RENTAL', [RENTAL], 'button.subscribeOrPurchase'],
    ['PLAN and RENTAL', [PLAN, RENTAL], 'button.subscribeOrPurchase'],
    ['PLAN only', [PLAN], 'button.subscribeAndWatch'],
    ['PAID only', [PAID], 'button.purchaseAndWatch'],
  ] as const)('§4 %s → %s', (_name, avs, id) => {
    expect(text([...avs])).toBe(id);
  });

  it('§4 no availabilities but a trailer: PLAY NOW on the trailer', () => {
    expect(playButtonText({ kind: 'trailer' }, [])).toBe('button.playNow');
  });

  it('§4 a visitor sees the subscribe text, not PLAY NOW, for plan content', () => {
    expect(text([PLAN], { isSubscriber: false })).toBe('button.subscribeAndWatch');
  });
});

describe('§4 §9 stream quality, DRM and payment errors', () => {
  it.each([
    ['SD', { width: 854, height: 480 }],
    ['HD', { width: 1920, height: 1080 }],
    ['UHD1', { width: 2560, height: 1440 }],
    ['UHD2', { width: 3840, height: 2160 }],
  ] as const)('§4 quality %s → %o from the first subscription', (quality, res) => {
    expect(
      streamResolution([
        { planid: 'p', availabilityset: [], quality },
        { planid: 'q', availabilityset: [], quality: 'SD' },
      ]),
    ).toEqual(res);
  });

  it('§4 no subscription or no quality: no cap', () => {
    expect(streamResolution([])).toBeNull();
    expect(streamResolution([{ planid: 'p', availabilityset: [] }])).toBeNull();
  });

  it('§9 DRM: WIDEVINE on Android or where HLS is unsupported, FAIRPLAY otherwise, fallback NONE', () => {
    expect(preferredDrmScheme({ isAndroid: true, hlsSupported: true })).toBe('WIDEVINE');
    expect(preferredDrmScheme({ isAndroid: false, hlsSupported: false })).toBe('WIDEVINE');
    expect(preferredDrmScheme({ isAndroid: false, hlsSupported: true })).toBe('FAIRPLAY');
    expect(preferredDrmScheme({ isAndroid: false, hlsSupported: false, offered: ['WIDEVINE', 'NONE'] })).toBe(
      'WIDEVINE',
    );
    expect(preferredDrmScheme({ isAndroid: false, hlsSupported: true, offered: ['WIDEVINE'] })).toBe('NONE');
  });

  it('§4 payment error type: APPROVAL_PENDING → User, else Gateway', () => {
    expect(paymentErrorType('APPROVAL_PENDING')).toBe('User');
    expect(paymentErrorType('FAILED')).toBe('Gateway');
    expect(paymentErrorType(undefined)).toBe('Gateway');
  });
});

describe('usableEntitlements (§4 eligibility inputs)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('§4 pending and expired subscriptions give no access; active, on trial and cancelled do', () => {
    const subs = ['active', 'on trial', 'pending', 'cancelled', 'expired'].map((status) => ({ status }));
    expect(usableEntitlements(subs, [], now).subscriptions.map((s) => s.status)).toEqual([
      'active',
      'on trial',
      'cancelled',
    ]);
  });
  it('§9 a cancelled plan plays through its last day (its expiry) to 23:59:59 UTC, not after', () => {
    const sub = (expiry: string | null) => ({ status: 'cancelled', expiry });
    const usable = (expiry: string | null, at: string) =>
      usableEntitlements([sub(expiry)], [], Date.parse(at)).subscriptions.length === 1;
    expect(usable('2026-12-01T00:00:00Z', '2026-12-01T23:59:59Z')).toBe(true);
    expect(usable('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z')).toBe(false);
    expect(usable('2026-12-01T00:00:00Z', '2026-11-22T12:00:00Z')).toBe(true);
    expect(usable(null, '2030-01-01T00:00:00Z')).toBe(true);
  });
  it('§4 a rental past its window no longer counts; a purchase without expiry always does', () => {
    const purchases = [
      { expiry: '2026-11-22T11:59:59Z' },
      { expiry: '2026-11-22T12:00:01Z' },
      { expiry: null },
      {},
    ];
    expect(usableEntitlements([], purchases, now).purchases).toEqual(purchases.slice(1));
  });
});

describe('isPurchaseModel (§4 popup sides)', () => {
  it('§4 PAID and RENTAL are purchases; PLAN, FREE, ADBASED and nothing are not', () => {
    expect(
      ['PAID', 'RENTAL', 'PLAN', 'FREE', 'ADBASED', null].map((m) => isPurchaseModel(m as never)),
    ).toEqual([true, true, false, false, false, false]);
  });
});

describe('§4 §6 playbackEligibility: one decision, parental first, failing closed', () => {
  const known = (allowedRating: string | null) => ({ state: 'known', enabled: true, allowedRating }) as const;
  const off = { state: 'known', enabled: false, allowedRating: null } as const;
  const free = input([FREE]);

  it('§4 a pending parental status waits, even when the title is free and the entitlements are known', () => {
    expect(
      playbackEligibility({ parental: { state: 'pending' }, contentRating: 'U/A 18+', entitlements: free }),
    ).toEqual({ kind: 'wait' });
  });

  it('§4 a failed parental status refuses rated content with a retryable reason (never a silent allow)', () => {
    expect(
      playbackEligibility({ parental: { state: 'failed' }, contentRating: 'U/A 18+', entitlements: free }),
    ).toEqual({ kind: 'failed', reason: 'parental' });
    expect(
      playbackEligibility({ parental: { state: 'failed' }, contentRating: 'A', entitlements: 'trailer' }),
    ).toEqual({ kind: 'failed', reason: 'parental' });
  });

  it('§4 a known block wins over entitlements still loading', () => {
    expect(
      playbackEligibility({ parental: known('U/A 7+'), contentRating: 'U/A 12+', entitlements: 'pending' }),
    ).toEqual({ kind: 'parentalBlocked' });
  });

  it('§4 unrated content does not wait for the parental status', () => {
    expect(
      playbackEligibility({ parental: { state: 'pending' }, contentRating: null, entitlements: free }),
    ).toMatchObject({ kind: 'decided', decision: { kind: 'play' } });
  });

  it('§4 entitlements: pending waits, failed refuses, known gives playbackDecision; trailer skips them', () => {
    expect(playbackEligibility({ parental: off, contentRating: 'U', entitlements: 'pending' })).toEqual({
      kind: 'wait',
    });
    expect(playbackEligibility({ parental: off, contentRating: 'U', entitlements: 'failed' })).toEqual({
      kind: 'failed',
      reason: 'entitlements',
    });
    expect(
      playbackEligibility({ parental: known('U/A 16+'), contentRating: 'U', entitlements: input([PLAN]) }),
    ).toEqual({ kind: 'decided', decision: playbackDecision(input([PLAN])) });
    expect(playbackEligibility({ parental: off, contentRating: 'A', entitlements: 'trailer' })).toEqual({
      kind: 'decided',
      decision: { kind: 'trailer' },
    });
  });
});

describe('§7 rentalupdate: the rental window starts at the first play', () => {
  const rent = { availabilityid: 'AV-RENT-1', pricemodel: 'RENTAL' as const };
  const play = { kind: 'play' as const, availability: rent, drm: true };
  it('§7 a title played through a rental whose window has not started gives the rental to start', () => {
    expect(
      rentalToStart(play, 'MOV-006', [{ availabilityid: 'AV-RENT-1', objectid: 'MOV-006', expiry: null }]),
    ).toEqual({
      availabilityid: 'AV-RENT-1',
      objectid: 'MOV-006',
    });
  });
  it('§7 a started window, a purchase of another title, a PAID or FREE play, or no play give nothing', () => {
    expect(
      rentalToStart(play, 'MOV-006', [
        { availabilityid: 'AV-RENT-1', objectid: 'MOV-006', expiry: '2030-01-01T00:00:00Z' },
      ]),
    ).toBeNull();
    expect(rentalToStart(play, 'MOV-006', [{ availabilityid: 'AV-RENT-1', objectid: 'MOV-999' }])).toBeNull();
    const paid = {
      kind: 'play' as const,
      availability: { availabilityid: 'AV-PAID-1', pricemodel: 'PAID' as const },
      drm: true,
    };
    expect(rentalToStart(paid, 'MOV-005', [{ availabilityid: 'AV-PAID-1', objectid: 'MOV-005' }])).toBeNull();
    expect(rentalToStart({ kind: 'trailer' }, 'MOV-006', [])).toBeNull();
  });
});
