// What stands in place of a profiles page (SPEC §2, §6): log in first, the list that failed to load, or — where the
// page manages profiles — the note that only the main profile may.
import type { ReactElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { CallFailed, LoginFirst } from '../../components/CallState';
import { Notice } from '../../components/Notice';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import { isSubscriber } from '../../session/store';
import type { useProfiles } from './useProfiles';

/** "Loading profiles…", where the list will be. */
export const ProfilesLoading = ({ className }: { className?: string }) => (
  <p className={className} role="status">
    <FormattedMessage id="profiles.loading" defaultMessage="Loading profiles…" />
  </p>
);

export function useProfilesGate(
  title: string,
  query: ReturnType<typeof useProfiles>['query'],
  /** The page manages profiles and the current one is not the main profile. */
  adminOnly: boolean,
): ReactElement | null {
  const session = useSession();
  const path = useLangPath();
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
  if (adminOnly && !query.isPending)
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
  return null;
}
