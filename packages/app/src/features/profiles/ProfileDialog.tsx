// SPEC §1 / §4 profiles: the chooser after log-in, one button per profile (kids badged); a PIN-protected one asks its
// 4-digit PIN (§5) first. The switch goes through account.selectProfile (profileid and kidsMode follow, realtime hooks
// re-subscribe); profile-dependent queries are invalidated by resource.
import { canManageProfiles } from '@ott/domain/profiles';
import type { Profile } from '@ott/sdk/hooks/sms';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CallState } from '../../components/CallState';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormFields';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import { ProfilePinForm } from './ProfilePinForm';
import { ProfilesLoading } from './ProfilesGate';
import { ProfileTile } from './ProfileTile';
import { useProfileChoice, useProfiles } from './useProfiles';
import './profiles.css';

export default function ProfileDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const session = useSession();
  const { query, profiles } = useProfiles();
  const { busy, error, setError, select } = useProfileChoice(() => onClose());
  const path = useLangPath();
  const [pinFor, setPinFor] = useState<Profile | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // When the list arrives (or the PIN step is left), focus moves to the current profile, else the first.
  const showingList = query.isSuccess && !pinFor;
  useEffect(() => {
    if (!showingList || !list.current) return;
    const target =
      list.current.querySelector<HTMLElement>('[aria-current="true"]') ??
      list.current.querySelector<HTMLElement>('button');
    target?.focus();
  }, [showingList]);

  const choose = (profile: Profile) => {
    if (busy) return;
    if (profile.pinprotected) {
      setError(null);
      setPinFor(profile);
      return;
    }
    void select(profile);
  };

  return (
    <Dialog
      title={intl.formatMessage({ id: 'profiles.title', defaultMessage: "Who's watching?" })}
      onClose={onClose}
      testId="profile-dialog"
    >
      <CallState
        calls={[query]}
        className="inline-error"
        testId="profile-dialog-failed"
        loading={<ProfilesLoading />}
      >
        {pinFor && (
          <ProfilePinForm
            profile={pinFor}
            busy={busy}
            error={error}
            onSubmit={(pin) => select(pinFor, pin)}
            onCancel={() => {
              setPinFor(null);
              setError(null);
            }}
          />
        )}
        {!pinFor && (
          <>
            <ul className="profile-list" ref={list}>
              {profiles.map((p) => (
                <li key={p.profileid}>
                  <ProfileTile profile={p} busy={busy} onClick={() => choose(p)} />
                </li>
              ))}
            </ul>
            <FormError error={error} />
            {canManageProfiles(profiles.find((p) => p.profileid === session.profileid)) && (
              <p className="profiles-actions">
                <Link
                  className="btn ghost"
                  to={path('/addProfileCheck')}
                  onClick={onClose}
                  data-testid="profile-dialog-manage"
                >
                  <FormattedMessage id="profiles.manage" defaultMessage="Manage profiles" />
                </Link>
              </p>
            )}
          </>
        )}
      </CallState>
    </Dialog>
  );
}
