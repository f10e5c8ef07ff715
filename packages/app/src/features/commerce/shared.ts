// Small pieces the commerce screens share: the error code of a refusal, who may pay.
import type { MessageId } from '@ott/domain';
import { paymentPermission } from '@ott/domain/plans';
import { useListProfiles } from '@ott/sdk/hooks/sms';
import { useSession } from '../../hooks/useServices';
import { isSubscriber } from '../../session/store';

/**
 * SPEC §6: who may pay now. 'visitor' must log in first; 'kids' and 'notAdmin' are refused with their message;
 * 'loading' while the profile list is read.
 */
export type Payer =
  | { state: 'visitor' }
  | { state: 'loading' }
  | { state: 'refused'; messageId: MessageId }
  | { state: 'allowed' };

export function usePayer(): Payer {
  const session = useSession();
  const subscriber = isSubscriber(session);
  const profiles = useListProfiles({ query: { enabled: subscriber } });
  if (!subscriber) return { state: 'visitor' };
  if (session.kidsMode) return { state: 'refused', messageId: 'payment.kidsNotAllowed' };
  if (!profiles.data) return profiles.isError ? { state: 'allowed' } : { state: 'loading' };
  const p = profiles.data.data.find((x) => x.profileid === session.profileid);
  const refused = paymentPermission(p ? { kids: p.kids, master: p.master === true } : null);
  return refused ? { state: 'refused', messageId: refused } : { state: 'allowed' };
}

/** A subscription that gives access now (SPEC §3: active, or on its free trial). */
export const isCurrent = (status: string) => status === 'active' || status === 'on trial';
