import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  deviceIdentityPayload,
  deviceName,
  deviceOs,
  getOrCreateDeviceId,
  isRandomDeviceId,
  loadUtmParams,
  platformLabel,
  randomDeviceId,
  readUtmParams,
  STORAGE_KEYS,
  storeUtmParams,
} from '../src';
import { memoryStore, sequence } from './helpers';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  electron: 'Mozilla/5.0 AppleWebKit/537.36 Electron/30',
};

describe('§1 platform label', () => {
  it.each([
    [{ userAgent: UA.iphone }, 'MobWeb'],
    [{ userAgent: UA.android }, 'MobWeb'],
    [{ userAgent: UA.windows }, 'Web'],
    [{ userAgent: UA.mac, platform: 'MacIntel', maxTouchPoints: 0 }, 'Web'],
    [{ userAgent: UA.mac, platform: 'MacIntel', maxTouchPoints: 2 }, 'Web'],
    [{ userAgent: UA.mac, platform: 'MacIntel', maxTouchPoints: 5 }, 'MobWeb'],
    [{ userAgent: UA.mac, maxTouchPoints: 3 }, 'MobWeb'],
    [{ userAgent: UA.windows, platform: 'Win32', maxTouchPoints: 10 }, 'Web'],
  ])('§1 %o → %s', (nav, label) => {
    expect(platformLabel(nav)).toBe(label);
  });
});

describe('§9 device OS', () => {
  it.each([
    [UA.android, 'ANDROID'],
    [UA.windows, 'WINDOWS'],
    [UA.mac, 'MACOS'],
    [UA.linux, 'LINUX'],
    [UA.iphone, 'OTHER'],
    [UA.electron, 'OTHER'],
  ])('§9 %s → %s', (ua, os) => {
    expect(deviceOs(ua)).toBe(os);
  });
});

describe('§1 manage devices: the name a device registers with', () => {
  it.each([
    [UA.windows, /^(Chrome|Edge|Firefox) on Windows$/],
    [UA.mac, /^(Chrome|Safari|Firefox) on macOS$/],
    [UA.linux, /^(Chrome|Firefox) on Linux$/],
    [UA.android, /^Chrome on Android$/],
    [UA.iphone, /^Safari on iPhone$/],
    [UA.electron, /^Desktop app/],
  ])('%s', (ua, name) => {
    expect(deviceName(ua)).toMatch(name);
  });

  it('Edge and Opera are not taken for Chrome, nor Chrome for Safari', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    expect(deviceName(chrome)).toBe('Chrome on Linux');
    expect(deviceName(`${chrome} Edg/131.0`)).toBe('Edge on Linux');
    expect(deviceName(`${chrome} OPR/115.0`)).toBe('Opera on Linux');
  });

  it.each([
    [
      'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 FxiOS/133.0 Mobile/15E148',
      'Firefox on iPad',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 CriOS/131.0 Mobile/15E148',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    ['SomeTV/1.0', 'Browser'],
  ])('other browsers and systems: %s → %s', (ua, name) => {
    expect(deviceName(ua)).toBe(name);
  });
});

describe('§3 device identity', () => {
  it('§3 §1 device identity payload: deviceid, devicetype PC, deviceos, providerid, timestamp, appversion 46.4.0 and the platform label', () => {
    expect(
      deviceIdentityPayload({
        deviceid: '1234567890123456',
        deviceos: 'LINUX',
        providerid: 'prov',
        now: 1700000000000,
        platform: 'MobWeb',
      }),
    ).toEqual({
      deviceid: '1234567890123456',
      devicetype: 'PC',
      deviceos: 'LINUX',
      providerid: 'prov',
      timestamp: 1700000000000,
      appversion: '46.4.0',
      platform: 'MobWeb',
    });
    expect(APP_VERSION).toBe('46.4.0');
  });

  it('§3 the random device id is a 16-digit number', () => {
    expect(randomDeviceId(() => 0)).toBe('1000000000000000');
    expect(randomDeviceId(() => 0.999999)).toBe('9999999999999999');
    const id = randomDeviceId(sequence([0.5, 0.1, 0.2, 0.3]));
    expect(id).toMatch(/^[1-9]\d{15}$/);
    expect(isRandomDeviceId(id)).toBe(true);
    expect(isRandomDeviceId('0123456789012345')).toBe(false);
    expect(isRandomDeviceId(null)).toBe(false);
  });

  it('§3 the random device id is kept locally under "random"', () => {
    const store = memoryStore();
    const first = getOrCreateDeviceId(store, () => 0.42);
    expect(store.get('random')).toBe(first);
    expect(getOrCreateDeviceId(store, () => 0.99)).toBe(first);
    store.set('random', 'garbage');
    expect(getOrCreateDeviceId(store, () => 0)).toBe('1000000000000000');
  });
});

describe('§5 UTM parameters', () => {
  it('§5 utm_source, utm_medium and utm_campaign are read from the URL', () => {
    expect(readUtmParams('?utm_source=fb&utm_medium=cpc&utm_campaign=launch&x=1')).toEqual({
      utm_source: 'fb',
      utm_medium: 'cpc',
      utm_campaign: 'launch',
    });
    expect(readUtmParams('utm_source=tw')).toEqual({ utm_source: 'tw' });
    expect(readUtmParams('?x=1')).toBeNull();
  });

  it('§5 UTM parameters are stored under utm_details_global', () => {
    const store = memoryStore();
    expect(storeUtmParams(store, '?x=1')).toBeNull();
    expect(store.get(STORAGE_KEYS.utmDetails)).toBeNull();
    expect(loadUtmParams(store)).toBeNull();
    storeUtmParams(store, '?utm_campaign=spring');
    expect(JSON.parse(store.get('utm_details_global') as string)).toEqual({ utm_campaign: 'spring' });
    expect(loadUtmParams(store)).toEqual({ utm_campaign: 'spring' });
    store.set('utm_details_global', '{bad');
    expect(loadUtmParams(store)).toBeNull();
    store.set('utm_details_global', '42');
    expect(loadUtmParams(store)).toBeNull();
  });
});
