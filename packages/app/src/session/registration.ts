// SPEC §4 device registration: this device's identity, sent encrypted, for a device token.
import { deviceIdentityPayload, deviceName, deviceOs, shouldRetryRegistration } from '@ott/domain';
import { registerDevice, type Transport } from '@ott/sdk';
import type { ProviderConfig } from '@ott/sdk/hooks/config';
import type { AppEnv } from '../platform/env';

/**
 * SPEC §4 device registration: this device's identity (its id, the OS and browser its user agent names, the provider,
 * the platform label) sent encrypted with the configured secret; resolves to the device token. The page's start-up
 * and the web build's first visit (startup/first-visit.ts) both register through it.
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
