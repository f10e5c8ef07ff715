// Starting a subscriber session: the token pair, the device it was issued to (My Devices) and the SPEC §3 login response.
import type { components } from '@ott/sdk/types/sms';
import {
  type AccountsState,
  type DeviceOs,
  type DeviceType,
  deviceKey,
  masterProfileOf,
  type Platform,
} from '../../state/accounts';
import type { Ctx } from '../../types';

const OS_NAMES: Record<DeviceOs, string> = {
  WINDOWS: 'Windows',
  MACOS: 'macOS',
  LINUX: 'Linux',
  ANDROID: 'Android',
  OTHER: 'another system',
};

/** Adds (or re-activates) a device of a subscriber, seen now. */
export function touchDevice(
  ctx: Ctx,
  subscriberid: string,
  deviceId: string,
  info: { devicetype?: DeviceType; deviceos?: DeviceOs; platform?: Platform; name?: string | null } = {},
) {
  const acc = ctx.state.accounts;
  const key = deviceKey(subscriberid, deviceId);
  const known = acc.devices.get(key);
  const registered = acc.registeredDevices.get(deviceId);
  const deviceos = info.deviceos ?? known?.deviceos ?? registered?.deviceos ?? 'OTHER';
  const devicetype = info.devicetype ?? known?.devicetype ?? 'PC';
  const platform = info.platform ?? known?.platform ?? registered?.platform;
  const device = {
    deviceId,
    subscriberid,
    name:
      info.name ??
      known?.name ??
      registered?.devicename ??
      (devicetype === 'TV' ? 'TV' : `Web app on ${OS_NAMES[deviceos]}`),
    devicetype,
    deviceos,
    ...(platform ? { platform } : {}),
    status: 'ACTIVE' as const,
    lastseen: ctx.options.now(),
  };
  acc.devices.set(key, device);
  return device;
}

/** The profile a new session acts for: the requested one if it is the subscriber's, else the master profile. */
function sessionProfile(acc: AccountsState, subscriberid: string, wanted?: string | null): string | null {
  const p = wanted ? acc.profiles.get(wanted) : undefined;
  if (p && p.subscriberid === subscriberid) return p.profileid;
  return masterProfileOf(acc, subscriberid)?.profileid ?? null;
}

/** Issue a session for the subscriber on the calling device; the login response of SPEC §3. */
export function startSession(
  ctx: Ctx,
  subscriberid: string,
  opts: {
    profileid?: string | null;
    deviceId?: string | null;
    deviceos?: DeviceOs;
    devicetype?: DeviceType;
    platform?: Platform;
  } = {},
): components['schemas']['LoginResponse'] & { success: string; refreshtoken: string } {
  const acc = ctx.state.accounts;
  const profileid = sessionProfile(acc, subscriberid, opts.profileid) ?? `${subscriberid}-p1`;
  const t = ctx.state.tokens.issueSession(subscriberid, profileid);
  const deviceId = opts.deviceId === undefined ? ctx.caller.deviceId : opts.deviceId;
  if (deviceId) {
    touchDevice(ctx, subscriberid, deviceId, {
      ...(opts.deviceos ? { deviceos: opts.deviceos } : {}),
      ...(opts.devicetype ? { devicetype: opts.devicetype } : {}),
      ...(opts.platform ? { platform: opts.platform } : {}),
    });
    acc.sessionDevices.set(t.sessionToken, deviceId);
  }
  return { success: t.sessionToken, refreshtoken: t.refreshToken, expiresIn: t.expiresIn };
}

/** Ends every session a device holds for a subscriber. */
export function endDeviceSessions(ctx: Ctx, subscriberid: string, deviceId: string) {
  const { tokens, accounts } = ctx.state;
  for (const [token, dev] of accounts.sessionDevices) {
    if (dev !== deviceId) continue;
    const s = tokens.sessions.get(token);
    if (s && s.subscriberid !== subscriberid) continue;
    tokens.endSession(token);
    accounts.sessionDevices.delete(token);
  }
}
