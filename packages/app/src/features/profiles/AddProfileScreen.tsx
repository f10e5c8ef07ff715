// SPEC §2 /:lang?/addprofile: create a profile (master profile only, SPEC §6), then back to the manage screen.

import { canManageProfiles } from '@ott/domain/profiles';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLangPath } from '../../hooks/useLangPath';
import { ProfileEditor } from './ProfileEditor';
import { ProfilesLoading, useProfilesGate } from './ProfilesGate';
import { useProfiles } from './useProfiles';
import './profiles.css';

export default function AddProfileScreen() {
  const intl = useIntl();
  const path = useLangPath();
  const navigate = useNavigate();
  const { query, current } = useProfiles();
  const title = intl.formatMessage({ id: 'profiles.addTitle', defaultMessage: 'Add a profile' });
  useDocumentTitle(title);

  const gate = useProfilesGate(title, query, !canManageProfiles(current));
  if (gate) return gate;
  if (query.isPending) return <ProfilesLoading className="page narrow" />;
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
