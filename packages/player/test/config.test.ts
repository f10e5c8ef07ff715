import { describe, expect, it } from 'vitest';
import {
  browserPlatform,
  chooseDrmScheme,
  choosePackage,
  drmFromSource,
  KEY_SYSTEMS,
  progressThrottle,
  qualityCap,
  shakaConfig,
  shouldOfferNextEpisode,
  streamRequest,
} from '../src';

const chromium = { isAndroid: false, hlsSupported: false };
const safari = { isAndroid: false, hlsSupported: true };
const android = { isAndroid: true, hlsSupported: false };

describe('shakaConfig', () => {
  it('§4 stream quality: an SD subscription caps Shaka at 854x480, for restrictions and ABR alike', () => {
    const c = shakaConfig({ drm: null, maxResolution: qualityCap('SD') });
    expect(c.restrictions).toEqual({ maxWidth: 854, maxHeight: 480 });
    expect(c.abr.restrictions).toEqual({ maxWidth: 854, maxHeight: 480 });
  });

  it('§4 stream quality: HD 1920x1080, UHD1 2560x1440, UHD2 3840x2160', () => {
    expect(shakaConfig({ drm: null, maxResolution: qualityCap('HD') }).restrictions.maxHeight).toBe(1080);
    expect(shakaConfig({ drm: null, maxResolution: qualityCap('UHD1') }).restrictions).toEqual({
      maxWidth: 2560,
      maxHeight: 1440,
    });
    expect(shakaConfig({ drm: null, maxResolution: qualityCap('UHD2') }).abr.restrictions.maxWidth).toBe(
      3840,
    );
  });

  it('§4 stream quality: no subscription quality known → no cap', () => {
    const c = shakaConfig({ drm: null, maxResolution: qualityCap(null) });
    expect(c.restrictions.maxHeight).toBe(Number.POSITIVE_INFINITY);
    expect(c.abr.restrictions.maxWidth).toBe(Number.POSITIVE_INFINITY);
  });

  it('§9 DRM: ClearKey with a licence server is configured under org.w3.clearkey', () => {
    const c = shakaConfig({
      drm: {
        scheme: 'CLEARKEY',
        licenseUrl: 'http://127.0.0.1:7000/drm/clearkey',
        clearKeys: [{ keyid: 'AA', key: 'BB' }],
      },
    });
    expect(c.drm.servers).toEqual({ 'org.w3.clearkey': 'http://127.0.0.1:7000/drm/clearkey' });
    expect(c.drm.clearKeys).toEqual({});
  });

  it('§9 DRM: ClearKey without a licence server falls back to the inline keys (hex, lower case)', () => {
    const c = shakaConfig({
      drm: { scheme: 'CLEARKEY', licenseUrl: null, clearKeys: [{ keyid: 'AB12', key: 'CD34' }] },
    });
    expect(c.drm.servers).toEqual({});
    expect(c.drm.clearKeys).toEqual({ ab12: 'cd34' });
  });

  it('§9 DRM: Widevine and FairPlay servers by key system; FairPlay carries its certificate', () => {
    expect(shakaConfig({ drm: { scheme: 'WIDEVINE', licenseUrl: 'https://l/wv' } }).drm.servers).toEqual({
      [KEY_SYSTEMS.WIDEVINE]: 'https://l/wv',
    });
    const fp = shakaConfig({
      drm: { scheme: 'FAIRPLAY', licenseUrl: 'https://l/fp', certificateUrl: 'https://l/cert' },
    });
    expect(fp.drm.servers).toEqual({ 'com.apple.fps': 'https://l/fp' });
    expect(fp.drm.advanced).toEqual({ 'com.apple.fps': { serverCertificateUri: 'https://l/cert' } });
  });

  it('play → first frame: ABR starts on the lightest sandbox rendition (360p) and climbs once it has measured', () => {
    const c = shakaConfig({ drm: null });
    // The sandbox's renditions: 360p ~156 kbit/s, 480p ~237 kbit/s, 720p ~387 kbit/s (audio included).
    expect(c.abr.defaultBandwidthEstimate).toBeGreaterThan(156_614);
    expect(c.abr.defaultBandwidthEstimate).toBeLessThan(236_614);
    expect(c.abr.useNetworkInformation).toBe(false);
    expect(c.abr.enabled).toBe(true);
  });

  it('§4 FREE / trailer: a clear stream configures no DRM at all', () => {
    for (const drm of [null, { scheme: 'NONE' as const, licenseUrl: 'https://x' }]) {
      const c = shakaConfig({ drm });
      expect(c.drm).toEqual({ servers: {}, clearKeys: {}, advanced: {} });
    }
  });
});

