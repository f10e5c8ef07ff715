// SPEC §4 Profiles: switching profile (with its PIN when it has one) sets kids mode and the profile the automatic
// re-login comes back to (§3); the other tabs follow.
import { failureMessageId, kidsModeFor, parseStoredLoginPayload } from '@ott/domain';
import type { Profile } from '@ott/sdk/hooks/sms';
import type { TabSync } from '../platform/types';
import { smsCalls } from './sms';
import type { SessionStore } from './store';

export function createProfileSwitch(deps: { session: SessionStore; tabs: TabSync }): {
  selectProfile(profile: Profile, pin?: string): Promise<{ ok: true } | { ok: false; messageId: string }>;
} {
  const { session, tabs } = deps;

  async function selectProfile(profile: Profile, pin?: string) {
    try {
      const { switchProfile } = await smsCalls();
      await switchProfile(profile.profileid, pin ? { pin } : {});
      session.set({
        profileid: profile.profileid,
        kidsMode: kidsModeFor(profile),
        profilePicture: profile.avatar ?? null,
      });
      // §3: the automatic re-login comes back to this profile.
      const kept = parseStoredLoginPayload(await session.loginPayload.get());
      if (kept)
        await session.loginPayload.set(
          JSON.stringify({ params: { ...kept.params, profileid: profile.profileid } }),
        );
      tabs.publish({ type: 'session' });
      return { ok: true as const };
    } catch (e) {
      return {
        ok: false as const,
        messageId: failureMessageId(e),
      };
    }
  }

  return { selectProfile };
}
