// SPEC §2 /:lang?/addprofile: create a profile (master profile only, SPEC §6), then back to the manage screen.
import { canManageProfiles } from '@ott/domain/profiles';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CallFailed, LoginFirst } from '../../components/CallState';
import { Notice } from '../../components/Notice';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import { isSubscriber } from '../../session/store';
import { ProfileEditor } from './ProfileEditor';
import { useProfiles } from './useProfiles';
import './profiles.css';

export default function AddProfileScreen() {
  const intl = useIntl();
  const session = useSession();
  const path = useLangPath();
  const navigate = useNavigate();
  const { query, current } = useProfiles();
  const title = intl.formatMessage({ id: 'profiles.addTitle', defaultMessage: 'Add a profile' });
  useEffect(() => {
    document.title = `${title} · OTT`;
  }, [title]);

  if (!isSubscriber(session))
    return (
      <LoginFirst
        testId="profiles-login"
        title={title}
        message={<FormattedMessage id="profiles.loginFirst" defaultMessage="Log in to see your profiles." />}
        label={<FormattedMessage id="nav.login" defaultMessage="Log in" />}
      />
    );
  if (query.isError && !query.isFetching)
    return (
      <CallFailed
        as="section"
        className="page narrow"
        testId="profiles-failed"
        title={title}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending)
    return (
      <p className="page narrow" role="status">
        <FormattedMessage id="profiles.loading" defaultMessage="Loading profiles…" />
      </p>
    );
  if (!canManageProfiles(current))
    return (
      <Notice
        as="section"
        testId="profiles-admin-only"
        title={title}
        message={
          <FormattedMessage
            id="profiles.adminOnly"
            defaultMessage="Only the main profile can add, edit or delete profiles."
          />
        }
        action={{
          label: <FormattedMessage id="profiles.switch" defaultMessage="Switch profile" />,
          to: path('/switchprofile'),
        }}
      />
    );
  return (
    <div className="page narrow profiles-page" data-testid="profiles-add-screen">
      <ProfileEditor
        profile={null}
        onDone={() => navigate(path('/addProfileCheck'))}
        onCancel={() => navigate(path('/addProfileCheck'))}
      />
    </div>
  );
}
