// SPEC §2 /:lang?/addprofile: create a profile (master profile only, SPEC §6), then back to the manage screen.
import { failureMessageId } from '@ott/domain';
import { canManageProfiles } from '@ott/domain/profiles';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Notice, retryLabel } from '../../components/Notice';
import { useSession } from '../../hooks/useServices';
import { useLangPath } from '../../hooks/useLangPath';
import { useLoginDialog } from '../../hooks/useLoginDialog';
import { isSubscriber } from '../../session/store';
import { ProfileEditor } from './ProfileEditor';
import { useProfiles } from './useProfiles';
import './profiles.css';

export default function AddProfileScreen() {
  const intl = useIntl();
  const session = useSession();
  const path = useLangPath();
  const navigate = useNavigate();
  const { openLogin } = useLoginDialog();
  const { query, current } = useProfiles();
  const title = intl.formatMessage({ id: 'profiles.addTitle', defaultMessage: 'Add a profile' });
  useEffect(() => {
    document.title = `${title} · OTT`;
  }, [title]);

  if (!isSubscriber(session))
    return (
      <Notice
        as="section"
        testId="profiles-login"
        title={title}
        message={<FormattedMessage id="profiles.loginFirst" defaultMessage="Log in to see your profiles." />}
        action={{
          label: <FormattedMessage id="nav.login" defaultMessage="Log in" />,
          onClick: () => openLogin(window.location.pathname),
        }}
      />
    );
  if (query.isError && !query.isFetching)
    return (
      <Notice
        as="section"
        role="alert"
        testId="profiles-failed"
        title={title}
        message={intl.formatMessage({ id: failureMessageId(query.error) })}
        action={{ label: retryLabel, onClick: () => void query.refetch() }}
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
