// One profile as a button: avatar (or its initial), name, and badges (kids, PIN, current). Shared by the chooser
// dialog and the switch / manage screen.
import type { Profile } from '@ott/sdk/hooks/sms';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Avatar } from '../../components/Avatar';
import { useSession } from '../../hooks/useServices';

export function ProfileAvatar({ profile }: { profile: Pick<Profile, 'avatar' | 'name'> }) {
  return <Avatar className="profile-avatar" src={profile.avatar} name={profile.name} size={64} />;
}

export function ProfileTile({
  profile,
  busy,
  onClick,
  testId,
  extra,
}: {
  profile: Profile;
  busy?: boolean;
  onClick(): void;
  testId?: string;
  extra?: ReactNode;
}) {
  const current = useSession().profileid === profile.profileid;
  return (
    <button
      type="button"
      className="profile-button"
      data-testid={testId ?? `profile-${profile.profileid}`}
      aria-current={current ? 'true' : undefined}
      aria-disabled={busy ? true : undefined}
      onClick={onClick}
    >
      <ProfileAvatar profile={profile} />
      <span className="profile-name">{profile.name}</span>
      {profile.kids && (
        <span className="profile-badge kids" data-testid="kids-badge">
          <FormattedMessage id="profiles.kids" defaultMessage="Kids" />
        </span>
      )}
      {profile.pinprotected && (
        <span className="profile-badge">
          <FormattedMessage id="profiles.locked" defaultMessage="PIN" />
        </span>
      )}
      {current && (
        <span className="profile-badge current">
          <FormattedMessage id="profiles.current" defaultMessage="Current" />
        </span>
      )}
      {extra}
    </button>
  );
}
