// SPEC §1 / §3 platform facts: the Web/MobWeb label, the device OS, the device identity payload of registration and
// the 16-digit random device id kept locally.
import {
  APP_VERSION,
  DEVICE_TYPE,
  MAC_TOUCH_POINTS_THRESHOLD,
  PLATFORM_MOBWEB,
  PLATFORM_WEB,
  RANDOM_DEVICE_ID_LENGTH,
  STORAGE_KEYS,
} from './constants';
import type { DeviceOs, KeyValueStore, Random } from './types';

export interface NavigatorInfo {
  userAgent: string;
  /** navigator.platform, e.g. 'MacIntel'. */
  platform?: string;
  maxTouchPoints?: number;
}

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i;

/** SPEC §1: MobWeb for a mobile user agent or a Mac with more than 2 touch points, otherwise Web. */
export function platformLabel(nav: NavigatorInfo): 'Web' | 'MobWeb' {
  if (MOBILE_UA.test(nav.userAgent)) return PLATFORM_MOBWEB;
  const isMac = /Mac/i.test(nav.platform ?? '') || /Macintosh/i.test(nav.userAgent);
  if (isMac && (nav.maxTouchPoints ?? 0) > MAC_TOUCH_POINTS_THRESHOLD) return PLATFORM_MOBWEB;
  return PLATFORM_WEB;
}

/** SPEC §9 device OS from a user agent (Android is checked before Linux; its user agent contains both). */
export function deviceOs(userAgent: string): DeviceOs {
  if (/Android/i.test(userAgent)) return 'ANDROID';
  if (/Windows/i.test(userAgent)) return 'WINDOWS';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'OTHER';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'MACOS';
  if (/Linux|X11|CrOS/i.test(userAgent)) return 'LINUX';
  return 'OTHER';
}

const OS_NAMES: Record<DeviceOs, string | null> = {
  WINDOWS: 'Windows',
  MACOS: 'macOS',
  LINUX: 'Linux',
  ANDROID: 'Android',
  OTHER: null,
};

/**
 * What My Devices calls this device (sent at registration as `devicename`): the browser and the system its user
 * agent names, e.g. "Chrome on Windows", "Safari on iPhone", "Desktop app on macOS". Order matters: Edge and Opera
 * also say Chrome, Chrome also says Safari.
 */
export function deviceName(userAgent: string): string {
  const app = /Electron\//.test(userAgent)
    ? 'Desktop app'
    : /Edg(e|A|iOS)?\//.test(userAgent)
      ? 'Edge'
      : /OPR\/|Opera/.test(userAgent)
        ? 'Opera'
        : /Firefox\/|FxiOS\//.test(userAgent)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(userAgent)
            ? 'Chrome'
            : /Safari\/|iPhone|iPad|iPod/.test(userAgent)
              ? 'Safari'
              : 'Browser';
  const ios = /iPhone|iPad|iPod/.exec(userAgent)?.[0];
  const os = ios ?? (/CrOS/.test(userAgent) ? 'ChromeOS' : OS_NAMES[deviceOs(userAgent)]);
  return os ? `${app} on ${os}` : app;
}

export interface DeviceIdentityPayload {
  deviceid: string;
  devicetype: typeof DEVICE_TYPE;
  deviceos: DeviceOs;
  providerid: string;
  /** Epoch milliseconds of the registration. */
  timestamp: number;
  appversion: string;
  /** SPEC §1 platform label (platformLabel). */
  platform: 'Web' | 'MobWeb';
  /** What My Devices shows (deviceName). */
  devicename?: string;
}

/** SPEC §3 device identity payload (encrypted into the registration body). */
export function deviceIdentityPayload(input: {
  deviceid: string;
  deviceos: DeviceOs;
  providerid: string;
  now: number;
  platform: 'Web' | 'MobWeb';
  devicename?: string;
}): DeviceIdentityPayload {
  return {
    deviceid: input.deviceid,
    devicetype: DEVICE_TYPE,
    deviceos: input.deviceos,
    providerid: input.providerid,
    timestamp: input.now,
    appversion: APP_VERSION,
    platform: input.platform,
    ...(input.devicename ? { devicename: input.devicename } : {}),
  };
}

/** SPEC §3: a 16-digit random number (no leading zero) as a string. */
export function randomDeviceId(random: Random): string {
  const digit = (min: number) => Math.min(9, min + Math.floor(random() * (10 - min)));
  let id = String(digit(1));
  while (id.length < RANDOM_DEVICE_ID_LENGTH) id += String(digit(0));
  return id;
}

export function isRandomDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[1-9]\d{15}$/.test(value);
}

/** The stored random device id (key `random`), created and kept on first use. */
export function getOrCreateDeviceId(store: KeyValueStore, random: Random): string {
  const existing = store.get(STORAGE_KEYS.random);
  if (isRandomDeviceId(existing)) return existing;
  const id = randomDeviceId(random);
  store.set(STORAGE_KEYS.random, id);
  return id;
}