describe('DRM scheme and package choice', () => {
  it('§9 DRM preference: Widevine where HLS is not native, FairPlay with native HLS, when offered', () => {
    const all = ['WIDEVINE', 'FAIRPLAY', 'CLEARKEY'] as const;
    expect(chooseDrmScheme(all, chromium)).toBe('WIDEVINE');
    expect(chooseDrmScheme(all, safari)).toBe('FAIRPLAY');
    expect(chooseDrmScheme(all, android)).toBe('WIDEVINE');
  });

  it('§9 DRM preference: a ClearKey-only package is asked for as CLEARKEY; a clear package as NONE', () => {
    expect(chooseDrmScheme(['CLEARKEY'], chromium)).toBe('CLEARKEY');
    expect(chooseDrmScheme(['NONE'], chromium)).toBe('NONE');
    expect(chooseDrmScheme(undefined, safari)).toBe('NONE');
    // Offered list lacking the preferred scheme and ClearKey: the domain's NONE.
    expect(chooseDrmScheme(['FAIRPLAY'], chromium)).toBe('NONE');
  });

  const details = [
    { packageid: 'pkg-1-dash', drmscheme: ['NONE' as const], availabilityset: ['AV-PLAN-SD'] },
    { packageid: 'pkg-1-hls', drmscheme: ['NONE' as const], availabilityset: ['AV-PLAN-SD'] },
    { packageid: 'pkg-2-dash', drmscheme: ['NONE' as const], availabilityset: ['AV-PAID-2'] },
  ];

  it('§4 package: the one unlocked by the decided availability, DASH without native HLS, HLS with it', () => {
    expect(choosePackage(details, { availabilityid: 'AV-PLAN-SD', hlsSupported: false })?.packageid).toBe(
      'pkg-1-dash',
    );
    expect(choosePackage(details, { availabilityid: 'AV-PLAN-SD', hlsSupported: true })?.packageid).toBe(
      'pkg-1-hls',
    );
    expect(choosePackage(details, { availabilityid: 'AV-PAID-2', hlsSupported: true })?.packageid).toBe(
      'pkg-2-dash',
    );
    expect(choosePackage([], { hlsSupported: false })).toBeNull();
  });

  it('§4 trailer: a title without content details asks for its trailer package, clear', () => {
    const r = streamRequest({
      content: {
        objectid: 'MOV-010',
        contentdetails: [],
        trailer: [{ trailerid: 'TRL-003', packageid: 'pkg-TRL-003' }],
      },
      platform: chromium,
    });
    expect(r).toEqual({
      contentId: 'MOV-010',
      form: { packageid: 'pkg-TRL-003', drmscheme: 'NONE', trailerid: 'TRL-003' },
      isTrailer: true,
    });
  });

  it('§4 content: the chosen package with its DRM scheme and the quality of the subscription', () => {
    const r = streamRequest({
      content: {
        objectid: 'MOV-003',
        contentdetails: [{ packageid: 'pkg-3-dash', drmscheme: ['CLEARKEY'] }],
      },
      platform: chromium,
      quality: 'HD',
    });
    expect(r?.form).toEqual({ packageid: 'pkg-3-dash', drmscheme: 'CLEARKEY', quality: 'HD' });
    expect(r?.isTrailer).toBe(false);
    expect(
      streamRequest({ content: { objectid: 'X', contentdetails: [], trailer: [] }, platform: chromium }),
    ).toBeNull();
  });

  it('§4 trailer by id: an explicit trailer is played even when the title has packages', () => {
    const r = streamRequest({
      content: {
        objectid: 'MOV-001',
        contentdetails: details,
        trailer: [
          { trailerid: 'T1', packageid: 'p1' },
          { trailerid: 'T2', packageid: 'p2' },
        ],
      },
      trailerId: 'T2',
      platform: chromium,
    });
    expect(r?.form).toMatchObject({ packageid: 'p2', trailerid: 'T2' });
  });

  it('§9 DRM: the package answer becomes the player DRM config (licence server, headers, keys)', () => {
    expect(drmFromSource({ manifesturl: 'm', drmscheme: 'NONE' })).toBeNull();
    expect(
      drmFromSource({
        manifesturl: 'm',
        drmscheme: 'CLEARKEY',
        licenseurl: 'http://s/drm/clearkey',
        clearkeys: [{ keyid: 'a', key: 'b' }],
      }),
    ).toMatchObject({
      scheme: 'CLEARKEY',
      licenseUrl: 'http://s/drm/clearkey',
      clearKeys: [{ keyid: 'a', key: 'b' }],
    });
  });
});

