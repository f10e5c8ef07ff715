// The two credential calls the 401 recovery needs (SPEC §4 Session, §8): device registration, retried as the
// caller's rule says (the domain's 6055 rule), and the refresh-token call. Both send their own credentials, so
// the transport never recovers them in turn.
import { encryptRegistration } from './crypto';
import { isApiError } from './errors';
import type { Transport } from './transport/transport';

export interface DeviceIdentity {
  deviceid: string;
  devicetype: 'PC';
  deviceos: string;
  providerid: string;
  timestamp: number;
  appversion: string;
}

export async function registerDevice(
  t: Transport,
  input: {
    providerId: string;
    secret: string;
    identity: DeviceIdentity;
    /** Whether a refusal is tried again (the domain's `shouldRetryRegistration`); default: never. */
    retry?: (errorcode: number | undefined, retriesSoFar: number) => boolean;
  },
): Promise<{ deviceToken: string; expiresIn?: number | undefined }> {
  for (let attempt = 0; ; attempt++) {
    const { payload, hash } = await encryptRegistration(input.secret, input.identity);
    try {
      const { data } = await t.sms.POST('/subscriberv2/v1/device/register/{providerid}', {
        params: { path: { providerid: input.providerId }, query: { hash } },
        body: { payload },
      });
      if (!data) throw new Error('device registration: empty response');
      return data.data;
    } catch (e) {
      if (isApiError(e) && input.retry?.(e.errorcode, attempt)) continue;
      throw e;
    }
  }
}

export async function refreshTokens(
  t: Transport,
  refreshToken: string,
): Promise<{ sessionToken: string; refreshToken: string; expiresIn?: number | undefined }> {
  const { data } = await t.sms.GET('/subscriberv2/v1/refreshtoken', {
    headers: { Authorization: `Bearer ${refreshToken}` },
  });
  if (!data?.success) throw new Error('refresh: no session token in the response');
  return {
    sessionToken: data.success,
    refreshToken: data.refreshtoken ?? refreshToken,
    expiresIn: data.expiresIn,
  };
}
