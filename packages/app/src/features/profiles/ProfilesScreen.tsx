// SPEC §2 /:lang?/switchprofile ("who is watching") and /:lang?/addProfileCheck (the same screen in add / manage
// mode). Switch: a profile's button switches to it (its PIN first when protected, with "Forgot PIN?" by OTP), then
// Home. Manage (master profile only, SPEC §6): each button opens the editor; "Add profile" opens /addprofile.
import { canManageProfiles } from '@ott/domain/profiles';
import type { Profile } from '@ott/sdk/hooks/sms';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { FormError } from '../../components/FormFields';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLangPath } from '../../hooks/useLangPath';
import { useStepHeading } from '../../hooks/useStepHeading';
import type { ScreenProps } from '../../screen-props';
import { ProfilePinReset } from './PinResetForm';
import { ProfileEditor } from './ProfileEditor';
import { ProfilePinForm } from './ProfilePinForm';
import { ProfilesLoading, useProfilesGate } from './ProfilesGate';
import { ProfileTile } from './ProfileTile';
import { useProfileChoice, useProfiles } from './useProfiles';
import './profiles.css';

type Step =
  | { kind: 'list' }
  | { kind: 'pin'; profile: Profile }
  | { kind: 'forgot'; profile: Profile }
  | { kind: 'edit'; profile: Profile };

export default function ProfilesScreen({ routeId }: ScreenProps) {
  const intl = useIntl();
  const path = useLangPath();
  const navigate = useNavigate();
  const { query, profiles, current } = useProfiles();
  const { busy, error, setError, select } = useProfileChoice(() => navigate(path('/')));
  const manage = routeId === 'addProfileCheck';
  const mayManage = canManageProfiles(current);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [status, setStatus] = useState<string | null>(null);

  const title = manage
    ? intl.formatMessage({ id: 'profiles.manageTitle', defaultMessage: 'Manage profiles' })
    : intl.formatMessage({ id: 'profiles.title', defaultMessage: "Who's watching?" });
  useDocumentTitle(title);
  // Focus moves to the heading of each step (the list's here; the other steps focus their own).
  const heading = useStepHeading(`${step.kind} ${manage}`, step.kind === 'list');
  // A step belongs to its mode: switching between /switchprofile and /addProfileCheck starts from the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a change of mode only
  useEffect(() => {
    setStep({ kind: 'list' });
    setError(null);
  }, [manage]);

  const gate = useProfilesGate(title, query, manage && !mayManage);
  if (gate) return gate;

  const choose = (profile: Profile) => {
    if (busy) return;
    setError(null);
    setStatus(null);
    if (manage) return setStep({ kind: 'edit', profile });
    if (profile.pinprotected) return setStep({ kind: 'pin', profile });
    void select(profile);
  };

  if (step.kind === 'edit')
    return (
      <div className="page narrow profiles-page" data-testid="profiles-manage">
        <ProfileEditor
          profile={step.profile}
          onDone={(result) => {
            setStatus(
              result === 'deleted'
                ? intl.formatMessage({ id: 'profiles.deleted', defaultMessage: 'Profile deleted' })
                : intl.formatMessage({ id: 'profiles.saved', defaultMessage: 'Profile saved' }),
            );
            setStep({ kind: 'list' });
          }}
          onCancel={() => setStep({ kind: 'list' })}
        />
      </div>
    );

  return (
    <section
      className="page narrow profiles-page"
      aria-labelledby="profiles-title"
      data-testid={manage ? 'profiles-manage' : 'profiles-switch'}
    >
      <h1 id="profiles-title" ref={heading} tabIndex={-1}>
        {step.kind === 'list' ? title : step.profile.name}
      </h1>
      <p role="status" className="profiles-status" data-testid="profiles-status">
        {status}
      </p>
      {step.kind === 'pin' && (
        <ProfilePinForm
          profile={step.profile}
          busy={busy}
          error={error}
          onSubmit={(pin) => select(step.profile, pin)}
          onCancel={() => setStep({ kind: 'list' })}
          extra={
            <p>
              <button
                type="button"
                className="link-button profile-link-button"
                onClick={() => setStep({ kind: 'forgot', profile: step.profile })}
                data-testid="profile-forgot-pin"
              >
                <FormattedMessage id="profiles.forgotPin" defaultMessage="Forgot PIN?" />
              </button>
            </p>
          }
        />
      )}
      {step.kind === 'forgot' && (
        <ProfilePinReset
          profile={step.profile}
          onDone={() => {
            setError(null);
            setStatus(intl.formatMessage({ id: 'profiles.pinChanged', defaultMessage: 'PIN changed' }));
            setStep({ kind: 'pin', profile: step.profile });
          }}
          onCancel={() => setStep({ kind: 'pin', profile: step.profile })}
        />
      )}
      {step.kind === 'list' && (
        <>
          {query.isPending ? (
            <ProfilesLoading />
          ) : (
            <ul className="profile-list profiles-grid">
              {profiles.map((p) => (
                <li key={p.profileid}>
                  <ProfileTile
                    profile={p}
                    busy={busy}
                    onClick={() => choose(p)}
                    extra={
                      manage ? (
                        <span className="profile-badge edit">
                          <FormattedMessage id="profiles.edit" defaultMessage="Edit" />
                        </span>
                      ) : undefined
                    }
                  />
                </li>
              ))}
              {mayManage && (
                <li>
                  <Link className="profile-button add" to={path('/addprofile')} data-testid="profiles-add">
                    <span className="profile-avatar" aria-hidden="true">
                      +
                    </span>
                    <span className="profile-name">
                      <FormattedMessage id="profiles.add" defaultMessage="Add profile" />
                    </span>
                  </Link>
                </li>
              )}
            </ul>
          )}
          <FormError error={error} testId="profiles-error" />
          <div className="profiles-actions">
            {manage ? (
              <Link className="btn" to={path('/switchprofile')} data-testid="profiles-done">
                <FormattedMessage id="profiles.done" defaultMessage="Done" />
              </Link>
            ) : (
              mayManage && (
                <Link className="btn ghost" to={path('/addProfileCheck')} data-testid="profiles-manage-link">
                  <FormattedMessage id="profiles.manage" defaultMessage="Manage profiles" />
                </Link>
              )
            )}
          </div>
        </>
      )}
    </section>
  );
}
