// SPEC §4 device registration: the page's own, and adopting the one a shell made before the page started.
import {
  deviceIdentityPayload,
  deviceName,
  deviceOs,
  isRandomDeviceId,
  STORAGE_KEYS,
  shouldRetryRegistration,
} from '@ott/domain';
import { registerDevice, type Transport } from '@ott/sdk';
import type { ProviderConfig } from '@ott/sdk/hooks/config';
import type { AppEnv, ShellRegistration } from '../platform/env';
import type { SessionStore } from './store';

/**
 * SPEC §4 device registration: this device's identity (its id, the OS and browser its user agent names, the provider,
 * the platform label) sent encrypted with the configured secret; resolves to the device token. The page's start-up
 * and a shell's first launch (startup/first-launch.ts) both register through it.
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
    // My Devices tells this browser from the others by it (the contract's devicename)
    devicename: deviceName(device.userAgent),
  });
  const { deviceToken } = await registerDevice(transport, {
    providerId,
    secret: device.secret,
    identity,
    retry: shouldRetryRegistration,
  });
  return deviceToken;
}

/** The shell's registration (AppEnv.registration) as this device's: its id and token, unless one is there already. */
export function adoptRegistration(session: SessionStore, r: ShellRegistration | null): void {
  if (!r?.deviceToken || !isRandomDeviceId(r.deviceId) || session.get().deviceToken) return;
  session.storage.set(STORAGE_KEYS.random, r.deviceId);
  session.set({ deviceToken: r.deviceToken });
}
