// Data and side effects of the profile screens: the profile list (generated query), the current profile, the switch
// through the session machinery (account.selectProfile: session profileid and kidsMode, other tabs told) and the
// invalidation of what depends on the profile (TanStack Query: invalidate by resource key).
import { type Profile, useListProfiles } from '@ott/sdk/hooks/sms';
import { queryKeys } from '@ott/sdk/query-keys';
import { useCallback, useState } from 'react';
import type { CallResult } from '../../hooks/useFormSubmit';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useServices, useSession } from '../../hooks/useServices';

/** The subscriber's profiles and the current one. */
export function useProfiles() {
  const session = useSession();
  const query = useListProfiles({ query: { enabled: Boolean(session.sessionToken), retry: false } });
  const profiles = query.data?.data ?? [];
  const current = profiles.find((p) => p.profileid === session.profileid) ?? null;
  return { query, profiles, current };
}

/** Invalidates the profile list and parental control (ratings, names, flags follow every profile change). */
export function useInvalidateProfiles() {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate(queryKeys.sms.profiles, queryKeys.sms.parental), [invalidate]);
}

/** Switches to a profile (with its PIN when protected): ok, or the §8 message (e.g. "Invalid Profile PIN"). */
function useSelectProfile() {
  const { account } = useServices();
  const invalidate = useInvalidateProfiles();
  return useCallback(
    async (profile: Profile, pin?: string): Promise<CallResult> => {
      const result = await account
        .selectProfile(profile, pin)
        .catch(() => ({ ok: false as const, messageId: 'error.unknown' }));
      // Rating and other per-profile answers change with the profile.
      if (result.ok) void invalidate();
      return result;
    },
    [account, invalidate],
  );
}

/** A chooser's switch to a profile: one at a time (busy), the refusal kept to show; `onSelected` once switched. */
export function useProfileChoice(onSelected: () => void) {
  const selectProfile = useSelectProfile();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function select(profile: Profile, pin?: string): Promise<CallResult> {
    setBusy(true);
    setError(null);
    const result = await selectProfile(profile, pin);
    setBusy(false);
    if (result.ok) onSelected();
    else setError(result.messageId);
    return result;
  }
  return { busy, error, setError, select };
}