describe('progress and next episode', () => {
  it('§4 progress: reported at most once per 10 s while playing; forced reports always go through', () => {
    let t = 0;
    const th = progressThrottle(() => t);
    expect(th.tick()).toBe(false); // the first tick starts the interval
    t = 9_999;
    expect(th.tick()).toBe(false);
    t = 10_000;
    expect(th.tick()).toBe(true);
    t = 15_000;
    expect(th.tick()).toBe(false);
    expect(th.force()).toBe(true);
    t = 24_999;
    expect(th.tick()).toBe(false); // the forced report restarted the interval
    t = 25_000;
    expect(th.tick()).toBe(true);
  });

  it('§4 next episode: offered within the last 20 s (half of a very short stream) and at the end', () => {
    expect(shouldOfferNextEpisode(2500, 2700)).toBe(false);
    expect(shouldOfferNextEpisode(2680, 2700)).toBe(true);
    expect(shouldOfferNextEpisode(10, 32)).toBe(false);
    expect(shouldOfferNextEpisode(17, 32)).toBe(true);
    expect(shouldOfferNextEpisode(0, 0)).toBe(false);
    expect(shouldOfferNextEpisode(0, Number.NaN, true)).toBe(true);
  });
});

describe('browserPlatform', () => {
  const video = (hls: boolean) =>
    ({ canPlayType: (t: string) => (hls && t.includes('mpegurl') ? 'maybe' : '') }) as const;
  it('§9 DRM preference: Chromium with native HLS but no FairPlay counts as "HLS unsupported" (DASH side)', () => {
    const ua = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' };
    expect(browserPlatform(ua, video(true), {})).toEqual({ isAndroid: false, hlsSupported: false });
    expect(chooseDrmScheme(['CLEARKEY'], browserPlatform(ua, video(true), {}))).toBe('CLEARKEY');
  });
  it('§9 DRM preference: Safari (native HLS + WebKitMediaKeys) is the FairPlay side; Android is Widevine', () => {
    const safariUa = { userAgent: 'Mozilla/5.0 (Macintosh) Version/18.0 Safari/605.1.15' };
    expect(browserPlatform(safariUa, video(true), { WebKitMediaKeys: class {} })).toEqual({
      isAndroid: false,
      hlsSupported: true,
    });
    const androidUa = { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/156.0 Mobile' };
    expect(browserPlatform(androidUa, video(false), {}).isAndroid).toBe(true);
  });
});
