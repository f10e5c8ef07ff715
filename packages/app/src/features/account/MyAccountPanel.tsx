import { failureMessageId } from '@ott/domain';
import { useGetSubscriberDetails } from '@ott/sdk/hooks/sms';
import { FormattedMessage, useIntl } from 'react-intl';
import { Notice, retryLabel } from '../../components/Notice';
import type { AccountPanelProps } from '../../screen-props';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DetailsForm } from './DetailsForm';
import { LanguageSection } from './LanguageSection';
import { PasswordForm } from './PasswordForm';

export default function MyAccountPanel({ lang }: AccountPanelProps) {
  const intl = useIntl();
  const details = useGetSubscriberDetails({ query: { staleTime: 30_000, retry: 1 } });
  if (details.isError) {
    return (
      <Notice
        className="account-card"
        role="alert"
        testId="account-details-error"
        heading="h2"
        title={
          <FormattedMessage
            id="account.details.loadError"
            defaultMessage="Your details could not be loaded"
          />
        }
        message={intl.formatMessage({
          id: failureMessageId(details.error),
        })}
        action={{ label: retryLabel, onClick: () => void details.refetch() }}
      />
    );
  }
  if (details.isPending) {
    return (
      <div
        className="account-card"
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'app.loading', defaultMessage: 'Loading…' })}
      >
        <div className="skeleton skeleton-text wide" />
        <div className="skeleton skeleton-text" />
        <div className="skeleton skeleton-text wide" />
      </div>
    );
  }
  const data = details.data.data;
  return (
    <>
      <DetailsForm details={data} />
      <PasswordForm />
      <LanguageSection />
      <DeleteAccountSection lang={lang} />
    </>
  );
}
